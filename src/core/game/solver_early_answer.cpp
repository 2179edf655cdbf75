#include "solver_early_answer.hpp"

#include <cstddef>
#include <string>

#include "solver_cut_off.hpp"

namespace catmaze::solving {

std::optional<Solution> earlyAnswer(const Board& board, std::int32_t catCell, bool anyExit) {
    Solution s;
    if (!anyExit) {
        s.status = SolveStatus::Unwinnable;
        s.reason = "the level has no exit";
        return s;
    }
    if (board.exitsInReach == 0) {
        s.status = SolveStatus::Unwinnable;
        s.cutOff = walledOff(board, catCell);
        s.reason = describe(*s.cutOff);
        return s;
    }
    if (board.objects.size() > static_cast<std::size_t>(kMaxObjects)) {
        s.status = SolveStatus::TooComplex;
        s.reason = "too complex to decide (" + std::to_string(board.objects.size()) +
                   " bones and dogs can be reached; at most " + std::to_string(kMaxObjects) +
                   " are tracked)";
        return s;
    }
    return std::nullopt;
}

}  // namespace catmaze::solving
