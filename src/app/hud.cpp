// The play screen's HUD: the level's name, bones and steps along the top, the keys along the
// bottom, the search overlay's legend and the g/h/f box of the tile under the mouse.

#include "level_play.hpp"

namespace catmaze::app {

void LevelPlay::drawHud(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    const Art& art = context_.art;
    const Settings& settings = context_.files.settings;
    sf::RectangleShape bar({size.x, 36});
    bar.setFillColor(sf::Color(12, 12, 20, 200));
    target.draw(bar);

    const CatState& cat = session_.cat();
    sf::Text name(utf8(session_.board().name), art.bold, 18);
    name.setFillColor(sf::Color(255, 220, 120));
    name.setPosition(12, 7);
    target.draw(name);

    sf::Sprite bone(art.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    const float left =
        std::max(name.getGlobalBounds().left + name.getGlobalBounds().width + 30, size.x * 0.38f);
    bone.setPosition(left, 2);
    target.draw(bone);
    const bool diagonalOn = session_.diagonal() != DiagonalMode::Never;
    const std::string stats =
        openFloor_ ? "x " + std::to_string(openFloor_->bones()) + "     Open floor: click to walk"
                   : "x " + std::to_string(cat.bones) + "     Steps: " + std::to_string(cat.steps) +
                         "     Diagonal: " + (diagonalOn ? "on" : "off");
    sf::Text text(utf8(stats), art.font, 17);
    text.setPosition(left + 36, 8);
    target.draw(text);

    sf::Text help(
        utf8("Esc menu   R restart   G diagonal   H hint   O search overlay   F5 reload   "
             "E edit"),
        art.font, 13);
    help.setFillColor(sf::Color(210, 210, 225, 190));
    help.setPosition(10, size.y - 22);
    target.draw(help);

    // The overlay's legend: which algorithm ran and how much it expanded.
    const CatGrid* grid = session_.lastSearchGrid();
    if (settings.searchOverlay && grid) {
        const JumpPointSearch<GridCost>& search = session_.lastJumpSearch();
        const std::string legend =
            search.lastSearchJumped()
                ? "Search: jump point search, " + std::to_string(search.lastExpandedCount()) +
                      " jump points expanded (blue), open (green), scanned (yellow)"
                : "Search: A*, " + std::to_string(search.lastExpandedCount()) +
                      " nodes expanded (blue), open (green)";
        sf::Text text(utf8(legend), art.font, 13);
        text.setFillColor(sf::Color(255, 236, 160, 230));
        text.setPosition(10, size.y - 42);
        target.draw(text);
    }

    // g, h and f of the tile under the mouse, when the search overlay is on.
    if (settings.searchOverlay && hover_ && grid && searchGoal_) {
        const GridSize mapSize = session_.board().size;
        const auto id = mapSize.indexOf(*hover_);
        if (session_.lastSearch().visitOf(id) != NodeVisit::Unseen) {
            const GridCost g = session_.lastSearch().costSoFar(id);
            const GridCost h = grid->estimateCost(id, mapSize.indexOf(*searchGoal_));
            const std::string label = "g " + std::to_string(g) + "   h " + std::to_string(h) +
                                      "   f " + std::to_string(g + h);
            sf::Text gh(utf8(label), art.bold, 16);
            const sf::Vector2i mouse = sf::Mouse::getPosition(context_.window);
            sf::RectangleShape box({gh.getLocalBounds().width + 16, 26});
            box.setPosition(static_cast<float>(mouse.x) + 16, static_cast<float>(mouse.y) + 12);
            box.setFillColor(sf::Color(10, 10, 20, 220));
            target.draw(box);
            gh.setPosition(box.getPosition() + sf::Vector2f(8, 3));
            target.draw(gh);
        }
    }
}

}  // namespace catmaze::app
