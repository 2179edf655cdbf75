#pragma once
/// \file
/// A number the game writes with decimals itself (a speed, a length in tiles), with the decimal
/// separator of the player's language: the catalogue names it ("2.5" in English, "2,5" in German).
/// Whole numbers need none of this.

#include <string>

namespace catmaze::app {

/// `value` with `digits` digits after the separator (printf's rounding), the separator in the
/// player's language. Thread safety: as tr() (any thread).
std::string decimalText(double value, int digits);

/// `value` (not negative) rounded half up to one decimal ("12.3"), as the HUD and the hover
/// preview count the length walked, the separator in the player's language. Thread safety: as tr().
std::string tenthsText(double value);

}  // namespace catmaze::app
