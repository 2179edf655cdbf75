// Decimal numbers in the player's language (decimal_text.hpp).

#include "ui/decimal_text.hpp"

#include <cmath>
#include <cstdio>

#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// `formatted` ("12.3", as printf writes it in the C locale) with the language's separator.
std::string withSeparator(std::string formatted) {
    if (const std::size_t point = formatted.find('.'); point != std::string::npos)
        // TRANSLATORS: the decimal separator of numbers such as 2.5 (German: a comma).
        formatted.replace(point, 1, trc("decimal separator", "."));
    return formatted;
}

}  // namespace

std::string decimalText(double value, int digits) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    return withSeparator(text);
}

std::string tenthsText(double value) {
    const long tenths = std::lround(value * 10);
    return withSeparator(std::to_string(tenths / 10) + "." + std::to_string(tenths % 10));
}

}  // namespace catmaze::app
