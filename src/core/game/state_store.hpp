#pragma once
/// \file
/// The bookkeeping of the exact planners (private to the game module). The tile solver's search
/// (solver_search.cpp) and the open floor's planner (open_floor_plan.cpp) both look for the
/// cheapest win over states (key point, objects gone), each with walks of its own between key
/// points; what they share is here: the states met, interned in a flat array with the cheapest
/// cost, the estimate and the parent of each, the open list, the budget of states after which
/// a planner gives up, and the cheapest win found so far.
///
/// Not thread-safe: one search owns one store.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace catmaze::solving {

/// Where a search stands: on a key point (an object, an exit, the cat's start: each planner
/// numbers its own) with the objects in `gone` taken away (bones picked up, dogs paid; one bit
/// per object). The bones held follow from the two.
struct KeyState {
    int point = 0;           ///< the key point the cat is on
    std::uint64_t gone = 0;  ///< the objects taken away, one bit each

    /// Same point and same objects gone.
    friend bool operator==(const KeyState&, const KeyState&) = default;
};

/// A state's number in its StateStore: 0, 1, 2... in the order the states were first reached.
using StateIndex = std::int32_t;

/// No state: the parent of the start, the last state of no win.
inline constexpr StateIndex kNoState = -1;

/// What StateStore::reach did.
enum class Reached {
    First,       ///< the state is new: added (parent and cost as given) and queued
    Cheaper,     ///< the state was known at a higher cost: it now has this cost and parent, queued
    NotCheaper,  ///< the state was known at no more than this cost: nothing changed
    OverBudget,  ///< the state is new but the budget is spent: nothing changed
};

/// The states a best-first search met (A*, or Dijkstra's search with estimates of 0), each with
/// the cheapest cost known to reach it, the parent it was reached from at that cost and an
/// estimate of the cost left (a lower bound), and the open list of states to expand, cheapest
/// bound (cost + estimate) first. `Cost` is an arithmetic type, or a value type with `+` and a
/// total order (the patrol search's cost with its tie-break); costs and estimates must not be
/// NaN.
///
/// The open list is a binary heap with lazy deletion: a state queued again (cheaper, or with a
/// raised estimate) leaves its older entry behind, and takeNext skips entries whose bound is no
/// longer the state's. Ties of bound go to the state first reached, so a search is repeatable.
template <class Cost>
class StateStore {
  public:
    /// An empty store that adds at most `maxStates` states (always at least the first).
    explicit StateStore(std::int64_t maxStates) : maxStates_(maxStates) {}

    /// Records that `state` is reached at `cost` from `parent` (kNoState for the start). A new
    /// state gets `estimate` as its estimate; a known one keeps its own. Queues the state when
    /// it is new or now cheaper; adds nothing once size() reached the budget (the first state
    /// is always added). Says which happened.
    Reached reach(KeyState state, Cost cost, StateIndex parent, Cost estimate) {
        if (records_.size() * 2 >= slots_.size())
            growSlots();
        std::size_t slot = slotOf(state);
        for (;; slot = (slot + 1) & (slots_.size() - 1)) {
            const StateIndex known = slots_[slot];
            if (known == kNoState)
                break;
            Record& r = records_[static_cast<std::size_t>(known)];
            if (r.point != state.point || r.gone != state.gone)
                continue;
            if (!(cost < r.cost))
                return Reached::NotCheaper;
            r.cost = cost;
            r.parent = parent;
            queue(known);
            return Reached::Cheaper;
        }
        if (size() >= maxStates_ && !records_.empty())
            return Reached::OverBudget;
        const auto added = static_cast<StateIndex>(records_.size());
        records_.push_back({state.gone, cost, estimate, state.point, parent});
        slots_[slot] = added;
        queue(added);
        return Reached::First;
    }

    /// Raises the estimate of `index` to `estimate` and queues it again at its new bound; false
    /// (nothing changed) when `estimate` is not higher than its estimate.
    bool raiseEstimate(StateIndex index, Cost estimate) {
        Record& r = at(index);
        if (!(estimate > r.estimate))
            return false;
        r.estimate = estimate;
        queue(index);
        return true;
    }

    /// Takes the queued state of least bound out of the open list (of equal bounds, the lowest
    /// index), skipping entries a later queueing superseded; nullopt when none is left.
    std::optional<StateIndex> takeNext() {
        while (!open_.empty()) {
            std::pop_heap(open_.begin(), open_.end(), std::greater<>{});
            const auto [bound, index] = open_.back();
            open_.pop_back();
            if (bound == boundOf(index))
                return index;
        }
        return std::nullopt;
    }

