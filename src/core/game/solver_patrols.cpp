#include "solver_patrols.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "catmaze/game/tick_rules.hpp"
#include "solver_board.hpp"
#include "solver_early_answer.hpp"
#include "state_store.hpp"

namespace catmaze::solving {

namespace {

// What one action from a state does: the rules' outcome and the objects it takes away.
struct Action {
    TickOutcome outcome;
    std::uint64_t taken = 0;  // the bone picked up and the dogs paid, one bit each
};

// What no route can beat: the cheapest cost from each cell to an exit over open tiles at the
// base step costs (Dijkstra's search from every exit; the cat's moves are symmetric). A tick
// costs at least its step's base cost, and a wait a step while getting no nearer, so this is a
// consistent estimate for the search through time. kNoExit where no exit can be reached.
constexpr GridCost kNoExit = std::numeric_limits<GridCost>::max();
std::vector<GridCost> exitDistances(const Board& board) {
    std::vector<GridCost> distance(board.kinds.size(), kNoExit);
    using Entry = std::pair<GridCost, std::int32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    for (std::size_t i = 0; i < board.kinds.size(); ++i) {
        if (board.kinds[i] == TileKind::Exit) {
            distance[i] = 0;
            open.emplace(0, static_cast<std::int32_t>(i));
        }
    }
    while (!open.empty()) {
        // Named copies, not a structured binding: the lambda below captures them.
        const GridCost cost = open.top().first;
        const std::int32_t cell = open.top().second;
        open.pop();
        if (cost > distance[static_cast<std::size_t>(cell)])
            continue;
        forEachStep(board, cell, [&](std::int32_t next, bool diagonalMove) {
            const GridCost through = cost + board.movement.stepCost(diagonalMove);
            if (through < distance[static_cast<std::size_t>(next)]) {
                distance[static_cast<std::size_t>(next)] = through;
                open.emplace(through, next);
            }
        });
    }
    return distance;
}

// A route's cost with its moves as the tie-break, ordered cost first: of the cheapest wins the
// search keeps one that moves least, so the time a route must lose is spent waiting, not pacing
// (a hint then reads "wait here", never "walk up to the dog and back", which costs the same).
struct PacedCost {
    GridCost cost = 0;
    std::int64_t moves = 0;  // steps taken, waits not counted

    friend PacedCost operator+(PacedCost a, PacedCost b) {
        return {a.cost + b.cost, a.moves + b.moves};
    }
    friend auto operator<=>(const PacedCost&, const PacedCost&) = default;
};

// A* over states (tile, phase, gone) in a StateStore, estimated by exitDistances: a state's
// point is `phase * cells + cell`, the phase being the tick modulo the dogs' common period.
// Every state has the cat standing, not yet won; a win is an action onto an exit (BestWin).
class PatrolSearch {
  public:
    PatrolSearch(const Board& board, const DogRounds& rounds, std::int32_t period,
                 const SolveOptions& options)
        : board_(board),
          rounds_(rounds),
          period_(period),
          cells_(board.size.cellCount()),
          options_(options),
          toExit_(exitDistances(board)),
          store_(options.maxStates) {
        for (std::size_t dog = 0; dog < rounds.count(); ++dog) {
            const std::int32_t home = board.size.indexOf(rounds.round(dog).tiles.front());
            dogObject_.push_back(board.objectAt[static_cast<std::size_t>(home)]);
        }
    }

    /// Wins must pick up object `bone` before object `other` (-1: not in reach) and before the
    /// exit; a `bone` of -1 is never picked up, so nothing wins.
    void keepOrder(int bone, int other) { order_ = std::pair{bone, other}; }

    Solution run(std::int32_t cat, int bonesHeld, std::int64_t tick) {
        bonesHeld_ = bonesHeld;
        const auto phase = static_cast<std::int32_t>(tick % period_);
        store_.reach({phase * cells_ + cat, 0}, PacedCost{}, kNoState, {estimate(cat), 0});
        while (const std::optional<StateIndex> next = store_.takeNext()) {
            if (best_.beatsAll(store_.boundOf(*next)))
                break;  // nothing cheaper remains: the bounds taken never decrease
            if (cancelled())
                return ended(SolveStatus::Cancelled, cancelledReason(store_.size()));
            if (expanded_ >= options_.maxTiles) {
                return ended(
                    SolveStatus::TooComplex,
                    "too complex to decide (" + std::to_string(expanded_) + " moments searched)");
            }
            ++expanded_;
            if (!expand(*next))
                return ended(SolveStatus::TooComplex, tooComplexReason(store_.size()));
        }
        if (!best_.found()) {
            return ended(SolveStatus::Unwinnable,
                         "the exit cannot be reached: every way to it meets a dog when the cat "
                         "has no bone left to pay it, whenever it goes");
        }
        return traceBack();
    }

