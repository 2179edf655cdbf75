// The App's side of the level editor: the Director's editor actions go to EditingFlow, which
// decides; the App shows its edit (EditorWindow): the editor's view and screen.

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
    const sf::Vector2u size = window_.getSize();
    editing_.beginEditing(static_cast<float>(size.x), static_cast<float>(size.y));
    return *editorView_;
}

void App::leaveEditor(bool play) {
    editing_.leaveEditor(play);
}

void App::proceed() {
    editing_.proceed();
}

void App::repairLevel() {
    const sf::Vector2u size = window_.getSize();
    editing_.repairLevel(static_cast<float>(size.x), static_cast<float>(size.y));
}

// --- EditorWindow -----------------------------------------------------------------------------

void App::viewEditor(EditorModel& model) {
    model.setKeys(editorKeys_);  // a new edit obeys the player's keys
    editorView_.emplace(art_, log_, model);
}

void App::followEditor() {
    editorView_->follow();
}

void App::layoutEditorPrompt() {
    editorView_->layoutPrompt();
}

void App::showEditor() {
    if (screens_.top() == nullptr || !screens_.top()->isEditor())
        screens_.push(std::make_unique<EditScreen>(context_));
}

const Level* App::levelPlayed() const {
    return level_ ? &level_->originalLevel() : nullptr;
}

void App::forgetPlayView() {
    level_->forgetView();
}

}  // namespace catmaze::app