    /// The states added so far (each counted once).
    std::int64_t size() const { return static_cast<std::int64_t>(records_.size()); }

    /// The state numbered `index` (< size()).
    KeyState state(StateIndex index) const {
        const Record& r = at(index);
        return {r.point, r.gone};
    }
    /// The cheapest cost known to reach `index`.
    Cost costOf(StateIndex index) const { return at(index).cost; }
    /// The estimate of the cost left from `index`.
    Cost estimateOf(StateIndex index) const { return at(index).estimate; }
    /// The least a route through `index` can cost as far as known: its cost and estimate.
    Cost boundOf(StateIndex index) const { return at(index).cost + at(index).estimate; }
    /// The state `index` was reached from at its cheapest cost (kNoState for the start).
    StateIndex parentOf(StateIndex index) const { return at(index).parent; }

    /// The states from the start to `last` along their parents, the start first.
    std::vector<StateIndex> chainTo(StateIndex last) const {
        std::vector<StateIndex> chain;
        for (StateIndex i = last; i != kNoState; i = parentOf(i))
            chain.push_back(i);
        std::reverse(chain.begin(), chain.end());
        return chain;
    }

  private:
    // gone first and the two indices last: 32 bytes for 8-byte costs, no padding.
    struct Record {
        std::uint64_t gone;
        Cost cost;
        Cost estimate;
        int point;
        StateIndex parent;
    };

    Record& at(StateIndex index) { return records_[static_cast<std::size_t>(index)]; }
    const Record& at(StateIndex index) const { return records_[static_cast<std::size_t>(index)]; }

    void queue(StateIndex index) {
        open_.emplace_back(boundOf(index), index);
        std::push_heap(open_.begin(), open_.end(), std::greater<>{});
    }

    // The first slot to probe for `state`: splitmix64's finaliser over the mask and the point,
    // so that every bit of either moves it (a plain product leaves low bits to low bits).
    std::size_t slotOf(KeyState state) const {
        std::uint64_t h =
            state.gone ^ (static_cast<std::uint64_t>(static_cast<std::uint32_t>(state.point)) *
                          0x9E3779B97F4A7C15ULL);
        h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
        h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
        h ^= h >> 31;
        return static_cast<std::size_t>(h) & (slots_.size() - 1);
    }

    // Doubles the slots (at least 64), keeping them at most half full: probes stay short.
    void growSlots() {
        slots_.assign(std::max<std::size_t>(64, slots_.size() * 2), kNoState);
        for (std::size_t i = 0; i < records_.size(); ++i) {
            std::size_t slot = slotOf({records_[i].point, records_[i].gone});
            while (slots_[slot] != kNoState)
                slot = (slot + 1) & (slots_.size() - 1);
            slots_[slot] = static_cast<StateIndex>(i);
        }
    }

    std::int64_t maxStates_;
    std::vector<Record> records_;    // by StateIndex
    std::vector<StateIndex> slots_;  // open addressing, linear probing: a state's index or kNoState
    std::vector<std::pair<Cost, StateIndex>> open_;  // (bound when queued, state): a min-heap
};

/// The cheapest win a search found so far: its cost, the state its last walk starts from and
/// where that walk ends (an exit, numbered as the planner numbers them).
template <class Cost>
struct BestWin {
    Cost cost{};                 ///< what the win costs (meaningless until found())
    StateIndex last = kNoState;  ///< the state the walk to the exit starts from
    std::int32_t exit = -1;      ///< where that walk ends

    /// True once a win was offered.
    bool found() const { return last != kNoState; }

    /// Keeps the win through `from` to `exitAt` at `winCost` if it is the first or cheaper.
    void offer(Cost winCost, StateIndex from, std::int32_t exitAt) {
        if (!found() || winCost < cost)
            *this = {winCost, from, exitAt};
    }

    /// True when a state whose bound is `bound` cannot lead to a cheaper win. Where the states
    /// are taken by bounds that never decrease (consistent estimates), neither can any taken
    /// after it: the search may stop.
    bool beatsAll(Cost bound) const { return found() && bound >= cost; }
};

/// What a planner says when StateStore::reach was OverBudget after `states` states.
inline std::string tooComplexReason(std::int64_t states) {
    return "too complex to decide (" + std::to_string(states) + " states)";
}

/// What a planner says when it was cancelled after `states` states.
inline std::string cancelledReason(std::int64_t states) {
    return "cancelled after " + std::to_string(states) + " states";
}

}  // namespace catmaze::solving
