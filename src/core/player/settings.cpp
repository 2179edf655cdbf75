#include "catmaze/player/settings.hpp"

#include "catmaze/io/error_text.hpp"
#include "catmaze/io/file_reading.hpp"
#include "catmaze/io/user_dirs.hpp"
#include "catmaze/player/overloaded.hpp"
#include "catmaze/player/settings_table.hpp"

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <system_error>
#include <vector>

#include <nlohmann/json.hpp>

namespace catmaze {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

// What reading a whole file gave.
struct StoredText {
    bool missing = false;
    std::optional<std::string> error;  // unreadable, when set
    std::string text;
};

// The shared bounded reader (readFileBounded: never blocks on a FIFO, refuses non-regular files
// and files over the limit before reading), its problems phrased for the problem message.
StoredText readWholeFile(const fs::path& path) {
    StoredText out;
    FileText file =
        readFileBounded(path, static_cast<std::int64_t>(kMaxStoredFileBytes), "settings file");
    switch (file.problem) {
        case FileProblem::None:
            out.text = std::move(file.text);
            break;
        case FileProblem::Missing:
            out.missing = true;
            break;
        case FileProblem::CannotExamine:
            out.error = "cannot be examined (" + errnoText(file.errorNumber) + ")";
            break;
        case FileProblem::NotRegular:
            out.error = "is not a regular file";
            break;
        case FileProblem::TooLarge:
            out.error = "is too large (over " + std::to_string(kMaxStoredFileBytes) + " bytes)";
            break;
        case FileProblem::CannotOpen:
            out.error = "cannot be opened (" + errnoText(file.errorNumber) + ")";
            break;
        case FileProblem::CannotRead:
            out.error = "cannot be read";
            break;
    }
    return out;
}

// Moves a bad file aside to `path.bak` and says so, for the problem message. Whatever is under
// the name (a file, a directory, a FIFO, a link) is moved, so the next start does not meet it
// again and a save can put a good file in its place.
std::string keepBadFile(const fs::path& path) {
    fs::path backup = path;
    backup += ".bak";
    if (::rename(path.c_str(), backup.c_str()) != 0) {
        return "it could not be moved to " + quoted(backup) + " (" + errnoText(errno) + ")";
    }
    return "it was kept as " + quoted(backup);
}

// `text` cut to about `limit` bytes (at a UTF-8 character boundary), marked when cut.
std::string shortened(std::string text, std::size_t limit = 160) {
    if (text.size() <= limit)
        return text;
    std::size_t end = limit;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    text.resize(end);
    return text + "...";
}

// The file a save to `path` replaces: the target of a symbolic link (followed through chains of
// links), so that the link itself stays. Nullopt for a loop of links.
std::optional<fs::path> writeTarget(const fs::path& path) {
    fs::path at = path;
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(at, ec)))
            return at;
        const fs::path target = fs::read_symlink(at, ec);
        if (ec)
            return at;
        at = target.is_absolute() ? target : at.parent_path() / target;
    }
    return std::nullopt;
}

// writeFileAtomically through symbolic links (see saveSettings).
std::optional<std::string> writeStored(const fs::path& path, const std::string& contents) {
    const std::optional<fs::path> target = writeTarget(path);
    if (!target)
        return "cannot write " + quoted(path) + ": too many levels of symbolic links";
    return writeFileAtomically(*target, contents);
}

// The parsed JSON object of a stored file, or a description of what was wrong with it.
struct Parsed {
    Json json;
    std::optional<std::string> error;
};

Parsed parseObject(std::string_view text) {
    Parsed out;
    try {
        out.json = Json::parse(text);
    } catch (const Json::exception& e) {
        // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 2: ..."
        // or, for a number beyond a double's range, "[json.exception.out_of_range.406] number
        // overflow parsing '1e400'"; either way the file is bad, never the game.
        const std::string what = e.what();
        const std::size_t at = what.find("] ");
        out.error =
            "is not valid JSON: " + shortened(at == std::string::npos ? what : what.substr(at + 2));
        return out;
    }
    if (!out.json.is_object())
        out.error = "does not hold a JSON object";
    return out;
}

std::string jsonTypeName(const Json& value) {
    if (value.is_number_float())
        return "a fractional number";
    if (value.is_number())
        return "a number";
    return std::string("a ") + value.type_name();
}

// Reads `key` from `object` into `out` when present; an error message when of the wrong type.
std::optional<std::string> readBool(const Json& object, const char* key, bool& out) {
    const auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    if (!it->is_boolean())
        return std::string("\"") + key + "\" should be true or false, not " + jsonTypeName(*it);
    out = it->get<bool>();
    return std::nullopt;
}

