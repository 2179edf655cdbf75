// The menu's input: the mouse (hover selects, a click activates, the wheel and the scroll bar's
// thumb scroll), the keys (arrows, pages, Home and End, Enter, Esc) and a pad's controls (the
// choice's steps by the rule of ui/menu_pad.hpp, which also repeats a held d-pad in MenuScreen).

#include <algorithm>
#include <cmath>

#include "ui/menu.hpp"
#include "ui/menu_pad.hpp"

namespace catmaze::app {

namespace {

constexpr float kWheelRows = 3;  // rows scrolled by one notch of the wheel

}  // namespace

void Menu::selectNext(int by) {
    select(steppedChoice(selected_, static_cast<int>(items_.size()), by));
}

int Menu::itemAt(float x, float y) const {
    for (std::size_t row = 0; row < rects_.size(); ++row) {
        if (rects_[row].contains(x, y))
            return static_cast<int>(first_ + row);
    }
    return -1;
}

MenuInput Menu::handle(const sf::Event& event) {
    const auto count = static_cast<long>(items_.size());
    if (event.type == sf::Event::MouseMoved) {
        const auto x = static_cast<float>(event.mouseMove.x);
        const auto y = static_cast<float>(event.mouseMove.y);
        if (dragging_) {
            scrollToTrackY(y);
            return {};
        }
        if (const int at = itemAt(x, y); at >= 0)
            selected_ = at;
        return {};
    }
    if (event.type == sf::Event::MouseButtonReleased)
        dragging_ = false;
    if (event.type == sf::Event::MouseWheelScrolled && scrolls() &&
        event.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel) {
        const long by = std::lround(-event.mouseWheelScroll.delta * kWheelRows);
        scrollTo(static_cast<std::size_t>(std::max(0L, static_cast<long>(first_) + by)));
        return {};
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        const auto x = static_cast<float>(event.mouseButton.x);
        const auto y = static_cast<float>(event.mouseButton.y);
        if (track_.contains(x, y)) {
            dragging_ = true;
            scrollToTrackY(y);
            return {};
        }
        const int at = itemAt(x, y);
        if (at < 0)
            return {};
        selected_ = at;
        return {MenuInput::Kind::Activate, at};
    }
    if (event.type != sf::Event::KeyPressed || count == 0)
        return {};
    const auto page = static_cast<long>(rows_);
    switch (event.key.code) {
        case sf::Keyboard::Up:
        case sf::Keyboard::W:
            selectNext(-1);
            return {};
        case sf::Keyboard::Down:
        case sf::Keyboard::S:
            selectNext(1);
            return {};
        case sf::Keyboard::PageUp:
            select(selected_ - page);
            return {};
        case sf::Keyboard::PageDown:
            select(selected_ + page);
            return {};
        case sf::Keyboard::Home:
            select(0);
            return {};
        case sf::Keyboard::End:
            select(count - 1);
            return {};
        case sf::Keyboard::Enter:
        case sf::Keyboard::Space:
            return {MenuInput::Kind::Activate, selected_};
        case sf::Keyboard::Left:
        case sf::Keyboard::A:
            return {MenuInput::Kind::Left, selected_};
        case sf::Keyboard::Right:
        case sf::Keyboard::D:
            return {MenuInput::Kind::Right, selected_};
        case sf::Keyboard::Escape:
        case sf::Keyboard::BackSpace:
            return {MenuInput::Kind::Back, -1};
        default:
            return {};
    }
}

MenuInput Menu::pad(PadControl control) {
    if (items_.empty())
        return {};
    if (const std::optional<int> by = choiceStep(control)) {
        selectNext(*by);
        return {};
    }
    switch (control) {
        case PadControl::A:
            return {MenuInput::Kind::Activate, selected_};
        case PadControl::Left:
            return {MenuInput::Kind::Left, selected_};
        case PadControl::Right:
            return {MenuInput::Kind::Right, selected_};
        case PadControl::B:
            return {MenuInput::Kind::Back, -1};
        default:
            return {};
    }
}

}  // namespace catmaze::app
