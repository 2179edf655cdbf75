// "My levels": MyLevelsList's page, rebuilt as the names arrive; its pages turn.

#include "catmaze/io/user_dirs.hpp"
#include "menus/menu_screen.hpp"

namespace catmaze::app {

MyLevelsScreen::MyLevelsScreen(Context& context) : MenuScreen(context), list_(playerLevelsDir()) {}

MenuPage MyLevelsScreen::page() {
    return list_.page();
}

void MyLevelsScreen::carryOut(const Choice& chosen) {
    if (const auto* turn = std::get_if<choice::Turn>(&chosen)) {
        list_.turn(turn->direction);
        refresh();
        return;
    }
    MenuScreen::carryOut(chosen);
}

void MyLevelsScreen::follow(double seconds) {
    if (list_.update(seconds))
        refresh();  // more names arrived
}

}  // namespace catmaze::app
