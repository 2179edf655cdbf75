// `catmaze-level convert IN OUT [--start COL,ROW] [--exit COL,ROW] [--assets DIR]`: a level from a
// level file, Tiled map or Moving AI map, written atomically as a level file or Tiled map (over an
// existing file only with --force).

#include <filesystem>
#include <optional>
#include <string>

#include "args.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/io/atomic_file.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_writer.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "output_file.hpp"

namespace catmaze::tool {

namespace {

namespace fs = std::filesystem;

/// The format of `path` by its extension (in any letter case, as loadLevelFile decides), or
/// nothing when it has none of .json, .tmj and .map.
std::optional<LevelFormat> formatOf(const fs::path& path) {
    if (!hasExtension(path, ".json") && !hasExtension(path, ".tmj") && !hasExtension(path, ".map"))
        return std::nullopt;
    return levelFormatOf(path);
}

/// The tileset image `assets/images/tileset.png` as a Tiled map saved at `out` should refer to
/// it: relative to the map's directory, or absolute when no relative path exists.
std::string tilesetReference(const fs::path& out, const fs::path& assets) {
    std::error_code ec;
    const fs::path image = fs::absolute(assets / "images" / "tileset.png", ec);
    const fs::path base = fs::absolute(out, ec).parent_path();
    const fs::path relative = ec ? fs::path() : fs::relative(image, base, ec);
    return (ec || relative.empty()) ? image.generic_string() : relative.generic_string();
}

/// The tile given with option `name`, if any.
std::optional<Tile> tileOption(const ParsedArgs& args, const std::string& name) {
    const auto text = args.value(name);
    if (!text)
        return std::nullopt;
    return parseTile(*text, "--" + name);
}

/// Where to put the cat and the exit of a Moving AI map: the options, or the loader's defaults.
MovingAiConversion movingAiOptions(const ParsedArgs& args, LevelFormat in) {
    MovingAiConversion conversion;
    conversion.start = tileOption(args, "start");
    conversion.exit = tileOption(args, "exit");
    if ((conversion.start || conversion.exit) && in != LevelFormat::MovingAi)
        throw UsageError("--start and --exit are for Moving AI maps (.map) only");
    return conversion;
}

}  // namespace

int runConvert(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    if (args.positional.size() != 2)
        throw UsageError("expected IN and OUT");
    const fs::path in = args.positional[0];
    const fs::path out = args.positional[1];
    const std::optional<LevelFormat> inFormat = formatOf(in);
    const std::optional<LevelFormat> outFormat = formatOf(out);
    if (!inFormat) {
        throw UsageError("cannot read '" + in.string() + "': IN must end in .json, .tmj or .map");
    }
    if (!outFormat || *outFormat == LevelFormat::MovingAi) {
        throw UsageError("cannot write '" + out.string() + "': OUT must end in .json or .tmj");
    }
    const MovingAiConversion conversion = movingAiOptions(args, *inFormat);
    if (const auto refusal = outputRefusal(out, args.has("force"))) {
        call.err << "catmaze-level convert: error: " << *refusal << '\n';
        return kExitBadInput;
    }

    const LevelLoadResult level = loadLevelFile(in, conversion);
    printDiagnostics(call.err, level.diagnostics);
    if (!level.ok())
        return kExitBadInput;
    if (*outFormat == LevelFormat::Tiled && level.level->openFloor()) {
        // Tiled has polygon objects, but the converter does not write them yet: refuse rather
        // than drop the obstacles.
        call.err << "catmaze-level convert: error: '" << in.string()
                 << "' is an open-floor level; its obstacles cannot be written to a Tiled map "
                    "yet\n";
        return kExitBadInput;
    }

    const fs::path assets = args.value("assets").value_or(dataDirs().assets);
    const std::string contents = *outFormat == LevelFormat::Tiled
                                     ? formatTiledMap(*level.level, tilesetReference(out, assets))
                                     : formatLevel(*level.level);
    if (const auto problem = writeFileAtomically(out, contents)) {
        call.err << "catmaze-level convert: error: " << *problem << '\n';
        return kExitBadInput;
    }
    call.out << "converted " << in.string() << " -> " << out.string() << '\n';
    return kExitOk;
}

}  // namespace catmaze::tool
