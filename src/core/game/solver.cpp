#include "catmaze/game/solver.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>

namespace catmaze {

const char* toString(SolveStatus status) {
    switch (status) {
        case SolveStatus::Winnable:
            return "winnable";
        case SolveStatus::Unwinnable:
            return "unwinnable";
        case SolveStatus::TooComplex:
            return "too complex";
        case SolveStatus::Cancelled:
            return "cancelled";
    }
    return "unwinnable";
}

namespace {

// Bones and dogs are tracked in a 64-bit mask of "gone" objects.
constexpr int kMaxObjects = 64;

// The board reduced to what the search needs: tile kinds (CatStart and the cat's own tile as
// Floor) and, per cell, the index of the bone or dog on it (-1 for none).
struct Board {
    GridSize size;
    std::vector<TileKind> kinds;
    std::vector<int> objectAt;
    std::vector<Tile> objects;  // bones and dogs the cat can reach over walls alone, row-major
    std::uint64_t boneMask = 0;
    std::uint64_t dogMask = 0;
    LevelRules rules;
    GridMovement<GridCost> movement;

    TileKind at(std::int32_t cell) const { return kinds[static_cast<std::size_t>(cell)]; }
    bool open(Tile t) const { return size.contains(t) && at(size.indexOf(t)) != TileKind::Wall; }
    // True when the object on `cell` (if any) is still on the board with `gone` taken away.
    bool present(std::int32_t cell, std::uint64_t gone) const {
        const int o = objectAt[static_cast<std::size_t>(cell)];
        return o >= 0 && ((gone >> o) & 1U) == 0;
    }
};

// Calls `visit(next, diagonalMove)` for every tile the cat may step to from `cell`, in the
// movement model's order (the same as the game's grid).
template <class Visit>
void forEachStep(const Board& board, std::int32_t cell, Visit&& visit) {
    board.movement.forEachMove(
        board.size.tileAt(cell), [&board](Tile t) { return board.open(t); },
        [&](Tile next, bool diagonalMove) { visit(board.size.indexOf(next), diagonalMove); });
}

// Cheapest walks from one tile over floor only, ending on the first bone, dog or exit entered
// (those are "stops": the walk does not go on through them, since arriving there changes the
// state or ends the level). Buffers are reused between searches.
class WalkSearch {
  public:
    explicit WalkSearch(const Board& board)
        : board_(board),
          dist_(static_cast<std::size_t>(board.size.cellCount())),
          parent_(static_cast<std::size_t>(board.size.cellCount())),
          stamp_(static_cast<std::size_t>(board.size.cellCount()), 0) {}

    // Searches from `from` with the objects in `gone` taken away, calling `onStop(cell, cost)`
    // for each stop reached (in the order they are settled). Adds each cell settled to
    // `settled`. Returns false, at once, when `onStop` returns false, `settled` would pass
    // `maxSettled` or `cancel` (may be null) is true; true when the search ran to its end.
    template <class OnStop>
    bool run(std::int32_t from, std::uint64_t gone, std::int64_t& settled, std::int64_t maxSettled,
             const std::atomic<bool>* cancel, OnStop&& onStop) {
        ++generation_;
        heap_ = {};
        touch(from, 0, -1);
        heap_.push({0, from});
        while (!heap_.empty()) {
            const GridCost d = heap_.top().first;
            const std::int32_t cell = heap_.top().second;
            heap_.pop();
            if (d != dist_[index(cell)])
                continue;  // superseded
            if (settled >= maxSettled)
                return false;
            // Relaxed is enough: the flag carries no data, and a late look costs one more tile.
            if (cancel != nullptr && cancel->load(std::memory_order_relaxed))
                return false;
            ++settled;
            if (cell != from && isStop(cell, gone)) {
                if (!onStop(cell, d))
                    return false;
                continue;
            }
            forEachStep(board_, cell, [&](std::int32_t next, bool diagonalMove) {
                const bool dog = board_.at(next) == TileKind::Dog && board_.present(next, gone);
                const GridCost nd = d + board_.movement.stepCost(
                                            diagonalMove, dog ? board_.rules.dogCostMultiplier : 1);
                if (stamp_[index(next)] != generation_ || nd < dist_[index(next)]) {
                    touch(next, nd, cell);
                    heap_.push({nd, next});
                }
            });
        }
        return true;
    }

