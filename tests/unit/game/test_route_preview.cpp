// GameSession::previewRoute: the route a click would walk, its cost and how the bone and dog
// rules would end it, worked out without changing the session; and the cost the cat has spent.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/game/route_preview.hpp"

#include "level_rows.hpp"

namespace catmaze {
namespace {

using test::levelFrom;

void walkUntilIdle(GameSession& game) {
    for (int frame = 0; frame < 3600 && game.moving(); ++frame)
        game.update(1.0 / 60.0);
}

// The one RoutePlanned event among `events`.
play_event::RoutePlanned plannedIn(const std::vector<PlayEvent>& events) {
    for (const PlayEvent& e : events) {
        if (const auto* planned = std::get_if<play_event::RoutePlanned>(&e))
            return *planned;
    }
    ADD_FAILURE() << "no RoutePlanned event";
    return {};
}

TEST(RoutePreview, IsTheRouteAndCostTheClickThenPlansAndChangesNothing) {
    GameSession game(levelFrom({
        "#######",
        "#C....#",
        "#.##..#",
        "#....E#",
        "#######",
    }));
    const RoutePreview preview = game.previewRoute({4, 3});
    EXPECT_EQ(preview.status, PreviewStatus::Walk);
    EXPECT_EQ(preview.from, (Tile{1, 1}));
    EXPECT_EQ(preview.end, RouteEnd::Arrives);
    EXPECT_FALSE(preview.warns());
    EXPECT_EQ(preview.stepsWalked, preview.tiles.size());
    // Nothing happened: no events, no search for the overlay, the cat where it was.
    EXPECT_TRUE(game.takeEvents().empty());
    EXPECT_EQ(game.lastSearchGrid(), nullptr);
    EXPECT_FALSE(game.moving());

    game.clickTile({4, 3});
    const play_event::RoutePlanned planned = plannedIn(game.takeEvents());
    EXPECT_EQ(preview.tiles, planned.tiles);
    EXPECT_EQ(preview.cost, planned.cost);
    EXPECT_EQ(preview.cost, 50);
}

TEST(RoutePreview, ADogWithNoBoneInHandWarnsAndTheClickStillWalksIntoIt) {
    GameSession game(levelFrom({
        "#######",
        "#C.D.E#",
        "#######",
    }));
    const RoutePreview preview = game.previewRoute({5, 1});
    EXPECT_EQ(preview.status, PreviewStatus::Walk);
    EXPECT_TRUE(preview.warns());
    EXPECT_EQ(preview.end, RouteEnd::Caught);
    ASSERT_TRUE(preview.caughtBy.has_value());
    EXPECT_EQ(*preview.caughtBy, (Tile{3, 1}));
    EXPECT_EQ(preview.stepsWalked, 2u);
    EXPECT_EQ(preview.tiles.size(), 4u);
    EXPECT_EQ(preview.cost, 10 + 100 + 10 + 10);  // the whole route, as the click plans it
    EXPECT_EQ(preview.walkedCost, 10 + 100);      // up to the dog, where the walk ends
    EXPECT_EQ(describe(preview),
              "No bone for the dog at (3,1): the cat would be caught after 2 steps, cost 110");

    // The rule stays: the click walks it and the dog catches the cat where the preview said.
    game.clickTile({5, 1});
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().status, GameStatus::Lost);
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.cat().steps, 2);
}

TEST(RoutePreview, ABonePickedOnTheWayPaysTheDog) {
    GameSession game(levelFrom({
        "########",
        "#CB.D.E#",
        "########",
    }));
    const RoutePreview preview = game.previewRoute({6, 1});
    EXPECT_FALSE(preview.warns());
    EXPECT_EQ(preview.end, RouteEnd::Wins);  // the target is the exit
    EXPECT_EQ(preview.dogsPaid, std::vector<Tile>{(Tile{4, 1})});
    EXPECT_EQ(preview.bonesAtEnd, 0);
    EXPECT_EQ(preview.stepsWalked, 5u);
    EXPECT_EQ(describe(preview), "To the exit: 5 steps, cost 140, a bone pays the dog");
    EXPECT_EQ(describe(game.previewRoute({2, 1})), "Walk: 1 step, cost 10");
    // Nothing was taken from the real board.
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Bone);
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Dog);
    EXPECT_EQ(game.cat().bones, 0);
}

