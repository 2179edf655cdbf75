// The exact open-floor planner: an A* search over (point of interest, bones and dogs gone), with
// the walks between points of interest measured on one obstacle graph per board. The estimate
// is the straight line to the nearest exit: every walk is at least as long as its straight line
// and tolls are never negative, so it never overestimates and never decreases by more than a
// leg's length along one (consistent), and the first goal popped is the cheapest. Without it, a
// level whose bones lie off the way out searched every subset of them cheaper than that way.

#include "catmaze/game/open_floor_plan.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "catmaze/game/open_floor.hpp"
#include "catmaze/graph/graph_distances.hpp"
#include "state_store.hpp"

namespace catmaze {

namespace {

using solving::cancelledReason;
using solving::KeyState;
using solving::kNoState;
using solving::Reached;
using solving::StateIndex;
using solving::tooComplexReason;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr int kMaxObjects = 64;  // bones and dogs: one bit each of the state's mask

OpenFloorPlan failed(SolveStatus status, std::string reason, std::int64_t states = 0) {
    OpenFloorPlan plan;
    plan.status = status;
    plan.reason = std::move(reason);
    plan.statesSearched = states;
    return plan;
}

class Planner {
  public:
    Planner(const Level& board, Vec2 cat, int bonesHeld, const SolveOptions& options)
        : level_(board),
          blockers_(openFloorBlockers(board)),
          bonesHeld_(bonesHeld),
          options_(options),
          store_(options.maxStates) {
        for (TileKind kind : {TileKind::Bone, TileKind::Dog}) {
            for (Tile t : board.find(kind)) {
                if (kind == TileKind::Dog)
                    dogMask_ |= std::uint64_t{1} << points_.size();
                else
                    boneMask_ |= std::uint64_t{1} << points_.size();
                points_.push_back({tileCentre(t), kind, t});
            }
        }
        objects_ = static_cast<int>(points_.size());
        for (Tile t : board.find(TileKind::Exit))
            points_.push_back({tileCentre(t), TileKind::Exit, t});
        start_ = static_cast<int>(points_.size());
        points_.push_back(
            {cat, TileKind::CatStart,
             Tile{static_cast<int>(std::floor(cat.x)), static_cast<int>(std::floor(cat.y))}});
        for (const Point& p : points_) {
            double nearest = kInf;
            for (int e = objects_; e < start_; ++e)
                nearest =
                    std::min(nearest, distance(p.at, points_[static_cast<std::size_t>(e)].at));
            estimate_.push_back(nearest);
        }
    }

    OpenFloorPlan solve() {
        if (start_ == objects_)
            return failed(SolveStatus::Unwinnable, "the level has no exit");
        if (objects_ > kMaxObjects)
            return failed(SolveStatus::TooComplex,
                          "too complex to decide (" + std::to_string(objects_) +
                              " bones and dogs; at most " + std::to_string(kMaxObjects) +
                              " are tracked)");
        const Vec2 cat = points_[static_cast<std::size_t>(start_)].at;
        if (boardFor(0).graph->isInsideObstacle(cat))
            return failed(SolveStatus::Unwinnable, "the cat is inside an obstacle");
        for (int e = objects_; e < start_; ++e) {
            if (distance(cat, points_[static_cast<std::size_t>(e)].at) < kOpenFloorExitRadius) {
                OpenFloorPlan won;
                won.status = SolveStatus::Winnable;
                won.winnable = true;
                won.route = {cat};
                return won;
            }
        }
        addState({start_, 0}, 0, kNoState);
        while (const std::optional<StateIndex> next = store_.takeNext()) {
            if (best_.beatsAll(store_.boundOf(*next)))
                break;  // nothing cheaper remains
            if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed))
                return failed(SolveStatus::Cancelled, cancelledReason(store_.size()),
                              store_.size());
            if (sharpen(*next))
                continue;  // back in the queue at its sharper bound
            if (!expand(*next))
                return failed(SolveStatus::TooComplex, tooComplexReason(store_.size()),
                              store_.size());
        }
        if (!best_.found()) {
            const ExitCutOff cut = whyNot();
            OpenFloorPlan plan = failed(SolveStatus::Unwinnable, describe(cut), store_.size());
            plan.cutOff = cut;
            return plan;
        }
        return traceBack();
    }

  private:
    struct Point {
        Vec2 at;
        TileKind kind;
        Tile tile;
    };
    // The graph of one set of dogs gone, with every point of interest in it: a dog still there
    // is its pass node (closed but while it is walked to), any other a node linked in once.
    struct Board {
        std::unique_ptr<ObstacleGraph> graph;
        std::vector<GraphNode2D*> nodes;          // per point
        std::map<int, std::vector<double>> legs;  // from a point: length to each point
    };