    // The tiles of the last run's cheapest walk to `to` (a stop it reached), first step first.
    std::vector<Tile> walkTo(std::int32_t to) const {
        std::vector<Tile> tiles;
        for (std::int32_t c = to; parent_[index(c)] != -1; c = parent_[index(c)]) {
            tiles.push_back(board_.size.tileAt(c));
        }
        return {tiles.rbegin(), tiles.rend()};
    }

  private:
    static std::size_t index(std::int32_t cell) { return static_cast<std::size_t>(cell); }
    bool isStop(std::int32_t cell, std::uint64_t gone) const {
        return board_.at(cell) == TileKind::Exit || board_.present(cell, gone);
    }
    void touch(std::int32_t cell, GridCost d, std::int32_t parent) {
        stamp_[index(cell)] = generation_;
        dist_[index(cell)] = d;
        parent_[index(cell)] = parent;
    }

    const Board& board_;
    std::vector<GridCost> dist_;
    std::vector<std::int32_t> parent_;
    std::vector<std::uint32_t> stamp_;
    std::uint32_t generation_ = 0;
    using Entry = std::pair<GridCost, std::int32_t>;  // (cost, cell): ties go to the lower cell
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap_;
};

// Cells reachable from `from` by the movement model's steps, not entering cells for which
// `blocked` is true. Returns one flag per cell.
template <class Blocked>
std::vector<std::uint8_t> floodFrom(const Board& board, std::int32_t from, Blocked&& blocked) {
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(board.size.cellCount()), 0);
    std::vector<std::int32_t> todo{from};
    seen[static_cast<std::size_t>(from)] = 1;
    while (!todo.empty()) {
        const std::int32_t cell = todo.back();
        todo.pop_back();
        forEachStep(board, cell, [&](std::int32_t n, bool) {
            if (seen[static_cast<std::size_t>(n)] || blocked(n))
                return;
            seen[static_cast<std::size_t>(n)] = 1;
            todo.push_back(n);
        });
    }
    return seen;
}

Solution unwinnable(std::string reason) {
    Solution s;
    s.status = SolveStatus::Unwinnable;
    s.reason = std::move(reason);
    return s;
}

// Why no winning route exists, told as simply as the board allows. Only called when an exit
// lies in the cat's walled-in area (otherwise the reason is "walled off").
std::string explainUnwinnable(const Board& board, std::int32_t cat, int bonesHeld) {
    const auto free = floodFrom(board, cat, [&](std::int32_t n) {
        return board.at(n) == TileKind::Dog || board.at(n) == TileKind::Exit;
    });
    bool boneReachable = false;
    for (std::size_t i = 0; i < free.size(); ++i) {
        boneReachable = boneReachable || (free[i] && board.kinds[i] == TileKind::Bone);
    }
    if (bonesHeld == 0 && !boneReachable) {
        return "every way to the exit passes a dog, and no bone can be reached before it";
    }
    return "not enough bones for the dogs in the way";
}

// The key-point search. A state is (key point, objects gone); key points are the objects
// (indices 0..n-1) and the cat's first tile (index n).
class Solver {
  public:
    Solver(const Board& board, std::int32_t cat, int bonesHeld, const SolveOptions& options)
        : board_(board), cat_(cat), bonesHeld_(bonesHeld), options_(options), walks_(board) {}

    Solution solve() {
        const int n = static_cast<int>(board_.objects.size());
        addState(n, 0, 0, -1);
        while (!open_.empty()) {
            const auto [cost, id] = open_.top();
            open_.pop();
            if (states_[static_cast<std::size_t>(id)].cost != cost)
                continue;  // superseded
            if (goal_.parent >= 0 && cost >= goal_.cost)
                break;  // nothing cheaper remains
            if (!expand(id))
                return cancelled() ? stopped() : tooComplex();
        }
        if (goal_.parent < 0) {
            Solution s = unwinnable(explainUnwinnable(board_, cat_, bonesHeld_));
            s.statesSearched = static_cast<std::int64_t>(states_.size());
            s.tilesSearched = tiles_;
            return s;
        }
        return traceBack();
    }

