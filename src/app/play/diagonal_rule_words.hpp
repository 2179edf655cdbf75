#pragma once
/// \file
/// The player's words for a level's own diagonal mode (levels/README.md, "rules": {"diagonal":
/// ...}), which wins over their setting: the HUD names it, and a notice says so when the level
/// starts against the setting and when G is pressed on it. Decided without a window, in the
/// player's language (made each time they are shown).

#include <optional>
#include <string>

#include "catmaze/level/level.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze::app {

/// The HUD's diagonal count: "Diagonal: on" or "off" under `played`, with " (level's rule)" when
/// the level `rules` name their own mode.
std::string diagonalHudText(const LevelRules& rules, DiagonalMode played);

/// When the tile level of `rules` names its own diagonal mode and it is not the player's
/// `setting`: "This level's own rule: diagonal moves on (your setting: off)". Else nothing.
std::optional<std::string> diagonalOverrideNotice(const LevelRules& rules, DiagonalMode setting);

/// What G says on a level whose `rules` name their own diagonal mode (the key changes nothing
/// there): "This level's own rule keeps diagonal moves on; change your setting in Settings".
/// Nothing when the level leaves diagonal moves to the player (G switches them).
std::optional<std::string> diagonalKeyRefusal(const LevelRules& rules);

}  // namespace catmaze::app
