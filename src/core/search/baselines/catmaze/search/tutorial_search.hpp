#pragma once
/// \file
/// The original CatMaze tutorial's A*, kept as it was written as a historical baseline for the
/// benchmark and `catmaze-level bench --algorithm tutorial`; the game never uses it. Every step
/// is a separately allocated, reference-counted object; the open list is a vector sorted again
/// (by F) after every insertion and the next step is taken from its front; "is it in the open /
/// closed list" is a linear search. It asks the grid the PathDataSource questions.

#include <algorithm>
#include <memory>
#include <vector>

#include "catmaze/search/astar.hpp"

namespace catmaze {

/// The tutorial's search. Slow by design (quadratic in the nodes it touches): use it on short
/// queries. Keeps nothing between queries, as the original.
template <class Cost>
class TutorialSearch {
  public:
    /// Like AStar::findPath without partial paths: Found, AlreadyThere, NoPath or Invalid, the
    /// cheapest cost, the path (start excluded) and the steps expanded.
    PathResult<Cost> findPath(const PathDataSource<Cost>& source, NodeId start, NodeId goal) const {
        PathResult<Cost> result;
        if (start < 0 || goal < 0 || start >= source.nodeCount() || goal >= source.nodeCount() ||
            !source.isWalkable(start) || !source.isWalkable(goal)) {
            result.status = PathStatus::Invalid;
            return result;
        }
        if (start == goal) {
            result.status = PathStatus::AlreadyThere;
            return result;
        }
        std::vector<std::shared_ptr<Step>> open;
        std::vector<std::shared_ptr<Step>> closed;
        auto first = std::make_shared<Step>();
        first->position = start;
        insertInOpenSteps(open, first);
        std::vector<NodeId> adjacent;
        result.status = PathStatus::NoPath;
        while (!open.empty()) {
            std::shared_ptr<Step> current = open.front();
            closed.push_back(current);
            open.erase(open.begin());
            ++result.expandedCount;
            if (current->position == goal) {
                result.status = PathStatus::Found;
                result.cost = current->g;
                for (const Step* s = current.get(); s->parent != nullptr; s = s->parent.get())
                    result.path.push_back(s->position);
                std::reverse(result.path.begin(), result.path.end());
                return result;
            }
            adjacent.clear();
            source.walkableNeighbours(current->position, adjacent);
            for (const NodeId next : adjacent) {
                if (indexOf(closed, next) != kNotFound)
                    continue;
                const Cost moveCost = source.moveCost(current->position, next);
                const std::size_t index = indexOf(open, next);
                if (index == kNotFound) {
                    auto step = std::make_shared<Step>();
                    step->position = next;
                    step->parent = current;
                    step->g = current->g + moveCost;
                    step->h = source.estimateCost(next, goal);
                    insertInOpenSteps(open, step);
                } else if (current->g + moveCost < open[index]->g) {
                    // Take it out and put it back so that the list is sorted again.
                    std::shared_ptr<Step> step = open[index];
                    step->g = current->g + moveCost;
                    step->parent = current;
                    open.erase(open.begin() + static_cast<std::ptrdiff_t>(index));
                    insertInOpenSteps(open, step);
                }
            }
        }
        return result;
    }

  private:
    struct Step {
        NodeId position = -1;
        Cost g{};
        Cost h{};
        std::shared_ptr<Step> parent;
        Cost f() const { return g + h; }
    };
    static constexpr std::size_t kNotFound = static_cast<std::size_t>(-1);

    static void insertInOpenSteps(std::vector<std::shared_ptr<Step>>& open,
                                  std::shared_ptr<Step> step) {
        open.push_back(std::move(step));
        std::stable_sort(open.begin(), open.end(),
                         [](const auto& a, const auto& b) { return a->f() < b->f(); });
    }
    static std::size_t indexOf(const std::vector<std::shared_ptr<Step>>& list, NodeId position) {
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i]->position == position)
                return i;
        }
        return kNotFound;
    }
};

}  // namespace catmaze
