// Choices (choice.hpp): the screens' names and the direction of Left/Right.

#include "menus/choice.hpp"

namespace catmaze::app {

const char* toString(ScreenKind kind) {
    switch (kind) {
        case ScreenKind::Levels:
            return "levels";
        case ScreenKind::Daily:
            return "daily";
        case ScreenKind::MyLevels:
            return "my_levels";
        case ScreenKind::Settings:
            return "settings";
        case ScreenKind::Quit:
            return "quit";
    }
    return "?";
}

Choice adjusted(Choice chosen, int direction) {
    if (auto* turn = std::get_if<choice::Turn>(&chosen))
        turn->direction = direction;
    else if (auto* change = std::get_if<choice::ChangeSetting>(&chosen))
        change->direction = direction;
    return chosen;
}

}  // namespace catmaze::app
