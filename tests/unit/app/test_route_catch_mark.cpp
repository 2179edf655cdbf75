// Not by colour alone (issue 37 section 3): a hovered route that would end with the cat caught
// is marked with a cross where the dog meets it, on tiles and on open floor; a safe route has none.

#include <gtest/gtest.h>

#include "play/route_marks.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

TEST(RouteCatchMark, ARouteIntoAHungryDogHasACrossOnTheDogsTile) {
    // bone_before_dog.json: the cat (1,1), the only way to the exit (11,5) past the dog (11,4).
    PlayFixture play("bone_before_dog.json");
    play.model->hover(tileCentre({11, 5}));
    play.frame();
    const std::optional<RoutePreview>& route = play.model->preview().current();
    ASSERT_TRUE(route);
    ASSERT_TRUE(route->warns());
    const std::optional<Vec2> cross = catchPoint(*route);
    ASSERT_TRUE(cross);
    EXPECT_EQ(tileHolding(*cross), (Tile{11, 4}));

    // The bone's side room is safe: no cross.
    play.model->hover(tileCentre({3, 3}));
    play.frame();
    ASSERT_TRUE(play.model->preview().current());
    EXPECT_FALSE(play.model->preview().current()->warns());
    EXPECT_FALSE(catchPoint(*play.model->preview().current()));
}

TEST(RouteCatchMark, OnOpenFloorTheCrossIsWhereTheWalkEnds) {
    PlayFixture play("open_dogs.json");
    play.model->hover(tileCentre({10, 4}));
    play.frame();
    const std::optional<RoutePreview>& route = play.model->preview().current();
    ASSERT_TRUE(route);
    ASSERT_TRUE(route->warns());
    const std::optional<Vec2> cross = catchPoint(*route);
    ASSERT_TRUE(cross);
    // Short of the target, near the dog at (8,4) that catches the cat.
    EXPECT_LT(distance(*cross, tileCentre({8, 4})), 1.5) << cross->x << "," << cross->y;
}

}  // namespace
}  // namespace catmaze::app
