// The play screen's HUD: the level's name, bones, steps and cost along the top; the keys, what a
// click on the hovered tile would do and the search overlay's legend along the bottom; the g/h/f
// box beside the tile under the mouse.

#include <algorithm>
#include <cmath>
#include <string>

#include "play/hud_text.hpp"
#include "play/level_play.hpp"
#include "play/rules_view.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

void LevelPlay::drawHud(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    const Art& art = context_.art;
    const Settings& settings = context_.files.settings;
    sf::RectangleShape bar({size.x, 36});
    bar.setFillColor(as<sf::Color>(palette::kHudBar));
    target.draw(bar);

    // The name takes at most 40 % of the bar (a long one is cut with an ellipsis), so the counts
    // beside it stay on screen.
    const HudTop top = hudTop(board().name, size.x, textWidth(art.bold, 18));
    sf::Text name(toSfString(top.name), art.bold, 18);
    name.setFillColor(as<sf::Color>(palette::kHudTitle));
    name.setPosition(kHudNameLeft, 7);
    target.draw(name);

    sf::Sprite bone(art.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    const float left = top.countsLeft;
    bone.setPosition(left, 2);
    target.draw(bone);
    const HudText words = hudText(model_, settings.searchOverlay);
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
    const std::shared_ptr<const SearchTrace>& trace = model_.trace();
    if (words.legend) {
        drawOverlayLegend(target, art.font, {10, bottomLine}, *words.legend);
    } else {
        sf::Text help(fitToWidth(words.keyBar, art.font, 13, size.x - 20), art.font, 13);
        help.setFillColor(as<sf::Color>(palette::kHudHelp));
        help.setPosition(10, bottomLine);
        target.draw(help);
    }
    if (!words.status.empty()) {
        sf::Text line(fitToWidth(words.status, art.bold, 15, size.x - 20), art.bold, 15);
        line.setFillColor(
            as<sf::Color>(words.statusWarning ? palette::kStatusWarning : palette::kStatusText));
        line.setPosition(10, bottomLine - 22);
        target.draw(line);
    }

    // g, h and f of the tile under the mouse, when the search overlay is on: beside the tile,
    // never over it.
    const std::optional<Tile> hover = model_.preview().tile();
    if (settings.searchOverlay && hover && trace) {
        if (const std::optional<std::string> label = nodeLabel(*trace, *hover)) {
            sf::Text gh(fitToWidth(*label, art.bold, 16, size.x - 16), art.bold, 16);
            gh.setFillColor(as<sf::Color>(palette::kTooltipText));
            const float tile = camera_.tileOnScreen();
            const ScreenPoint origin = camera_.origin();
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
