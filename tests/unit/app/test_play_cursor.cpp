// The keyboard's tile cursor (play/tile_cursor.hpp, play/play_model.hpp, play/play_layout.hpp):
// a cursor key shows it next to the cat (or the mouse's tile) and moves it, kept on the board;
// the preview under it is the preview under the mouse at that tile; the mouse moving hides it;
// the walk key walks there (after closing the rules card); a held key glides it on; the view
// pans to keep it in sight, and + and - zoom about it.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "level_rows.hpp"
#include "play/key_repeat.hpp"
#include "play/play_layout.hpp"
#include "play/tile_cursor.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// Taps (presses and releases) the cursor key `command` `times` times.
void pressCursor(PlayFixture& play, PlayCommand command, int times) {
    for (int i = 0; i < times; ++i) {
        play.command(command);
        play.model->release(command);
    }
}

// The window pixel of `tile`'s centre through `camera`.
ScreenPoint cursorCentreOnScreen(const Camera& camera, Tile tile) {
    return camera.origin() +
           ScreenPoint{static_cast<float>(tile.col) + 0.5f, static_cast<float>(tile.row) + 0.5f} *
               camera.tileOnScreen();
}

TEST(PlayCursor, ItMovesATileAKeyAndStaysOnTheBoard) {
    TileCursor cursor;
    EXPECT_EQ(cursor.tile(), std::nullopt) << "hidden until a key moves it";
    cursor.move({1, 0}, {2, 1}, {5, 3});
    EXPECT_EQ(cursor.tile(), (Tile{3, 1})) << "shown one tile from where it started";
    cursor.move({1, 0}, {0, 0}, {5, 3});
    EXPECT_EQ(cursor.tile(), (Tile{4, 1})) << "from where it is, the start no longer counts";
    cursor.move({1, 0}, {0, 0}, {5, 3});
    EXPECT_EQ(cursor.tile(), (Tile{4, 1})) << "the right edge holds it";
    for (int i = 0; i < 5; ++i)
        cursor.move({0, -1}, {0, 0}, {5, 3});
    EXPECT_EQ(cursor.tile(), (Tile{4, 0})) << "the top edge holds it";
    cursor.hide();
    EXPECT_EQ(cursor.tile(), std::nullopt);
}

TEST(PlayCursor, TheFirstKeyShowsItNextToTheCatOrFromTheMousesTile) {
    PlayFixture play("open_room.json");  // the cat at (1,1) of 9 x 7
    EXPECT_EQ(play.model->cursor().tile(), std::nullopt);
    play.command(PlayCommand::CursorRight);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{2, 1}));
    pressCursor(play, PlayCommand::CursorUp, 3);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{2, 0})) << "kept on the board";

    PlayFixture mouse("open_room.json");
    mouse.model->hover(tileCentre({5, 4}));
    mouse.command(PlayCommand::CursorLeft);
    EXPECT_EQ(mouse.model->cursor().tile(), (Tile{4, 4})) << "from the tile the mouse points at";
}

TEST(PlayCursor, ThePreviewUnderTheCursorIsThePreviewUnderTheMouseAtThatTile) {
    for (const std::string level : {"bone_before_dog.json", "open_floor.json"}) {
        PlayFixture byMouse(level);
        PlayFixture byKeys(level);
        const Tile cat = byKeys.model->session().catTile();
        pressCursor(byKeys, PlayCommand::CursorRight, 3);
        pressCursor(byKeys, PlayCommand::CursorDown, 2);
        const Tile target = *byKeys.model->cursor().tile();
        EXPECT_EQ(target, (Tile{cat.col + 3, cat.row + 2})) << level;
        byMouse.model->hover(tileCentre(target));
        byMouse.frame();
        byKeys.frame();
        ASSERT_TRUE(byKeys.model->preview().current()) << level << ": no preview under the cursor";
        EXPECT_EQ(byKeys.model->preview().current(), byMouse.model->preview().current()) << level;
        EXPECT_EQ(byKeys.last("preview"), byMouse.last("preview")) << level;
    }
}

TEST(PlayCursor, TheMouseMovingHidesItAndTheMouseLeavingDoesNot) {
    PlayFixture play("open_room.json");
    play.command(PlayCommand::CursorDown);
    play.model->hover(std::nullopt);  // the mouse left the window
    EXPECT_EQ(play.model->cursor().tile(), (Tile{1, 2}));
    EXPECT_EQ(play.model->preview().tile(), (Tile{1, 2})) << "the cursor still points";
    play.model->hover(tileCentre({6, 5}));
    EXPECT_EQ(play.model->cursor().tile(), std::nullopt);
    EXPECT_EQ(play.model->preview().tile(), (Tile{6, 5})) << "the mouse points again";
}

