// The text-in-a-box rule measured with SFML's fonts (see font_text.hpp).

#include "render/font_text.hpp"

#include "catmaze/io/utf8_text.hpp"

namespace catmaze::app {

std::string toUtf8(const sf::String& text) {
    const std::basic_string<sf::Uint8> bytes = text.toUtf8();
    return {bytes.begin(), bytes.end()};
}

sf::String toSfString(std::u32string_view text) {
    return sf::String::fromUtf32(text.begin(), text.end());
}

sf::String utf8(std::string_view text) {
    return toSfString(decodeUtf8(text));
}

TextWidth textWidth(const sf::Font& font, unsigned size) {
    // As sf::Text::ensureGeometryUpdate advances its pen (letter spacing 1: no extra space).
    return [&font, size](std::u32string_view line) {
        float x = 0;
        sf::Uint32 previous = 0;
        for (const char32_t c : line) {
            const auto cp = static_cast<sf::Uint32>(c);
            x += font.getKerning(previous, cp, size) + font.getGlyph(cp, size, false).advance;
            previous = cp;
        }
        return x;
    };
}

sf::String fitToWidth(std::string_view text, const sf::Font& font, unsigned size, float width,
                      CutAt cut) {
    return toSfString(fitLine(text, width, textWidth(font, size), cut));
}

std::vector<sf::String> wrapToWidth(std::string_view text, const sf::Font& font, unsigned size,
                                    float width, std::size_t maxLines) {
    std::vector<sf::String> out;
    for (const std::u32string& line : wrapLines(text, width, maxLines, textWidth(font, size)))
        out.push_back(toSfString(line));
    return out;
}

}  // namespace catmaze::app
