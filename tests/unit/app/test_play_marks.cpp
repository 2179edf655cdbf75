// What the open floor marks on the map, through the play model (play/play_model.hpp,
// play/route_marks.hpp, play/overlay_legend.hpp): the hovered route to a hungry dog in the
// warning colour, the hint's trail as arrows from 0.75 tiles along, and the search overlay's
// legend for the visibility graph. (Their pixels: the kept window tests of test_rules.cpp and
// test_open_floor.cpp.)

#include <gtest/gtest.h>

#include <cmath>

#include "catmaze/player/settings_table.hpp"
#include "play/hud_text.hpp"
#include "play/route_marks.hpp"
#include "play_fixture.hpp"
#include "render/palette.hpp"

namespace catmaze::app {
namespace {

// open_dogs.json: the cat (1,1), a bone (1,4), the exit (10,4) at the end of a corridor guarded
// by a dog (8,4), a crate, and a sealed one-tile pocket (9,1).
constexpr const char* kDogsOnOpenFloor = "open_dogs.json";

TEST(PlayMarks, HoveringBehindAHungryDogPreviewsTheRouteInTheWarningColour) {
    PlayFixture play(kDogsOnOpenFloor);
    play.model->hover(tileCentre({10, 4}));
    play.frame();
    const PlayJson preview = play.last("preview");
    ASSERT_FALSE(preview.is_null());
    EXPECT_EQ(tileOfJson(preview.at("target")), (Tile{10, 4}));
    EXPECT_EQ(preview.value("status", ""), "walk") << preview.dump();
    EXPECT_EQ(preview.value("end", ""), "caught") << preview.dump();
    EXPECT_EQ(preview.value("warning", false), true) << preview.dump();
    EXPECT_EQ(tileOfJson(preview.at("caught_by")), (Tile{8, 4})) << preview.dump();
    EXPECT_EQ(preview.value("status_line", "").rfind("No bone for the dog at (8,4)", 0), 0u)
        << preview.dump();
    EXPECT_GT(preview.value("cost", 0LL), 90) << preview.dump();  // the dog's surcharge

    // The route is drawn in the warning colour, its first leg walked (up to the dog).
    const std::optional<RoutePreview>& route = play.model->preview().current();
    ASSERT_TRUE(route);
    EXPECT_EQ(routeColour(*route), palette::kRouteWarning);
    ASSERT_GE(route->points.size(), 2u);
    EXPECT_GT(route->walkedLength, distance(route->points[0], route->points[1]) / 2);
    const std::vector<TrailArrow> arrows = trailArrows(route->points, false, route->walkedLength);
    ASSERT_FALSE(arrows.empty());
    EXPECT_TRUE(arrows.front().walked);
    EXPECT_FALSE(arrows.back().walked) << "the way past the dog is never walked: faint";
    // The status line warns too.
    const HudText words = hudText(*play.model, false);
    EXPECT_TRUE(words.statusWarning);
    EXPECT_EQ(words.status.rfind("No bone for the dog at (8,4)", 0), 0u) << words.status;
    // Nothing was clicked: the cat has not moved.
    play.play(0.3);
    EXPECT_TRUE(play.eventsNamed("path").empty());
}

TEST(PlayMarks, TheHintsTrailOnOpenFloorIsArrowsFromThreeQuartersOfATileAlong) {
    PlayFixture play(kDogsOnOpenFloor);
    play.command(PlayCommand::Hint);
    ASSERT_TRUE(play.playUntilEvent("hint"));
    const PlayJson hint = play.last("hint");
    ASSERT_EQ(hint.value("winnable", false), true) << hint.dump();
    // 12 tiles to the exit's centre, won 0.4 before it, and the dog's 9.
    EXPECT_EQ(hint.value("cost", 0LL), 206) << hint.dump();
    EXPECT_EQ(hint.at("bones").size(), 1u) << hint.dump();
    EXPECT_EQ(hint.at("dogs").size(), 1u) << hint.dump();

    const std::optional<WinPlan>& shown = play.model->hint().shown();
    ASSERT_TRUE(shown);
    EXPECT_TRUE(shown->tiles.empty()) << "open floor: a line, not tiles";
    ASSERT_GE(shown->points.size(), 2u);
    const std::vector<TrailArrow> arrows = trailArrows(shown->points, false);
    ASSERT_FALSE(arrows.empty());
    const Vec2 start = shown->points[0];
    const Vec2 leg = shown->points[1] - start;
    const Vec2 expected = start + leg * (0.75 / distance(start, shown->points[1]));
    EXPECT_NEAR(arrows[0].at.x, expected.x, 1e-9);
    EXPECT_NEAR(arrows[0].at.y, expected.y, 1e-9);
    // Then about one a tile: as many arrows as whole tiles of length, give or take one.
    double length = 0;
    for (std::size_t i = 1; i < shown->points.size(); ++i)
        length += distance(shown->points[i - 1], shown->points[i]);
    EXPECT_NEAR(static_cast<double>(arrows.size()), length, 1.0);
}

TEST(PlayMarks, TheOverlayShowsTheVisibilityGraphSearchWithItsLegend) {
    PlayFixture play(kDogsOnOpenFloor);
    const PlayRequest asked = play.command(PlayCommand::ToggleOverlay);
    // What the game does with it (App::changeSetting): the setting on, the level told.
    play.settings = changedSetting(*findSetting(asked.setting), play.settings, 0);
    ASSERT_TRUE(play.settings.searchOverlay);
    play.model->applySettings(play.settings.diagonal, play.settings.stepSeconds);
    EXPECT_FALSE(hudText(*play.model, true).legend) << "no search yet: the key bar";

    play.clickTile({6, 1});
    const PlayJson path = play.last("path");
    ASSERT_FALSE(path.is_null());
    EXPECT_EQ(path.value("status", ""), "Found") << path.dump();
    EXPECT_GT(path.value("expanded", 0), 0) << path.dump();
    const std::optional<OverlayLegend> legend = hudText(*play.model, true).legend;
    ASSERT_TRUE(legend) << "the legend replaces the key bar";
    EXPECT_TRUE(legend->graph);
    EXPECT_GT(legend->expanded, 0);
    const std::vector<LegendEntry> entries = legendEntries(*legend);
    ASSERT_FALSE(entries.empty());
    EXPECT_EQ(entries.front().colour, palette::kOverlayClosedNode);
    EXPECT_TRUE(entries.front().swatch);
    EXPECT_NE(entries.front().label.find("corners expanded"), std::string::npos);
    EXPECT_FALSE(hudText(*play.model, false).legend) << "overlay off: the key bar again";
}

TEST(PlayMarks, OnTilesTheLegendNamesTheSearchAndEndsWithTheHoverNote) {
    const std::vector<LegendEntry> astar = legendEntries({false, 12, false});
    ASSERT_EQ(astar.size(), 3u);
    EXPECT_EQ(astar[0].label, "A*: 12 expanded");
    EXPECT_EQ(astar[0].colour, palette::kOverlayClosed);
    EXPECT_FALSE(astar.back().swatch);
    const std::vector<LegendEntry> jumps = legendEntries({true, 3, false});
    ASSERT_EQ(jumps.size(), 4u);
    EXPECT_EQ(jumps[0].label, "Jump point search: 3 expanded");
    EXPECT_EQ(jumps[2].label, "scanned");
}

TEST(PlayMarks, OnTilesAnArrowPointsOntoEachTileOfTheRoute) {
    const std::vector<TrailArrow> arrows =
        trailArrows({tileCentre({1, 1}), tileCentre({2, 1}), tileCentre({2, 2})}, true, 1.0);
    ASSERT_EQ(arrows.size(), 2u);
    EXPECT_EQ(arrows[0].at, tileCentre({2, 1}));
    EXPECT_EQ(arrows[0].direction, (Vec2{1, 0}));
    EXPECT_TRUE(arrows[0].walked);
    EXPECT_EQ(arrows[1].direction, (Vec2{0, 1}));
    EXPECT_FALSE(arrows[1].walked);
}

}  // namespace
}  // namespace catmaze::app
