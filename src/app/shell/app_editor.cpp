// The App's side of the level editor: opening it on the level in play, leaving it (playing the
// edit or going back), the save / discard / cancel prompt that holds back quitting or opening
// another level, and repairing a level that does not load.

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_repair.hpp"
#include "editor/edit_screen.hpp"
#include "shell/app.hpp"

namespace catmaze::app {

void App::openEditor() {
    if (!level_)
        return;
    level_->hover(std::nullopt);
    screens_.push(std::make_unique<EditScreen>(context_));
}

EditorScreen& App::beginEditing() {
    const sf::Vector2f size(window_.getSize());
    // Back from playing the edit (P) or from a look at the game: the same editor, undo history
    // and all; with no level in play (a repair from the error screen) or a prompt to answer,
    // the editor's own. A level reloaded after a change by hand (F5) gets a fresh editor.
    if (editor_ && (afterEditorPrompt_ || !level_ ||
                    (editor_->savePath() == flow_.levelFile() &&
                     editor_->continues(level_->originalLevel())))) {
        editor_->resume(size);
    } else {
        editor_.emplace(art_, log_);
        editor_->open(level_->originalLevel(), flow_.levelFile(), size);
    }
    editor_->setDiagonal(diagonal());
    return *editor_;
}

void App::leaveEditor(bool play) {
    editor_->close();
    afterEditorPrompt_ = nullptr;
    if (!level_) {  // a repair: play it once it loads, else back to the error
        if (editor_->playable()) {
            flow_.play(editor_->level(), editor_->savePath(), std::nullopt, true);
            return;
        }
        notices_.notify("The level still has errors");
        screens_.pop();
        return;
    }
    const bool changed = editor_->level() != level_->originalLevel();
    if ((play || changed) && editor_->playable()) {
        // An edited level is not the campaign's level any more.
        flow_.play(editor_->level(), editor_->savePath(),
                   changed ? std::nullopt : flow_.campaignIndex(), true);
        return;
    }
    if (changed)
        notices_.notify("The edited level has errors; playing the last version that loads");
    level_->forgetView();  // the editor logged its own view; log the game's again
    window_.setTitle(utf8("CatMaze \xE2\x80\x94 " + level_->originalLevel().name));
    screens_.pop();
}

bool App::asksFirst(std::function<void()> then) {
    if (!editor_ || !editor_->unsaved())
        return false;
    afterEditorPrompt_ = std::move(then);
    if (screens_.top() == nullptr || !screens_.top()->isEditor())
        screens_.push(std::make_unique<EditScreen>(context_));
    editor_->askFirst();
    return true;
}

void App::proceed() {
    std::function<void()> then = std::move(afterEditorPrompt_);
    afterEditorPrompt_ = nullptr;
    if (!then)
        return;
    // Saved or discarded: nothing is held back any more. `then` quits or replaces the stack,
    // edit screen included, before the next frame.
    editor_->close();
    editor_.reset();
    then();
}

void App::repairLevel() {
    if (levelFormatOf(flow_.levelFile()) != LevelFormat::LevelJson) {
        notices_.notify("Only level files (.json) can be repaired in the editor");
        return;
    }
    const FileText text = readFileCapped(flow_.levelFile());
    LevelDraft draft;
    if (text.ok())
        draft = draftLevel(text.text, flow_.levelFile().filename().string());
    else
        draft.problem = text.error ? text.error->message : "it cannot be read";
    if (!draft.level) {
        notices_.notify("Cannot open it in the editor: " + draft.problem);
        return;
    }
    editor_.emplace(art_, log_);
    editor_->openDraft(std::move(*draft.level), draft.fixes, flow_.levelFile(),
                       sf::Vector2f(window_.getSize()));
    editor_->setDiagonal(diagonal());
    screens_.push(std::make_unique<EditScreen>(context_));
}

}  // namespace catmaze::app
