// The title screen: the logo over the dungeon floor, the cat and a dog beside the menu, and
// Continue / Daily maze / Levels / Editor / Settings / Quit. Shown at start when no level is named
// on the command line.

#include "menus/menu_screen.hpp"
#include "render/tile_quads.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

std::optional<std::size_t> TitleScreen::firstUnfinished(const Campaign& campaign,
                                                        const Progress& progress) {
    for (std::size_t i = 0; i < campaign.levels.size(); ++i) {
        if (progress.completed.count(campaign.names[i]) == 0)
            return i;
    }
    return std::nullopt;
}

std::string campaignSummary(const Campaign& campaign, const Progress& progress) {
    std::size_t won = 0;
    std::size_t stars = 0;
    for (const std::string& name : campaign.names) {
        won += progress.completed.count(name);
        const auto best = progress.best.find(name);
        stars += best != progress.best.end() && best->second.optimal ? 1 : 0;
    }
    const std::string levels = std::to_string(campaign.names.size());
    return (won == campaign.names.size() ? "All " + levels
                                         : std::to_string(won) + " of " + levels) +
           " levels won, " + std::to_string(stars) + " of " + levels + " stars";
}

void TitleScreen::build() {
    Director& director = context_.director;
    const Campaign& campaign = context_.campaign;
    const Progress& progress = context_.files.progress;
    // No title text: the logo above the panel says it.
    subtitle_ = "A cat thief, dogs, bones and the cheapest path";
    // Continue: the first level not won yet (all won: the first, to play again); once the last
    // level was won, the campaign is complete and Continue offers the Levels list, to win the
    // stars still missing.
    const std::size_t next = firstUnfinished(campaign, progress).value_or(std::size_t{0});
    if (!campaign.levels.empty() && progress.campaignComplete) {
        subtitle_ = "Campaign complete!\n" + campaignSummary(campaign, progress) +
                    "\nReplay a level at par for its \xE2\x98\x85";
        add(
            "Continue",
            [this](int) {
                context_.director.screens().push(std::make_unique<LevelsScreen>(context_));
            },
            "campaign complete");
    } else if (!campaign.levels.empty()) {
        add(
            "Continue",
            [this, next](int) {
                context_.director.openLevel(context_.campaign.levels[next], next);
            },
            "level " + std::to_string(next + 1));
    }
    // The maze of the day (the same for every player): its date, and the star once won at par.
    const std::string today = toString(context_.options.date.value_or(todayUtc()));
    const auto record = progress.daily.find(today);
    add(
        "Daily maze",
        [this](int) { context_.director.screens().push(std::make_unique<DailyScreen>(context_)); },
        today + (record != progress.daily.end() && record->second.optimal ? " \xE2\x98\x85" : ""));
    if (!campaign.levels.empty()) {
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

    // The cat and a dog either side of the menu, four times their size.
    const float spriteScale = 4;
    const float side = kArtTile * spriteScale;
    const float gap = std::max(8.0f, (size.x - 428) / 2 - side) / 2;
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
