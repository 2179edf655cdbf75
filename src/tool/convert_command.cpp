// `catmaze-level convert IN OUT [--start COL,ROW] [--exit COL,ROW] [--assets DIR]`: a level from a
// level file, Tiled map or Moving AI map, written atomically as a level file or Tiled map.

#include <filesystem>
#include <optional>
#include <string>

#include "args.hpp"
#include "catmaze/atomic_file.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/level_formats.hpp"
#include "catmaze/level_writer.hpp"
#include "commands.hpp"
#include "common.hpp"

namespace catmaze::tool {

namespace {

namespace fs = std::filesystem;

constexpr OptionSpec kOptions[] = {{"start", true}, {"exit", true}, {"assets", true}};

/// The file formats convert knows, by extension.
enum class Format { LevelJson, Tiled, MovingAi };

/// The format of `path` by its extension, exactly as loadLevelAnyFormat decides (lower case).
std::optional<Format> formatOf(const fs::path& path) {
    const fs::path extension = path.extension();
    if (extension == ".json")
        return Format::LevelJson;
    if (extension == ".tmj")
        return Format::Tiled;
    if (extension == ".map")
        return Format::MovingAi;
    return std::nullopt;
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
MovingAiConversion movingAiOptions(const ParsedArgs& args, Format in) {
    MovingAiConversion conversion;
    conversion.start = tileOption(args, "start");
    conversion.exit = tileOption(args, "exit");
    if ((conversion.start || conversion.exit) && in != Format::MovingAi)
        throw UsageError("--start and --exit are for Moving AI maps (.map) only");
    return conversion;
}

}  // namespace

int runConvert(const CommandArgs& call) {
    const ParsedArgs args = parseArgs(call.args, kOptions);
    if (args.positional.size() != 2)
        throw UsageError("expected IN and OUT");
    const fs::path in = args.positional[0];
    const fs::path out = args.positional[1];
    const std::optional<Format> inFormat = formatOf(in);
    const std::optional<Format> outFormat = formatOf(out);
    if (!inFormat) {
        throw UsageError("cannot read '" + in.string() + "': IN must end in .json, .tmj or .map");
    }
    if (!outFormat || *outFormat == Format::MovingAi) {
        throw UsageError("cannot write '" + out.string() + "': OUT must end in .json or .tmj");
    }
    const MovingAiConversion conversion = movingAiOptions(args, *inFormat);

    const LevelLoadResult level = loadLevelAnyFormat(in, conversion);
    printDiagnostics(call.err, level.diagnostics);
    if (!level.ok())
        return kExitBadInput;

    const fs::path assets = args.value("assets").value_or(dataDirs().assets);
    const std::string contents = *outFormat == Format::Tiled
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
