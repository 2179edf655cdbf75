// The title screen: the logo over the dungeon floor, the cat and a dog beside the menu, and
// Continue / Daily maze / Levels / Editor / Settings / Quit. Shown at start when no level is named
// on the command line.

#include "menus/menu_screen.hpp"
#include "menus/menu_texts.hpp"
#include "render/tile_quads.hpp"

namespace catmaze::app {

MenuPage TitleScreen::page() {
    return titlePage(context_.campaign, context_.files.progress, dailyToday(context_.options.date));
}

int TitleScreen::logoScale(sf::Vector2f size) const {
    // As large as fits in 80 % of the width and a quarter of the height, at least 1, at most 3.
    const int byWidth = static_cast<int>(size.x * 0.8f) / kLogoWidth;
    const int byHeight = static_cast<int>(size.y * 0.25f) / kLogoHeight;
    return std::clamp(std::min(byWidth, byHeight), 1, 3);
}

float TitleScreen::logoTop(sf::Vector2f size) const {
    return std::round(std::max(12.0f, size.y * 0.06f));
}

float TitleScreen::minTop(sf::Vector2f size) const {
    return logoTop(size) + static_cast<float>(kLogoHeight * logoScale(size)) + 12;
}

void TitleScreen::draw(sf::RenderTarget& target, float alpha) {
    const sf::Vector2f size = target.getView().getSize();
    const Art& art = context_.art;
    // The dungeon floor under everything, in tiles twice the art's size, dimmed.
    const float tile = 2.0f * kArtTile;
    sf::VertexArray floor(sf::Quads);
    for (int row = 0; row * tile < size.y; ++row) {
        for (int col = 0; col * tile < size.x; ++col) {
            appendQuad(floor, {col * tile, row * tile}, tile,
                       terrainColumn(TileKind::Floor, Tile{col, row}), sf::Color(120, 120, 140));
        }
    }
    target.draw(floor, sf::RenderStates(&art.tileset));
    MenuScreen::draw(target, alpha);

    const int scale = logoScale(size);
    sf::Sprite logo(art.logo);
    logo.setScale(static_cast<float>(scale), static_cast<float>(scale));
    logo.setPosition(std::round((size.x - static_cast<float>(kLogoWidth * scale)) / 2),
                     logoTop(size));
    target.draw(logo);

    // The cat and a dog either side of the menu, four times their size, where they fit beside
    // its panel (a narrow window or a large text size leaves them out rather than over it).
    const float spriteScale = 4;
    const float side = kArtTile * spriteScale;
    const float beside = menuPanel().left - 8;
    if (beside < side + 8)
        return;
    const float gap = (beside - side) / 2;
    const float spriteTop = std::round(std::max(minTop(size), (size.y - side) / 2));
    sf::Sprite cat(art.cat, sf::IntRect(0, kCatRight * kArtTile, kArtTile, kArtTile));
    cat.setScale(spriteScale, spriteScale);
    cat.setPosition(std::round(gap), spriteTop);
    target.draw(cat);
    sf::Sprite dog(art.tileset, sf::IntRect(kTileDog * kArtTile, 0, kArtTile, kArtTile));
    dog.setScale(spriteScale, spriteScale);
    dog.setPosition(std::round(size.x - gap - side), spriteTop);
    target.draw(dog);
}

}  // namespace catmaze::app