TEST(PlayCursor, TheWalkKeyWalksToTheCursorOnceTheCardIsClosed) {
    LevelOrigin first;
    first.campaignIndex = 0;  // the first campaign level shows the rules card
    PlayFixture play("corridor.json", 0.05, DiagonalMode::Never, first);
    ASSERT_TRUE(play.model->card().shown());
    pressCursor(play, PlayCommand::CursorRight, 9);  // the cat (1,1) to (10,1)
    EXPECT_EQ(play.model->cursor().tile(), (Tile{10, 1}));
    EXPECT_EQ(play.command(PlayCommand::WalkToCursor).setting, "rulesCardDismissed");
    EXPECT_FALSE(play.model->card().shown());
    play.play(0.5);
    EXPECT_EQ(play.model->session().catTile(), (Tile{1, 1})) << "the first Enter only closed it";
    play.command(PlayCommand::WalkToCursor);
    ASSERT_TRUE(play.playUntil([&] { return play.model->session().catTile() == Tile{10, 1}; }));
    EXPECT_EQ(play.last("click").at("tile"), PlayJson::array({10, 1}));
}

TEST(PlayCursor, TheWalkKeyWinsWhereTheCursorIsOnTheExit) {
    PlayFixture play("bone_before_dog.json",
                     0.02);  // the cat (1,1), the bone (3,3), the exit (11,5)
    pressCursor(play, PlayCommand::CursorDown, 2);
    pressCursor(play, PlayCommand::CursorRight, 2);
    play.command(PlayCommand::WalkToCursor);
    ASSERT_TRUE(play.playUntilEvent("bone"));
    pressCursor(play, PlayCommand::CursorDown, 2);
    pressCursor(play, PlayCommand::CursorRight, 8);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{11, 5}));
    play.command(PlayCommand::WalkToCursor);
    ASSERT_TRUE(play.playUntilEvent("won"));
}

TEST(PlayCursor, AHeldCursorKeyGlidesOnUntilReleased) {
    PlayFixture play("corridor.json");  // the cat at (1,1) of 16 x 3
    play.command(PlayCommand::CursorRight);
    play.play(kRepeatDelay - 0.05);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{2, 1})) << "one tile a press, at first";
    play.play(0.05 + 4 * kRepeatInterval + 0.01);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{7, 1})) << "then a tile each repeat";
    play.model->release(PlayCommand::CursorLeft);  // another key's release changes nothing
    play.play(kRepeatInterval);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{8, 1}));
    play.model->release(PlayCommand::CursorRight);
    play.play(1.0);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{8, 1})) << "released, it stays";

    play.command(PlayCommand::CursorRight);
    play.play(2.0);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{15, 1}))
        << "held at the edge, it stays on the board";
    play.model->releaseAll();
    play.command(PlayCommand::CursorLeft);
    play.model->releaseAll();  // the window lost the focus
    play.play(1.0);
    EXPECT_EQ(play.model->cursor().tile(), (Tile{14, 1}));
}

TEST(PlayCursor, WithoutTheCursorTheWalkKeyDoesNothing) {
    PlayFixture play("corridor.json");
    const std::size_t before = play.mark();
    EXPECT_EQ(play.command(PlayCommand::WalkToCursor), PlayRequest{});
    play.play(0.5);
    EXPECT_TRUE(play.eventsNamed("click", before).empty());
    EXPECT_EQ(play.model->session().catTile(), (Tile{1, 1}));
}

TEST(PlayCursor, TheViewPansToKeepTheCursorInSightAndZoomsAboutIt) {
    // 60 x 20 tiles: at 32 px the 800-px window shows 25 across.
    std::vector<std::string> rows(20, '#' + std::string(58, '.') + '#');
    rows.front() = rows.back() = std::string(60, '#');
    rows[10][2] = 'C';
    rows[10][57] = 'E';
    const Level level = test::levelFrom(rows);
    Camera camera;
    camera.setMap(level.size, level.tileSize);
    fitToWindow(camera, 800, 600);
    camera.follow({2.5f * 32, 10.5f * 32});
    const ScreenBox area = camera.area();
    TileCursor cursor;
    for (int i = 0; i < 54; ++i) {
        cursor.move({1, 0}, {2, 10}, level.size);
        keepInSight(camera, *cursor.tile(), level.tileSize);
        camera.follow({2.5f * 32, 10.5f * 32});  // the cat stands: drawing follows it
        const ScreenPoint at = cursorCentreOnScreen(camera, *cursor.tile());
        EXPECT_TRUE(at.x > area.left && at.x < area.left + area.width)
            << "the cursor " << toString(*cursor.tile()) << " is out of sight at x " << at.x;
    }
    // + zooms one wheel notch about the cursor, which stays where it was on screen; - undoes it.
    const float zoom = camera.zoom();
    const ScreenPoint before = cursorCentreOnScreen(camera, *cursor.tile());
    zoomByKey(camera, PlayCommand::ZoomIn, cursor.tile(), level.tileSize);
    EXPECT_FLOAT_EQ(camera.zoom(), zoom * kZoomStep);
    const ScreenPoint after = cursorCentreOnScreen(camera, *cursor.tile());
    EXPECT_NEAR(after.x, before.x, 1.0f);
    EXPECT_NEAR(after.y, before.y, 1.0f);
    zoomByKey(camera, PlayCommand::ZoomOut, cursor.tile(), level.tileSize);
    EXPECT_FLOAT_EQ(camera.zoom(), zoom);
}

}  // namespace
}  // namespace catmaze::app
