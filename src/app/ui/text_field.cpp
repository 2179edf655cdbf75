#include "ui/text_field.hpp"

#include "render/font_text.hpp"

namespace catmaze::app {

void TextField::begin(const std::string& utf8, std::size_t maxLength) {
    text_ = sf::String::fromUtf8(utf8.begin(), utf8.end());
    maxLength_ = maxLength;
    active_ = true;
}

std::string TextField::text() const {
    const std::string out = toUtf8(text_);
    const std::size_t first = out.find_first_not_of(' ');
    if (first == std::string::npos)
        return {};
    return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

TextField::Outcome TextField::handle(const sf::Event& event) {
    if (!active_)
        return Outcome::Ignored;
    if (event.type == sf::Event::TextEntered) {
        const sf::Uint32 c = event.text.unicode;
        // Printable characters only: Enter, Backspace and Escape also arrive as text.
        if (c >= 0x20 && c != 0x7F && text_.getSize() < maxLength_)
            text_ += c;
        return Outcome::Edited;
    }
    if (event.type != sf::Event::KeyPressed)
        return Outcome::Ignored;
    switch (event.key.code) {
        case sf::Keyboard::Enter:
            active_ = false;
            return Outcome::Accepted;
        case sf::Keyboard::Escape:
            active_ = false;
            return Outcome::Cancelled;
        case sf::Keyboard::Backspace:
            if (!text_.isEmpty())
                text_.erase(text_.getSize() - 1);
            return Outcome::Edited;
        default:
            return Outcome::Edited;
    }
}

}  // namespace catmaze::app
