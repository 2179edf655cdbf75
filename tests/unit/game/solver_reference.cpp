#include "solver_reference.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <queue>
#include <set>
#include <tuple>

namespace catmaze::test {

Walk walkRoute(Level board, Tile cat, int held, const std::vector<Tile>& route, bool diagonal) {
    Walk w;
    auto open = [&](Tile t) { return board.walkable(t); };
    for (const Tile t : route) {
        if (w.won)
            return w.error = "steps after the exit", w;
        const int dc = std::abs(t.col - cat.col);
        const int dr = std::abs(t.row - cat.row);
        if (!open(t) || dc > 1 || dr > 1 || dc + dr == 0)
            return w.error = "not a step", w;
        const bool diagonalStep = dc == 1 && dr == 1;
        if (diagonalStep && (!diagonal || !open({t.col, cat.row}) || !open({cat.col, t.row}))) {
            return w.error = "illegal diagonal", w;
        }
        GridCost step = diagonalStep ? board.rules.diagonalCost : board.rules.straightCost;
        switch (board.at(t)) {
            case TileKind::Bone:
                ++held;
                w.bones.push_back(t);
                board.set(t, TileKind::Floor);
                break;
            case TileKind::Dog:
                step *= board.rules.dogCostMultiplier;
                if (held == 0)
                    return w.error = "eaten", w;
                --held;
                w.dogs.push_back(t);
                board.set(t, TileKind::Floor);
                break;
            case TileKind::Exit:
                w.won = true;
                break;
            default:
                break;
        }
        w.cost += step;
        cat = t;
    }
    return w;
}

void expectLegalWin(const Level& board, Tile cat, int held, const Solution& s, bool diagonal) {
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    const Walk w = walkRoute(board, cat, held, s.route, diagonal);
    EXPECT_EQ(w.error, "");
    EXPECT_TRUE(w.won || (s.route.empty() && board.at(cat) == TileKind::Exit));
    EXPECT_EQ(w.cost, s.cost);
    EXPECT_EQ(w.bones, s.bonesPicked);
    EXPECT_EQ(w.dogs, s.dogsBribed);
}

GridCost bruteForce(const Level& level, Tile start, int held0, bool diagonal) {
    using State = std::tuple<Tile, std::set<Tile>, int>;
    std::map<State, GridCost> best;
    using Entry = std::pair<GridCost, State>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const State first{start, {}, held0};
    best[first] = 0;
    open.push({0, first});
    auto walkable = [&](Tile t) { return level.walkable(t); };
    while (!open.empty()) {
        const auto [cost, state] = open.top();
        open.pop();
        if (best[state] != cost)
            continue;
        const auto& [tile, gone, held] = state;
        if (level.at(tile) == TileKind::Exit && tile != start)
            return cost;
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                const Tile next{tile.col + dc, tile.row + dr};
                if ((dc == 0 && dr == 0) || !walkable(next))
                    continue;
                const bool diag = dc != 0 && dr != 0;
                if (diag && (!diagonal || !walkable({next.col, tile.row}) ||
                             !walkable({tile.col, next.row}))) {
                    continue;
                }
                GridCost step = diag ? level.rules.diagonalCost : level.rules.straightCost;
                std::set<Tile> nextGone = gone;
                int nextHeld = held;
                const bool present = !gone.contains(next) && next != start;
                if (present && level.at(next) == TileKind::Bone) {
                    ++nextHeld;
                    nextGone.insert(next);
                } else if (present && level.at(next) == TileKind::Dog) {
                    if (held == 0)
                        continue;
                    step *= level.rules.dogCostMultiplier;
                    --nextHeld;
                    nextGone.insert(next);
                }
                const State n{next, nextGone, nextHeld};
                const auto it = best.find(n);
                if (it == best.end() || cost + step < it->second) {
                    best[n] = cost + step;
                    open.push({cost + step, n});
                }
            }
        }
    }
    return -1;
}

}  // namespace catmaze::test
