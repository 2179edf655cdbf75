#include <algorithm>
#include <string_view>
#include <vector>

#include "menus/menu_screen.hpp"
#include "render/palette.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

MenuPage ErrorScreen::page() {
    return errorPage(!context_.campaign.levels.empty(), context_.keys);
}

void ErrorScreen::draw(sf::RenderTarget& target, float alpha) {
    // The menu first: its shade must not dim the errors (palette.hpp's "error screen text").
    MenuScreen::draw(target, alpha);
    const sf::Vector2f size = target.getView().getSize();
    sf::RectangleShape box({size.x - 20, size.y * 0.45f - 30});
    box.setPosition(10, 10);
    box.setFillColor(as<sf::Color>(palette::kErrorPanel));
    target.draw(box);
    // Each error on up to two lines (its end kept), as many as the box holds; the last line
    // shown says when more were left out.
    constexpr unsigned kSize = 15;
    constexpr float kLine = 19;
    const float width = box.getSize().x - 20;
    const auto room = static_cast<std::size_t>(std::max(1.0f, (box.getSize().y - 16) / kLine));
    std::vector<sf::String> lines;
    std::size_t start = 0;
    while (start <= text_.size()) {
        const std::size_t end = std::min(text_.find('\n', start), text_.size());
        for (sf::String& line : wrapToWidth(std::string_view(text_).substr(start, end - start),
                                            context_.art.font, kSize, width, 2))
            lines.push_back(std::move(line));
        start = end + 1;
    }
    if (lines.size() > room) {
        lines.resize(room);
        lines.back() =
            fitToWidth(tr("\xE2\x80\xA6 (more in the terminal)"), context_.art.font, kSize, width);
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        sf::Text text(lines[i], context_.art.font, kSize);
        text.setFillColor(as<sf::Color>(palette::kErrorText));
        text.setPosition(20, 20 + kLine * static_cast<float>(i));
        target.draw(text);
    }
}

}  // namespace catmaze::app
