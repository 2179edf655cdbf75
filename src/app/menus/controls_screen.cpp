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

// The pad table in use: made from the settings' names as the App makes its own.
PadTable ControlsScreen::padTable() const {
    return padTableFrom(context_.files.settings.pad).table;
}

MenuPage ControlsScreen::page() {
    return controlsPage(tables(), padTable(), capture_);
}

void ControlsScreen::pad(const PadPress& press) {
    if (capture_.waiting() && press.pressed) {
        if (const std::optional<PadTable> changed = capture_.pressButton(padTable(), press.control))
            context_.director.rebindControls(context_.files.settings.keys, padNamesOf(*changed));
        refresh();
        return;
    }
    MenuScreen::pad(press);
}

void ControlsScreen::handle(const sf::Event& event) {
    if (capture_.waiting() && event.type == sf::Event::KeyPressed) {
        if (isModifier(event.key.code))
            return;
        if (const std::optional<KeyTables> changed = capture_.press(tables(), keyChord(event.key)))
            // The tables in use follow.
            context_.director.rebindControls(keyNamesOf(*changed), context_.files.settings.pad);
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
    if (std::holds_alternative<choice::ResetControls>(chosen)) {
        capture_.reset();
        context_.director.rebindControls({}, {});
        refresh();
        return;
    }
    MenuScreen::carryOut(chosen);
}

float ControlsScreen::itemWidth(sf::Vector2f size) const {
    // Room for "U, Backspace, Ctrl+Z · pad B" beside "Walk to the cursor", within the window.
    return std::min(520.0f, size.x - 40);
}

}  // namespace catmaze::app
