#pragma once
/// \file
/// The original CatMaze tutorial's A*, ported as it was written, as the benchmark's historical
/// baseline: every step is a separately allocated, reference-counted object; the open list is
/// a vector sorted again (by F) after every insertion and the next step is taken from its
/// front; "is it in the open / closed list" is a linear search by position. Only the move rules
/// are the benchmark's (grid_moves.hpp).

#include <algorithm>
#include <memory>
#include <vector>

#include "grid_moves.hpp"
#include "workload.hpp"

namespace catmaze::bench {

/// The tutorial's search on one map. Keeps nothing between queries (as the original).
class TutorialSearch {
  public:
    explicit TutorialSearch(const MovingAiMap& map) : map_(map) {}

    Answer solve(const MovingAiProblem& problem) const {
        std::vector<std::shared_ptr<Step>> open;
        std::vector<std::shared_ptr<Step>> closed;
        auto first = std::make_shared<Step>();
        first->position = problem.start;
        insertInOpenSteps(open, first);
        Answer answer;
        while (!open.empty()) {
            std::shared_ptr<Step> current = open.front();
            closed.push_back(current);
            open.erase(open.begin());
            ++answer.expanded;
            if (current->position == problem.goal) {
                answer.found = true;
                answer.cost = current->g;
                return answer;
            }
            for (const Offset o : kMoves) {
                if (!canMove(map_, current->position, o))
                    continue;
                const Tile next = current->position + o;
                if (indexOf(closed, next) != kNotFound)
                    continue;
                const double moveCost = (o.dcol != 0 && o.drow != 0) ? kSqrt2 : 1.0;
                const std::size_t index = indexOf(open, next);
                if (index == kNotFound) {
                    auto step = std::make_shared<Step>();
                    step->position = next;
                    step->parent = current;
                    step->g = current->g + moveCost;
                    step->h = octile(next, problem.goal);
                    insertInOpenSteps(open, step);
                } else if (current->g + moveCost < open[index]->g) {
                    // Take it out and put it back so the list is sorted again.
                    std::shared_ptr<Step> step = open[index];
                    step->g = current->g + moveCost;
                    step->parent = current;
                    open.erase(open.begin() + static_cast<std::ptrdiff_t>(index));
                    insertInOpenSteps(open, step);
                }
            }
        }
        return answer;
    }

  private:
    struct Step {
        Tile position;
        double g = 0.0;
        double h = 0.0;
        std::shared_ptr<Step> parent;
        double f() const { return g + h; }
    };
    static constexpr std::size_t kNotFound = static_cast<std::size_t>(-1);

    static void insertInOpenSteps(std::vector<std::shared_ptr<Step>>& open,
                                  std::shared_ptr<Step> step) {
        open.push_back(std::move(step));
        std::stable_sort(open.begin(), open.end(),
                         [](const auto& a, const auto& b) { return a->f() < b->f(); });
    }
    static std::size_t indexOf(const std::vector<std::shared_ptr<Step>>& list, Tile position) {
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i]->position == position)
                return i;
        }
        return kNotFound;
    }

    const MovingAiMap& map_;
};

}  // namespace catmaze::bench
