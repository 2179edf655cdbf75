// `catmaze-level generate OUT.json --seed N --size WxH --difficulty D [--floor tiles|open]
// [--patrols N]`: a new level from the generator (catmaze/game/level_generator.hpp), written
// atomically (over an existing file only with --force), with its measures printed.

#include <string>

#include "catmaze/game/level_generator.hpp"
#include "catmaze/level/level_writer.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "metrics_report.hpp"
#include "output_file.hpp"
#include "progress_line.hpp"

namespace catmaze::tool {

namespace {

// "WxH" with both sides whole numbers.
GridSize parseSize(const std::string& text) {
    const std::size_t x = text.find('x');
    if (x == std::string::npos)
        throw UsageError("--size takes WIDTHxHEIGHT, e.g. 15x11, not '" + text + "'");
    const auto width = parsePositive(text.substr(0, x), "--size");
    const auto height = parsePositive(text.substr(x + 1), "--size");
    return {static_cast<int>(std::min<std::int64_t>(width, 100000)),
            static_cast<int>(std::min<std::int64_t>(height, 100000))};
}

// The value of the required option `name`; a usage error naming it when it was not given.
std::string requiredValue(const ParsedArgs& args, const std::string& name, const char* valueName) {
    const auto text = args.value(name);
    if (!text)
        throw UsageError("missing --" + name + " " + valueName);
    return *text;
}

}  // namespace

int runGenerate(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    const std::string& file = args.onlyFile();
    GenerateOptions options;
    options.seed =
        static_cast<std::uint64_t>(parsePositive(requiredValue(args, "seed", "N"), "--seed"));
    options.size = parseSize(requiredValue(args, "size", "WxH"));
    const std::string difficulty = requiredValue(args, "difficulty", "D");
    const std::optional<Difficulty> parsed = parseDifficulty(difficulty);
    if (!parsed)
        throw UsageError("--difficulty is easy, medium or hard, not '" + difficulty + "'");
    options.difficulty = *parsed;
    if (const auto floor = args.value("floor")) {
        if (*floor != "tiles" && *floor != "open")
            throw UsageError("--floor is tiles or open, not '" + *floor + "'");
        options.openFloor = *floor == "open";
    }
    if (const auto patrols = args.value("patrols")) {
        const bool digits = !patrols->empty() && patrols->size() <= 2 &&
                            patrols->find_first_not_of("0123456789") == std::string::npos;
        if (!digits || std::stoi(*patrols) > kMaxGeneratedPatrols)
            throw UsageError("--patrols is a number of dogs from 0 to " +
                             std::to_string(kMaxGeneratedPatrols) + ", not '" + *patrols + "'");
        options.patrols = std::stoi(*patrols);
        if (options.patrols > 0 && options.openFloor)
            throw UsageError("--patrols is for tile levels: dogs on the open floor stay put");
    }
    // Before generating, which can take a while: a refusal must not cost the user the wait.
    if (const auto refusal = outputRefusal(file, args.has("force"))) {
        call.err << "catmaze-level generate: error: " << *refusal << '\n';
        return kExitBadInput;
    }

    const GeneratedLevel generated = [&] {
        ProgressLine progress(call.err, stderrIsTerminal());
        const std::string what = "generating " + std::to_string(options.size.width) + "x" +
                                 std::to_string(options.size.height) + " " + difficulty;
        options.onProgress = [&](const GenerateProgress& at) {
            progress.show(what + ": attempt " + std::to_string(at.attempt) + "/" +
                          std::to_string(at.maxAttempts));
        };
        return generateLevel(options);
    }();
    if (!generated.level) {
        call.err << "catmaze-level generate: " << generated.error << '\n';
        return kExitBadInput;
    }
    Level level = *generated.level;
    level.schema = newLevelSchema(file);
    if (const auto error = saveLevelFile(file, level)) {
        call.err << "catmaze-level generate: " << *error << '\n';
        return kExitBadInput;
    }
    call.out << file << ": " << generated.level->name << ", " << toString(options.difficulty)
             << ", " << options.size.width << "x" << options.size.height << '\n';
    if (options.openFloor)  // no tile measures: the planner's par only
        call.out << "par: " << formatCost(generated.metrics.par) << " (open floor)\n";
    else if (generated.timing)
        printPatrolMetrics(generated.metrics, *generated.timing, call.out);
    else
        printMetrics(generated.metrics, call.out);
    return kExitOk;
}

}  // namespace catmaze::tool
