#pragma once
/// \file
/// The rule for a row of short items (a key bar's entries, the HUD's counts, a legend's entries)
/// in a box too narrow for all of them on one line: they go onto as many lines as they need, in
/// order, an item never split between two lines. Measuring is left to the caller, as in
/// text_fit.hpp, so the unit tests check it with a made-up font.

#include <string>
#include <string_view>
#include <vector>

#include "ui/text_fit.hpp"

namespace catmaze::app {

/// `items` (UTF-8) joined by `gap` onto lines, each as wide as `measure` allows: the first line
/// `firstWidth` pixels, every other `restWidth`. An item starts a new line only where it would
/// not fit at the end of the current one; an item wider than a line alone gets a line of its
/// own (the caller sees it is wider, and cuts or shrinks it). No items: no lines.
std::vector<std::string> itemLines(const std::vector<std::string>& items, std::string_view gap,
                                   float firstWidth, float restWidth, const TextWidth& measure);

/// True when each of `lines` is no wider than its line: the first `firstWidth`, the others
/// `restWidth`.
bool linesFit(const std::vector<std::string>& lines, float firstWidth, float restWidth,
              const TextWidth& measure);

}  // namespace catmaze::app
