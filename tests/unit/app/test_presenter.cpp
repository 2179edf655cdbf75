// The presenter (play/presenter.hpp): what the player hears and sees of a level's events, and
// the event log's lines the tools read, for walks the player would make.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/game/play_session.hpp"
#include "level_rows.hpp"
#include "play/presenter.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// A session on `rows` (tiles, no diagonals) whose events `present` tells, with its log.
struct PresentedPlay {
    explicit PresentedPlay(const std::vector<std::string>& rows)
        : session(startPlay(test::levelFrom(rows), DiagonalMode::Never, 0.1)) {
        log.openInMemory();
    }

    // Clicks `tile`'s centre, then lets the cat walk until it stands or the level ends; returns
    // everything presented on the way, in order.
    Presented clickAndWalk(Tile tile) {
        const Vec2 point{tile.col + 0.5, tile.row + 0.5};
        presenter.clicked(*session, point);
        session->click(point);
        Presented all = presenter.present(session->takeEvents(), *session);
        for (int frame = 0; frame < 600 && session->stride(); ++frame) {
            session->update(1.0 / 60);
            add(all, presenter.present(session->takeEvents(), *session));
        }
        return all;
    }

    // The log's event names, in order.
    std::vector<std::string> eventNames() const {
        std::vector<std::string> names;
        for (const std::string& line : log.lines())
            names.push_back(Json::parse(line).value("event", ""));
        return names;
    }

    static void add(Presented& all, const Presented& more) {
        all.sounds.insert(all.sounds.end(), more.sounds.begin(), more.sounds.end());
        all.effects.insert(all.effects.end(), more.effects.begin(), more.effects.end());
        all.objectsChanged = all.objectsChanged || more.objectsChanged;
        if (more.ended)
            all.ended = more.ended;
        if (more.caughtBy)
            all.caughtBy = more.caughtBy;
    }

    EventLog log;
    Presenter presenter{log};
    std::unique_ptr<PlaySession> session;
};

TEST(Presenter, AWalkThatPicksTheBonePaysTheDogAndWinsIsHeardSeenAndLogged) {
    PresentedPlay play({"CB.D.E"});
    const Presented walk = play.clickAndWalk({5, 0});
    EXPECT_EQ(walk.sounds, (std::vector<Sfx>{Sfx::Step, Sfx::Bone, Sfx::Step, Sfx::Step, Sfx::Bribe,
                                             Sfx::Step, Sfx::Step, Sfx::Win}))
        << "a step each, the bone after its step, the dog after its step, the win last";
    ASSERT_EQ(walk.effects.size(), 2u);
    EXPECT_EQ(walk.effects[0].kind, TileEffect::Kind::BonePicked);
    EXPECT_EQ(walk.effects[0].tile, (Tile{1, 0}));
    EXPECT_EQ(walk.effects[1].kind, TileEffect::Kind::DogLeaves);
    EXPECT_EQ(walk.effects[1].tile, (Tile{3, 0}));
    EXPECT_TRUE(walk.objectsChanged) << "the bone and the dog are gone from the map";
    EXPECT_EQ(walk.ended, std::optional<bool>(true));
    EXPECT_FALSE(walk.caughtBy);
    EXPECT_EQ(play.eventNames(),
              (std::vector<std::string>{"click", "path", "step", "bone", "step", "step",
                                        "dog_bribed", "step", "step", "won"}));
    const Json won = Json::parse(play.log.lines().back());
    EXPECT_EQ(won.value("steps", 0), 5);
}

TEST(Presenter, WithNoBoneTheDogCatchesTheCatWhereItStands) {
    PresentedPlay play({"C.D.E"});
    const Presented walk = play.clickAndWalk({4, 0});
    EXPECT_EQ(walk.ended, std::optional<bool>(false));
    EXPECT_EQ(walk.caughtBy, (Tile{2, 0}));
    ASSERT_FALSE(walk.sounds.empty());
    EXPECT_EQ(walk.sounds.back(), Sfx::Lose);
    const std::vector<std::string> names = play.eventNames();
    ASSERT_GE(names.size(), 2u);
    EXPECT_EQ(names[names.size() - 2], "eaten");
    EXPECT_EQ(names.back(), "lost");
}

TEST(Presenter, AClickOnAWallIsRefusedWithABumpTheWallsSoundAndWords) {
    PresentedPlay play({"C#E"});
    const Presented refused = play.clickAndWalk({1, 0});
    EXPECT_EQ(refused.sounds, (std::vector<Sfx>{Sfx::Wall}));
    ASSERT_EQ(refused.effects.size(), 1u);
    EXPECT_EQ(refused.effects[0].kind, TileEffect::Kind::Bump);
    EXPECT_EQ(refused.effects[0].tile, (Tile{1, 0}));
    EXPECT_EQ(refused.refusal, "A wall: the cat cannot go there");
    EXPECT_FALSE(refused.ended);
    const Json line = Json::parse(play.log.lines().back());
    EXPECT_EQ(line.value("event", ""), "refused");
    EXPECT_EQ(line.value("reason", ""), "wall");
    EXPECT_EQ(line.value("message", ""), refused.refusal);
}

TEST(Presenter, UndoIsHeardAndRedrawsTheBoard) {
    PresentedPlay play({"CB.E"});
    play.clickAndWalk({2, 0});
    ASSERT_TRUE(play.session->undo());
    const Presented undone = play.presenter.present(play.session->takeEvents(), *play.session);
    EXPECT_TRUE(undone.undone);
    EXPECT_TRUE(undone.objectsChanged);
    EXPECT_EQ(undone.sounds, (std::vector<Sfx>{Sfx::Step}));
    const Json line = Json::parse(play.log.lines().back());
    EXPECT_EQ(line.value("event", ""), "step_undone");
    EXPECT_EQ(line.value("steps", -1), 1);
}

}  // namespace
}  // namespace catmaze::app
