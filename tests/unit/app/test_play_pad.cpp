// The gamepad in play (ui/pad_reader.hpp, play/pad_table.hpp): a pad's events in the game's own
// types, read into controls pressed and released, asking through the pad table for the same play
// commands the keys ask for, as the play screen passes them on. The d-pad and the stick move the
// tile cursor (the stick only past its dead zone), a held direction glides it on until released
// or until the pad goes away, A walks to it (and wins), B undoes, X hints, Y waits, Start pauses;
// the key bar and the rules card name the pad's buttons once the pad was used, the keys' again
// after a key; the player's own buttons (settings.json's `pad`) are obeyed and named as soon as
// they are given. (No real pad: SFML's joystick events are turned into these in
// shell/sfml_pad.cpp.)

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "play/hud_text.hpp"
#include "play/key_bindings.hpp"
#include "play/key_repeat.hpp"
#include "play/pad_table.hpp"
#include "play_fixture.hpp"
#include "ui/pad_reader.hpp"

namespace catmaze::app {
namespace {

// A pad in the hands of a player, its controls going to `play` as the play screen sends them.
struct PlayPadDriver {
    explicit PlayPadDriver(PlayFixture& played) : play(played) {}

    PlayFixture& play;
    PadReader reader;
    std::vector<PlayRequest> requests;  // what the commands asked of the game

    void send(const PadEvent& event) {
        for (const PadPress& press : reader.read(event)) {
            if (press.pressed)
                play.model->setDevice(InputDevice::Pad);
            const std::optional<PlayCommand> command = play.model->pad().commandFor(press.control);
            if (command && press.pressed)
                requests.push_back(play.command(*command));
            else if (command)
                play.model->release(*command);
        }
    }
    void move(PadAxis axis, float position) {
        send({PadEvent::Kind::Moved, 0, PadControl::A, axis, position});
    }
    // Presses and releases `button`.
    void tap(PadControl button) {
        send({PadEvent::Kind::Pressed, 0, button});
        send({PadEvent::Kind::Released, 0, button});
    }
    // Pushes the d-pad `times` times along `axis` (-100 or 100 each time) and lets it go.
    void dpad(PadAxis axis, float position, int times) {
        for (int i = 0; i < times; ++i) {
            move(axis, position);
            move(axis, 0);
        }
    }
};

// The key bar's keys, as printed ("A", "d-pad", "Esc").
std::vector<std::string> padTestBarKeys(const PlayModel& model) {
    std::vector<std::string> out;
    for (const KeyHelp& entry : hudText(model, false).keys)
        out.push_back(entry.key);
    return out;
}

TEST(PlayPad, TheDpadMovesTheCursorAndAWalksThereAndWins) {
    PlayFixture play("open_room.json", 0.02);  // the cat (1,1), the exit (7,5)
    PlayPadDriver pad{play};
    pad.dpad(PadAxis::DpadY, 100, 4);
    pad.dpad(PadAxis::DpadX, 100, 6);
    pad.dpad(PadAxis::DpadX, -100, 1);
    pad.dpad(PadAxis::DpadX, 100, 1);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{7, 5})) << "a tile for each push, up is down";
    pad.tap(PadControl::A);
    ASSERT_TRUE(play.playUntilEvent("won"));
    EXPECT_EQ(play.last("click").at("tile"), PlayJson::array({7, 5}));
}

TEST(PlayPad, BTakesStepsBackAndStartAsksForTheMenu) {
    PlayFixture play("open_room.json", 0.02);
    PlayPadDriver pad{play};
    pad.dpad(PadAxis::DpadX, 100, 3);  // the cursor at (4,1)
    pad.tap(PadControl::A);
    ASSERT_TRUE(play.playUntil([&] { return play.model->session().catTile() == Tile{4, 1}; }));
    pad.tap(PadControl::B);
    play.play(0.1);
    EXPECT_EQ(play.model->session().catTile(), (Tile{3, 1})) << "the last step taken back";
    pad.tap(PadControl::B);
    pad.tap(PadControl::B);
    play.play(0.1);
    EXPECT_EQ(play.model->session().catTile(), (Tile{1, 1}));
    pad.tap(PadControl::Start);
    ASSERT_FALSE(pad.requests.empty());
    EXPECT_EQ(pad.requests.back(), PlayRequest::pause());
}

