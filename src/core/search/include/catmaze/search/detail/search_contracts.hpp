#pragma once
// What the A* engine (astar.hpp) checks of the sources it searches, at compile time and in the
// messages of what it throws: the source's cost type must be the engine's, and a move it lists
// must lead to a node and cost a valid amount (isValidMoveCost, path_source.hpp).

#include <string>
#include <type_traits>
#include <utility>

#include "catmaze/search/detail/contract_text.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze::detail {

/// The cost type a concrete source answers in: what its estimateCost returns.
template <class Source>
using SourceCost =
    std::remove_cvref_t<decltype(std::declval<const Source&>().estimateCost(NodeId{}, NodeId{}))>;

/// Instantiated by every search with the engine's cost type and the source's, so that a search
/// of a source in another cost type (which would round every move's cost) is a compile error
/// naming both: "In instantiation of 'EngineCostMatchesSource<int, double>'".
template <class EngineCost, class SourceCostType>
struct EngineCostMatchesSource {
    static_assert(std::is_same_v<EngineCost, SourceCostType>,
                  "AStar<Cost> searches sources whose costs are of type Cost: the engine's cost "
                  "type (the first type of EngineCostMatchesSource above) differs from the "
                  "source's (the second)");
    /// True (when it compiles).
    static constexpr bool value = true;
};

/// The words for a move a source listed that breaks its contract: "the source listed a move from
/// node 1 to 3 costing -5 (...)".
template <class Cost>
std::string rejectedMoveText(const RejectedMove<Cost>& move) {
    std::string text = "the source listed a move from node ";
    text += std::to_string(move.from);
    text += " to ";
    text += std::to_string(move.to);
    text += " costing ";
    text += numberText(move.cost);
    text += " (a move must lead to a node and cost a finite amount > 0)";
    return text;
}

}  // namespace catmaze::detail
