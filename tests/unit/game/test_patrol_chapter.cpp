// The seventh chapter, "Dogs on Patrol" (issue 36 section 4), checked by the exact solver and
// played in the real game: the chapter is the campaign's last, in its order; each level's par
// (diagonal moves off and on) is pinned; each level needs the rounds (the cheapest win on the map
// with the patrolling dogs taken off is caught when the dogs walk, and the real win costs more);
// and each level needs its one idea: wait for the gap, walk right behind a dog, wait between two
// rounds out of phase, pick up a bone from a dog's beat before meeting it, keep the one bone for
// the dog at the door, and the finale that asks for all of them.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include "catmaze/game/dog_rounds.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"

#include "event_lines.hpp"

namespace catmaze {
namespace {

const std::filesystem::path kPatrolChapterDir =
    std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels";

// The chapter's levels in playing order, with the pars `catmaze-level solve` proves.
struct PatrolChapterPar {
    const char* file;
    GridCost straight;  // diagonal moves off (the par levels/README.md lists)
    GridCost diagonal;  // diagonal moves on
};

constexpr PatrolChapterPar kPatrolChapter[] = {
    {"29-wait-for-the-gap.json", 80, 80},  {"30-walk-behind.json", 120, 120},
    {"31-out-of-phase.json", 150, 150},    {"32-a-bone-on-the-beat.json", 270, 270},
    {"33-pay-at-the-door.json", 320, 320}, {"34-the-night-watch.json", 430, 430},
};

Level patrolChapterLevel(const std::string& file) {
    const LevelLoadResult loaded = loadLevelFile(kPatrolChapterDir / file);
    if (!loaded.ok()) {
        ADD_FAILURE() << file << " does not load";
        return {};
    }
    return *loaded.level;
}

Solution cheapestPatrolWin(const Level& level, bool diagonal = false) {
    return solveLevel(level, {.diagonal = catDiagonal(diagonal)});
}

// The same map with every dog that walks a round taken off (floor where it stood) and no
// rounds: what a cat that ignores the patrols plans on. Dogs that stand still stay.
Level withoutPatrollingDogs(Level level) {
    for (const Patrol& patrol : level.patrols)
        level.set(patrol.tiles.front(), TileKind::Floor);
    level.patrols.clear();
    return level;
}

// The ticks of `route` (one tile per tick from the level's start) that are waits.
std::vector<std::size_t> waitTicksOf(const Level& level, const std::vector<Tile>& route) {
    std::vector<std::size_t> waits;
    Tile at = level.catStart();
    for (std::size_t i = 0; i < route.size(); ++i) {
        if (route[i] == at)
            waits.push_back(i);
        at = route[i];
    }
    return waits;
}

// The first tick at whose end `route` stands on `tile` (route.size() when it never does).
std::size_t firstTickOn(const std::vector<Tile>& route, Tile tile) {
    return static_cast<std::size_t>(std::find(route.begin(), route.end(), tile) - route.begin());
}

// Plays `route` (one tile per tick, a repeated tile a wait) in the game with the arrow and wait
// keys, each action walked to its end, until the route ends or the level is over.
CatState playedWithKeys(const Level& level, const std::vector<Tile>& route) {
    GameSession game(level, catDiagonal(false), 0.1);
    for (const Tile next : route) {
        if (game.cat().status != GameStatus::Playing)
            break;
        const Tile at = game.cat().tile;
        if (next == at)
            game.wait();
        else
            game.pressDirection(Offset{next.col - at.col, next.row - at.row});
        test::walkUntilIdle(game);
    }
    return game.cat();
}

// `route` with one more wait at tick `tick` (before the action it had there).
std::vector<Tile> withWaitAt(const Level& level, std::vector<Tile> route, std::size_t tick) {
    const Tile at = tick == 0 ? level.catStart() : route[tick - 1];
    route.insert(route.begin() + static_cast<std::ptrdiff_t>(tick), at);
    return route;
}

// `route` without its wait at tick `tick`.
std::vector<Tile> withoutTick(std::vector<Tile> route, std::size_t tick) {
    route.erase(route.begin() + static_cast<std::ptrdiff_t>(tick));
    return route;
}

// The index of the dog that starts on `tile`.
std::size_t dogStartingOn(const DogRounds& dogs, Tile tile) {
    for (std::size_t dog = 0; dog < dogs.count(); ++dog) {
        if (dogs.at(dog, 0) == tile)
            return dog;
    }
    ADD_FAILURE() << "no dog starts on " << test::str(tile);
    return 0;
}

// The first tick of `route` whose action meets `dog`, or route.size() when none does.
std::size_t firstMeetingTick(const Level& level, const std::vector<Tile>& route,
                             const DogRounds& dogs, std::size_t dog) {
    Tile at = level.catStart();
    for (std::size_t i = 0; i < route.size(); ++i) {
        if (dogs.meets(dog, at, route[i], static_cast<std::int64_t>(i)))
            return i;
        at = route[i];
    }
    return route.size();
}

bool onRound(const Patrol& round, Tile tile) {
    return std::find(round.tiles.begin(), round.tiles.end(), tile) != round.tiles.end();
}

TEST(PatrolChapter, IsTheCampaignsLastChapterWithItsLevelsInOrder) {
    const CampaignLoad loaded = loadCampaign(kPatrolChapterDir / "campaign.json");
    ASSERT_TRUE(loaded.ok());
    const Campaign& campaign = loaded.campaign;
    ASSERT_FALSE(campaign.chapters.empty());
    const Chapter& last = campaign.chapters.back();
    EXPECT_EQ(last.name, "Dogs on Patrol");
    EXPECT_FALSE(last.idea.empty());
    ASSERT_EQ(last.count, std::size(kPatrolChapter));
    for (std::size_t i = 0; i < last.count; ++i)
        EXPECT_EQ(campaign.names[last.first + i], kPatrolChapter[i].file);
}

TEST(PatrolChapter, EachParIsTheSolversWithDiagonalsOffAndOnAndTheyRise) {
    GridCost previous = 0;
    for (const PatrolChapterPar& expected : kPatrolChapter) {
        SCOPED_TRACE(expected.file);
        const Level level = patrolChapterLevel(expected.file);
        ASSERT_FALSE(level.patrols.empty()) << "every level of the chapter has dogs on patrol";
        const Solution straight = cheapestPatrolWin(level, false);
        ASSERT_EQ(straight.status, SolveStatus::Winnable) << straight.reason;
        EXPECT_EQ(straight.cost, expected.straight);
        const Solution diagonal = cheapestPatrolWin(level, true);
        ASSERT_EQ(diagonal.status, SolveStatus::Winnable) << diagonal.reason;
        EXPECT_EQ(diagonal.cost, expected.diagonal);
        EXPECT_GT(straight.cost, previous);
        previous = straight.cost;
        // The par is what playing the solver's route costs in the game.
        const CatState played = playedWithKeys(level, straight.route);
        EXPECT_EQ(played.status, GameStatus::Won);
        EXPECT_EQ(played.cost, straight.cost);
    }
}

TEST(PatrolChapter, EachLevelCatchesTheRouteThatIgnoresTheRoundsAndCostsMoreThanIt) {
    for (const PatrolChapterPar& expected : kPatrolChapter) {
        SCOPED_TRACE(expected.file);
        const Level level = patrolChapterLevel(expected.file);
        const Solution ignoring = cheapestPatrolWin(withoutPatrollingDogs(level));
        ASSERT_EQ(ignoring.status, SolveStatus::Winnable) << ignoring.reason;
        EXPECT_EQ(playedWithKeys(level, ignoring.route).status, GameStatus::Lost);
        EXPECT_GT(cheapestPatrolWin(level).cost, ignoring.cost);
    }
}

TEST(PatrolChapter, WaitForTheGapWaitsOnceBeforeTheCrossing) {
    const Level level = patrolChapterLevel("29-wait-for-the-gap.json");
    const Solution win = cheapestPatrolWin(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << win.reason;
    const std::vector<std::size_t> waits = waitTicksOf(level, win.route);
    ASSERT_EQ(waits.size(), 1u);
    EXPECT_LT(waits.front(), firstTickOn(win.route, {5, 3}));
    // Without the wait the cat steps onto the crossing as the dog does.
    const std::size_t wait = waitTicksOf(level, win.route).front();
    EXPECT_EQ(playedWithKeys(level, withoutTick(win.route, wait)).status, GameStatus::Lost);
}

TEST(PatrolChapter, WalkBehindFollowsTheDogOneTileBehindAllAlongTheCorridor) {
    const Level level = patrolChapterLevel("30-walk-behind.json");
    const Solution win = cheapestPatrolWin(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << win.reason;
    const DogRounds dogs(level);
    ASSERT_EQ(dogs.count(), 1u);
    // Tick after tick the cat steps onto the tile the dog has just left (route[i] is where the
    // cat stands after tick i + 1).
    int following = 0;
    for (std::size_t i = 0; i < win.route.size(); ++i)
        following += win.route[i] == dogs.at(0, static_cast<std::int64_t>(i)) ? 1 : 0;
    EXPECT_GE(following, 9);
    // Two tiles behind, the dog turns at the corridor's end and meets the cat.
    const std::size_t wait = waitTicksOf(level, win.route).front();
    EXPECT_EQ(playedWithKeys(level, withWaitAt(level, win.route, wait)).status, GameStatus::Lost);
}

TEST(PatrolChapter, OutOfPhaseWaitsBeforeEachCrossingAndOneWaitIsNotEnough) {
    const Level level = patrolChapterLevel("31-out-of-phase.json");
    const Solution win = cheapestPatrolWin(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << win.reason;
    // One wait before the first crossing, (4,2), and one between it and the second, (8,2).
    const std::vector<std::size_t> waits = waitTicksOf(level, win.route);
    ASSERT_EQ(waits.size(), 2u);
    EXPECT_LT(waits[0], firstTickOn(win.route, {4, 2}));
    EXPECT_GT(waits[1], firstTickOn(win.route, {4, 2}));
    EXPECT_LT(waits[1], firstTickOn(win.route, {8, 2}));
    // Waiting for the first dog only: the second, out of phase, is on its crossing.
    const std::size_t second = waits[1];
    EXPECT_EQ(playedWithKeys(level, withoutTick(win.route, second)).status, GameStatus::Lost);
}

TEST(PatrolChapter, PayAtTheDoorKeepsItsOneBoneForTheDogThatGuardsTheExit) {
    const Level level = patrolChapterLevel("33-pay-at-the-door.json");
    const Solution win = cheapestPatrolWin(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << win.reason;
    EXPECT_EQ(win.bonesPicked, (std::vector<Tile>{{2, 2}}));
    EXPECT_EQ(win.dogsBribed, (std::vector<Tile>{{9, 4}}));
    // The dog at the door cannot be slipped past: with no bone the level cannot be won.
    Level noBone = level;
    noBone.set({2, 2}, TileKind::Floor);
    EXPECT_EQ(cheapestPatrolWin(noBone).status, SolveStatus::Unwinnable);
    // Paying the corridor's dog on the way is cheaper than waiting for its round: a cat with a
    // bone to spare pays both dogs for less than par. With one bone the right moment to pay is
    // at the door, so the cheapest win waits its round instead.
    const Solution spare = solveFrom(level, level.catStart(), 1, 0);
    ASSERT_EQ(spare.status, SolveStatus::Winnable) << spare.reason;
    EXPECT_EQ(spare.dogsBribed.size(), 2u);
    EXPECT_LT(spare.cost, win.cost);
    EXPECT_EQ(playedWithKeys(level, spare.route).status, GameStatus::Lost);
}

TEST(PatrolChapter, ABoneOnTheBeatIsPickedUpFromTheDogsRoundBeforeTheDogIsMet) {
    const Level level = patrolChapterLevel("32-a-bone-on-the-beat.json");
    const Solution win = cheapestPatrolWin(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << win.reason;
    ASSERT_EQ(win.bonesPicked, (std::vector<Tile>{{7, 2}}));
    ASSERT_EQ(win.dogsBribed, (std::vector<Tile>{{11, 2}}));
    const DogRounds dogs(level);
    const std::size_t dog = dogStartingOn(dogs, {11, 2});
    EXPECT_TRUE(onRound(dogs.round(dog), {7, 2})) << "the bone lies on the dog's beat";
    const auto picked = std::find(win.route.begin(), win.route.end(), Tile{7, 2});
    ASSERT_NE(picked, win.route.end());
    EXPECT_LT(static_cast<std::size_t>(picked - win.route.begin()),
              firstMeetingTick(level, win.route, dogs, dog));
}

TEST(PatrolChapter, TheNightWatchAsksForEveryIdeaOfTheChapter) {
    const Level level = patrolChapterLevel("34-the-night-watch.json");
    const Solution win = cheapestPatrolWin(level);
    ASSERT_EQ(win.status, SolveStatus::Winnable) << win.reason;
    // The bone lies on the beat of a dog the cat must not meet.
    ASSERT_EQ(win.bonesPicked, (std::vector<Tile>{{3, 3}}));
    const DogRounds dogs(level);
    const std::size_t boneDog = dogStartingOn(dogs, {3, 1});
    EXPECT_TRUE(onRound(dogs.round(boneDog), {3, 3}));
    EXPECT_EQ(firstMeetingTick(level, win.route, dogs, boneDog), win.route.size());
    // Straight onto the bone, the cat arrives with its dog: the bone it picks up pays that dog.
    GameSession hasty(level, catDiagonal(false), 0.1);
    for (const Offset right : {Offset{1, 0}, Offset{1, 0}}) {
        hasty.pressDirection(right);
        test::walkUntilIdle(hasty);
    }
    EXPECT_EQ(hasty.cat().tile, (Tile{3, 3}));
    EXPECT_EQ(hasty.cat().bones, 0);
    EXPECT_EQ(hasty.cat().status, GameStatus::Playing);
    EXPECT_EQ(
        solveFrom(hasty.planningBoard(), hasty.cat().tile, hasty.cat().bones, hasty.cat().tick)
            .status,
        SolveStatus::Unwinnable)
        << "no bone left for the dog at the door";
    // The rounds of the bone's dog and of the dog crossing the way to the door are out of phase
    // with the corridor's dog that the cat must follow: the win waits.
    EXPECT_FALSE(waitTicksOf(level, win.route).empty());
    // Walking behind the corridor's dog, the one bone pays only the dog at the door, although
    // paying the corridor's dog would cost less: a cat with a bone to spare does.
    EXPECT_EQ(win.dogsBribed, (std::vector<Tile>{{3, 5}}));
    const Solution spare = solveFrom(level, level.catStart(), 1, 0);
    ASSERT_EQ(spare.status, SolveStatus::Winnable) << spare.reason;
    EXPECT_EQ(spare.dogsBribed, (std::vector<Tile>{{5, 3}, {3, 5}}));
    EXPECT_LT(spare.cost, win.cost);
    EXPECT_EQ(playedWithKeys(level, spare.route).status, GameStatus::Lost);
}

}  // namespace
}  // namespace catmaze