  private:
    GridCost estimate(std::int32_t cell) const { return toExit_[static_cast<std::size_t>(cell)]; }
    std::int32_t cellOf(const KeyState& s) const { return s.point % cells_; }
    std::int32_t phaseOf(const KeyState& s) const { return s.point / cells_; }
    int held(std::uint64_t gone) const {
        return bonesHeld_ + std::popcount(gone & board_.boneMask) -
               std::popcount(gone & board_.dogMask);
    }
    static bool has(std::uint64_t objects, int object) {
        return object >= 0 && ((objects >> object) & 1U) != 0;
    }
    // An action from a state with `gone` taken away that wins, or takes the other bone, before
    // the one keepOrder names is gone.
    bool breaksOrder(std::uint64_t gone, const Action& a) const {
        if (!order_ || has(gone, order_->first))
            return false;
        return a.outcome.status == GameStatus::Won || has(a.taken, order_->second);
    }
    bool cancelled() const {
        return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
    }

    Solution ended(SolveStatus status, std::string reason) const {
        Solution s;
        s.status = status;
        s.reason = std::move(reason);
        s.statesSearched = store_.size();
        s.tilesSearched = expanded_;
        return s;
    }

    // The cat on `from` at `phase` with `gone` taken away moves to `to` (a wait when equal).
    Action act(std::int32_t from, std::int32_t phase, std::uint64_t gone, std::int32_t to,
               GridCost stepCost) const {
        const Tile fromTile = board_.size.tileAt(from);
        const Tile toTile = board_.size.tileAt(to);
        Action a;
        for (std::size_t dog = 0; dog < dogObject_.size(); ++dog) {
            const int object = dogObject_[dog];
            if (object < 0 || ((gone >> object) & 1U) != 0)
                continue;  // out of the cat's reach, or paid
            if (rounds_.meets(dog, fromTile, toTile, phase))
                a.taken |= std::uint64_t{1} << object;
        }
        TickStart start;
        start.stepCost = stepCost;
        start.dogMultiplier = board_.rules.dogCostMultiplier;
        start.bonesHeld = held(gone);
        start.boneOnTile = board_.at(to) == TileKind::Bone && board_.present(to, gone);
        start.dogsMet = std::popcount(a.taken);
        start.exitOnTile = board_.at(to) == TileKind::Exit;
        a.outcome = playTick(start);
        if (a.outcome.bonePicked)
            a.taken |= std::uint64_t{1} << board_.objectAt[static_cast<std::size_t>(to)];
        return a;
    }

    // Calls `f(to, stepCost)` for each action from `cell`: the steps in the movement model's
    // order, then the wait (a straight step's cost).
    template <class F>
    void forEachAction(std::int32_t cell, F&& f) const {
        forEachStep(board_, cell, [&](std::int32_t to, bool diagonalMove) {
            f(to, board_.movement.stepCost(diagonalMove));
        });
        f(cell, board_.movement.straightCost);
    }

    // Adds the states the actions from `id` lead to; false when the budget of states is spent.
    bool expand(StateIndex id) {
        const KeyState s = store_.state(id);
        const std::int32_t cell = cellOf(s);
        const std::int32_t phase = phaseOf(s);
        const std::int32_t next = phase + 1 == period_ ? 0 : phase + 1;
        const PacedCost costSoFar = store_.costOf(id);
        bool withinBudget = true;
        forEachAction(cell, [&](std::int32_t to, GridCost stepCost) {
            if (!withinBudget)
                return;
            const Action a = act(cell, phase, s.gone, to, stepCost);
            if (breaksOrder(s.gone, a))
                return;
            const PacedCost cost = costSoFar + PacedCost{a.outcome.cost, to == cell ? 0 : 1};
            if (a.outcome.status == GameStatus::Won)
                best_.offer(cost, id, to);
            if (a.outcome.status != GameStatus::Playing || estimate(to) == kNoExit)
                return;
            const KeyState after{next * cells_ + to, s.gone | a.taken};
            withinBudget = store_.reach(after, cost, id, {estimate(to), 0}) != Reached::OverBudget;
        });
        return withinBudget;
    }

    // The bones and dogs in `taken`, in object order, added to the solution's lists.
    void record(std::uint64_t taken, Solution& out) const {
        for (; taken != 0; taken &= taken - 1) {
            const int object = std::countr_zero(taken);
            const Tile where = board_.objects[static_cast<std::size_t>(object)];
            ((board_.boneMask >> object) & 1U ? out.bonesPicked : out.dogsBribed).push_back(where);
        }
    }

