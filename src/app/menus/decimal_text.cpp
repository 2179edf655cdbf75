// Decimal numbers in the player's language (decimal_text.hpp).

#include "menus/decimal_text.hpp"

#include <cstdio>

#include "ui/translation.hpp"

namespace catmaze::app {

std::string decimalText(double value, int digits) {
    char text[64];
    // printf's own separator is the C locale's point: replaced by the language's below.
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    std::string out(text);
    if (const std::size_t point = out.find('.'); point != std::string::npos)
        // TRANSLATORS: the decimal separator of numbers such as 2.5 (German: a comma).
        out.replace(point, 1, trc("decimal separator", "."));
    return out;
}

}  // namespace catmaze::app
