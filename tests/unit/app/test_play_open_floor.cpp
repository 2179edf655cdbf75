// The open floor under the same rules as tiles, through the play model (play/play_model.hpp):
// with a bone the cat walks through the dog (whose leaving rebuilds the obstacle graph on a
// worker) and wins; a click that cannot be walked says why on the status line, in the warning
// colour.

#include <gtest/gtest.h>

#include "play/hud_text.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// open_dogs.json: the cat (1,1), a bone (1,4), the exit (10,4) at the end of a corridor guarded
// by a dog (8,4), a crate, and a sealed one-tile pocket (9,1).
constexpr const char* kOpenDogs = "open_dogs.json";

TEST(PlayOpenFloor, AnExitClickWithABoneWalksThroughTheDogAndWins) {
    PlayFixture play(kOpenDogs);
    play.clickTile({1, 4});
    ASSERT_TRUE(play.playUntilEvent("bone"));
    const std::size_t second = play.mark();
    play.clickTile({10, 4});  // behind the dog: once refused, now through it
    ASSERT_TRUE(play.playUntilEvent("won", second));
    const std::vector<PlayJson> paths = play.eventsNamed("path", second);
    ASSERT_FALSE(paths.empty());
    EXPECT_EQ(paths.front().value("status", ""), "Found") << paths.front().dump();
    const PlayJson bribed = play.last("dog_bribed");
    ASSERT_FALSE(bribed.is_null());
    EXPECT_EQ(tileOfJson(bribed.at("tile")), (Tile{8, 4})) << bribed.dump();
    EXPECT_EQ(bribed.value("bones", -1), 0) << bribed.dump();
    EXPECT_TRUE(play.model->won());
}

TEST(PlayOpenFloor, AClickThatCannotBeWalkedSaysWhyInTheWarningColour) {
    PlayFixture play(kOpenDogs);
    play.clickTile({9, 1});  // the sealed pocket
    const PlayJson refused = play.last("refused");
    ASSERT_FALSE(refused.is_null());
    EXPECT_EQ(refused.value("reason", ""), "no path") << refused.dump();
    EXPECT_EQ(refused.value("message", ""), "No way there") << refused.dump();
    // The status line says it, in the warning colour, for a moment.
    HudText words = hudText(*play.model, false);
    EXPECT_EQ(words.status, "No way there");
    EXPECT_TRUE(words.statusWarning);
    play.play(kRefusalSeconds + 0.1);
    words = hudText(*play.model, false);
    EXPECT_NE(words.status, "No way there");
}

}  // namespace
}  // namespace catmaze::app
