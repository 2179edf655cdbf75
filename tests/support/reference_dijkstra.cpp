#include "reference_dijkstra.hpp"

#include <functional>
#include <queue>
#include <utility>
#include <vector>

namespace catmaze::test {

using Cost = std::int64_t;

std::int64_t referenceCost(const Ascii& a, Tile from, Tile to, bool diagonal) {
    const int w = a.size.width;
    const int h = a.size.height;
    auto open = [&](int c, int r) {
        return c >= 0 && r >= 0 && c < w && r < h &&
               a.walkable[static_cast<std::size_t>(r * w + c)];
    };
    std::vector<Cost> dist(static_cast<std::size_t>(w * h), -1);
    using Item = std::pair<Cost, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    dist[static_cast<std::size_t>(from.row * w + from.col)] = 0;
    queue.push({0, from.row * w + from.col});
    while (!queue.empty()) {
        const auto [d, cell] = queue.top();
        queue.pop();
        if (d != dist[static_cast<std::size_t>(cell)])
            continue;
        const int c = cell % w;
        const int r = cell / w;
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                const bool diag = dc != 0 && dr != 0;
                if ((dc == 0 && dr == 0) || (diag && !diagonal))
                    continue;
                if (!open(c + dc, r + dr))
                    continue;
                if (diag && !(open(c + dc, r) && open(c, r + dr)))
                    continue;
                const int next = (r + dr) * w + (c + dc);
                const Cost nd = d + (diag ? 14 : 10) * a.multiplier[static_cast<std::size_t>(next)];
                Cost& best = dist[static_cast<std::size_t>(next)];
                if (best < 0 || nd < best) {
                    best = nd;
                    queue.push({nd, next});
                }
            }
        }
    }
    return dist[static_cast<std::size_t>(to.row * w + to.col)];
}

}  // namespace catmaze::test
