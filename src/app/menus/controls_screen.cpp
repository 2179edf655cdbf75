// Settings → Controls (controls_screen.hpp): the page over the key table in play.

#include "menus/controls_screen.hpp"

#include <algorithm>

#include "play/key_bindings.hpp"
#include "shell/sfml_keys.hpp"

namespace catmaze::app {

namespace {

// A modifier pressed alone: the key it comes with is still to come.
bool isModifier(sf::Keyboard::Key code) {
    return code == sf::Keyboard::LControl || code == sf::Keyboard::RControl ||
           code == sf::Keyboard::LAlt || code == sf::Keyboard::RAlt ||
           code == sf::Keyboard::LSystem || code == sf::Keyboard::RSystem;
}

}  // namespace

// The tables in use: made from the settings' names as the App makes its own (App::applyKeys).
KeyTables ControlsScreen::tables() const {
    return keyTablesFrom(context_.files.settings.keys).tables;
}

MenuPage ControlsScreen::page() {
    return controlsPage(tables(), PadTable::defaults(), capture_);
}

void ControlsScreen::handle(const sf::Event& event) {
    if (capture_.waiting() && event.type == sf::Event::KeyPressed) {
        if (isModifier(event.key.code))
            return;
        if (const std::optional<KeyTables> changed = capture_.press(tables(), keyChord(event.key)))
            context_.director.rebindKeys(keyNamesOf(*changed));  // the tables in use follow
        refresh();
        return;
    }
    // A click while a key is awaited ends the wait, and counts on the page as the player saw it;
    // the page is shown again unless the click's choice did so (or closed it).
    if (capture_.waiting() && event.type == sf::Event::MouseButtonPressed) {
        capture_.cancel();
        carriedOut_ = false;
        MenuScreen::handle(event);
        if (!carriedOut_)
            refresh();
        return;
    }
    MenuScreen::handle(event);
}

void ControlsScreen::carryOut(const Choice& chosen) {
    carriedOut_ = true;
    if (const auto* rebind = std::get_if<choice::Rebind>(&chosen)) {
        if (const std::optional<ControlsAction> action = actionNamed(rebind->command)) {
            capture_.choose(*action);
            refresh();
        }
        return;
    }
    if (std::holds_alternative<choice::ChangeSetting>(chosen))
        capture_.reset();  // "Reset to defaults": the `keys` setting, changed as the menu does
    MenuScreen::carryOut(chosen);
}

float ControlsScreen::itemWidth(sf::Vector2f size) const {
    // Room for "U, Backspace, Ctrl+Z · pad B" beside "Walk to the cursor", within the window.
    return std::min(520.0f, size.x - 40);
}

}  // namespace catmaze::app
