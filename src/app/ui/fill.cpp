#include "ui/fill.hpp"

namespace catmaze::app {

std::string fill(std::string_view pattern, std::initializer_list<Slot> slots) {
    std::string out;
    out.reserve(pattern.size());
    std::size_t at = 0;
    while (at < pattern.size()) {
        const std::size_t open = pattern.find('{', at);
        if (open == std::string_view::npos)
            break;
        out.append(pattern.substr(at, open - at));
        const std::size_t close = pattern.find('}', open + 1);
        const Slot* slot = nullptr;
        if (close != std::string_view::npos) {
            const std::string_view name = pattern.substr(open + 1, close - open - 1);
            for (const Slot& s : slots) {
                if (s.name == name)
                    slot = &s;
            }
        }
        if (slot) {
            out += slot->value;
            at = close + 1;
        } else {
            out += '{';
            at = open + 1;
        }
    }
    out.append(pattern.substr(at));
    return out;
}

}  // namespace catmaze::app