// `true`/`false` (what older versions wrote: on is the game's no-corner-cutting rule) or a mode
// name.
std::optional<std::string> readDiagonal(const Json& object, const char* key, DiagonalMode& out) {
    const auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    if (it->is_boolean()) {
        out = it->get<bool>() ? DiagonalMode::NoCornerCutting : DiagonalMode::Never;
        return std::nullopt;
    }
    if (it->is_string()) {
        if (const auto mode = parseDiagonalMode(it->get<std::string>())) {
            out = *mode;
            return std::nullopt;
        }
    }
    return std::string("\"") + key +
           "\" should be true, false, \"never\", \"no-corner-cutting\", "
           "\"at-least-one-side-free\" or \"always\", not " +
           jsonTypeName(*it);
}

std::optional<std::string> readNumber(const Json& object, const char* key, double& out) {
    const auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    if (!it->is_number())
        return std::string("\"") + key + "\" should be a number, not " + jsonTypeName(*it);
    out = it->get<double>();
    return std::nullopt;
}

std::optional<std::string> readInteger(const Json& object, const char* key, std::int64_t& out) {
    const auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    if (it->is_number_unsigned()) {
        // Above the signed range it is simply very large; clamping takes care of it.
        const auto value = it->get<std::uint64_t>();
        out = value > static_cast<std::uint64_t>(INT64_MAX) ? INT64_MAX
                                                            : static_cast<std::int64_t>(value);
        return std::nullopt;
    }
    if (!it->is_number_integer())
        return std::string("\"") + key + "\" should be a whole number, not " + jsonTypeName(*it);
    out = it->get<std::int64_t>();
    return std::nullopt;
}

// Reads one field of the settings table from `object` into `out` when present.
std::optional<std::string> readField(const Json& object, const SettingField& field, Settings& out) {
    const std::string key(field.key);
    return std::visit(
        Overloaded{
            [&](const FlagSetting& f) { return readBool(object, key.c_str(), out.*f.member); },
            [&](const DiagonalSetting& f) {
                return readDiagonal(object, key.c_str(), out.*f.member);
            },
            [&](const SecondsSetting& f) { return readNumber(object, key.c_str(), out.*f.member); },
            [&](const PercentSetting& f) {
                std::int64_t value = out.*f.member;
                std::optional<std::string> error = readInteger(object, key.c_str(), value);
                out.*f.member = static_cast<int>(value < 0 ? 0 : (value > 100 ? 100 : value));
                return error;
            },
        },
        field.type);
}

// The values of a settings object, or what was wrong with it.
std::optional<std::string> settingsFrom(const Json& object, Settings& out) {
    Settings read;
    for (const SettingField& field : settingFields()) {
        if (std::optional<std::string> error = readField(object, field, read))
            return error;
    }
    out = clampSettings(read);
    return std::nullopt;
}

// One record of "best": {"cost": N, "steps": N, "optimal": bool}.
std::optional<std::string> bestFrom(const Json& object, LevelBest& out) {
    if (!object.is_object())
        return "\"best\" should hold objects, not " + jsonTypeName(object);
    std::int64_t steps = out.steps;
    for (const std::optional<std::string>& error :
         {readInteger(object, "cost", out.cost), readInteger(object, "steps", steps),
          readBool(object, "optimal", out.optimal)}) {
        if (error)
            return error;
    }
    out.steps = static_cast<int>(steps < 0 ? 0 : (steps > INT32_MAX ? INT32_MAX : steps));
    return std::nullopt;
}

std::optional<std::string> progressFrom(const Json& object, Progress& out) {
    Progress read;
    const auto it = object.find("completed");
    if (it != object.end()) {
        if (!it->is_array())
            return "\"completed\" should be a list of level file names, not " + jsonTypeName(*it);
        for (const Json& name : *it) {
            if (!name.is_string()) {
                return "\"completed\" should hold level file names, not " + jsonTypeName(name);
            }
            read.completed.insert(name.get<std::string>());
        }
    }
    const auto best = object.find("best");
    if (best != object.end()) {
        if (!best->is_object())
            return "\"best\" should be an object of level file names, not " + jsonTypeName(*best);
        for (const auto& [name, record] : best->items()) {
            if (std::optional<std::string> error = bestFrom(record, read.best[name]))
                return error;
        }
    }
    out = std::move(read);
    return std::nullopt;
}

