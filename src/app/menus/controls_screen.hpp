#pragma once
/// \file
/// The Controls page's screen (Settings → Controls): the page controls_page.hpp decides, over the
/// key table in play. Choosing an action waits for the next key pressed, which the page's
/// KeyCapture accepts or refuses; an accepted key is saved through the settings
/// (Director::rebindKeys), so the table in play follows at once. It takes every key, so R and F5
/// do not restart or reload the level under it while a key is chosen.

#include "menus/controls_page.hpp"
#include "menus/menu_screen.hpp"

namespace catmaze::app {

/// Settings → Controls: every action of play and of the editor with its keys, rebound by
/// pressing the new one.
class ControlsScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "controls"; }
    void handle(const sf::Event& event) override;
    bool takesAllKeys() const override { return true; }

  private:
    MenuPage page() override;
    void carryOut(const Choice& chosen) override;
    float itemWidth(sf::Vector2f size) const override;
    KeyTables tables() const;
    KeyCapture capture_;
    bool carriedOut_ = false;  // a choice was carried out during the event being handled
};

}  // namespace catmaze::app