    Solution traceBack() const {
        Solution out = ended(SolveStatus::Winnable, "");
        out.cost = best_.cost.cost;
        const std::vector<StateIndex> chain = store_.chainTo(best_.last);
        for (std::size_t i = 1; i < chain.size(); ++i) {
            const KeyState before = store_.state(chain[i - 1]);
            const KeyState s = store_.state(chain[i]);
            out.route.push_back(board_.size.tileAt(cellOf(s)));
            record(s.gone & ~before.gone, out);
        }
        // The winning step (never a wait: no state stands on an exit), done again to name what
        // it took.
        const KeyState last = store_.state(best_.last);
        const Tile from = board_.size.tileAt(cellOf(last));
        const Tile exit = board_.size.tileAt(best_.exit);
        const bool diagonalMove = from.col != exit.col && from.row != exit.row;
        record(act(cellOf(last), phaseOf(last), last.gone, best_.exit,
                   board_.movement.stepCost(diagonalMove))
                   .taken,
               out);
        out.route.push_back(board_.size.tileAt(best_.exit));
        return out;
    }

    const Board& board_;
    const DogRounds& rounds_;
    std::int32_t period_;
    std::int32_t cells_;
    SolveOptions options_;
    std::vector<int> dogObject_;    // per dog of rounds_: its object, or -1 out of the cat's reach
    std::vector<GridCost> toExit_;  // per cell: exitDistances
    StateStore<PacedCost> store_;   // full states, queued by cost and estimate
    BestWin<PacedCost> best_;       // exit: the exit's cell
    std::optional<std::pair<int, int>> order_;  // keepOrder's objects: first, then second
    int bonesHeld_ = 0;
    std::int64_t expanded_ = 0;  // states expanded, counted against SolveOptions::maxTiles
};

// `board` with what the cat stands on resolved (see solveWithPatrols) and the cat starts as
// floor: the level the dogs' rounds are read from.
Level resolvedUnderCat(const Level& board, Tile cat) {
    Level resolved = board;
    for (TileKind& k : resolved.tiles) {
        if (k == TileKind::CatStart)
            k = TileKind::Floor;
    }
    TileKind& under = resolved.tiles[static_cast<std::size_t>(board.size.indexOf(cat))];
    // A patrolling dog whose round starts here is elsewhere on it: still to be met.
    const bool patrolling = std::any_of(
        board.patrols.begin(), board.patrols.end(),
        [cat](const Patrol& p) { return p.tiles.size() > 1 && p.tiles.front() == cat; });
    if (under == TileKind::Bone || (under == TileKind::Dog && !patrolling))
        under = TileKind::Floor;
    return resolved;
}

Solution tooComplexAfter(std::string reason) {
    Solution s;
    s.status = SolveStatus::TooComplex;
    s.reason = std::move(reason);
    return s;
}

}  // namespace

Solution solveWithPatrols(const Level& level, Tile cat, int bonesHeld, std::int64_t tick,
                          const SolveOptions& options, std::optional<FetchBefore> order) {
    const Level resolved = resolvedUnderCat(level, cat);
    const DogRounds rounds(resolved);
    const std::optional<std::int64_t> period = rounds.period(kMaxMoverPeriod);
    if (!period) {
        return tooComplexAfter(
            "too complex to decide (the dogs' rounds repeat only after more than " +
            std::to_string(kMaxMoverPeriod) + " ticks)");
    }
    const std::int64_t cells = level.size.cellCount();
    if (cells * *period > std::numeric_limits<std::int32_t>::max()) {
        return tooComplexAfter("too complex to decide (" + std::to_string(cells) +
                               " tiles at each of the " + std::to_string(*period) +
                               " moments of the dogs' rounds)");
    }

    Board board;
    board.size = level.size;
    board.kinds = resolved.tiles;
    board.rules = level.rules;
    board.movement = catMovement(level.rules, options.diagonal);
    const std::int32_t catCell = level.size.indexOf(cat);
    // Only what the cat can reach over walls alone matters; a dog's round stays in its area.
    const bool anyExit = numberWhatIsInReach(board, catCell);
    if (std::optional<Solution> early = earlyAnswer(board, catCell, anyExit))
        return std::move(*early);
    PatrolSearch search(board, rounds, static_cast<std::int32_t>(*period), options);
    if (order) {
        const auto objectOn = [&](Tile t) {
            return board.size.contains(t)
                       ? board.objectAt[static_cast<std::size_t>(board.size.indexOf(t))]
                       : -1;
        };
        search.keepOrder(objectOn(order->bone), objectOn(order->other));
    }
    return search.run(catCell, bonesHeld < 0 ? 0 : bonesHeld, tick);
}

}  // namespace catmaze::solving
