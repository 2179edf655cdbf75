#pragma once
/// \file
/// The menu screens (pause, settings, levels, won/lost, error, title): each shows a page the
/// model decides (menu_pages.hpp, levels_list.hpp, ...) in the Menu widget, logs it as the `menu`
/// event when shown (and again when asked), and carries out the choice of an item or of Esc
/// through the Director.

#include <memory>
#include <string>

#include "menus/daily_list.hpp"
#include "menus/levels_list.hpp"
#include "menus/menu_page.hpp"
#include "menus/menu_pages.hpp"
#include "menus/my_levels_list.hpp"
#include "shell/screen.hpp"
#include "ui/menu.hpp"
#include "ui/menu_pad.hpp"

namespace catmaze::app {

/// A screen that is a menu over whatever is below it.
class MenuScreen : public Screen {
  public:
    using Screen::Screen;

    void shown() override;
    void handle(const sf::Event& event) override;
    /// The d-pad (or stick) moves the selection and adjusts, A chooses, B goes back; a held Up or
    /// Down moves it again as it repeats (MenuPad, ui/menu_pad.hpp).
    void pad(const PadPress& press) override;
    /// Moves the selection for each repeat of a held Up or Down due now (only while the menu is
    /// on top: a covered menu lets go), then lets the page follow the time (follow()). The game
    /// under a menu waits: false.
    bool update(double seconds) final;
    void draw(sf::RenderTarget& target, float alpha) override;
    void resized(sf::Vector2f size) override;

  protected:
    /// What the page does as `seconds` pass (names arriving, a day's maze made): nothing unless
    /// overridden. Called on each step the menu is updated, after the pad's repeats.
    virtual void follow(double seconds) { (void)seconds; }
    /// The page shown: called by refresh().
    virtual MenuPage page() = 0;
    /// Carries out `chosen` (an item's choice, or the page's `back` for Escape or Backspace)
    /// through the Director; a ChangeSetting also shows the page again. Turn, PlayDaily and Rebind
    /// do nothing here: the screens whose lists turn or play override this.
    virtual void carryOut(const Choice& chosen);
    /// The menu's top edge is no higher than this (window pixels).
    virtual float minTop(sf::Vector2f size) const {
        (void)size;
        return 0;
    }

    /// The items' width in a window of `size` pixels (380 by default).
    virtual float itemWidth(sf::Vector2f size) const {
        (void)size;
        return 380;
    }

    /// Builds the page again (keeping the selection), lays it out and logs `menu`.
    void refresh();
    /// The menu's panel as laid out (window pixels).
    const sf::FloatRect& menuPanel() const { return menu_.panel(); }

  private:
    // Carries out what a key, a click or a pad's control did to the menu.
    void take(const MenuInput& input);
    // Gives the menu a pad's control pressed (or repeated) and carries out what it did.
    void obey(PadControl control);
    // A held Up or Down arrow key repeats as the pad's direction does (MenuPad).
    void holdArrow(const sf::Event& event);
    Menu menu_;
    MenuPad pad_;    // the direction held (the pad's, or an arrow key), repeating
    MenuPage page_;  // what the items do, as last built
};

/// The menu screen of `kind` (Levels, Daily, MyLevels, Settings or Quit), for a Push choice; null
/// for the kinds App::push builds itself.
std::unique_ptr<Screen> makeMenuScreen(ScreenKind kind, Context& context);

/// Esc in play: Resume, Restart, Settings, Levels, Title, Quit (which asks first): pausePage.
class PauseScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "pause"; }

  private:
    MenuPage page() override;
};

/// "Quit CatMaze?": Quit, or Cancel (Esc) back to the pause menu: quitPage.
class QuitScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "quit"; }

  private:
    MenuPage page() override;
};

/// Every setting of the settings table, changed in place: settingsPage, with the values in play.
class SettingsScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "settings"; }

  private:
    MenuPage page() override;
};

/// The campaign's levels (LevelsList), rebuilt as their names arrive; its chapters turn.
class LevelsScreen : public MenuScreen {
  public:
    /// The list of the campaign, with the player's own levels folder for "My levels".
    explicit LevelsScreen(Context& context);
    const char* name() const override { return "levels"; }

  protected:
    void follow(double seconds) override;

  private:
    MenuPage page() override;
    void carryOut(const Choice& chosen) override;
    float itemWidth(sf::Vector2f size) const override;
    LevelsList list_;
};

/// "Daily maze" (DailyList): the week up to --date or today (UTC); a day chosen plays once its
/// maze is generated.
class DailyScreen : public MenuScreen {
  public:
    /// The week up to --date, or today (UTC).
    explicit DailyScreen(Context& context);
    const char* name() const override { return "daily"; }

  protected:
    void follow(double seconds) override;

  private:
    MenuPage page() override;
    void carryOut(const Choice& chosen) override;
    float itemWidth(sf::Vector2f size) const override;
    // Plays the day started, or says why it has no maze.
    void play(const DailyStart& start);
    DailyList list_;
};

/// "My levels" (MyLevelsList), rebuilt as the names arrive; its pages turn.
class MyLevelsScreen : public MenuScreen {
  public:
    /// The player's own levels folder (playerLevelsDir).
    explicit MyLevelsScreen(Context& context);
    const char* name() const override { return "my_levels"; }

  protected:
    void follow(double seconds) override;

  private:
    MenuPage page() override;
    void carryOut(const Choice& chosen) override;
    MyLevelsList list_;
};

/// After the end animation: the level won or lost, or the campaign's ending (endPage, from the
/// level in play). Esc goes back to the board the level ended on.
class EndScreen : public MenuScreen {
  public:
    /// The end screen of a level won (`won`) or lost.
    EndScreen(Context& context, bool won) : MenuScreen(context), won_(won) {}
    const char* name() const override;

  private:
    MenuPage page() override;
    float itemWidth(sf::Vector2f size) const override;
    EndFacts facts() const;  // from the level in play
    bool won_;
};

/// The first screen (no level on the command line): the logo over the dungeon floor, then
/// titlePage's menu.
class TitleScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "title"; }
    void draw(sf::RenderTarget& target, float alpha) override;
    bool opaque() const override { return true; }

  private:
    MenuPage page() override;
    float minTop(sf::Vector2f size) const override;
    // The logo's whole-number scale and top edge in a window of `size` pixels.
    int logoScale(sf::Vector2f size) const;
    float logoTop(sf::Vector2f size) const;
};

/// A level that did not load: its errors above errorPage's menu.
class ErrorScreen : public MenuScreen {
  public:
    /// Shows `text` (the error diagnostics, one per line).
    ErrorScreen(Context& context, std::string text) : MenuScreen(context), text_(std::move(text)) {}
    const char* name() const override { return "error"; }
    void draw(sf::RenderTarget& target, float alpha) override;

  private:
    MenuPage page() override;
    float minTop(sf::Vector2f size) const override { return size.y * 0.45f; }
    std::string text_;
};

}  // namespace catmaze::app
