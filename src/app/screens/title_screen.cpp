// The title screen: the game's name over its floor, the cat beside the menu, and Continue /
// Levels / Editor / Settings / Quit. Shown at start when no level is named on the command line.

#include "menu_screen.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

std::optional<std::size_t> TitleScreen::firstUnfinished(const Campaign& campaign,
                                                        const Progress& progress) {
    for (std::size_t i = 0; i < campaign.levels.size(); ++i) {
        if (progress.completed.count(campaign.names[i]) == 0)
            return i;
    }
    return std::nullopt;
}

void TitleScreen::build() {
    Director& director = context_.director;
    const Campaign& campaign = context_.campaign;
    title_ = "CatMaze";
    subtitle_ = "A cat thief, dogs, bones and the cheapest path";
    // Continue: the first level not won yet (all won: the first, to play again).
    const std::size_t next =
        firstUnfinished(campaign, context_.files.progress).value_or(std::size_t{0});
    if (!campaign.levels.empty()) {
        add(
            "Continue",
            [this, next](int) {
                context_.director.openLevel(context_.campaign.levels[next], next);
            },
            "level " + std::to_string(next + 1));
        add("Levels", [this](int) {
            context_.director.screens().push(std::make_unique<LevelsScreen>(context_));
        });
        add("Editor", [this, next](int) {
            context_.director.openLevel(context_.campaign.levels[next], next);
            context_.director.openEditor();
        });
    }
    add("Settings", [this](int) {
        context_.director.screens().push(std::make_unique<SettingsScreen>(context_));
    });
    add("Quit", [&director](int) { director.quit(); });
}

void TitleScreen::draw(sf::RenderTarget& target, float alpha) {
    const sf::Vector2f size = target.getView().getSize();
    const Art& art = context_.art;
    // The dungeon floor under everything.
    sf::RectangleShape floor(size);
    floor.setTexture(&art.tileset);
    floor.setTextureRect(sf::IntRect(kTileFloor * kArtTile, 0, kArtTile, kArtTile));
    floor.setFillColor(sf::Color(120, 120, 140));
    target.draw(floor);
    MenuScreen::draw(target, alpha);
    // The cat and a dog either side of the menu, four times their size.
    const float scale = 4;
    const float side = kArtTile * scale;
    const float gap = std::max(8.0f, (size.x - 428) / 2 - side) / 2;
    sf::Sprite cat(art.cat, sf::IntRect(0, kCatRight * kArtTile, kArtTile, kArtTile));
    cat.setScale(scale, scale);
    cat.setPosition(std::round(gap), std::round((size.y - side) / 2));
    target.draw(cat);
    sf::Sprite dog(art.tileset, sf::IntRect(kTileDog * kArtTile, 0, kArtTile, kArtTile));
    dog.setScale(scale, scale);
    dog.setPosition(std::round(size.x - gap - side), std::round((size.y - side) / 2));
    target.draw(dog);
}

}  // namespace catmaze::app
