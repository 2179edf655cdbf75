#include <algorithm>
#include <cmath>
#include <string>

#include "play/hud_layout.hpp"
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
    const HudLayout hud = hudLayout({size.x, size.y}, uiScaleOf(settings));
    sf::RectangleShape bar({size.x, hud.topBand});
    bar.setFillColor(as<sf::Color>(palette::kHudBar));
    target.draw(bar);

    // The name takes at most 40 % of the bar (a long one is cut with an ellipsis), so the counts
    // beside it stay on screen.
    const HudTop top = hudTop(model.session().board().name, size.x,
                              textWidth(art.bold, hud.nameSize), uiScaleOf(settings));
    sf::Text name(toSfString(top.name), art.bold, hud.nameSize);
    name.setFillColor(as<sf::Color>(palette::kHudTitle));
    name.setPosition(hud.name.left, hud.name.top);
    target.draw(name);

    sf::Sprite bone(art.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    const float left = top.countsLeft;
    bone.setPosition(left, hud.icon.top);
    bone.setScale(hud.iconSide / kArtTile, hud.iconSide / kArtTile);
    target.draw(bone);
    const HudText words = hudText(model, settings.searchOverlay);
    const float statsLeft = left + hud.iconSide;
    const float statsWidth = size.x - statsLeft - hud.margin;
    const unsigned statsSize = largestFittingSize(hud.statsSize, kStatsSize, [&](unsigned at) {
        return textWidth(art.font, at)(singleLine(words.stats)) <= statsWidth;
    });
    sf::Text text(fitToWidth(words.stats, art.font, statsSize, statsWidth), art.font, statsSize);
    text.setFillColor(as<sf::Color>(palette::kHudText));
    text.setPosition(statsLeft, hud.stats.top);
    target.draw(text);

    // The bottom band (the map is fitted above it, so it never covers the map): what a click on
    // the hovered tile would do, and under it the key help, or the search overlay's legend while
    // the overlay is on (O again brings the keys back).
    sf::RectangleShape band({size.x, hud.bottomBand});
    band.setPosition(0, size.y - hud.bottomBand);
    band.setFillColor(as<sf::Color>(palette::kHudBand));
    target.draw(band);
    const std::shared_ptr<const SearchTrace>& trace = model.trace();
    if (words.legend) {
        const ScreenBox& last = hud.keys[hud.keyLines - 1];
        drawOverlayLegend(target, art.font, {last.left, last.top}, *words.legend, hud.keySize);
    } else {
        // The key bar on its lines, an entry never split (the last line is the bottom one).
        // At a large text size in a narrow window, smaller keys rather than keys cut off.
        std::vector<std::u32string> lines;
        const unsigned keySize = largestFittingSize(hud.keySize, kKeySize, [&](unsigned at) {
            lines =
                keyBarLines(words.keys, hud.keys[0].width, hud.keyLines, textWidth(art.font, at));
            return lines.empty() || lines.back().find(kEllipsis) == std::u32string::npos;
        });
        lines =
            keyBarLines(words.keys, hud.keys[0].width, hud.keyLines, textWidth(art.font, keySize));
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const ScreenBox& at = hud.keys[hud.keyLines - lines.size() + i];
            sf::Text help(toSfString(lines[i]), art.font, keySize);
            help.setFillColor(as<sf::Color>(palette::kHudHelp));
            help.setPosition(at.left, at.top);
            target.draw(help);
        }
    }
    if (!words.status.empty()) {
        const unsigned statusSize =
            largestFittingSize(hud.statusSize, kStatusSize, [&](unsigned at) {
                return textWidth(art.bold, at)(singleLine(words.status)) <= hud.status.width;
            });
        sf::Text line(fitToWidth(words.status, art.bold, statusSize, hud.status.width), art.bold,
                      statusSize);
        line.setFillColor(
            as<sf::Color>(words.statusWarning ? palette::kStatusWarning : palette::kStatusText));
        line.setPosition(hud.status.left, hud.status.top);
        target.draw(line);
    }

    // g, h and f of the tile under the mouse, when the search overlay is on: beside the tile,
    // never over it.
    const std::optional<Tile> hover = model.preview().tile();
    if (settings.searchOverlay && hover && trace) {
        if (const std::optional<std::string> label = nodeLabel(*trace, *hover)) {
            sf::Text gh(fitToWidth(*label, art.bold, hud.tooltipSize, size.x - 16), art.bold,
                        hud.tooltipSize);
            gh.setFillColor(as<sf::Color>(palette::kTooltipText));
            const float tile = camera.tileOnScreen();
            const ScreenPoint origin = camera.origin();
            const ScreenBox hovered{origin.x + static_cast<float>(hover->col) * tile,
                                    origin.y + static_cast<float>(hover->row) * tile, tile, tile};
            const ScreenBox placed =
                placeBesideTile(hovered, gh.getLocalBounds().width + 16,
                                lineHeight(hud.tooltipSize) + 6, {0, 0, size.x, size.y});
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
