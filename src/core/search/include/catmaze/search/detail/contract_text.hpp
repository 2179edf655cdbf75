#pragma once
// Text for the messages of the search module's precondition checks: a cost (integer or floating
// point, shortest round-trip form, "nan" and "inf" included) and a grid's size (tiles:
// geom's toString).

#include <charconv>
#include <string>

#include "catmaze/geom/tile.hpp"

namespace catmaze::detail {

/// `value` as text, as short as reads back the same (std::to_chars).
template <class Number>
std::string numberText(Number value) {
    char text[64];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value);
    return error == std::errc{} ? std::string(text, end) : std::string("?");
}

/// "WxH".
inline std::string sizeText(GridSize size) {
    return std::to_string(size.width) + "x" + std::to_string(size.height);
}

}  // namespace catmaze::detail