  private:
    struct State {
        int point;
        std::uint64_t gone;
        GridCost cost;
        std::int32_t parent;
    };
    struct Goal {
        GridCost cost = 0;
        std::int32_t parent = -1;
        std::int32_t exitCell = -1;
    };

    std::int32_t cellOf(int point) const {
        return point == static_cast<int>(board_.objects.size())
                   ? cat_
                   : board_.size.indexOf(board_.objects[static_cast<std::size_t>(point)]);
    }
    int held(std::uint64_t gone) const {
        return bonesHeld_ + std::popcount(gone & board_.boneMask) -
               std::popcount(gone & board_.dogMask);
    }
    static std::uint64_t keyOf(int point, std::uint64_t gone) {
        // A key point is an object whose bit is in `gone`, or the start; mixing both into one
        // number is only a hash (equality is checked on the full state).
        return gone * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(point);
    }

    bool cancelled() const {
        return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
    }

    Solution stopped() const {
        Solution s;
        s.status = SolveStatus::Cancelled;
        s.reason = "cancelled after " + std::to_string(states_.size()) + " states";
        s.statesSearched = static_cast<std::int64_t>(states_.size());
        s.tilesSearched = tiles_;
        return s;
    }

    Solution tooComplex() const {
        Solution s;
        s.status = SolveStatus::TooComplex;
        s.reason = "too complex to decide (" + std::to_string(states_.size()) + " states)";
        s.statesSearched = static_cast<std::int64_t>(states_.size());
        s.tilesSearched = tiles_;
        return s;
    }

    // Records that `point` with `gone` is reached at `cost` from state `parent`. Returns false,
    // creating nothing, when a new state would pass the limit.
    bool addState(int point, std::uint64_t gone, GridCost cost, std::int32_t parent) {
        const std::uint64_t key = keyOf(point, gone);
        auto [it, end] = index_.equal_range(key);
        for (; it != end; ++it) {
            State& s = states_[static_cast<std::size_t>(it->second)];
            if (s.point != point || s.gone != gone)
                continue;
            if (cost < s.cost) {
                s.cost = cost;
                s.parent = parent;
                open_.push({cost, it->second});
            }
            return true;
        }
        if (static_cast<std::int64_t>(states_.size()) >= options_.maxStates && !states_.empty())
            return false;
        const auto id = static_cast<std::int32_t>(states_.size());
        states_.push_back({point, gone, cost, parent});
        index_.emplace(key, id);
        open_.push({cost, id});
        return true;
    }

    // Walks from state `id` to every stop, adding the states they lead to. Returns false when a
    // limit was reached (at once, in the middle of the walk).
    bool expand(std::int32_t id) {
        const State s = states_[static_cast<std::size_t>(id)];
        const int bones = held(s.gone);
        return walks_.run(cellOf(s.point), s.gone, tiles_, options_.maxTiles, options_.cancel,
                          [&](std::int32_t cell, GridCost walk) {
                              const GridCost cost = s.cost + walk;
                              if (board_.at(cell) == TileKind::Exit) {
                                  if (goal_.parent < 0 || cost < goal_.cost)
                                      goal_ = {cost, id, cell};
                                  return true;
                              }
                              const int object = board_.objectAt[static_cast<std::size_t>(cell)];
                              if (board_.at(cell) == TileKind::Dog && bones == 0)
                                  return true;  // it would eat the cat
                              return addState(object, s.gone | (std::uint64_t{1} << object), cost,
                                              id);
                          });
    }

