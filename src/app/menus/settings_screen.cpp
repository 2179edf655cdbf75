// The settings menu (settingsPage), with the values in play.

#include "menus/menu_screen.hpp"

namespace catmaze::app {

MenuPage SettingsScreen::page() {
    // The values in play: the diagonal mode may still be the command line's.
    Settings shown = context_.files.settings;
    shown.diagonal = context_.director.diagonal();
    return settingsPage(shown);
}

}  // namespace catmaze::app
