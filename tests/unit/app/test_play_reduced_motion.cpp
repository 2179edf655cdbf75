// Reduced motion (issue 37 section 3): with the setting on, a walk lands at once, in the frame
// that starts it, with the same events in the same order as the animated walk.

#include <gtest/gtest.h>

#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

Settings reducedMotionSettings() {
    Settings s;
    s.reducedMotion = true;
    return s;
}

const std::vector<std::string> kWalkEvents{"click", "path", "step", "bone", "eaten", "lost", "won"};

TEST(PlayReducedMotion, AWalkLandsInOneFrameWithTheSameEventsInOrder) {
    // corridor.json: one row of floor, the cat at (1,1); half a second a step when animated.
    PlayFixture animated("corridor.json", 0.5);
    animated.clickTile({13, 1});
    ASSERT_TRUE(animated.playUntil([&] {
        return animated.model->session().catTile() == Tile{13, 1} &&
               !animated.model->session().stride();
    }));
    const std::vector<std::string> walked = animated.timeline(kWalkEvents);

    PlayFixture still("corridor.json", 0.5, DiagonalMode::Never, {}, reducedMotionSettings());
    still.clickTile({13, 1});
    still.frame();
    EXPECT_EQ(still.model->session().catTile(), (Tile{13, 1})) << "landed in the first frame";
    EXPECT_FALSE(still.model->session().stride()) << "standing, not mid-step";
    EXPECT_EQ(still.timeline(kWalkEvents), walked);
    ASSERT_GE(walked.size(), 4u);
}

TEST(PlayReducedMotion, ACatchAndItsSoundsComeAtOnce) {
    // bone_before_dog.json: the only way to the exit (11,5) passes the dog (11,4).
    PlayFixture animated("bone_before_dog.json", 0.05);
    animated.clickTile({11, 5});
    ASSERT_TRUE(animated.playUntilEvent("lost"));

    PlayFixture still("bone_before_dog.json", 0.05, DiagonalMode::Never, {},
                      reducedMotionSettings());
    still.model->click(-1, -1, tileCentre({11, 5}));
    still.model->update(1.0 / 60, /*walking=*/true);
    const Presented presented = still.model->takePresented();
    EXPECT_TRUE(still.model->ended());
    EXPECT_EQ(still.model->caughtBy(), (Tile{11, 4}));
    EXPECT_EQ(still.timeline(kWalkEvents), animated.timeline(kWalkEvents));
    EXPECT_FALSE(presented.sounds.empty()) << "the steps and the catch are still heard";
}

}  // namespace
}  // namespace catmaze::app
