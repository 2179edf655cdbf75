#pragma once
/// \file
/// A number the game formats itself with one decimal ("12.3" tiles walked), with the decimal sign
/// of the player's language ("12,3" in German). Header-only: the HUD, the hover preview and the
/// win screen share it.

#include <cmath>
#include <string>
#include <string_view>

#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

/// `formatted`, a number written with a decimal point ("12.3", as printf writes it), with the
/// decimal sign of the player's language; a number without a point as it is. Thread safety: as
/// tr().
inline std::string decimalText(std::string_view formatted) {
    const std::size_t point = formatted.find('.');
    if (point == std::string_view::npos)
        return std::string(formatted);
    // TRANSLATORS: a number with decimals, {whole} before the decimal sign and {fraction} after
    // it ("12.3"); German writes a decimal comma.
    return fill(tr("{whole}.{fraction}"), {{"whole", std::string(formatted.substr(0, point))},
                                           {"fraction", std::string(formatted.substr(point + 1))}});
}

/// `value` (not negative) rounded half up to one decimal, in the player's language ("12.3").
/// Thread safety: as tr().
inline std::string tenthsText(double value) {
    const long tenths = std::lround(value * 10);
    return decimalText(std::to_string(tenths / 10) + "." + std::to_string(tenths % 10));
}

}  // namespace catmaze::app
