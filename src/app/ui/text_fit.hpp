#pragma once
/// \file
/// The one rule for text in a box: a line that is too wide is cut with an ellipsis ("…"), text
/// that wraps keeps its end in view, and nothing a stranger's bytes hold (a newline in a file
/// name, bytes that are not UTF-8) can break a line or vanish. Measuring is left to the caller
/// (font_text.hpp measures with SFML's fonts), so the rule has no SFML and the unit tests check
/// it with a made-up font.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace catmaze::app {

/// U+2026 HORIZONTAL ELLIPSIS, the mark of a cut.
inline constexpr char32_t kEllipsis = 0x2026;

/// The width in pixels of a line of code points as it is drawn (a font at a size). It must not
/// shrink when a code point is added at either end.
using TextWidth = std::function<float(std::u32string_view)>;

/// Which end of a line too wide for its box is cut.
enum class CutAt {
    End,    ///< "A very long level na…": names, labels, status lines
    Start,  ///< "…/catmaze/levels/untitled-1.json": paths, whose end says the most
};

/// `text` (UTF-8) made drawable on one line: each malformed part of the bytes and each control
/// character (a newline or a tab in a file name) becomes U+FFFD.
std::u32string singleLine(std::string_view text);

/// `text` (UTF-8) as one line no wider than `width` by `measure`: singleLine(text) when it fits,
/// else as much of it as fits with an ellipsis where it was cut (and no space beside the
/// ellipsis). When not even the ellipsis fits, the result is empty.
std::u32string fitLine(std::string_view text, float width, const TextWidth& measure,
                       CutAt cut = CutAt::End);

/// `text` (UTF-8) wrapped at spaces into lines no wider than `width` by `measure` (a word wider
/// than a line is broken), at most `maxLines` (>= 1) of them. Text that needs more lines loses
/// its middle: the lines before the last end with an ellipsis, and the last line is the text's
/// end after an ellipsis, so the end of a message (the reason a save failed) is always shown.
std::vector<std::u32string> wrapLines(std::string_view text, float width, std::size_t maxLines,
                                      const TextWidth& measure);

}  // namespace catmaze::app
