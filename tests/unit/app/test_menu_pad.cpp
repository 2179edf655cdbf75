// A gamepad in the menus (ui/menu_pad.hpp through ui/pad_reader.hpp): a pad's events read into
// controls by the real PadReader, given to the menu's MenuPad as MenuScreen gives them, in frames
// of 1/60 s as the game's loop steps. A held d-pad or stick direction moves the menu's choice
// once at once, again after the delay, then at the rate, at the very frames a held cursor key
// glides in play (one rule: ui/command_repeat.hpp); it stops when the direction is let go, when
// the pad is pulled out, or when the menu is covered; the stick inside its dead zone does
// nothing; a held Left or Right (a setting's adjustment) acts once. (No real pad here: SFML's
// joystick events become PadEvents in shell/sfml_pad.cpp.)

#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "play/key_repeat.hpp"
#include "ui/menu_pad.hpp"
#include "ui/pad_reader.hpp"

namespace catmaze::app {
namespace {

constexpr double kMenuPadFrame = 1.0 / 60.0;

// A menu of `items` items with a pad in the player's hands, driven as MenuScreen drives its
// Menu: each control obeyed moves the choice by the menu's own rule (choiceStep, steppedChoice).
struct MenuPadDriver {
    explicit MenuPadDriver(int itemCount = 12) : items(itemCount) {}

    int items;
    PadReader reader;
    MenuPad menuPad;
    int choice = 0;
    int frame = 0;                          // frames stepped so far
    std::vector<int> moveFrames;            // the frame of each move of the choice
    std::vector<PadControl> otherControls;  // the controls obeyed that do not move the choice

