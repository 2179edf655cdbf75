#include "baseline_obstacle_graph.hpp"

#include <algorithm>

namespace catmaze::bench {

std::size_t baselineObstacleLinks(const std::vector<Polygon>& polygons, double radius) {
    std::vector<BufferedPolygon> buffered;
    for (const Polygon& polygon : polygons)
        buffered.emplace_back(polygon, radius);
    struct Corner {
        Vec2 at;
        CornerTurn turn;
    };
    std::vector<Corner> corners;
    for (const BufferedPolygon& b : buffered) {
        for (std::size_t i = 0; i < b.corners().size(); ++i) {
            const Vec2 c = b.corners()[i];
            if (std::none_of(buffered.begin(), buffered.end(),
                             [&](const BufferedPolygon& other) { return other.contains(c); }))
                corners.push_back({c, b.cornerTurns()[i]});
        }
    }
    std::size_t links = 0;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 a = corners[i].at;
        for (std::size_t j = i + 1; j < corners.size(); ++j) {
            const Vec2 b = corners[j].at;
            if (isTangentAt(a, corners[i].turn, b) && isTangentAt(b, corners[j].turn, a) &&
                std::none_of(buffered.begin(), buffered.end(),
                             [&](const BufferedPolygon& o) { return o.blocks(a, b); }))
                ++links;
        }
    }
    return links;
}

}  // namespace catmaze::bench
