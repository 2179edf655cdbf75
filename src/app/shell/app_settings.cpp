// The App's settings: what GameSettings decides (the diagonal mode in force, a change made in the
// settings menu, logged and saved), and applying them to the sound, the window and the level.

#include "shell/app.hpp"

#include <iostream>

#include "play/key_bindings.hpp"

namespace catmaze::app {

DiagonalMode App::diagonal() const {
    return settings_.diagonal();
}

void App::changeSetting(const SettingField& field, int direction) {
    settings_.change(field, direction);  // applies them (applySettings), logs and saves
}

void App::rebindKeys(KeyNames keys) {
    settings_.setKeys(std::move(keys));  // applies them (applySettings), logs and saves
}

void App::applyKeys() {
    if (files_.settings.keys == keysApplied_)
        return;
    keysApplied_ = files_.settings.keys;
    const KeyTablesLoad load = keyTablesFrom(keysApplied_);
    keys_ = load.tables.play;
    editorKeys_ = load.tables.editor;
    if (const std::optional<std::string> problem =
            keyProblemsText(files_.settingsFile().string(), load.problems))
        problems_.report({{PlayerFile::Settings, *problem}});
    if (level_)
        level_->setKeys(keys_);
    if (editorView_)
        editorView_->model().setKeys(editorKeys_);  // an edit under the menu obeys at once
}

void App::applyLanguage() {
    if (languageApplied_ == files_.settings.language)
        return;
    languageApplied_ = files_.settings.language;
    const std::string languages = wantedLanguages(files_.settings.language, startLocale_);
    if (!useLanguages(languages, options_.locale))
        std::cerr << "catmaze: this system has no locale to switch the language with (not even "
                     "C.UTF-8): playing in English\n";
    if (editorView_)
        editorView_->model().relayout();  // the help's words take other lines
}

void App::applySettings() {
    applyLanguage();
    applyKeys();
    audio_.configure(files_.settings.volume, files_.settings.music);
    if (window_.isOpen())
        applyWindowMode();
    if (level_)
        level_->applySettings(diagonal(), files_.settings.stepSeconds);
}

}  // namespace catmaze::app
