#include "catmaze/player/settings.hpp"

#include "catmaze/io/json_describe.hpp"
#include "catmaze/io/user_dirs.hpp"
#include "catmaze/player/overloaded.hpp"
#include "catmaze/player/settings_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "catmaze/io/atomic_file.hpp"
#include "stored_file.hpp"
#include "stored_keys.hpp"
#include "stored_values.hpp"

namespace catmaze {

namespace fs = std::filesystem;

namespace {

using stored::lastMember;
using stored::readBool;
using stored::readInteger;
using stored::readNumber;
using stored::ValueProblem;
using stored::wrongType;

// The settings file holds a handful of values; the limits only bound what a hostile file costs.
const stored::StoredLimits kSettingsLimits{kMaxSettingsFileBytes, JsonLimits{64, 200000}};

// `true`/`false` (what older versions wrote: on is the game's no-corner-cutting rule) or a mode
// name.
std::optional<ValueProblem> readDiagonal(const JsonValue& object, std::string_view key,
                                         DiagonalMode& out) {
    const JsonValue* value = lastMember(object, key);
    if (!value)
        return std::nullopt;
    if (value->type == JsonType::Bool) {
        out = value->boolean ? DiagonalMode::NoCornerCutting : DiagonalMode::Never;
        return std::nullopt;
    }
    if (value->type == JsonType::String) {
        if (const auto mode = parseDiagonalMode(value->text)) {
            out = *mode;
            return std::nullopt;
        }
    }
    return wrongType(*value, key,
                     "true, false, \"never\", \"no-corner-cutting\", "
                     "\"at-least-one-side-free\" or \"always\"");
}

// One of `choices`, as a string.
std::optional<ValueProblem> readChoice(const JsonValue& object, std::string_view key,
                                       std::span<const std::string_view> choices,
                                       std::string& out) {
    const JsonValue* value = lastMember(object, key);
    if (!value)
        return std::nullopt;
    if (value->type == JsonType::String &&
        std::find(choices.begin(), choices.end(), value->text) != choices.end()) {
        out = value->text;
        return std::nullopt;
    }
    std::string allowed;
    for (const std::string_view choice : choices)
        allowed += (allowed.empty() ? "\"" : ", \"") + std::string(choice) + "\"";
    return wrongType(*value, key, "one of " + allowed);
}

// Reads one field of the settings table from `object` into `out` when present.
std::optional<ValueProblem> readField(const JsonValue& object, const SettingField& field,
                                      Settings& out) {
    const std::string_view key = field.key;
    return std::visit(
        Overloaded{
            [&](const FlagSetting& f) { return readBool(object, key, out.*f.member); },
            [&](const DiagonalSetting& f) { return readDiagonal(object, key, out.*f.member); },
            [&](const SecondsSetting& f) { return readNumber(object, key, out.*f.member); },
            [&](const PercentSetting& f) {
                std::int64_t value = out.*f.member;
                std::optional<ValueProblem> problem = readInteger(object, key, value);
                out.*f.member = static_cast<int>(std::clamp<std::int64_t>(value, f.min, f.max));
                return problem;
            },
            [&](const KeysSetting& f) {
                return stored::readKeyNames(object, key, f.what, out.*f.member);
            },
            [&](const ChoiceSetting& f) {
                return readChoice(object, key, f.choices, out.*f.member);
            },
        },
        field.type);
}

// The values of a settings object, or what was wrong with it.
std::optional<ValueProblem> settingsFrom(const JsonValue& object, Settings& out) {
    Settings read;
    for (const SettingField& field : settingFields()) {
        if (std::optional<ValueProblem> problem = readField(object, field, read))
            return problem;
    }
    out = clampSettings(read);
    return std::nullopt;
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
            value = std::clamp(value, p->min, p->max);
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
    return stored::parseStored<Settings>(text, kSettingsLimits.json, settingsFrom);
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
                       [&](const KeysSetting& f) { json[key] = stored::keyNamesJson(s.*f.member); },
                       [&](const ChoiceSetting& f) { json[key] = s.*f.member; },
                   },
                   field.type);
    }
    // A name that is not UTF-8 (only a caller's own could be) is written with U+FFFD.
    return json.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

StoredLoad<Settings> loadSettings(const fs::path& path) {
    return stored::loadStored<Settings>(path, "settings", kSettingsLimits, settingsFrom);
}

std::optional<std::string> saveSettings(const fs::path& path, const Settings& settings) {
    return writeFileAtomically(path, formatSettings(settings));
}

}  // namespace catmaze
