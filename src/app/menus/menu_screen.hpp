#pragma once
/// \file
/// The menu screens (pause, settings, levels, won/lost, error, title): a Menu whose items each
/// carry what they do. A menu screen builds its items when shown (and again when asked), logs
/// them as the `menu` event, and handles the menu's keys and clicks.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "shell/screen.hpp"
#include "ui/menu.hpp"
#include "workers/daily_mazes.hpp"
#include "workers/level_names.hpp"

namespace catmaze::app {

/// A screen that is a menu over whatever is below it.
class MenuScreen : public Screen {
  public:
    using Screen::Screen;

    void shown() override;
    void handle(const sf::Event& event) override;
    bool update(double seconds) override;
    void draw(sf::RenderTarget& target, float alpha) override;
    void resized(sf::Vector2f size) override;

  protected:
    /// What choosing an item does; `direction` is 0 for Enter or a click, -1/+1 for Left/Right.
    using Action = std::function<void(int direction)>;

    /// The title, the items (with add()) and the subtitle: called by refresh().
    virtual void build() = 0;
    /// Escape or Backspace (nothing by default).
    virtual void back() {}
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

    /// Adds an item; `adjustable` items also take Left/Right.
    void add(std::string label, Action action, std::string value = "", bool marked = false,
             bool adjustable = false);
    /// Rebuilds the items (keeping the selection), lays them out and logs `menu`.
    void refresh();

    std::string title_;     ///< set by build()
    std::string subtitle_;  ///< set by build()

  private:
    struct Entry {
        Action action;
        bool adjustable = false;
    };
    Menu menu_;
    std::vector<MenuItem> items_;
    std::vector<Entry> entries_;
};

/// Esc in play: Resume, Restart, Settings, Levels, Title, Quit (which asks first).
class PauseScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "pause"; }

  private:
    void build() override;
    void back() override;
};

/// "Quit CatMaze?": Quit, or Cancel (Esc) back to the pause menu.
class QuitScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "quit"; }

  private:
    void build() override;
    void back() override;
};

/// Every setting of the settings table, changed in place.
class SettingsScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "settings"; }

  private:
    void build() override;
    void back() override;
};

/// The campaign's levels, the ones won ticked with their best result (cost, steps or length,
/// par, star), and "My levels" when the player has any. A campaign in chapters shows one chapter
/// at a time under its title row (Left/Right turn the chapters; it starts on the chapter of the
/// first level not won); a chapter's levels open once every earlier chapter is won, and show
/// "locked" until then. The levels' names are read on a worker (LevelNames): each shows its file
/// name until its name arrives.
class LevelsScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "levels"; }
    bool update(double seconds) override;

  private:
    void build() override;
    void back() override;
    float itemWidth(sf::Vector2f size) const override;
    std::optional<std::size_t> chapter_;   // the chapter shown (chosen on the first build)
    NamesOnScreen names_;                  // the chapter's level names, read on a worker
    std::optional<std::size_t> myLevels_;  // how many files My levels holds (listed once)
};

/// "Daily maze": today's maze and the six days before (hard on weekends), each with its best
/// result and par (a star at par); clicking one plays it. The mazes are generated on a worker
/// thread, so a day shows "generating..." until it is ready (clicked before, it plays once
/// ready).
class DailyScreen : public MenuScreen {
  public:
    /// The week up to --date, or today (UTC).
    explicit DailyScreen(Context& context);
    const char* name() const override { return "daily"; }
    bool update(double seconds) override;

  private:
    void build() override;
    void back() override;
    float itemWidth(sf::Vector2f size) const override;
    // Plays day `i` when it is ready (and wanted): true when it did.
    bool playWhenReady(std::size_t i);
    DailyMazes mazes_;
    std::size_t shown_ = 0;              // days ready when the items were last built
    std::optional<std::size_t> wanted_;  // a day clicked before it was ready
};

/// "best 260 in 24 steps, par 260 ★" (open floor: "best 123 in 12.3 tiles, ...").
std::string bestText(const LevelBest& best);

/// "My levels": the level files in the player's own levels folder (where the editor saves),
/// each opened with a click; seven to a page, with a Page item when there are more. The page's
/// files are read on a worker (LevelNames): each shows its file name ("reading…") until its
/// level's name arrives.
class MyLevelsScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "my_levels"; }
    bool update(double seconds) override;

  private:
    void build() override;
    void back() override;
    std::size_t page_ = 0;  // which seven files are listed
    // The folder's level files, listed on the first build (not again each time names arrive:
    // a folder of thousands takes a while to list).
    std::optional<std::vector<std::filesystem::path>> files_;
    NamesOnScreen names_;  // the page's names, read on a worker
};

/// After the end animation: won (the result: cost, steps or length, par, star; Next level,
/// Restart, Levels) or lost (Restart, Levels); after the campaign's last level won, the ending
/// ("Campaign complete!": Title, Levels, Restart). Esc goes back to the board the level ended on.
class EndScreen : public MenuScreen {
  public:
    /// The end screen of a level won (`won`) or lost.
    EndScreen(Context& context, bool won) : MenuScreen(context), won_(won) {}
    const char* name() const override { return ending() ? "ending" : won_ ? "won" : "lost"; }

  private:
    void build() override;
    void back() override;
    float itemWidth(sf::Vector2f size) const override;
    bool ending() const;  // won the campaign's last level
    bool won_;
};

/// "All 9 levels won, 4 of 9 stars" (the levels and stars won so far).
std::string campaignSummary(const Campaign& campaign, const Progress& progress);

/// The first screen (no level on the command line): the logo over the dungeon floor, then
/// Continue (the first level not won yet), Daily maze, Levels, Editor (on that level), Settings,
/// Quit.
class TitleScreen : public MenuScreen {
  public:
    using MenuScreen::MenuScreen;
    const char* name() const override { return "title"; }
    void draw(sf::RenderTarget& target, float alpha) override;
    bool opaque() const override { return true; }

    /// The first campaign level not won yet (nullopt when all are won).
    static std::optional<std::size_t> firstUnfinished(const Campaign& campaign,
                                                      const Progress& progress);

  private:
    void build() override;
    float minTop(sf::Vector2f size) const override;
    // The logo's whole-number scale and top edge in a window of `size` pixels.
    int logoScale(sf::Vector2f size) const;
    float logoTop(sf::Vector2f size) const;
};

/// A level that did not load: its errors, Reload (F5), Levels, Quit.
class ErrorScreen : public MenuScreen {
  public:
    /// Shows `text` (the error diagnostics, one per line).
    ErrorScreen(Context& context, std::string text) : MenuScreen(context), text_(std::move(text)) {}
    const char* name() const override { return "error"; }
    void draw(sf::RenderTarget& target, float alpha) override;

  private:
    void build() override;
    float minTop(sf::Vector2f size) const override { return size.y * 0.45f; }
    std::string text_;
};

}  // namespace catmaze::app
