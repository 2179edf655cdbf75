// Choices (choice.hpp): the direction of Left/Right.

#include "menus/choice.hpp"

namespace catmaze::app {

Choice adjusted(Choice chosen, int direction) {
    if (auto* turn = std::get_if<choice::Turn>(&chosen))
        turn->direction = direction;
    else if (auto* change = std::get_if<choice::ChangeSetting>(&chosen))
        change->direction = direction;
    return chosen;
}

}  // namespace catmaze::app
