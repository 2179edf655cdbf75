#pragma once
/// \file
/// The text-in-a-box rule (text_fit.hpp) with SFML's fonts: every text the game draws in a box
/// (menu items, the HUD, notices, the banner, the error screen, tooltips, the editor's bars) goes
/// through here, measured as sf::Text lays it out.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics.hpp>

#include "ui/text_fit.hpp"

namespace catmaze::app {

/// `text` (UTF-8, any bytes) as SFML text: each malformed part shows as U+FFFD (SFML's own
/// decoder swallowed the character after it). Newlines are kept, for text drawn on many lines.
sf::String utf8(std::string_view text);

/// SFML text as UTF-8 (for the event log and the files).
std::string toUtf8(const sf::String& text);

/// Code points as SFML text.
sf::String toSfString(std::u32string_view text);

/// The width of a line drawn with `font` at `size` pixels: the pen's advance, kerning included,
/// as sf::Text places the glyphs (no line breaks: lines come from the fitting rule).
TextWidth textWidth(const sf::Font& font, unsigned size);

/// `text` drawn with `font` at `size` in a box `width` pixels wide: fitLine's cut.
sf::String fitToWidth(std::string_view text, const sf::Font& font, unsigned size, float width,
                      CutAt cut = CutAt::End);

/// `text` drawn with `font` at `size`, wrapped into at most `maxLines` lines of `width` pixels:
/// wrapLines' lines (the end of the text always shown).
std::vector<sf::String> wrapToWidth(std::string_view text, const sf::Font& font, unsigned size,
                                    float width, std::size_t maxLines);

}  // namespace catmaze::app