TEST(PlayPad, TheStickInsideItsDeadZoneDoesNothingAndPastItGlidesTheCursor) {
    PlayFixture play("corridor.json");  // the cat at (1,1) of 16 x 3
    PlayPadDriver pad{play};
    pad.move(PadAxis::StickX, 30);
    pad.move(PadAxis::StickY, -25);
    play.play(1.0);
    EXPECT_EQ(play.model->cursor().tile(), std::nullopt) << "a resting stick's drift";
    EXPECT_TRUE(pad.reader.held(0).empty());

    pad.move(PadAxis::StickX, 90);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{2, 1}));
    pad.move(PadAxis::StickX, 70);  // still leaning: no second press
    play.play(kRepeatDelay - 0.05);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{2, 1}));
    play.play(0.05 + 2 * kRepeatInterval + 0.01);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{5, 1})) << "held, it glides as a held key";
    pad.move(PadAxis::StickX, 10);  // back in the dead zone: let go
    play.play(1.0);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{5, 1}));
}

TEST(PlayPad, APadPulledOutMidHoldStopsTheGlideAndTheKeysStillPlay) {
    PlayFixture play("corridor.json");
    PlayPadDriver pad{play};
    pad.send({PadEvent::Kind::Connected, 0});
    pad.move(PadAxis::DpadX, 100);
    play.play(kRepeatDelay + kRepeatInterval + 0.01);
    const std::optional<Tile> heldTo = play.model->cursor().tile();
    ASSERT_EQ(heldTo, (Tile{4, 1}));
    pad.send({PadEvent::Kind::Disconnected, 0});
    EXPECT_TRUE(pad.reader.held(0).empty());
    play.play(1.0);
    EXPECT_EQ(play.model->cursor().tile(), heldTo) << "no glide without the pad";
    play.model->setDevice(InputDevice::Keyboard);  // a key pressed
    play.command(PlayCommand::CursorRight);
    play.model->release(PlayCommand::CursorRight);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{5, 1}));
    EXPECT_EQ(padConnectionNotice(false, "Xbox 360 Pad"),
              "Gamepad Xbox 360 Pad disconnected: the keyboard and the mouse still play.");

    pad.send({PadEvent::Kind::Connected, 0});  // plugged back in, at rest
    pad.move(PadAxis::DpadX, 0);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{5, 1}));
    pad.dpad(PadAxis::DpadX, -100, 1);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{4, 1}));
}

TEST(PlayPad, TheStickAndTheDpadHoldOneDirectionUntilBothLetGo) {
    PadReader reader;
    EXPECT_EQ(reader.read({PadEvent::Kind::Moved, 1, PadControl::A, PadAxis::StickX, -80}),
              (std::vector<PadPress>{{PadControl::Left, true}}));
    EXPECT_TRUE(
        reader.read({PadEvent::Kind::Moved, 1, PadControl::A, PadAxis::DpadX, -100}).empty())
        << "already held by the stick";
    EXPECT_TRUE(reader.read({PadEvent::Kind::Moved, 1, PadControl::A, PadAxis::StickX, 0}).empty());
    EXPECT_EQ(reader.read({PadEvent::Kind::Moved, 1, PadControl::A, PadAxis::DpadX, 0}),
              (std::vector<PadPress>{{PadControl::Left, false}}));
    EXPECT_EQ(reader.read({PadEvent::Kind::Moved, 1, PadControl::A, PadAxis::StickX, -90}),
              (std::vector<PadPress>{{PadControl::Left, true}}));
    EXPECT_EQ(reader.read({PadEvent::Kind::Moved, 1, PadControl::A, PadAxis::StickX, 90}),
              (std::vector<PadPress>{{PadControl::Left, false}, {PadControl::Right, true}}))
        << "swung across: left lets go before right holds";
    EXPECT_TRUE(reader.held(0).empty()) << "each pad holds its own";
}

