#pragma once
/// \file
/// The rule for a block of paragraphs in a box (a menu's subtitle: a hint, or the refusal of a
/// key in two sentences): every word shown first. Each paragraph wraps at spaces onto the lines
/// it needs; when they are too many for the box's height, the text shrinks toward its 100 % size,
/// and only when even that is too much does a paragraph lose its middle (wrapLines' rule in
/// text_fit.hpp, which keeps its end). Measuring is left to the caller, as in text_fit.hpp.

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "ui/text_fit.hpp"

namespace catmaze::app {

/// A block's lines and the character size they are drawn at.
struct TextBlock {
    unsigned size = 0;                  ///< the character size chosen
    std::vector<std::u32string> lines;  ///< the lines, paragraph after paragraph
};

/// How a block's text is measured at each character size.
struct BlockFont {
    std::function<TextWidth(unsigned)> widthAt;  ///< a line's width at a size
    std::function<float(unsigned)> lineStep;     ///< from one line's top to the next at a size
};

/// `paragraphs` (UTF-8) wrapped into a box `width` by `height` pixels: at the largest size from
/// `wanted` down to `least` whose lines all fit the height; at `least` when none does, with as
/// many lines as fit (never fewer than one a paragraph), a paragraph that needs more losing its
/// middle by wrapLines. No paragraphs: no lines.
TextBlock wrapBlock(const std::vector<std::string>& paragraphs, float width, float height,
                    unsigned wanted, unsigned least, const BlockFont& font);

}  // namespace catmaze::app
