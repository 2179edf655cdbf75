#include <algorithm>
#include <cmath>
#include <string>

#include "play/hud_fit.hpp"
#include "play/hud_layout.hpp"
#include "play/hud_text.hpp"
#include "play/hud_view.hpp"
#include "play/play_layout.hpp"
#include "play/rules_view.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

HudFit hudFit(const Art& art, const PlayModel& model, const Settings& settings,
              sf::Vector2f window) {
    return fitHud(hudText(model, settings.searchOverlay), model.session().board().name,
                  {window.x, window.y}, uiScaleOf(settings), [&art](unsigned size, bool bold) {
                      return textWidth(bold ? art.bold : art.font, size);
                  });
}

void drawHud(sf::RenderTarget& target, const Art& art, const PlayModel& model, const Camera& camera,
             const Settings& settings, const HudFit& fit) {
    const sf::Vector2f size = target.getView().getSize();
    const HudLayout& hud = fit.layout;
    sf::RectangleShape bar({size.x, hud.topBand});
    bar.setFillColor(as<sf::Color>(palette::kHudBar));
    target.draw(bar);

    // The name takes at most 40 % of the bar (a long one is cut with an ellipsis), so the counts
    // beside it stay on screen.
    sf::Text name(toSfString(fit.top.name), art.bold, hud.nameSize);
    name.setFillColor(as<sf::Color>(palette::kHudTitle));
    name.setPosition(hud.name.left, hud.name.top);
    target.draw(name);

    sf::Sprite bone(art.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    bone.setPosition(fit.top.countsLeft, hud.icon.top);
    bone.setScale(hud.iconSide / kArtTile, hud.iconSide / kArtTile);
    target.draw(bone);
    // The counts, each whole: beside the name, then under it where they need more lines.
    for (std::size_t i = 0; i < fit.stats.size(); ++i) {
        sf::Text text(toSfString(fit.stats[i]), art.font, fit.statsSize);
        text.setFillColor(as<sf::Color>(palette::kHudText));
        const ScreenBox& at = i == 0 ? hud.stats : hud.moreStats[i - 1];
        text.setPosition(i == 0 ? fit.statsLeft : at.left, at.top);
        target.draw(text);
    }

    // The bottom band (the map is fitted above it, so it never covers the map): what a click on
    // the hovered tile would do, and under it the key help, or the search overlay's legend while
    // the overlay is on (O again brings the keys back), each on the lines it needs, the last at
    // the bottom.
    sf::RectangleShape band({size.x, hud.bottomBand});
    band.setPosition(0, size.y - hud.bottomBand);
    band.setFillColor(as<sf::Color>(palette::kHudBand));
    target.draw(band);
    const std::shared_ptr<const SearchTrace>& trace = model.trace();
    for (std::size_t i = 0; i < fit.legend.size(); ++i) {
        const ScreenBox& at = hud.keys[hud.keyLines - fit.legend.size() + i];
        drawOverlayLegend(target, art.font, {at.left, at.top}, fit.legend[i], fit.keySize);
    }
    for (std::size_t i = 0; i < fit.keys.size(); ++i) {
        const ScreenBox& at = hud.keys[hud.keyLines - fit.keys.size() + i];
        sf::Text help(toSfString(fit.keys[i]), art.font, fit.keySize);
        help.setFillColor(as<sf::Color>(palette::kHudHelp));
        help.setPosition(at.left, at.top);
        target.draw(help);
    }
    if (!fit.status.empty()) {
        const unsigned statusSize =
            largestFittingSize(hud.statusSize, kStatusSize, [&](unsigned at) {
                return textWidth(art.bold, at)(singleLine(fit.status)) <= hud.status.width;
            });
        sf::Text line(fitToWidth(fit.status, art.bold, statusSize, hud.status.width), art.bold,
                      statusSize);
        line.setFillColor(
            as<sf::Color>(fit.statusWarning ? palette::kStatusWarning : palette::kStatusText));
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
