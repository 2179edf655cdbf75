// A notice over the level in play never hides what it is about (play/notice_sight.hpp,
// ui/notice_place.hpp): the hint's notice leaves the cat, and the bone the hint sends the cat
// for, in sight, moving to the bottom of the window when the top would cover them.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "level_rows.hpp"
#include "play/notice_sight.hpp"
#include "play/play_layout.hpp"
#include "shell/event_log.hpp"
#include "ui/notice_place.hpp"

namespace catmaze::app {
namespace {

// One level in play at 800 x 600 with its camera as the play screen sets it up, the hint shown.
struct NoticedLevel {
    explicit NoticedLevel(const Level& level)
        : model(PlayContext{log, notices, settings, progress, campaign, settings.diagonal},
                startPlay(level, DiagonalMode::Never, 0.1), LevelOrigin{}, 800, 600) {
        log.openInMemory();
        camera.setMap(level.size, level.tileSize);
        fitToWindow(camera, 800, 600);
        frameCatAndExit(camera, level, tileCentre(level.catStart()));
        camera.follow({static_cast<float>(tileCentre(level.catStart()).x) * level.tileSize,
                       static_cast<float>(tileCentre(level.catStart()).y) * level.tileSize});
        model.command(PlayCommand::Hint);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!model.hint().shown() && std::chrono::steady_clock::now() < deadline) {
            model.update(1.0 / 60, true);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }

    // Where the hint's notice goes (its text about 300 pixels wide on one line).
    ScreenBox notice() const {
        const auto tiers = inSight(model, camera, {800, 600});
        return placeNotice(300, 1, 800, 600, 0, kHudBottomBand, tiers);
    }
    ScreenBox tileBox(Tile tile) const {
        return spriteBox(camera, tileCentre(tile), model.session().board().tileSize);
    }

    EventLog log;
    struct : NoticeSink {
        void notify(std::string) override {}
        void save(PlayerFile) override {}
    } notices;
    Settings settings;
    Progress progress;
    Campaign campaign;
    PlayModel model;
    Camera camera;
};

TEST(PlayNoticePlace, TheHintsNoticeNeverCoversTheCat) {
    // A map taller than the window, the cat in its top row under the middle of the window:
    // right where the notice line is drawn.
    std::vector<std::string> rows(30, "#.............#");
    rows.front() = rows.back() = std::string(15, '#');
    rows[1][7] = 'C';
    rows[28][7] = 'E';
    const NoticedLevel play(test::levelFrom(rows));
    ASSERT_TRUE(play.model.hint().shown());
    const ScreenBox cat = play.tileBox({7, 1});
    ASSERT_TRUE(cat.overlaps({cat.left, 48, 1, 34})) << "the cat is where a top notice goes";
    const ScreenBox notice = play.notice();
    EXPECT_FALSE(notice.overlaps(cat)) << "notice at " << notice.top << ", cat at " << cat.top;
    EXPECT_LE(notice.top + notice.height, 600 - kHudBottomBand) << "above the HUD's band";
}

TEST(PlayNoticePlace, TheHintsNoticeLeavesTheBoneItSendsTheCatForInSight) {
    // The bone in the second row under the middle of the window: where the notice line was
    // drawn, over the first thing the hint sends the cat to fetch. A dog guards the way out.
    std::vector<std::string> rows(30, "#.......................#");
    rows.front() = rows[27] = rows[28] = rows[29] = std::string(25, '#');
    rows[1][12] = 'B';
    rows[4][12] = 'C';
    rows[27][20] = 'D';
    rows[28][20] = 'E';
    const NoticedLevel play(test::levelFrom(rows));
    ASSERT_TRUE(play.model.hint().shown());
    ASSERT_FALSE(play.model.hint().shown()->bonesPicked.empty());
    EXPECT_EQ(play.model.hint().shown()->bonesPicked.front(), (Tile{12, 1}));
    const ScreenBox notice = play.notice();
    for (const Tile tile : {Tile{12, 1}, Tile{12, 4}}) {
        EXPECT_FALSE(notice.overlaps(play.tileBox(tile))) << "covers " << toString(tile);
    }
}

TEST(PlayNoticePlace, WithNothingInTheWayTheNoticeSitsUnderTheBarOrTheBanner) {
    EXPECT_EQ(placeNotice(300, 1, 800, 600, 0, kHudBottomBand, {}).top, 48);
    EXPECT_EQ(placeNotice(300, 2, 800, 600, 120, kHudBottomBand, {}).top, 128);
    const ScreenBox centred = placeNotice(300, 1, 800, 600, 0, kHudBottomBand, {});
    EXPECT_EQ(centred.left, 236);
    EXPECT_EQ(centred.width, 328);
}

}  // namespace
}  // namespace catmaze::app
