// The pause menu and its "Quit CatMaze?" (menu_pages.hpp decides them).

#include "menus/menu_screen.hpp"

namespace catmaze::app {

MenuPage PauseScreen::page() {
    return pausePage(!context_.campaign.levels.empty());
}

MenuPage QuitScreen::page() {
    return quitPage();
}

}  // namespace catmaze::app
