#include "ui/text_entry.hpp"

#include <cstdint>

#include "catmaze/io/utf8_text.hpp"

namespace catmaze::app {

void TextEntry::begin(const std::string& utf8, std::size_t maxLength) {
    text_ = decodeUtf8(utf8);
    maxLength_ = maxLength;
    active_ = true;
}

void TextEntry::type(char32_t code) {
    if (code >= 0x20 && code != 0x7F && text_.size() < maxLength_)
        text_ += code;
}

void TextEntry::eraseLast() {
    if (!text_.empty())
        text_.pop_back();
}

std::string TextEntry::typed() const {
    std::string out;
    for (const char32_t c : text_)
        appendUtf8(out, static_cast<std::uint32_t>(c));
    return out;
}

std::string TextEntry::text() const {
    const std::string out = typed();
    const std::size_t first = out.find_first_not_of(' ');
    if (first == std::string::npos)
        return {};
    return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

}  // namespace catmaze::app
