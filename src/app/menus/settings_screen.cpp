// The settings menu (settingsPage), with the values in play.

#include "menus/menu_screen.hpp"
#include "menus/setting_words.hpp"
#include "ui/language.hpp"

namespace catmaze::app {

MenuPage SettingsScreen::page() {
    // The values in play: the diagonal mode may still be the command line's.
    Settings shown = context_.files.settings;
    shown.diagonal = context_.director.diagonal();
    // The language in use, which is the environment's while the setting leaves it the choice: the
    // game set LANGUAGE to it (ui/language.hpp's useLanguages) before this page is built again.
    const std::string inUse = wantedLanguages("", localeEnvironment());
    return settingsPage(shown, firstLanguageCode(inUse));
}

}  // namespace catmaze::app
