#include <algorithm>
#include <cmath>
#include <string>

#include "play/hud_text.hpp"
#include "play/hud_view.hpp"
#include "play/play_layout.hpp"
#include "play/rules_view.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

void drawHud(sf::RenderTarget& target, const Art& art, const PlayModel& model, const Camera& camera,
             const Settings& settings) {
    const sf::Vector2f size = target.getView().getSize();
    sf::RectangleShape bar({size.x, 36});
    bar.setFillColor(as<sf::Color>(palette::kHudBar));
    target.draw(bar);

    // The name takes at most 40 % of the bar (a long one is cut with an ellipsis), so the counts
    // beside it stay on screen.
    const HudTop top = hudTop(model.session().board().name, size.x, textWidth(art.bold, 18));
    sf::Text name(toSfString(top.name), art.bold, 18);
    name.setFillColor(as<sf::Color>(palette::kHudTitle));
    name.setPosition(kHudNameLeft, 7);
    target.draw(name);

    sf::Sprite bone(art.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    const float left = top.countsLeft;
    bone.setPosition(left, 2);
    target.draw(bone);
    const HudText words = hudText(model, settings.searchOverlay);
    sf::Text text(fitToWidth(words.stats, art.font, 17, size.x - left - 36 - 10), art.font, 17);
    text.setFillColor(as<sf::Color>(palette::kHudText));
    text.setPosition(left + 36, 8);
    target.draw(text);

    // The bottom band, always kHudBottomBand high (the map is fitted above it, so it never covers
    // the map): what a click on the hovered tile would do, and under it the key help, or the
    // search overlay's legend while the overlay is on (O again brings the keys back).
    sf::RectangleShape band({size.x, kHudBottomBand});
    band.setPosition(0, size.y - kHudBottomBand);
    band.setFillColor(as<sf::Color>(palette::kHudBand));
    target.draw(band);
    const float bottomLine = size.y - 22;
    const std::shared_ptr<const SearchTrace>& trace = model.trace();
    if (words.legend) {
        drawOverlayLegend(target, art.font, {10, bottomLine}, *words.legend);
    } else {
        // The key bar on two lines, an entry never split (the second line is the bottom one).
        const std::vector<std::u32string> lines =
            keyBarLines(words.keys, size.x - 20, 2, textWidth(art.font, 13));
        for (std::size_t i = 0; i < lines.size(); ++i) {
            sf::Text help(toSfString(lines[i]), art.font, 13);
            help.setFillColor(as<sf::Color>(palette::kHudHelp));
            help.setPosition(10, bottomLine - static_cast<float>(lines.size() - 1 - i) * 18);
            target.draw(help);
        }
    }
    if (!words.status.empty()) {
        sf::Text line(fitToWidth(words.status, art.bold, 15, size.x - 20), art.bold, 15);
        line.setFillColor(
            as<sf::Color>(words.statusWarning ? palette::kStatusWarning : palette::kStatusText));
        line.setPosition(10, size.y - kHudBottomBand + 3);
        target.draw(line);
    }

    // g, h and f of the tile under the mouse, when the search overlay is on: beside the tile,
    // never over it.
    const std::optional<Tile> hover = model.preview().tile();
    if (settings.searchOverlay && hover && trace) {
        if (const std::optional<std::string> label = nodeLabel(*trace, *hover)) {
            sf::Text gh(fitToWidth(*label, art.bold, 16, size.x - 16), art.bold, 16);
            gh.setFillColor(as<sf::Color>(palette::kTooltipText));
            const float tile = camera.tileOnScreen();
            const ScreenPoint origin = camera.origin();
            const ScreenBox hovered{origin.x + static_cast<float>(hover->col) * tile,
                                    origin.y + static_cast<float>(hover->row) * tile, tile, tile};
            const ScreenBox placed = placeBesideTile(hovered, gh.getLocalBounds().width + 16, 26,
                                                     {0, 0, size.x, size.y});
            sf::RectangleShape box({placed.width, placed.height});
            box.setPosition(placed.left, placed.top);
            box.setFillColor(as<sf::Color>(palette::kTooltipBox));
            target.draw(box);
            gh.setPosition(box.getPosition() + sf::Vector2f(8, 3));
            target.draw(gh);
        }
    }
}

}  // namespace catmaze::app
