// `catmaze-level validate FILE...`: loads each file through the same front door as the game
// (loadLevelFile: .json, .tmj and .map, by extension in any letter case) and reports; a level
// that loads but cannot be won gets a warning (at the exit it cannot reach, when that is why),
// and so does one whose recorded par ("metrics") is not the solver's. A file with any warning
// ends "ok (with warnings)". Moving AI scenarios (.scen) are checked too.

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "args.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/movingai.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "open_floor_tool.hpp"
#include "par_check.hpp"

namespace catmaze::tool {

namespace {

struct FileCheck {
    bool ok = false;
    std::vector<Diagnostic> diagnostics;
};

// What the planner says about `level`. A warning is added to `diagnostics` when the level cannot
// be won.
SolvedPar solve(const std::string& file, const Level& level, std::vector<Diagnostic>& diagnostics) {
    const WinPlan plan = planWin(level);
    if (plan.winnable())
        return {plan.cost, false, ""};
    diagnostics.push_back(notWinnableWarning(file, plan));
    return {std::nullopt, plan.status != SolveStatus::Unwinnable, plan.reason};
}

// Reads `file` as the game would; only success or failure and the diagnostics matter here. A
// loaded level is also solved: a warning is added when it cannot be won, or when the par it
// records ("metrics") is not the solver's.
FileCheck checkFile(const std::string& file) {
    if (hasExtension(file, ".scen")) {
        auto result = loadMovingAiScenario(file);
        return {result.ok(), std::move(result.diagnostics)};
    }
    auto result = loadLevelFile(file);
    if (result.ok()) {
        const SolvedPar solved = solve(file, *result.level, result.diagnostics);
        if (auto warning = parWarning(file, *result.level, solved))
            result.diagnostics.push_back(std::move(*warning));
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
            // A warning printed above must not be read past: the verdict says there was one.
            const bool warned =
                std::any_of(check.diagnostics.begin(), check.diagnostics.end(),
                            [](const Diagnostic& d) { return d.severity == Severity::Warning; });
            call.out << file << (warned ? ": ok (with warnings)\n" : ": ok\n");
        } else {
            allValid = false;
        }
    }
    call.out.flush();
    return allValid ? kExitOk : kExitBadInput;
}

}  // namespace catmaze::tool
