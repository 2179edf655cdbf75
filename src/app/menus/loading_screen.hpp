#pragma once
/// \file
/// The note shown while a level loads on its worker (level_loading.hpp): "Loading <name>…" over
/// whatever was shown before, with Cancel; Esc cancels too (back to where the player was).

#include <functional>
#include <string>

#include "menus/menu_screen.hpp"

namespace catmaze::app {

/// "Loading <name>…", Cancel. It takes every key, so F5 and R wait for the load.
class LoadingScreen : public MenuScreen {
  public:
    /// The note for the level `name`; `cancel` is called for Cancel or Esc (it removes this
    /// screen).
    LoadingScreen(Context& context, std::string name, std::function<void()> cancel)
        : MenuScreen(context), name_(std::move(name)), cancel_(std::move(cancel)) {}
    const char* name() const override { return "loading"; }
    bool takesAllKeys() const override { return true; }

  private:
    MenuPage page() override { return loadingPage(name_); }
    // Cancel and Esc are the page's only choices.
    void carryOut(const Choice&) override { cancel_(); }

    std::string name_;
    std::function<void()> cancel_;
};

}  // namespace catmaze::app
