#pragma once
/// \file
/// What was built: the project's version (CMake's `project(VERSION)`, the one place it is set)
/// and the git revision the build was configured from.

#include <string>
#include <string_view>

namespace catmaze {

/// The semantic version, e.g. "1.0.0".
std::string_view projectVersion();

/// `git describe --always --dirty` when CMake was configured ("" when not built from git).
std::string_view gitRevision();

/// The `--version` line: "PROGRAM 1.0.0 (git REVISION)\n", or "PROGRAM 1.0.0\n" without git.
std::string versionLine(std::string_view program);

}  // namespace catmaze
