#pragma once
/// \file
/// Levels for tests, drawn as rows of level-file characters.

#include <string>
#include <vector>

#include "catmaze/level/level.hpp"

namespace catmaze::test {

/// A level as wide as the first row and as tall as `rows`, one tile per character: `#` wall,
/// `C` cat start, `B` bone, `D` dog, `E` exit, anything else floor. Rows are as wide as the first.
Level levelFrom(const std::vector<std::string>& rows);

}  // namespace catmaze::test
