#include "play/key_repeat.hpp"

namespace catmaze::app {

int KeyRepeat::advance(double seconds) {
    if (!held_)
        return 0;
    due_ -= seconds;
    int repeats = 0;
    while (due_ <= 0) {
        ++repeats;
        due_ += kRepeatInterval;
    }
    return repeats;
}

}  // namespace catmaze::app
