#include "options.hpp"

#include <charconv>

#include "catmaze/data_dirs.hpp"

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

}  // namespace

OptionsParse parseOptions(const std::vector<std::string>& args) {
    OptionsParse result;
    Options& o = result.options;
    const DataDirs data = dataDirs();
    o.assets = data.assets;
    o.levels = data.levels;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= args.size()) {
                result.error = arg + " needs a value";
                return std::nullopt;
            }
            return args[++i];
        };
        if (arg == "--help" || arg == "-h") {
            o.help = true;
        } else if (arg == "--help-man") {
            o.helpMan = true;
        } else if (arg == "--version") {
            o.version = true;
        } else if (arg == "--diagonal") {
            o.diagonal = true;
        } else if (arg == "--no-diagonal") {
            o.diagonal = false;
        } else if (arg == "--bench-frames") {
            const auto v = value();
            if (!v)
                return result;
            const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), o.benchFrames);
            if (ec != std::errc() || end != v->data() + v->size() || o.benchFrames < 1 ||
                o.benchFrames > 1000000) {
                result.error =
                    "--bench-frames wants a number of frames (1 to 1000000), not '" + *v + "'";
                return result;
            }
        } else if (arg == "--level" || arg == "--settings" || arg == "--events" ||
                   arg == "--window" || arg == "--screenshot" || arg == "--assets" ||
                   arg == "--levels") {
            const auto v = value();
            if (!v)
                return result;
            if (arg == "--level")
                o.level = *v;
            else if (arg == "--settings")
                o.settings = *v;
            else if (arg == "--events")
                o.events = *v;
            else if (arg == "--screenshot")
                o.screenshot = *v;
            else if (arg == "--assets")
                o.assets = *v;
            else if (arg == "--levels")
                o.levels = *v;
            else if (!parseWindowSize(*v, o.windowWidth, o.windowHeight)) {
                result.error = "--window wants WIDTHxHEIGHT (200 to 8192 each), not '" + *v + "'";
                return result;
            }
        } else {
            result.error = "unknown option '" + arg + "'";
            return result;
        }
    }
    return result;
}

std::string usageText() {
    return "usage: catmaze [--level FILE] [--diagonal | --no-diagonal] [--settings FILE]\n"
           "               [--events FILE] [--window WxH] [--screenshot FILE]\n"
           "\n"
           "A cat thief crosses a dungeon guarded by dogs. Click a tile: the cat walks the\n"
           "cheapest way there. Bones bribe dogs; a dog without a bone eats the cat.\n"
           "\n"
           "  --level FILE       play one level file (.json, Tiled .tmj or Moving AI .map)\n"
           "                     instead of the campaign\n"
           "  --diagonal         allow diagonal moves for this run (--no-diagonal: forbid)\n"
           "  --settings FILE    settings file (default $XDG_CONFIG_HOME/catmaze/settings.json)\n"
           "  --events FILE      write what happens as JSON lines to FILE (- for stdout)\n"
           "  --window WxH       window size in pixels (default 1024x768)\n"
           "  --screenshot FILE  where F12 saves a PNG of the window\n"
           "  --assets DIR       art, sounds and fonts (default: assets/ in the data folder)\n"
           "  --levels DIR       the campaign (default: levels/ in the data folder)\n"
           "  --bench-frames N   play by itself with no frame limit: N frames idle and N\n"
           "                     walking, each at the default and the minimum zoom; print\n"
           "                     the mean and 99th-percentile frame times, then quit\n"
           "  --help, --version\n"
           "\n"
           "Data folder: $CATMAZE_DATA_DIR, else ../share/catmaze beside the program.\n"
           "\n"
           "Keys: click or arrows/WASD move, Esc menu, R restart, G diagonal moves,\n"
           "O search overlay, H hint, E editor, F5 reload the level, F12 screenshot,\n"
           "mouse wheel zoom.\n";
}

}  // namespace catmaze::app
