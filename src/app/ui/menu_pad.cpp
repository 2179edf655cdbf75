#include "ui/menu_pad.hpp"

#include <cstddef>

namespace catmaze::app {

int steppedChoice(int selected, int count, int by) {
    return (selected + count + by) % count;
}

std::optional<int> choiceStep(PadControl control) {
    switch (control) {
        case PadControl::Up:
            return -1;
        case PadControl::Down:
            return 1;
        default:
            return std::nullopt;
    }
}

std::optional<PadControl> MenuPad::take(const PadPress& press) {
    if (!press.pressed) {
        repeat_.release(press.control);
        return std::nullopt;
    }
    // Only the choice's steps glide: a held Right must not change a setting over and over.
    if (choiceStep(press.control))
        repeat_.press(press.control);
    return press.control;
}

std::vector<PadControl> MenuPad::advance(double seconds) {
    const int repeats = repeat_.advance(seconds);
    if (repeats == 0)
        return {};
    return std::vector<PadControl>(static_cast<std::size_t>(repeats), *repeat_.held());
}

}  // namespace catmaze::app
