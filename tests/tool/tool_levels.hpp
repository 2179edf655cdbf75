#pragma once
// Levels several tool tests write, as rows of level-file characters (tool_runner.hpp, writeLevel).

#include <string>
#include <vector>

namespace catmaze::tool_test {

/// The exit is in a walled-off room: no route, no win.
inline const std::vector<std::string> kWalledOff = {
    "#######",
    "#C.#.E#",
    "#######",
};

/// An empty walled room, the cat in one corner and the exit in the other: won in 5 steps (cost
/// 50 without diagonals).
inline const std::vector<std::string> kRoom = {
    "######", "#C...#", "#....#", "#...E#", "######",
};

}  // namespace catmaze::tool_test