    void obey(PadControl control) {
        if (const std::optional<int> by = choiceStep(control)) {
            choice = steppedChoice(choice, items, *by);
            moveFrames.push_back(frame);
        } else {
            otherControls.push_back(control);
        }
    }
    void send(const PadEvent& event) {
        for (const PadPress& press : reader.read(event)) {
            if (const std::optional<PadControl> control = menuPad.take(press))
                obey(*control);
        }
    }
    void move(PadAxis axis, float position) {
        send({PadEvent::Kind::Moved, 0, PadControl::A, axis, position});
    }
    void frames(int count) {
        for (int i = 0; i < count; ++i) {
            ++frame;
            for (const PadControl control : menuPad.advance(kMenuPadFrame))
                obey(control);
        }
    }
};

TEST(MenuPad, AHeldDpadDownMovesOnceThenAfterTheDelayThenAtTheRate) {
    MenuPadDriver pad;
    pad.send({PadEvent::Kind::Connected, 0});
    pad.move(PadAxis::DpadY, 100);
    EXPECT_EQ(pad.choice, 1) << "once, at once";
    pad.frames(17);  // 0.28 s: not yet the delay
    EXPECT_EQ(pad.choice, 1);
    pad.frames(2);  // 0.32 s
    EXPECT_EQ(pad.choice, 2) << "again after the delay";
    pad.frames(19);  // 0.63 s: repeats at 0.36, 0.42, 0.48, 0.54 and 0.60
    EXPECT_EQ(pad.choice, 7) << "then at the rate";
    ASSERT_EQ(pad.moveFrames.size(), 7u);
    for (std::size_t i = 2; i < pad.moveFrames.size(); ++i) {
        const int gap = pad.moveFrames[i] - pad.moveFrames[i - 1];
        EXPECT_TRUE(gap == 3 || gap == 4) << "0.06 s is 3.6 frames, not " << gap;
    }

    pad.move(PadAxis::DpadY, 0);  // let go
    EXPECT_EQ(pad.menuPad.held(), std::nullopt);
    pad.frames(120);
    EXPECT_EQ(pad.choice, 7) << "released, it stops";
}

TEST(MenuPad, TheMenuRepeatsAtTheFramesAHeldCursorKeyGlidesInPlay) {
    MenuPadDriver pad;
    KeyRepeat cursorKey;  // the play model's held cursor key, pressed at the same moment
    std::vector<int> keyFrames{0};
    pad.move(PadAxis::DpadY, 100);
    cursorKey.press(PlayCommand::CursorDown);
    for (int frame = 1; frame <= 90; ++frame) {
        pad.frames(1);
        for (int n = cursorKey.advance(kMenuPadFrame); n > 0; --n)
            keyFrames.push_back(frame);
    }
    EXPECT_EQ(pad.moveFrames, keyFrames) << "one delay and one rate for keys and the pad";
    EXPECT_GT(keyFrames.size(), 10u);
}

TEST(MenuPad, APadPulledOutWhileDownIsHeldStopsTheChoice) {
    MenuPadDriver pad;
    pad.send({PadEvent::Kind::Connected, 0});
    pad.move(PadAxis::DpadY, 100);
    pad.frames(23);  // 0.38 s: two repeats
    ASSERT_EQ(pad.choice, 3);
    pad.send({PadEvent::Kind::Disconnected, 0});
    EXPECT_EQ(pad.menuPad.held(), std::nullopt);
    pad.frames(120);
    EXPECT_EQ(pad.choice, 3) << "no glide without the pad";

    pad.send({PadEvent::Kind::Connected, 0});  // plugged back in, at rest
    pad.frames(60);
    EXPECT_EQ(pad.choice, 3);
    pad.move(PadAxis::DpadY, -100);
    EXPECT_EQ(pad.choice, 2) << "and it plays again";
}

TEST(MenuPad, TheStickPastItsDeadZoneGlidesAndInsideItDoesNothing) {
    MenuPadDriver pad(5);
    pad.move(PadAxis::StickY, 30);  // a resting stick's drift
    pad.frames(60);
    EXPECT_EQ(pad.choice, 0);
    EXPECT_TRUE(pad.moveFrames.empty());

    pad.move(PadAxis::StickY, 85);
    EXPECT_EQ(pad.choice, 1) << "once, at once";
    pad.move(PadAxis::StickY, 70);  // still leaning: no second press
    pad.frames(17);
    EXPECT_EQ(pad.choice, 1);
    pad.frames(2);
    EXPECT_EQ(pad.choice, 2) << "again after the delay";
    pad.frames(19);
    EXPECT_EQ(pad.choice, 2) << "then at the rate, round from the last item to the first";
    EXPECT_EQ(pad.moveFrames.size(), 7u);
    pad.move(PadAxis::StickY, 10);  // back in the dead zone: let go
    pad.frames(120);
    EXPECT_EQ(pad.choice, 2);
    EXPECT_EQ(pad.moveFrames.size(), 7u);

    pad.move(PadAxis::StickY, -90);  // up, held
    pad.frames(19);
    EXPECT_EQ(pad.choice, 0) << "up once, then after the delay";
}

TEST(MenuPad, ACoveredMenuLetsGoAndALeftOrRightActsOnce) {
    MenuPadDriver pad;
    pad.move(PadAxis::DpadY, 100);
    pad.frames(19);
    ASSERT_EQ(pad.choice, 2);
    pad.send({PadEvent::Kind::Pressed, 0, PadControl::A});  // opens another screen
    EXPECT_EQ(pad.otherControls, std::vector<PadControl>{PadControl::A});
    pad.menuPad.releaseAll();  // as MenuScreen does when covered or shown again
    pad.frames(120);
    EXPECT_EQ(pad.choice, 2) << "no repeat left running across screens";
    pad.move(PadAxis::DpadY, 0);  // the release, after the menu let go
    pad.send({PadEvent::Kind::Released, 0, PadControl::A});
    pad.frames(60);
    EXPECT_EQ(pad.choice, 2);

    pad.otherControls.clear();
    pad.move(PadAxis::DpadX, 100);  // a setting's value, held up
    pad.frames(120);
    EXPECT_EQ(pad.otherControls, std::vector<PadControl>{PadControl::Right})
        << "a setting changes once a press";
    EXPECT_EQ(pad.choice, 2);
}

}  // namespace
}  // namespace catmaze::app