    // When state `id` is first taken, replaces its straight-line estimate by a sharper one,
    // measured on its board (the legs its expansion needs anyway): a win that pays no more dogs
    // walks with every dog closed, so at least the shortest such walk to an exit; one that pays a
    // dog walks at least the straight line and pays its toll. Both never overestimate; true (and
    // the state queued again) when the bound rose. Only the bound changes, so the plan stays exact.
    bool sharpen(StateIndex id) {
        if (sharpened_[static_cast<std::size_t>(id)])
            return false;
        sharpened_[static_cast<std::size_t>(id)] = true;
        const KeyState s = store_.state(id);
        const std::uint64_t dogsGone = s.gone & dogMask_;
        const std::vector<double>& legs = legsFrom(boardFor(dogsGone), s.point);
        double sharper = kInf;
        for (int e = objects_; e < start_; ++e)
            sharper = std::min(sharper, legs[static_cast<std::size_t>(e)]);
        if ((dogMask_ & ~dogsGone) != 0)
            sharper = std::min(
                sharper, estimate_[static_cast<std::size_t>(s.point)] + dogToll(level_.rules));
        return store_.raiseEstimate(id, sharper);
    }

    int held(std::uint64_t gone) const {
        return bonesHeld_ + std::popcount(gone & boneMask_) - std::popcount(gone & dogMask_);
    }

    Board& boardFor(std::uint64_t dogsGone) {
        auto [it, added] = boards_.try_emplace(dogsGone);
        Board& board = it->second;
        if (!added)
            return board;
        Level level = level_;
        for (int i = 0; i < objects_; ++i) {
            if ((dogsGone >> i) & 1U)
                level.set(points_[static_cast<std::size_t>(i)].tile, TileKind::Floor);
        }
        board.graph = openFloorGraph(blockers_, level);
        for (const Point& p : points_) {
            GraphNode2D* pass = p.kind == TileKind::Dog ? board.graph->passNodeAt(p.at) : nullptr;
            if (pass != nullptr)
                pass->setEntryCost(kInf);  // walks go round every dog but the one walked to
            board.nodes.push_back(pass != nullptr ? pass
                                                  : &board.graph->connectUsingObstacles(p.at));
        }
        return board;
    }

    // The walk between two points on `board` (both ends included; empty when there is none).
    std::vector<Vec2> walk(Board& board, int from, int to) {
        GraphNode2D* goal = board.nodes[static_cast<std::size_t>(to)];
        const bool dog = points_[static_cast<std::size_t>(to)].kind == TileKind::Dog;
        if (dog)
            goal->setEntryCost(0);
        const std::vector<GraphNode*> nodes =
            board.graph->findPath(*board.nodes[static_cast<std::size_t>(from)], *goal);
        if (dog)
            goal->setEntryCost(kInf);
        std::vector<Vec2> out;
        out.reserve(nodes.size());
        for (const GraphNode* n : nodes)
            out.push_back(static_cast<const GraphNode2D*>(n)->position());
        return out;
    }

    // The walks' lengths from `from` to every point (infinity where there is none): one search
    // for the bones and exits, as every dog is closed for them; one walk per dog, as only the
    // dog walked to is open (its zone's corners are reached only then).
    const std::vector<double>& legsFrom(Board& board, int from) {
        auto [it, added] = board.legs.try_emplace(from);
        if (!added)
            return it->second;
        std::vector<double>& legs = it->second;
        std::vector<GraphNode*> targets(board.nodes.begin(), board.nodes.begin() + start_);
        for (int to = 0; to < start_; ++to) {
            if (to == from || isDog(to))
                targets[static_cast<std::size_t>(to)] = nullptr;
        }
        // With every dog closed no toll is paid, so the cheapest cost is the length.
        legs = cheapestCostsFrom(*board.nodes[static_cast<std::size_t>(from)], targets);
        legs.resize(points_.size(), kInf);
        for (int to = 0; to < start_; ++to) {
            if (to == from || !isDog(to))
                continue;
            const std::vector<Vec2> route = walk(board, from, to);
            if (!route.empty())
                legs[static_cast<std::size_t>(to)] = lengthOf(route);
        }
        return legs;
    }

    bool isDog(int point) const {
        return points_[static_cast<std::size_t>(point)].kind == TileKind::Dog;
    }

    static double lengthOf(const std::vector<Vec2>& route) {
        double length = 0;
        for (std::size_t i = 0; i + 1 < route.size(); ++i)
            length += distance(route[i], route[i + 1]);
        return length;
    }

    // Records that `state` is reached at `cost` from `parent`, a new state with the straight
    // line as its estimate. False, adding nothing, when a new state would pass the budget.
    bool addState(KeyState state, double cost, StateIndex parent) {
        const Reached reached =
            store_.reach(state, cost, parent, estimate_[static_cast<std::size_t>(state.point)]);
        if (reached == Reached::First)
            sharpened_.push_back(false);
        return reached != Reached::OverBudget;
    }

