// The search overlay (key O) of a click on a level whose dogs walk patrols, as the play model
// decides it (play/search_overlay.hpp, the legend and the hovered tile's label): the search went
// through time, so each tile is shaded by how many of its moments the search closed, and the
// legend and the label say so; a level without patrols keeps A*'s open and closed shades.

#include <gtest/gtest.h>

#include <algorithm>

#include "play/hud_text.hpp"
#include "play/search_overlay.hpp"
#include "play_fixture.hpp"
#include "render/palette.hpp"

namespace catmaze::app {
namespace {

Settings overlayOn() {
    Settings settings;
    settings.searchOverlay = true;
    return settings;
}

// The shade `tiles` gives `tile` (a fully transparent colour when none).
Rgba shadeOf(const std::vector<ShadedTile>& tiles, Tile tile) {
    const auto it = std::find_if(tiles.begin(), tiles.end(),
                                 [&](const ShadedTile& s) { return s.tile == tile; });
    return it == tiles.end() ? Rgba{0, 0, 0, 0} : it->colour;
}

// patrol_crossing.json: the cat (2,2), the exit (7,2), a dog walking (3,1) -> (3,2) -> (3,3) and
// back across the corridor; the click on the exit waits once at the start for the dog to cross.
TEST(SearchOverlay, OnAPatrolLevelTilesAreShadedByTheMomentsTheSearchClosed) {
    PlayFixture play("patrol_crossing.json", 0.1, DiagonalMode::Never, {}, overlayOn());
    play.clickTile({7, 2});
    ASSERT_TRUE(play.model->trace());
    const SearchTrace& trace = *play.model->trace();
    ASSERT_EQ(trace.period, 4);

    const std::vector<ShadedTile> tiles = shadedTiles(trace);
    EXPECT_EQ(tiles.size(), trace.nodes.size()) << "each tile once, whatever its moments";
    EXPECT_EQ(shadeOf(tiles, {2, 2}), momentsShade(2))
        << "the cat's tile, before and after the wait";
    EXPECT_EQ(shadeOf(tiles, {7, 2}), momentsShade(1)) << "the exit, reached once";
    EXPECT_NE(momentsShade(1), momentsShade(2));
    EXPECT_NE(momentsShade(2), momentsShade(3));
    EXPECT_EQ(momentsShade(4), momentsShade(3)) << "three moments or more: the deepest shade";
    for (const ShadedTile& shaded : tiles) {
        const SearchTrace::Node* node = trace.nodeAt(shaded.tile);
        ASSERT_NE(node, nullptr);
        EXPECT_EQ(shaded.colour,
                  node->open ? palette::kOverlayOpen : momentsShade(node->momentsClosed));
    }

    // The legend names the search and its shades, up to the moments a tile has.
    const std::optional<OverlayLegend> legend = hudText(*play.model, true).legend;
    ASSERT_TRUE(legend.has_value());
    EXPECT_EQ(legend->period, 4);
    const std::vector<LegendEntry> entries = legendEntries(*legend);
    ASSERT_EQ(entries.size(), 6u);
    EXPECT_EQ(entries[0].label,
              "Space-time A*: " + std::to_string(trace.expanded) + " expanded; moments closed:");
    EXPECT_FALSE(entries[0].swatch);
    EXPECT_EQ(entries[1].label, "1");
    EXPECT_EQ(entries[1].colour, momentsShade(1));
    EXPECT_EQ(entries[2].label, "2");
    EXPECT_EQ(entries[3].label, "3+ of 4");
    EXPECT_EQ(entries[3].colour, momentsShade(3));
    EXPECT_EQ(entries[4].label, "open");
    EXPECT_FALSE(entries[5].swatch);

    // Hovering a tile tells its moments and when the search first stood there.
    EXPECT_EQ(nodeLabel(trace, {2, 2}).value_or(""),
              "g 0   h 50   f 50   closed at 2 of 4 moments, first at the start");
    const std::string exit = nodeLabel(trace, {7, 2}).value_or("");
    EXPECT_NE(exit.find("closed at 1 of 4 moments, first in 6 ticks"), std::string::npos) << exit;
}

TEST(SearchOverlay, ALegendOfTwoMomentsEndsAtTwo) {
    const std::vector<LegendEntry> entries = legendEntries({false, 9, false, 2});
    ASSERT_EQ(entries.size(), 5u);
    EXPECT_EQ(entries[1].label, "1");
    EXPECT_EQ(entries[2].label, "2 of 2");
    EXPECT_EQ(entries[3].label, "open");
}

TEST(SearchOverlay, WithoutPatrolsTheTilesKeepAStarsOpenAndClosedShades) {
    PlayFixture play("corridor.json", 0.1, DiagonalMode::Never, {}, overlayOn());
    play.clickTile({14, 1});
    ASSERT_TRUE(play.model->trace());
    const SearchTrace& trace = *play.model->trace();
    EXPECT_EQ(trace.period, 0);
    for (const ShadedTile& shaded : shadedTiles(trace)) {
        const SearchTrace::Node* node = trace.nodeAt(shaded.tile);
        ASSERT_NE(node, nullptr);
        EXPECT_EQ(shaded.colour, node->open ? palette::kOverlayOpen : palette::kOverlayClosed);
    }
    EXPECT_EQ(nodeLabel(trace, trace.nodes.front().tile).value_or("").find("moments"),
              std::string::npos);
}

}  // namespace
}  // namespace catmaze::app
