#pragma once
/// \file
/// The Controls page's screen (Settings → Controls): the page controls_page.hpp decides, over the
/// key and pad tables in play. Choosing an action waits for the next key or pad button pressed,
/// which the page's KeyCapture accepts or refuses (a pad direction cancels); an accepted one is
/// saved through the settings (Director::rebindControls), so the tables in play follow at once.
/// It takes every key, so R and F5 do not restart or reload the level under it while a key is
/// chosen. While nothing waits, the pad works the page as any menu (MenuScreen::pad).

#include "menus/controls_page.hpp"
#include "menus/menu_screen.hpp"

namespace catmaze::app {

/// Settings → Controls: every action of play and of the editor with its keys (and play's with
/// its pad buttons), rebound by pressing the new one.
class ControlsScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "controls"; }
    void handle(const sf::Event& event) override;
    /// While an action waits: a button pressed is offered to it, a direction cancels the wait
    /// (KeyCapture::pressButton). Otherwise as any menu.
    void pad(const PadPress& press) override;
    bool takesAllKeys() const override { return true; }

  private:
    MenuPage page() override;
    void carryOut(const Choice& chosen) override;
    float itemWidth(sf::Vector2f size) const override;
    KeyTables tables() const;
    PadTable padTable() const;
    KeyCapture capture_;
    bool carriedOut_ = false;  // a choice was carried out during the event being handled
};

}  // namespace catmaze::app
