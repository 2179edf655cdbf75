#include "shell/options.hpp"

#include <charconv>
#include <string_view>
#include <utility>

#include "catmaze/command_line.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/io/error_text.hpp"
#include "catmaze/io/regular_file.hpp"

namespace catmaze::app {

namespace {

// "WxH" with both sides in [200, 8192].
bool parseWindowSize(const std::string& text, unsigned& width, unsigned& height) {
    const auto x = text.find('x');
    if (x == std::string::npos)
        return false;
    const auto number = [](const std::string& s, unsigned& out) {
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        return ec == std::errc() && end == s.data() + s.size() && out >= 200 && out <= 8192;
    };
    return number(text.substr(0, x), width) && number(text.substr(x + 1), height);
}

constexpr OptionSpec kOptions[] = {
    {"level", "FILE",
     "play one level file (.json, Tiled .tmj or Moving AI .map) instead of the campaign"},
    {"diagonal", "", "allow diagonal moves for this run"},
    {"no-diagonal", "", "forbid diagonal moves for this run"},
    {"settings", "FILE", "settings file (default $XDG_CONFIG_HOME/catmaze/settings.json)"},
    {"events", "FILE",
     "write what happens as JSON lines to FILE, a regular file (- for stdout); a FIFO, "
     "socket or device is refused"},
    {"window", "WxH", "window size in pixels (default 1024x768)"},
    {"screenshot", "FILE", "where F12 saves a PNG of the window"},
    {"assets", "DIR", "art, sounds and fonts (default: assets/ in the data folder)"},
    {"levels", "DIR", "the campaign (default: levels/ in the data folder)"},
    {"date", "YYYY-MM-DD",
     "the day of the daily maze offered on the title screen (default: today, UTC): replay a day"},
    {"bench-frames", "N",
     "play by itself with no frame limit: N frames idle and N walking, each at the default and "
     "the minimum zoom; print the mean and 99th-percentile frame times, then quit"},
    {.name = "help", .help = "print this help and quit", .letter = 'h'},
    {"help-man", "", ""},  // for the build: the man page, made from this help
    {"version", "", "print the version and quit"},
};

constexpr CommandLineSpec kCommandLine = {
    .program = "catmaze",
    .about =
        "A cat thief crosses a dungeon guarded by dogs. Click a tile: the cat walks the\n"
        "cheapest way there. Bones bribe dogs; a dog without a bone eats the cat.\n"
        "\n",
    .options = kOptions,
    .notes =
        "\n"
        "Data folder: $CATMAZE_DATA_DIR, else ../share/catmaze beside the program.\n"
        "\n"
        "Keys (the game's own; Settings > Controls rebinds them, kept in settings.json):\n"
        "click or arrows/WASD move, Esc menu, R restart, G diagonal moves,\n"
        "O search overlay, H hint, E editor, F5 reload the level; F12 screenshot,\n"
        "F11 fullscreen, mouse wheel zoom.\n",
};

// Applies one parsed option to `o`; throws UsageError for a malformed value.
void apply(Options& o, const std::string& name, const std::string& value) {
    if (name == "help") {
        o.help = true;
    } else if (name == "help-man") {
        o.helpMan = true;
    } else if (name == "version") {
        o.version = true;
    } else if (name == "diagonal" || name == "no-diagonal") {
        o.diagonal = name == "diagonal";  // the later of the two wins
    } else if (name == "bench-frames") {
        const auto [end, ec] =
            std::from_chars(value.data(), value.data() + value.size(), o.benchFrames);
        if (ec != std::errc() || end != value.data() + value.size() || o.benchFrames < 1 ||
            o.benchFrames > 1000000) {
            throw UsageError("--bench-frames wants a number of frames (1 to 1000000), not '" +
                             value + "'");
        }
    } else if (name == "window") {
        if (!parseWindowSize(value, o.windowWidth, o.windowHeight))
            throw UsageError("--window wants WIDTHxHEIGHT (200 to 8192 each), not '" + value + "'");
    } else if (name == "date") {
        o.date = parseDate(value);
        if (!o.date)
            throw UsageError("--date wants a day written YYYY-MM-DD, not '" + value + "'");
    } else if (name == "level") {
        o.level = value;
    } else if (name == "settings") {
        o.settings = value;
    } else if (name == "events") {
        o.events = value;
    } else if (name == "screenshot") {
        o.screenshot = value;
    } else if (name == "assets") {
        o.assets = value;
    } else if (name == "levels") {
        o.levels = value;
    }
}

}  // namespace

OptionsParse parseOptions(const std::vector<std::string>& args) {
    OptionsParse result;
    const DataDirs data = dataDirs();
    result.options.assets = data.assets;
    result.options.levels = data.levels;
    result.options.locale = data.locale;
    try {
        for (const auto& [name, value] : parseCommandLine(args, kCommandLine).options)
            apply(result.options, name, value);
    } catch (const UsageError& e) {
        result.error = e.what();
    }
    return result;
}

std::optional<std::string> outputFileProblem(const Options& options) {
    std::vector<std::pair<const char*, std::filesystem::path>> named;
    if (!options.events.empty() && options.events != "-")
        named.emplace_back("--events", options.events);
    if (options.screenshot)
        named.emplace_back("--screenshot", *options.screenshot);
    for (const auto& [option, path] : named) {
        if (auto what = notRegularFile(path)) {
            std::string message = std::string(option) + " " + quoted(path) + ": " + *what;
            if (std::string_view(option) == "--events")
                message += "; name a regular file, or - for stdout";
            return message;
        }
    }
    return std::nullopt;
}

std::string usageText() {
    return catmaze::usageText(kCommandLine);
}

int refuseOptions(const std::string& error, std::ostream& err) {
    err << "catmaze: " << error << "\n\n" << usageText();
    return kBadUsageExit;
}

}  // namespace catmaze::app
