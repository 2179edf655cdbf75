// The play screen's HUD: the level's name, bones, steps and cost along the top; the keys, what a
// click on the hovered tile would do and the search overlay's legend along the bottom; the g/h/f
// box beside the tile under the mouse.

#include <algorithm>
#include <cmath>
#include <string>

#include "play/key_help.hpp"
#include "play/level_play.hpp"
#include "play/rules_view.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

namespace {

// `v` with one decimal (the open floor's length walked).
std::string tenths(double v) {
    const long t = std::lround(v * 10);
    return std::to_string(t / 10) + "." + std::to_string(t % 10);
}

}  // namespace

void LevelPlay::drawHud(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    const Art& art = context_.art;
    const Settings& settings = context_.files.settings;
    sf::RectangleShape bar({size.x, 36});
    bar.setFillColor(as<sf::Color>(palette::kHudBar));
    target.draw(bar);

    // The name takes at most 40 % of the bar (a long one is cut with an ellipsis), so the counts
    // beside it stay on screen.
    sf::Text name(fitToWidth(board().name, art.bold, 18, std::max(120.0f, size.x * 0.4f - 42)),
                  art.bold, 18);
    name.setFillColor(as<sf::Color>(palette::kHudTitle));
    name.setPosition(12, 7);
    target.draw(name);

    sf::Sprite bone(art.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    const float left =
        std::max(name.getGlobalBounds().left + name.getGlobalBounds().width + 30, size.x * 0.3f);
    bone.setPosition(left, 2);
    target.draw(bone);
    const bool diagonalOn = session_->diagonal() != DiagonalMode::Never;
    const bool walkPreviewed = preview_ && preview_->status == PreviewStatus::Walk && !ended_;
    // A floor that counts steps shows them with their cost; the open floor counts none.
    const std::optional<StepTally> tally = session_->stepTally();
    const std::string stats =
        "x " + std::to_string(session_->bones()) +
        (tally ? "     Steps: " + std::to_string(tally->steps) +
                     "   Cost: " + std::to_string(tally->cost) +
                     (walkPreviewed ? "   Route: " + std::to_string(preview_->walkedCost) : "") +
                     "     Diagonal: " + (diagonalOn ? "on" : "off")
               : "     Walked: " + tenths(session_->walked()) +
                     "   Cost: " + std::to_string(session_->cost()) +
                     (walkPreviewed ? "   Route: " + std::to_string(preview_->walkedCost) : ""));
    sf::Text text(fitToWidth(stats, art.font, 17, size.x - left - 36 - 10), art.font, 17);
    text.setFillColor(as<sf::Color>(palette::kHudText));
    text.setPosition(left + 36, 8);
    target.draw(text);

    // The bottom band, always kHudBottomBand high (the map is fitted above it, so it never covers
    // the map): what a click on the hovered tile would do, and under it the key help, or the
    // search overlay's legend while the overlay is on (O again brings the keys back).
    // A refused click's reason wins over the preview for a moment: no click is refused unsaid.
    const bool refused = refusalTimer_ > 0 && !ended_;
    const std::string status = refused ? refusal_ : preview_ && !ended_ ? describe(*preview_) : "";
    const bool legend = settings.searchOverlay && trace_;
    sf::RectangleShape band({size.x, kHudBottomBand});
    band.setPosition(0, size.y - kHudBottomBand);
    band.setFillColor(as<sf::Color>(palette::kHudBand));
    target.draw(band);
    const float bottomLine = size.y - 22;
    if (legend) {
        drawOverlayLegend(target, art.font, {10, bottomLine},
                          {trace_->jumped, trace_->expanded, trace_->graph});
    } else {
        sf::Text help(
            fitToWidth(keyBarText(session_->floor(), !file_.empty()), art.font, 13, size.x - 20),
            art.font, 13);
        help.setFillColor(as<sf::Color>(palette::kHudHelp));
        help.setPosition(10, bottomLine);
        target.draw(help);
    }
    if (!status.empty()) {
        sf::Text line(fitToWidth(status, art.bold, 15, size.x - 20), art.bold, 15);
        line.setFillColor(as<sf::Color>(refused || preview_->warns() ? palette::kStatusWarning
                                                                     : palette::kStatusText));
        line.setPosition(10, bottomLine - 22);
        target.draw(line);
    }

    // g, h and f of the tile under the mouse, when the search overlay is on: beside the tile,
    // never over it.
    if (settings.searchOverlay && hover_ && trace_) {
        if (const SearchTrace::Node* node = trace_->nodeAt(*hover_)) {
            const GridCost g = node->g;
            const GridCost h = node->h;
            const std::string label = "g " + std::to_string(g) + "   h " + std::to_string(h) +
                                      "   f " + std::to_string(g + h);
            sf::Text gh(fitToWidth(label, art.bold, 16, size.x - 16), art.bold, 16);
            gh.setFillColor(as<sf::Color>(palette::kTooltipText));
            const float tile = camera_.tileOnScreen();
            const sf::Vector2f origin = camera_.origin();
            const ScreenBox hovered{origin.x + static_cast<float>(hover_->col) * tile,
                                    origin.y + static_cast<float>(hover_->row) * tile, tile, tile};
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