// Parses the text of a stored JSON file with `read` (settingsFrom or progressFrom).
template <class T, class Reader>
StoredParse<T> parseStored(std::string_view text, Reader read) {
    StoredParse<T> out;
    const Parsed parsed = parseObject(text);
    if (parsed.error) {
        out.error = *parsed.error;
        return out;
    }
    T value;
    if (std::optional<std::string> error = read(parsed.json, value)) {
        out.error = "is wrong: " + shortened(std::move(*error));
        return out;
    }
    out.value = std::move(value);
    return out;
}

// Loads a stored JSON file with the shared handling of missing and bad files.
template <class T, class Reader>
StoredLoad<T> loadStored(const fs::path& path, const char* what, Reader read) {
    StoredLoad<T> out;
    const StoredText file = readWholeFile(path);
    if (file.missing)
        return out;
    std::string error;
    if (file.error) {
        error = *file.error;
    } else {
        StoredParse<T> parsed = parseStored<T>(file.text, read);
        if (parsed.value) {
            out.value = std::move(*parsed.value);
            return out;
        }
        error = std::move(parsed.error);
    }
    out.problem = std::string(what) + " file " + quoted(path) + " " + error + "; " +
                  keepBadFile(path) + " and the defaults are used";
    return out;
}

}  // namespace

Settings clampSettings(Settings settings) {
    for (const SettingField& field : settingFields()) {
        if (const auto* f = std::get_if<SecondsSetting>(&field.type)) {
            double& value = settings.*f->member;
            if (!std::isfinite(value))
                value = Settings{}.*f->member;
            value = value < f->min ? f->min : (value > f->max ? f->max : value);
        } else if (const auto* p = std::get_if<PercentSetting>(&field.type)) {
            int& value = settings.*p->member;
            value = value < 0 ? 0 : (value > 100 ? 100 : value);
        }
    }
    return settings;
}

fs::path defaultConfigDir() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr) {
        const fs::path dir = xdg;
        // The XDG spec says relative values are invalid and must be ignored.
        if (dir.is_absolute())
            return dir / "catmaze";
    }
    return userHomeDir() / ".config" / "catmaze";
}

StoredParse<Settings> parseSettings(std::string_view text) {
    return parseStored<Settings>(text, settingsFrom);
}

std::string formatSettings(const Settings& settings) {
    const Settings s = clampSettings(settings);
    nlohmann::ordered_json json;
    for (const SettingField& field : settingFields()) {
        const std::string key(field.key);
        std::visit(Overloaded{
                       [&](const FlagSetting& f) { json[key] = s.*f.member; },
                       [&](const DiagonalSetting& f) { json[key] = toString(s.*f.member); },
                       [&](const SecondsSetting& f) { json[key] = s.*f.member; },
                       [&](const PercentSetting& f) { json[key] = s.*f.member; },
                   },
                   field.type);
    }
    return json.dump(4) + "\n";
}

StoredLoad<Settings> loadSettings(const fs::path& path) {
    return loadStored<Settings>(path, "settings", settingsFrom);
}

std::optional<std::string> saveSettings(const fs::path& path, const Settings& settings) {
    return writeStored(path, formatSettings(settings));
}

StoredParse<Progress> parseProgress(std::string_view text) {
    return parseStored<Progress>(text, progressFrom);
}

std::string formatProgress(const Progress& progress) {
    nlohmann::ordered_json json;
    json["completed"] = nlohmann::ordered_json::array();
    for (const std::string& name : progress.completed)
        json["completed"].push_back(name);
    if (!progress.best.empty()) {
        json["best"] = nlohmann::ordered_json::object();
        for (const auto& [name, best] : progress.best) {
            json["best"][name] = {
                {"cost", best.cost}, {"steps", best.steps}, {"optimal", best.optimal}};
        }
    }
    // A level name that is not valid UTF-8 would make dump() throw; replace such bytes instead.
    return json.dump(4, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

void recordWin(Progress& progress, const std::string& level, const LevelBest& win) {
    progress.completed.insert(level);
    const auto it = progress.best.find(level);
    if (it == progress.best.end()) {
        progress.best.emplace(level, win);
        return;
    }
    LevelBest& best = it->second;
    if (win.cost < best.cost || (win.cost == best.cost && win.steps < best.steps)) {
        const bool star = best.optimal && win.cost == best.cost;
        best = win;
        best.optimal = best.optimal || star;
    } else if (win.cost == best.cost && win.optimal) {
        best.optimal = true;
    }
}

StoredLoad<Progress> loadProgress(const fs::path& path) {
    return loadStored<Progress>(path, "progress", progressFrom);
}

std::optional<std::string> saveProgress(const fs::path& path, const Progress& progress) {
    return writeStored(path, formatProgress(progress));
}

}  // namespace catmaze
