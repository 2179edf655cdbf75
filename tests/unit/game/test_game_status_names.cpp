// The game module's status names (toString of SolveStatus, PreviewStatus, RouteEnd,
// MetricsStatus, GenerateStatus and GameStatus): every enumerator has a non-empty name of its
// own, and a value that is no enumerator is named `?`.

#include <gtest/gtest.h>

#include "catmaze/game/game_status.hpp"
#include "catmaze/game/level_generator.hpp"
#include "catmaze/game/level_metrics.hpp"
#include "catmaze/game/route_preview.hpp"
#include "catmaze/game/solver.hpp"
#include "status_names.hpp"

namespace catmaze {
namespace {

TEST(GameStatusNames, EveryStatusOfTheGameHasItsOwnName) {
    test::expectEveryStatusNamed(SolveStatus::Cancelled);
    test::expectEveryStatusNamed(PreviewStatus::GameOver);
    test::expectEveryStatusNamed(RouteEnd::Wins);
    test::expectEveryStatusNamed(MetricsStatus::OutOfBand);
    test::expectEveryStatusNamed(GenerateStatus::PatrolsOutOfRange);
    test::expectEveryStatusNamed(GameStatus::Lost);
}

TEST(GameStatusNames, AGenerationAndAGameSayHowTheyEndedInWords) {
    EXPECT_STREQ(toString(GenerateStatus::BandNotMet), "band not met");
    EXPECT_STREQ(toString(GameStatus::Won), "won");
    EXPECT_STREQ(toString(static_cast<GameStatus>(7)), "?");
}

}  // namespace
}  // namespace catmaze
