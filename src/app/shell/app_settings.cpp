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

void App::rebindControls(KeyNames keys, KeyNames pad) {
    settings_.setControls(std::move(keys), std::move(pad));  // applies, logs and saves them
}

void App::applyKeys() {
    const std::string file = files_.settingsFile().string();
    // The banner keeps one problem a file: the keys' and the buttons' go in one message.
    std::string problems;
    const auto told = [&](const std::optional<std::string>& problem) {
        if (problem)
            problems += (problems.empty() ? "" : "; ") + *problem;
    };
    if (files_.settings.keys != keysApplied_) {
        keysApplied_ = files_.settings.keys;
        const KeyTablesLoad load = keyTablesFrom(keysApplied_);
        keys_ = load.tables.play;
        editorKeys_ = load.tables.editor;
        told(keyProblemsText(file, load.problems));
        if (level_)
            level_->setKeys(keys_);
        if (editorView_)
            editorView_->model().setKeys(editorKeys_);  // an edit under the menu obeys at once
    }
    if (files_.settings.pad != padApplied_) {
        padApplied_ = files_.settings.pad;
        const PadTableLoad load = padTableFrom(padApplied_);
        pad_ = load.table;
        told(padProblemsText(file, load.problems));
        if (level_)
            level_->setPad(pad_);
    }
    if (!problems.empty())
        problems_.report({{PlayerFile::Settings, problems}});
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