    bool expand(StateIndex id) {
        const KeyState s = store_.state(id);
        const double costSoFar = store_.costOf(id);
        const std::vector<double> legs = legsFrom(boardFor(s.gone & dogMask_), s.point);
        const int bones = held(s.gone);
        for (int to = 0; to < start_; ++to) {
            const double leg = legs[static_cast<std::size_t>(to)];
            if (leg == kInf)
                continue;
            const double cost = costSoFar + leg;
            if (to >= objects_) {  // an exit
                best_.offer(cost, id, to);
                continue;
            }
            const std::uint64_t bit = std::uint64_t{1} << to;
            if ((s.gone & bit) != 0)
                continue;
            const bool dog = (dogMask_ & bit) != 0;
            if (dog && bones == 0)
                continue;  // it would catch the cat
            if (!addState({to, s.gone | bit}, dog ? cost + dogToll(level_.rules) : cost, id))
                return false;
        }
        return true;
    }

    OpenFloorPlan traceBack() {
        const std::vector<StateIndex> chain = store_.chainTo(best_.last);
        OpenFloorPlan plan;
        plan.status = SolveStatus::Winnable;
        plan.winnable = true;
        plan.statesSearched = store_.size();
        for (std::size_t i = 0; i < chain.size(); ++i) {
            const KeyState s = store_.state(chain[i]);
            const int to = i + 1 == chain.size() ? best_.exit : store_.state(chain[i + 1]).point;
            const std::vector<Vec2> leg = walk(boardFor(s.gone & dogMask_), s.point, to);
            plan.route.insert(plan.route.end(), leg.begin() + (plan.route.empty() ? 0 : 1),
                              leg.end());
            const Point& p = points_[static_cast<std::size_t>(to)];
            if (p.kind == TileKind::Bone)
                plan.bonesPicked.push_back(p.tile);
            else if (p.kind == TileKind::Dog)
                plan.dogsPaid.push_back(p.tile);
        }
        // Up to where the game wins, as it walks the route (within reach of the exit).
        plan.length = lengthUntilExitReach(level_, plan.route);
        plan.cost = routeCost(level_.rules, plan.length, static_cast<int>(plan.dogsPaid.size()));
        return plan;
    }

    // Why no winning route exists: no exit can be reached even with every dog gone, or the
    // bones do not pay the dogs in the way; named after the exit nearest to the cat (the
    // nearest of those in reach with the dogs gone, when there are any).
    ExitCutOff whyNot() {
        Board& free = boardFor(dogMask_);
        const std::vector<double>& legs = legsFrom(free, start_);
        bool anyInReach = false;
        for (int e = objects_; e < start_; ++e)
            anyInReach = anyInReach || legs[static_cast<std::size_t>(e)] != kInf;
        const Vec2 cat = points_[static_cast<std::size_t>(start_)].at;
        int nearest = -1;
        for (int e = objects_; e < start_; ++e) {
            const std::size_t i = static_cast<std::size_t>(e);
            if (anyInReach && legs[i] == kInf)
                continue;
            if (nearest < 0 || distance(points_[i].at, cat) <
                                   distance(points_[static_cast<std::size_t>(nearest)].at, cat))
                nearest = e;
        }
        return {anyInReach ? CutBy::TooFewBones : CutBy::Walls,
                points_[static_cast<std::size_t>(nearest)].tile, std::nullopt};
    }

    const Level& level_;
    std::vector<Polygon> blockers_;
    int bonesHeld_;
    SolveOptions options_;
    std::vector<Point> points_;     // objects (bones, dogs), exits, then the cat's start
    std::vector<double> estimate_;  // per point: the straight line to the nearest exit
    int objects_ = 0;
    int start_ = 0;
    std::uint64_t boneMask_ = 0;
    std::uint64_t dogMask_ = 0;
    std::unordered_map<std::uint64_t, Board> boards_;  // by the dogs gone
    // States (point, bones and dogs gone) with costs in tiles (length plus tolls) and, as
    // estimates, lower bounds of the tiles left to an exit: the straight line, or sharpen's.
    solving::StateStore<double> store_;
    std::vector<bool> sharpened_;    // per state: its estimate is sharpen's
    solving::BestWin<double> best_;  // exit: the exit's point
};

}  // namespace

OpenFloorPlan openFloorPlanFrom(const Level& board, Vec2 cat, int bonesHeld,
                                const SolveOptions& options) {
    if (!std::isfinite(cat.x) || !std::isfinite(cat.y) || cat.x < 0 || cat.y < 0 ||
        cat.x > board.size.width || cat.y > board.size.height)
        return failed(SolveStatus::Unwinnable, "the cat is off the map");
    Level level = board;
    for (Tile t : level.find(TileKind::CatStart))
        level.set(t, TileKind::Floor);
    try {
        return Planner(level, cat, bonesHeld < 0 ? 0 : bonesHeld, options).solve();
    } catch (const std::exception& e) {
        // Out-of-range geometry (a hand-made level) or no memory: no answer, said so.
        return failed(SolveStatus::Unwinnable, std::string("cannot plan: ") + e.what());
    }
}

OpenFloorPlan openFloorPlan(const Level& level, const SolveOptions& options) {
    const std::vector<Tile> starts = level.find(TileKind::CatStart);
    if (starts.empty())
        return failed(SolveStatus::Unwinnable, "the level has no cat start");
    return openFloorPlanFrom(level, tileCentre(starts.front()), 0, options);
}

}  // namespace catmaze
