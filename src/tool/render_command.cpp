// `catmaze-level render FILE OUT.png [--scale N] [--solution] [--diagonal] [--assets DIR]`: the
// level drawn with the game's art (catmaze/preview.hpp) into a PNG, with no window.

#include <unistd.h>

#include <SFML/Graphics/Image.hpp>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "args.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/preview.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "open_floor_tool.hpp"
#include "output_file.hpp"

namespace catmaze::tool {

namespace {

namespace fs = std::filesystem;

constexpr int kDefaultScale = 32;
constexpr int kMaxScale = 256;

/// The --scale value: pixels per tile, 1..kMaxScale.
int readScale(const ParsedArgs& args) {
    const auto text = args.value("scale");
    if (!text)
        return kDefaultScale;
    const std::int64_t scale = parsePositive(*text, "--scale");
    if (scale > kMaxScale)
        throw UsageError("--scale: " + *text + " is more than " + std::to_string(kMaxScale));
    return static_cast<int>(scale);
}

/// Saves `image` as the PNG `path` atomically: written to a temporary file next to it, then
/// renamed over it. Makes no folder (outputRefusal has checked that the folder exists). Returns
/// an error message on failure (no temporary file is left behind).
std::optional<std::string> savePngAtomically(const sf::Image& image, const fs::path& path) {
    const fs::path parent = path.parent_path().empty() ? fs::path(".") : path.parent_path();
    std::string tempName = ".";  // appended, not "." + ..., which trips GCC 12's -Wrestrict
    tempName += path.stem().string();
    tempName += ".tmp-" + std::to_string(::getpid()) + ".png";
    const fs::path temp = parent / tempName;
    std::error_code ec;
    if (!image.saveToFile(temp.string())) {
        fs::remove(temp, ec);
        return "cannot write '" + path.string() + "'";
    }
    fs::rename(temp, path, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(temp, ignored);
        return "cannot write '" + path.string() + "': " + ec.message();
    }
    return std::nullopt;
}

}  // namespace

int runRender(const CommandArgs& call) {
    const ParsedArgs& args = call.args;
    if (args.positional.size() != 2)
        throw UsageError("expected FILE and OUT.png");
    const std::string& file = args.positional[0];
    const fs::path out = args.positional[1];
    if (!hasExtension(out, ".png"))
        throw UsageError("OUT must end in .png, not '" + out.string() + "'");
    const int scale = readScale(args);
    const bool withSolution = args.has("solution");
    if (args.has("diagonal") && !withSolution)
        throw UsageError("--diagonal only applies with --solution");
    if (const auto refusal = outputRefusal(out, args.has("force"))) {
        call.err << "catmaze-level render: error: " << *refusal << '\n';
        return kExitBadInput;
    }

    const LevelLoadResult loaded = loadLevelFile(file);
    printDiagnostics(call.err, loaded.diagnostics);
    if (!loaded.ok())
        return kExitBadInput;
    const Level& level = *loaded.level;
    const std::int64_t width = std::int64_t{level.size.width} * scale;
    const std::int64_t height = std::int64_t{level.size.height} * scale;
    if (width > kMaxPreviewSide || height > kMaxPreviewSide) {
        call.err << "catmaze-level render: error: at --scale " << scale << " the image would be "
                 << width << 'x' << height << " pixels, more than " << kMaxPreviewSide
                 << " on a side\n";
        return kExitBadInput;
    }

    const fs::path assets = args.value("assets").value_or(dataDirs().assets);
    const PreviewArtLoad art = loadPreviewArt(assets);
    if (!art.art) {
        call.err << "catmaze-level render: error: " << art.problem << '\n';
        return kExitBadInput;
    }

    int exitCode = kExitOk;
    std::optional<WinPlan> plan;
    if (withSolution) {
        SolveOptions options;
        options.diagonal = catDiagonal(args.has("diagonal"));
        plan = planWin(level, options);
        if (!plan->winnable()) {
            call.err << notWinnableWarning(file, *plan).format() << '\n';
            exitCode = plan->status == SolveStatus::Unwinnable ? kExitNo : kExitBadInput;
        }
    }
    const bool drawRoute = plan && plan->winnable();
    // The route as tiles stepped onto (none on open floor), then as a line of points.
    sf::Image image =
        renderLevelPreview(level, *art.art, scale, drawRoute ? &plan->tiles : nullptr);
    if (level.openFloor() && image.getSize().x > 0)
        drawOpenFloor(image, level, scale, drawRoute ? &plan->points : nullptr);
    if (image.getSize().x == 0) {
        call.err << "catmaze-level render: error: nothing to draw\n";
        return kExitBadInput;
    }
    if (const auto problem = savePngAtomically(image, out)) {
        call.err << "catmaze-level render: error: " << *problem << '\n';
        return kExitBadInput;
    }
    call.out << "wrote " << out.string() << " (" << image.getSize().x << 'x' << image.getSize().y
             << ")\n";
    return exitCode;
}

}  // namespace catmaze::tool
