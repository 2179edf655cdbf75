#include "catmaze/settings.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>
#include <vector>

#include <nlohmann/json.hpp>

namespace catmaze {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

std::string quoted(const fs::path& path) {
    std::string text = "'";  // appended, not "'" + ..., which trips GCC 12's -Wrestrict
    text += path.string();
    text += '\'';
    return text;
}

std::string errnoText(int error) {
    return std::generic_category().message(error);
}

// The home directory: $HOME, else the password database's entry for this user.
fs::path homeDir() {
    if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0')
        return home;
    std::vector<char> buffer(16384);
    passwd entry{};
    passwd* found = nullptr;
    if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) == 0 &&
        found != nullptr && found->pw_dir != nullptr) {
        return found->pw_dir;
    }
    return {};
}

// What reading a whole file gave.
struct FileText {
    bool missing = false;
    std::optional<std::string> error;  // unreadable, when set
    std::string text;
};

FileText readWholeFile(const fs::path& path) {
    FileText out;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (status.type() == fs::file_type::not_found) {
        out.missing = true;
        return out;
    }
    if (ec) {
        out.error = "cannot be examined (" + ec.message() + ")";
        return out;
    }
    if (status.type() != fs::file_type::regular) {
        out.error = "is not a regular file";
        return out;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        out.error = "cannot be opened (" + errnoText(errno) + ")";
        return out;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        out.error = "cannot be read";
        return out;
    }
    out.text = std::move(text).str();
    return out;
}

// Moves a bad file aside to `path.bak` and says so, for the problem message.
std::string keepBadFile(const fs::path& path) {
    fs::path backup = path;
    backup += ".bak";
    std::error_code ec;
    // Only a file is moved: a directory (say) under that name is the user's, not ours.
    if (!fs::is_regular_file(path, ec))
        return "it was left in place";
    fs::rename(path, backup, ec);
    if (ec) {
        return "it could not be moved to " + quoted(backup) + " (" + ec.message() + ")";
    }
    return "it was kept as " + quoted(backup);
}

// The parsed JSON object of a stored file, or a description of what was wrong with it.
struct Parsed {
    Json json;
    std::optional<std::string> error;
};

Parsed parseObject(const std::string& text) {
    Parsed out;
    try {
        out.json = Json::parse(text);
    } catch (const Json::parse_error& e) {
        // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 2: ...".
        const std::string what = e.what();
        const std::size_t at = what.find("] ");
        out.error = "is not valid JSON: " + (at == std::string::npos ? what : what.substr(at + 2));
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

// The values of a settings object, or what was wrong with it.
std::optional<std::string> settingsFrom(const Json& object, Settings& out) {
    Settings read;
    double stepSeconds = read.stepSeconds;
    std::int64_t volume = read.volume;
    for (const std::optional<std::string>& error : {
             readBool(object, "diagonal", read.diagonal),
             readBool(object, "showPath", read.showPath),
             readBool(object, "searchOverlay", read.searchOverlay),
             readNumber(object, "stepSeconds", stepSeconds),
             readInteger(object, "volume", volume),
             readBool(object, "music", read.music),
         }) {
        if (error)
            return error;
    }
    read.stepSeconds = stepSeconds;
    read.volume = static_cast<int>(volume < 0 ? 0 : (volume > 100 ? 100 : volume));
    out = clampSettings(read);
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
    out = std::move(read);
    return std::nullopt;
}

// Loads a stored JSON file with the shared handling of missing and bad files.
template <class T, class Reader>
StoredLoad<T> loadStored(const fs::path& path, const char* what, Reader read) {
    StoredLoad<T> out;
    const FileText file = readWholeFile(path);
    if (file.missing)
        return out;
    std::optional<std::string> error = file.error;
    if (!error) {
        const Parsed parsed = parseObject(file.text);
        error = parsed.error;
        if (!error) {
            T value;
            error = read(parsed.json, value);
            if (!error) {
                out.value = std::move(value);
                return out;
            }
        }
    }
    out.problem = std::string(what) + " file " + quoted(path) + " " +
                  (error->starts_with("\"") ? "is wrong: " : "") + *error + "; " +
                  keepBadFile(path) + " and the defaults are used";
    return out;
}

}  // namespace

Settings clampSettings(Settings settings) {
    if (!std::isfinite(settings.stepSeconds))
        settings.stepSeconds = Settings{}.stepSeconds;
    settings.stepSeconds = settings.stepSeconds < kMinStepSeconds   ? kMinStepSeconds
                           : settings.stepSeconds > kMaxStepSeconds ? kMaxStepSeconds
                                                                    : settings.stepSeconds;
    settings.volume = settings.volume < 0 ? 0 : (settings.volume > 100 ? 100 : settings.volume);
    return settings;
}

fs::path defaultConfigDir() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr) {
        const fs::path dir = xdg;
        // The XDG spec says relative values are invalid and must be ignored.
        if (dir.is_absolute())
            return dir / "catmaze";
    }
    return homeDir() / ".config" / "catmaze";
}

StoredLoad<Settings> loadSettings(const fs::path& path) {
    return loadStored<Settings>(path, "settings", settingsFrom);
}

std::optional<std::string> saveSettings(const fs::path& path, const Settings& settings) {
    const Settings s = clampSettings(settings);
    nlohmann::ordered_json json;
    json["diagonal"] = s.diagonal;
    json["showPath"] = s.showPath;
    json["searchOverlay"] = s.searchOverlay;
    json["stepSeconds"] = s.stepSeconds;
    json["volume"] = s.volume;
    json["music"] = s.music;
    return writeFileAtomically(path, json.dump(4) + "\n");
}

StoredLoad<Progress> loadProgress(const fs::path& path) {
    return loadStored<Progress>(path, "progress", progressFrom);
}

std::optional<std::string> saveProgress(const fs::path& path, const Progress& progress) {
    nlohmann::ordered_json json;
    json["completed"] = nlohmann::ordered_json::array();
    for (const std::string& name : progress.completed)
        json["completed"].push_back(name);
    // A level name that is not valid UTF-8 would make dump() throw; replace such bytes instead.
    return writeFileAtomically(
        path, json.dump(4, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
}

}  // namespace catmaze
