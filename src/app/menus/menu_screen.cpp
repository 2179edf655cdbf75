#include "menus/menu_screen.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

void MenuScreen::shown() {
    Screen::shown();
    refresh();
}

void MenuScreen::add(std::string label, Action action, std::string value, bool marked,
                     bool adjustable) {
    items_.push_back({std::move(label), std::move(value), marked});
    entries_.push_back({std::move(action), adjustable});
}

void MenuScreen::refresh() {
    items_.clear();
    entries_.clear();
    title_.clear();
    subtitle_.clear();
    build();
    menu_.set(name(), title_, std::move(items_), subtitle_);
    items_.clear();
    const sf::Vector2f size = context_.windowSize();
    menu_.setFonts(context_.art.font, context_.art.bold);
    menu_.setItemWidth(itemWidth(size));
    menu_.layout(size, minTop(size));
    context_.log.write(event_name::kMenu, menu_.describe());
}

void MenuScreen::handle(const sf::Event& event) {
    const std::size_t shownBefore = menu_.firstShown();
    const MenuInput input = menu_.handle(event);
    // A scrolled menu shows other items: logged, so that what is on screen is in the log.
    if (menu_.firstShown() != shownBefore)
        context_.log.write(event_name::kMenu, menu_.describe());
    if (input.kind == MenuInput::Kind::Back) {
        back();
        return;
    }
    if (input.item < 0 || input.item >= static_cast<int>(entries_.size()))
        return;
    // A copy: the action may rebuild the items (a setting changed) and so destroy the original.
    const Entry entry = entries_[static_cast<std::size_t>(input.item)];
    switch (input.kind) {
        case MenuInput::Kind::Activate:
            context_.audio.play(Sfx::Click);
            entry.action(0);
            break;
        case MenuInput::Kind::Left:
        case MenuInput::Kind::Right:
            if (entry.adjustable)
                entry.action(input.kind == MenuInput::Kind::Left ? -1 : +1);
            break;
        default:
            break;
    }
}

bool MenuScreen::update(double) {
    return false;  // the game under a menu waits
}

void MenuScreen::draw(sf::RenderTarget& target, float) {
    menu_.draw(target, context_.art.font, context_.art.bold);
}

void MenuScreen::resized(sf::Vector2f size) {
    // Only the menu on top is in front of the player (and in the log).
    if (context_.director.screens().top() == this)
        refresh();
    else {
        menu_.setItemWidth(itemWidth(size));
        menu_.layout(size, minTop(size));
    }
}

}  // namespace catmaze::app
