// `catmaze-level validate FILE...`: loads each file with the matching reader and reports.

#include <filesystem>
#include <string>
#include <vector>

#include "args.hpp"
#include "catmaze/level_loader.hpp"
#include "catmaze/movingai.hpp"
#include "commands.hpp"
#include "common.hpp"

namespace catmaze::tool {

namespace {

struct FileCheck {
    bool ok = false;
    std::vector<Diagnostic> diagnostics;
};

// Reads `file` with the reader its extension calls for; only success or failure and the
// diagnostics matter here, so the loaded value is dropped.
FileCheck checkFile(const std::string& file) {
    if (hasExtension(file, ".map")) {
        auto result = loadMovingAiMap(file);
        return {result.ok(), std::move(result.diagnostics)};
    }
    if (hasExtension(file, ".scen")) {
        auto result = loadMovingAiScenario(file);
        return {result.ok(), std::move(result.diagnostics)};
    }
    auto result = loadLevelFile(file);
    return {result.ok(), std::move(result.diagnostics)};
}

}  // namespace

int runValidate(const CommandArgs& call) {
    const ParsedArgs args = parseArgs(call.args, {});
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
