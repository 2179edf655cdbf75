// `catmaze-level validate FILE...`: loads each file through the same front door as the game
// (loadLevelFile: .json, .tmj and .map, by extension in any letter case) and reports; a level
// that loads but cannot be won gets a warning. Moving AI scenarios (.scen) are checked too.

#include <filesystem>
#include <string>
#include <vector>

#include "args.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/movingai.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "open_floor_tool.hpp"

namespace catmaze::tool {

namespace {

struct FileCheck {
    bool ok = false;
    std::vector<Diagnostic> diagnostics;
};

// Reads `file` as the game would; only success or failure and the diagnostics matter here. A
// loaded level is also solved, and a warning added when it cannot be won.
FileCheck checkFile(const std::string& file) {
    if (hasExtension(file, ".scen")) {
        auto result = loadMovingAiScenario(file);
        return {result.ok(), std::move(result.diagnostics)};
    }
    auto result = loadLevelFile(file);
    if (result.ok() && result.level->openFloor()) {
        if (auto warning = openFloorWarning(file, *result.level))
            result.diagnostics.push_back(std::move(*warning));
    } else if (result.ok()) {
        const Solution solution = solveLevel(*result.level);
        if (solution.status != SolveStatus::Winnable)
            result.diagnostics.push_back(notWinnableWarning(file, solution));
    }
    return {result.ok(), std::move(result.diagnostics)};
}

}  // namespace

int runValidate(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    if (args.positional.empty())
        throw UsageError("no FILE given");

    bool allValid = true;
    for (const std::string& file : args.positional) {
        FileCheck check = checkFile(file);
        // A failed load must say why, even if a reader forgot to.
        if (!check.ok && !hasErrors(check.diagnostics)) {
            check.diagnostics.push_back({Severity::Error, file, 0, 0, "could not be loaded"});
        }
        printDiagnostics(call.err, check.diagnostics);
        if (check.ok) {
            call.out << file << ": ok\n";
        } else {
            allValid = false;
        }
    }
    call.out.flush();
    return allValid ? kExitOk : kExitBadInput;
}

}  // namespace catmaze::tool
