// The App's settings: what GameSettings decides (the diagonal mode in force, a change made in the
// settings menu, logged and saved), and applying them to the sound, the window and the level.

#include "shell/app.hpp"

namespace catmaze::app {

DiagonalMode App::diagonal() const {
    return settings_.diagonal();
}

void App::changeSetting(const SettingField& field, int direction) {
    settings_.change(field, direction);  // applies them (applySettings), logs and saves
}

void App::applySettings() {
    audio_.configure(files_.settings.volume, files_.settings.music);
    if (window_.isOpen())
        applyWindowMode();
    if (level_)
        level_->applySettings(diagonal(), files_.settings.stepSeconds);
}

}  // namespace catmaze::app
