// The App's settings: the diagonal mode in force (the command line's until changed in the game),
// a change made in the settings menu (applied, logged and saved), and applying them all.

#include <nlohmann/json.hpp>
#include <variant>

#include "catmaze/player/overloaded.hpp"
#include "shell/app.hpp"
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
                      },
                      field.type);
}

}  // namespace

DiagonalMode App::diagonal() const {
    return diagonalOverride_ ? catDiagonal(*diagonalOverride_) : files_.settings.diagonal;
}

void App::changeSetting(const SettingField& field, int direction) {
    Settings& settings = files_.settings;
    if (std::holds_alternative<DiagonalSetting>(field.type)) {
        settings.diagonal = diagonal();  // the command line's choice ends here
        diagonalOverride_.reset();
    }
    settings = changedSetting(field, settings, direction);
    applySettings();
    Json changed;
    changed[std::string(field.key)] = loggedValue(field, settings);
    log_.write(event_name::kSettings, Json{{"changed", changed}});
    notices_.save(PlayerFile::Settings);
}

void App::applySettings() {
    audio_.configure(files_.settings.volume, files_.settings.music);
    if (window_.isOpen())
        applyWindowMode();
    if (level_)
        level_->applySettings(diagonal(), files_.settings.stepSeconds);
}

}  // namespace catmaze::app
