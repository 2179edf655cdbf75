// The Levels screen: LevelsList's page, rebuilt as the names arrive; its chapters turn.

#include <algorithm>

#include "catmaze/io/user_dirs.hpp"
#include "menus/menu_screen.hpp"

namespace catmaze::app {

LevelsScreen::LevelsScreen(Context& context)
    : MenuScreen(context), list_(context.campaign, playerLevelsDir()) {}

float LevelsScreen::itemWidth(sf::Vector2f size) const {
    return LevelsList::itemWidth(size.x);
}

MenuPage LevelsScreen::page() {
    return list_.page(context_.files.progress, context_.director.diagonal());
}

void LevelsScreen::carryOut(const Choice& chosen) {
    if (const auto* turn = std::get_if<choice::Turn>(&chosen)) {
        list_.turn(turn->direction);
        refresh();
        return;
    }
    MenuScreen::carryOut(chosen);
}

void LevelsScreen::follow(double seconds) {
    if (list_.update(seconds))
        refresh();  // more names arrived
}

}  // namespace catmaze::app
