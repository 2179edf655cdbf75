#include "editor/edit_screen.hpp"

#include <optional>
#include <string>

#include "editor/editor_screen.hpp"
#include "render/font_text.hpp"

namespace catmaze::app {

void EditScreen::shown() {
    Screen::shown();  // first, so `screen` comes before the editor's own events
    if (!editor_)
        editor_ = &context_.director.beginEditing();
}

void EditScreen::handle(const sf::Event& event) {
    if (!editor_)
        return;
    switch (editor_->handle(event).kind) {
        case EditorIntent::Kind::Leave:
            context_.director.leaveEditor(false);
            break;
        case EditorIntent::Kind::Play:
            context_.director.leaveEditor(true);
            break;
        case EditorIntent::Kind::Proceed:
            context_.director.proceed();  // quits or replaces this screen: editor_ is gone
            return;
        case EditorIntent::Kind::None:
            break;
    }
}

bool EditScreen::update(double seconds) {
    if (!editor_)
        return false;
    editor_->update(seconds);
    // The title shows a star while there are unsaved changes (the model logs `title`).
    if (const std::optional<std::string> title = editor_->takeTitle())
        context_.window.setTitle(utf8(*title));
    return false;
}

void EditScreen::draw(sf::RenderTarget& target, float) {
    if (editor_)
        editor_->draw(target);
}

void EditScreen::resized(sf::Vector2f size) {
    if (editor_)
        editor_->setWindowSize(size);
}

}  // namespace catmaze::app
