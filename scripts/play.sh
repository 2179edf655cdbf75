#!/usr/bin/env bash
# Installs everything, builds, and starts the game on the campaign. Extra arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec build/catmaze "$@"
