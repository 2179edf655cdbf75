#include "commands.hpp"

#include <array>

namespace catmaze::tool {

namespace {

constexpr std::string_view kValidateUsage =
    R"(usage: catmaze-level validate FILE...

Checks level files and prints "FILE: ok" for each valid one. Errors and warnings
go to stderr as FILE:LINE:COL: error: MESSAGE. Moving AI maps (.map) and
scenarios (.scen) are checked with the Moving AI readers.
Exit: 0 all valid, 2 any file invalid.
)";

constexpr std::string_view kPathUsage =
    R"(usage: catmaze-level path FILE --from COL,ROW --to COL,ROW [--diagonal] [--json]

Finds the cheapest path under the level's rules (dogs cost more to pass).
Columns and rows count from 0 at the top-left corner.
  --from COL,ROW  the start tile
  --to COL,ROW    the goal tile
  --diagonal      allow diagonal moves (no corner cutting); always on for .map
  --json          print {"status": ..., "cost": ..., "path": [[col,row], ...]}
                  (the path leaves out the start and ends on the goal)
A Moving AI .map file uses the benchmark's rules: 8-connected, costs 1 and
sqrt(2), no corner cutting.
Exit: 0 found (or already there), 1 no path or an endpoint on a wall,
2 bad file, bad coordinates or an endpoint outside the map.
)";

constexpr std::string_view kBenchUsage =
    R"(usage: catmaze-level bench MAP.map SCEN.scen [--limit N] [--sample N]

Solves the problems of a Moving AI scenario file on its map and compares each
cost with the file's optimal length (tolerance 1e-4). Prints every failure
(problem index from 0, start, goal, expected and found cost), the mean time per
query, and last "N passed, M failed".
  --limit N   only the first N problems
  --sample N  N problems spread evenly over the file (the first and the last
              included), so long problems are covered too; after --limit
Exit: 0 all passed, 1 any failed, 2 bad input.
)";

constexpr std::array kCommands = {
    Command{"validate", "check level files and report problems", kValidateUsage, runValidate},
    Command{"path", "find the cheapest path between two tiles", kPathUsage, runPath},
    Command{"bench", "check and time the pathfinder on a Moving AI benchmark", kBenchUsage,
            runBench},
};

}  // namespace

std::span<const Command> commands() {
    return kCommands;
}

const Command* findCommand(std::string_view name) {
    for (const Command& command : kCommands) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

}  // namespace catmaze::tool
