#pragma once
/// \file
/// A number with a decimal fraction, as the menus write it in the player's language: the
/// catalogue names the decimal separator ("2.5" in English, "2,5" in German). Only for numbers
/// the menus format themselves (a speed, a length in tiles); whole numbers need none of this.

#include <string>

namespace catmaze::app {

/// `value` with `digits` digits after the separator (rounded), the separator in the player's
/// language. Thread safety: as tr() (any thread).
std::string decimalText(double value, int digits);

}  // namespace catmaze::app