TEST(RoutePreview, AnExitOnTheWayEndsTheWalkThere) {
    GameSession game(levelFrom({
        "#######",
        "#C.E..#",
        "#######",
    }));
    const RoutePreview preview = game.previewRoute({5, 1});
    EXPECT_EQ(preview.end, RouteEnd::Wins);
    EXPECT_EQ(preview.stepsWalked, 2u);
    EXPECT_EQ(preview.tiles.size(), 4u);
    EXPECT_EQ(preview.cost, 40);
    // The line gives what the walk to the exit costs, not the route planned past it.
    EXPECT_EQ(describe(preview), "To the exit: 2 steps, cost 20");

    // The figures the game then counts.
    game.clickTile({5, 1});
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().steps, 2);
    EXPECT_EQ(game.cat().cost, preview.walkedCost);
}

TEST(RoutePreview, ClicksThatWouldNotWalkSayWhy) {
    GameSession game(levelFrom({
        "#######",
        "#C.#..#",
        "#..#.E#",
        "#######",
    }));
    EXPECT_EQ(game.previewRoute({0, 0}).status, PreviewStatus::Wall);
    EXPECT_EQ(game.previewRoute({-1, 2}).status, PreviewStatus::OutsideMap);
    EXPECT_EQ(game.previewRoute({9, 1}).status, PreviewStatus::OutsideMap);
    EXPECT_EQ(game.previewRoute({1, 1}).status, PreviewStatus::AlreadyThere);
    const RoutePreview cut = game.previewRoute({5, 2});
    EXPECT_EQ(cut.status, PreviewStatus::NoPath);
    EXPECT_TRUE(cut.tiles.empty());
    EXPECT_FALSE(cut.warns());
    EXPECT_STREQ(toString(PreviewStatus::NoPath), "no path");
    EXPECT_EQ(describe(cut), "No way there");
    EXPECT_EQ(describe(game.previewRoute({0, 0})), "A wall: the cat cannot go there");
    EXPECT_EQ(describe(game.previewRoute({-1, 2})), "");
    EXPECT_STREQ(toString(RouteEnd::Caught), "caught");
}

TEST(RoutePreview, MidStepTheRouteStartsFromTheTileBeingSteppedOntoWithItsBone) {
    GameSession game(levelFrom({
        "#######",
        "#B.D.E#",
        "#C#####",
        "#######",
    }));
    game.clickTile({1, 1});  // onto the bone
    game.update(0.1);
    ASSERT_TRUE(game.stepTarget().has_value());
    const RoutePreview preview = game.previewRoute({5, 1});
    EXPECT_EQ(preview.from, (Tile{1, 1}));
    EXPECT_EQ(preview.tiles.front(), (Tile{2, 1}));
    EXPECT_FALSE(preview.warns());  // the bone picked up as this step ends pays the dog
    EXPECT_EQ(preview.dogsPaid, std::vector<Tile>{(Tile{3, 1})});
    EXPECT_EQ(game.previewRoute({1, 1}).status, PreviewStatus::AlreadyThere);
    EXPECT_EQ(game.cat().bones, 0);  // still mid-step: nothing picked up for real
}

TEST(RoutePreview, AStepOntoAHungryDogOrAnEndedLevelIsGameOver) {
    GameSession game(levelFrom({
        "######",
        "#CD.E#",
        "######",
    }));
    game.clickTile({2, 1});
    game.update(0.1);
    EXPECT_EQ(game.previewRoute({3, 1}).status, PreviewStatus::GameOver);
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().status, GameStatus::Lost);
    EXPECT_EQ(game.previewRoute({3, 1}).status, PreviewStatus::GameOver);
}

TEST(CatState, CostAddsEachStepsMoveCostDogsAtTheirMultipliedCost) {
    GameSession game(levelFrom({
        "########",
        "#CB.D.E#",
        "########",
    }));
    EXPECT_EQ(game.cat().cost, 0);
    game.clickTile({6, 1});
    const play_event::RoutePlanned planned = plannedIn(game.takeEvents());
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().cost, planned.cost);
    EXPECT_EQ(game.cat().cost, 10 + 10 + 100 + 10 + 10);
    game.restart();
    EXPECT_EQ(game.cat().cost, 0);
}

}  // namespace
}  // namespace catmaze
