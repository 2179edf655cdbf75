#include "edit_screen.hpp"

#include "editor_screen.hpp"

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
        case EditorIntent::Kind::Quit:
            context_.director.quit();
            break;
        case EditorIntent::Kind::None:
        case EditorIntent::Kind::Proceed:  // nothing asks the editor first yet
            break;
    }
}

bool EditScreen::update(double seconds) {
    if (editor_)
        editor_->update(seconds);
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