    Solution traceBack() {
        std::vector<std::int32_t> chain;
        for (std::int32_t id = goal_.parent; id >= 0;
             id = states_[static_cast<std::size_t>(id)].parent) {
            chain.push_back(id);
        }
        Solution out;
        out.status = SolveStatus::Winnable;
        out.cost = goal_.cost;
        out.statesSearched = static_cast<std::int64_t>(states_.size());
        out.tilesSearched = tiles_;
        std::int64_t ignored = 0;
        for (std::size_t i = chain.size(); i-- > 0;) {
            const State& s = states_[static_cast<std::size_t>(chain[i])];
            const std::int32_t to =
                i == 0 ? goal_.exitCell
                       : cellOf(states_[static_cast<std::size_t>(chain[i - 1])].point);
            // Unlimited: this walk was done before, within the limits.
            walks_.run(cellOf(s.point), s.gone, ignored, INT64_MAX, nullptr,
                       [](std::int32_t, GridCost) { return true; });
            for (const Tile t : walks_.walkTo(to))
                out.route.push_back(t);
            if (i == 0)
                break;
            const Tile object = board_.size.tileAt(to);
            (board_.at(to) == TileKind::Bone ? out.bonesPicked : out.dogsBribed).push_back(object);
        }
        return out;
    }

    const Board& board_;
    std::int32_t cat_;
    int bonesHeld_;
    SolveOptions options_;
    WalkSearch walks_;
    std::vector<State> states_;
    std::unordered_multimap<std::uint64_t, std::int32_t> index_;
    using Entry = std::pair<GridCost, std::int32_t>;  // (cost, state): ties go to the older state
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open_;
    Goal goal_;
    std::int64_t tiles_ = 0;  // settled by all walks
};

}  // namespace

Solution solveFrom(const Level& level, Tile cat, int bonesHeld, const SolveOptions& options) {
    if (!level.size.contains(cat) || level.at(cat) == TileKind::Wall) {
        return unwinnable("the cat is not on a walkable tile");
    }
    if (level.at(cat) == TileKind::Exit) {
        Solution won;
        won.status = SolveStatus::Winnable;
        return won;
    }
    const LevelRules& rules = level.rules;
    if (rules.straightCost < 1 || rules.diagonalCost < 1 || rules.dogCostMultiplier < 1) {
        return unwinnable("the level's move costs are not all positive");
    }

    Board board;
    board.size = level.size;
    board.kinds = level.tiles;
    board.rules = rules;
    board.movement = catMovement(rules, options.diagonal);
    const std::int32_t catCell = level.size.indexOf(cat);
    for (TileKind& k : board.kinds) {
        if (k == TileKind::CatStart)
            k = TileKind::Floor;
    }
    board.kinds[static_cast<std::size_t>(catCell)] = TileKind::Floor;
    board.objectAt.assign(board.kinds.size(), -1);

    // Only what the cat can reach over walls alone matters; the rest never enters a state.
    const auto area = floodFrom(board, catCell, [](std::int32_t) { return false; });
    bool anyExit = false;
    bool exitInArea = false;
    for (std::size_t i = 0; i < board.kinds.size(); ++i) {
        const TileKind k = board.kinds[i];
        anyExit = anyExit || k == TileKind::Exit;
        exitInArea = exitInArea || (k == TileKind::Exit && area[i]);
        if ((k != TileKind::Bone && k != TileKind::Dog) || !area[i])
            continue;
        const int object = static_cast<int>(board.objects.size());
        if (object < kMaxObjects) {
            board.objectAt[i] = object;
            (k == TileKind::Bone ? board.boneMask : board.dogMask) |= std::uint64_t{1} << object;
        }
        board.objects.push_back(board.size.tileAt(static_cast<std::int32_t>(i)));
    }
    if (!anyExit)
        return unwinnable("the level has no exit");
    if (!exitInArea)
        return unwinnable("the exit cannot be reached: walled off");
    if (board.objects.size() > static_cast<std::size_t>(kMaxObjects)) {
        Solution s;
        s.status = SolveStatus::TooComplex;
        s.reason = "too complex to decide (" + std::to_string(board.objects.size()) +
                   " bones and dogs can be reached; at most " + std::to_string(kMaxObjects) +
                   " are tracked)";
        return s;
    }
    return Solver(board, catCell, bonesHeld < 0 ? 0 : bonesHeld, options).solve();
}

Solution solveLevel(const Level& level, const SolveOptions& options) {
    const std::vector<Tile> starts = level.find(TileKind::CatStart);
    if (starts.empty())
        return unwinnable("the level has no cat start");
    return solveFrom(level, starts.front(), 0, options);
}

}  // namespace catmaze