TEST(PlayPad, TheBarAndTheCardNameTheButtonsOfTheDeviceInUse) {
    LevelOrigin first;
    first.campaignIndex = 0;  // the rules card shows
    PlayFixture play("patrol_crossing.json", 0.1, DiagonalMode::Never, first);
    PlayPadDriver pad{play};
    EXPECT_EQ(padTestBarKeys(*play.model).front(), "Esc") << "the keys until the pad is used";
    pad.dpad(PadAxis::DpadY, -100, 1);
    EXPECT_EQ(hudText(*play.model, false).keyBar,
              "A walk   B undo   X hint   Y wait   Start menu   d-pad cursor   LB/RB zoom");
    EXPECT_EQ(cardText(CardRules::Patrols, play.model->device()).lines.back(),
              "Press A to close this card.");
    for (const KeyHelp& entry : hudText(*play.model, false).keys) {
        for (const PlayCommand command : entry.commands)
            EXPECT_EQ(play.model->pad().controlOf(command).has_value(), true) << entry.key;
    }
    play.model->setDevice(InputDevice::Keyboard);  // a key pressed
    EXPECT_EQ(padTestBarKeys(*play.model).front(), "Esc");
    EXPECT_EQ(cardText(CardRules::Patrols, play.model->device()).lines.back(),
              "Click this card or press Enter to close it.");

    PlayFixture plain("open_room.json");
    PlayPadDriver other{plain};
    other.tap(PadControl::LeftShoulder);
    const std::vector<std::string> keys = padTestBarKeys(*plain.model);
    EXPECT_EQ(std::set<std::string>(keys.begin(), keys.end()).count("Y"), 0u)
        << "no wait without patrols";
}

TEST(PlayPad, ThePlayersButtonsAreObeyedAtOnceAndNamedOnTheBarAndTheCard) {
    LevelOrigin first;
    first.campaignIndex = 0;  // the rules card shows
    PlayFixture play("open_room.json", 0.02, DiagonalMode::Never, first);
    PlayPadDriver pad{play};
    // Rebound while the level is in play (the Controls page over it): walk on RB (zoom in on A),
    // undo on Back.
    const PadTableLoad mine =
        padTableFrom({{"walk-to-cursor", {"RB"}}, {"zoom-in", {"A"}}, {"undo", {"Back"}}});
    ASSERT_TRUE(mine.problems.empty()) << mine.problems.front();
    play.model->setPad(mine.table);
    play.model->setDevice(InputDevice::Pad);  // as a press does
    EXPECT_EQ(
        cardText(CardRules::Basics, play.model->device(), play.model->keys(), play.model->pad())
            .lines.back(),
        "Press RB to close this card.");
    pad.tap(PadControl::RightShoulder);  // closes the card
    EXPECT_FALSE(play.model->card().card().has_value());
    pad.dpad(PadAxis::DpadY, 100, 1);
    pad.dpad(PadAxis::DpadX, 100, 2);  // the cursor at (3,2)
    ASSERT_EQ(play.model->cursor().tile(), (Tile{3, 2}));
    pad.tap(PadControl::A);
    play.play(1.0);
    EXPECT_EQ(play.model->session().catTile(), (Tile{1, 1})) << "A walks no more";
    pad.tap(PadControl::RightShoulder);
    ASSERT_TRUE(play.playUntil([&] { return play.model->session().catTile() == Tile{3, 2}; }));
    pad.tap(PadControl::B);
    play.play(0.1);
    EXPECT_EQ(play.model->session().catTile(), (Tile{3, 2})) << "B undoes no more";
    pad.tap(PadControl::Back);
    play.play(0.1);
    EXPECT_NE(play.model->session().catTile(), (Tile{3, 2})) << "Back takes the step back";
    const std::string bar = hudText(*play.model, false).keyBar;
    EXPECT_NE(bar.find("RB walk"), std::string::npos) << bar;
    EXPECT_NE(bar.find("Back undo"), std::string::npos) << bar;
    EXPECT_EQ(bar.find("A walk"), std::string::npos) << bar;
}

}  // namespace
}  // namespace catmaze::app
