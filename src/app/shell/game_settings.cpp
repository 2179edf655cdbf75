// The settings in play (see game_settings.hpp): the command line's diagonal mode over the file's,
// and a change carried out as the settings menu asks.

#include "shell/game_settings.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "catmaze/game/game.hpp"
#include "catmaze/player/overloaded.hpp"
#include "catmaze/player/player_files.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// A setting's value as the `settings` event logs it (the diagonal mode as on/off).
Json loggedValue(const SettingField& field, const Settings& settings) {
    return std::visit(Overloaded{
                          [&](const FlagSetting& f) { return Json(settings.*f.member); },
                          [&](const DiagonalSetting& f) {
                              return Json(settings.*f.member != DiagonalMode::Never);
                          },
                          [&](const SecondsSetting& f) { return Json(settings.*f.member); },
                          [&](const PercentSetting& f) { return Json(settings.*f.member); },
                          [&](const KeysSetting& f) { return Json(settings.*f.member); },
                          [&](const ChoiceSetting& f) { return Json(settings.*f.member); },
                      },
                      field.type);
}

}  // namespace

DiagonalMode GameSettings::diagonal() const {
    return diagonalOverride_ ? catDiagonal(*diagonalOverride_) : settings_.diagonal;
}

void GameSettings::change(const SettingField& field, int direction) {
    if (std::holds_alternative<DiagonalSetting>(field.type)) {
        settings_.diagonal = diagonal();  // the command line's choice ends here
        diagonalOverride_.reset();
    }
    settings_ = changedSetting(field, settings_, direction);
    changed({&field});
}

void GameSettings::setControls(KeyNames keys, KeyNames pad) {
    settings_.keys = std::move(keys);
    settings_.pad = std::move(pad);
    changed({findSetting("keys"), findSetting("pad")});
}

void GameSettings::changed(std::initializer_list<const SettingField*> fields) {
    if (apply_)
        apply_();
    Json changed;
    for (const SettingField* field : fields)
        changed[std::string(field->key)] = loggedValue(*field, settings_);
    log_.write(event_name::kSettings, Json{{"changed", changed}});
    notices_.save(PlayerFile::Settings);
}

Settings GameSettings::shown() const {
    Settings shown = settings_;
    shown.diagonal = diagonal();
    return shown;
}

}  // namespace catmaze::app
