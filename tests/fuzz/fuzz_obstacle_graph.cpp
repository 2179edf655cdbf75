// libFuzzer: the obstacle graph from arbitrary bytes (issue 19 §3). The bytes give a walker's
// radius, up to 12 polygons (rectangles and stars on a coarse grid, so that they touch, overlap
// and repeat, or raw vertices, often not simple), pass nodes at some of them, and up to 6
// queries. Only std::invalid_argument may be thrown, and only where the header says (a polygon
// that is not simple, a value out of range). Checks on every query:
// - the status agrees with isInsideObstacle, a route runs from the start to the goal, its length
//   is the sum of its segments, at least the straight distance, and at most its cost;
// - without pass nodes, every segment of a route is clear, and the way back is as long;
// - the same obstacles in the opposite order give the same lengths (merging and the index do
//   not depend on the order);
// - nearestFreePoint gives a point outside every obstacle.

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"
#include "fuzz_check.hpp"

namespace {

using namespace catmaze;

// A coordinate on a grid of eighths from -16 to 16: coarse, so that shapes meet exactly.
double coarse(FuzzedDataProvider& in) {
    return static_cast<double>(in.ConsumeIntegralInRange<int>(-128, 128)) / 8.0;
}

Vec2 coarsePoint(FuzzedDataProvider& in) {
    const double x = coarse(in);
    return {x, coarse(in)};
}

Polygon readPolygon(FuzzedDataProvider& in) {
    switch (in.ConsumeIntegralInRange<int>(0, 3)) {
        case 0: {  // a rectangle (tiles and walls)
            const Vec2 min = coarsePoint(in);
            const double w = in.ConsumeIntegralInRange<int>(1, 32) / 8.0;
            const double h = in.ConsumeIntegralInRange<int>(1, 32) / 8.0;
            return {min, {min.x + w, min.y}, {min.x + w, min.y + h}, {min.x, min.y + h}};
        }
        case 1: {  // a star around a centre (the angles keep it simple)
            const Vec2 centre = coarsePoint(in);
            const int n = in.ConsumeIntegralInRange<int>(3, 10);
            Polygon star;
            for (int j = 0; j < n; ++j) {
                const double angle = 2.0 * 3.141592653589793 * j / n;
                const double r = in.ConsumeIntegralInRange<int>(1, 32) / 8.0;
                star.push_back({centre.x + r * std::cos(angle), centre.y + r * std::sin(angle)});
            }
            return star;
        }
        case 2: {  // raw vertices on the grid: often not simple
            Polygon raw;
            for (int n = in.ConsumeIntegralInRange<int>(0, 8); n > 0; --n)
                raw.push_back(coarsePoint(in));
            return raw;
        }
        default: {  // any doubles: out of range, NaN, huge or tiny
            Polygon raw;
            for (int n = in.ConsumeIntegralInRange<int>(3, 5); n > 0; --n) {
                const double x = in.ConsumeFloatingPoint<double>();
                raw.push_back({x, in.ConsumeFloatingPoint<double>()});
            }
            return raw;
        }
    }
}

Vec2 centreOf(const Polygon& polygon) {
    Vec2 sum;
    for (const Vec2 v : polygon)
        sum = sum + v;
    return sum * (1.0 / static_cast<double>(polygon.size()));
}

std::string where(Vec2 a, Vec2 b) {
    return "from " + std::to_string(a.x) + ", " + std::to_string(a.y) + " to " +
           std::to_string(b.x) + ", " + std::to_string(b.y);
}

void checkRoute(ObstacleGraph& graph, Vec2 start, Vec2 goal, bool withPasses) {
    const Route route = graph.findPath(start, goal);
    const bool startAtPass = graph.passNodeAt(start) != nullptr;
    const bool goalAtPass = graph.passNodeAt(goal) != nullptr;
    if (route.status == RouteStatus::StartBlocked)
        FUZZ_CHECK(!startAtPass && graph.isInsideObstacle(start), where(start, goal));
    if (route.status == RouteStatus::GoalBlocked)
        FUZZ_CHECK(!goalAtPass && graph.isInsideObstacle(goal), where(start, goal));
    if (route.status != RouteStatus::Found)
        return;
    FUZZ_CHECK(
        route.points.size() >= 2 && route.points.front() == start && route.points.back() == goal,
        "a route that does not run " + where(start, goal));
    double length = 0.0;
    for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
        const Vec2 a = route.points[i];
        const Vec2 b = route.points[i + 1];
        length += distance(a, b);
        FUZZ_CHECK(withPasses || graph.isClear(a, b),
                   "a route's segment enters an obstacle " + where(a, b));
    }
    FUZZ_CHECK(std::abs(length - route.length) <= 1e-6 * (1.0 + length),
               "length " + where(start, goal));
    FUZZ_CHECK(route.length >= distance(start, goal) - 1e-9, "shorter than straight");
    FUZZ_CHECK(route.cost >= route.length - 1e-6 * (1.0 + length), "cost below length");
    if (!withPasses) {
        const Route back = graph.findPath(goal, start);
        FUZZ_CHECK(back.status == RouteStatus::Found, "no way back " + where(start, goal));
        FUZZ_CHECK(std::abs(back.length - route.length) <= 1e-6 * (1.0 + length),
                   "the way back is not as long " + where(start, goal));
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    const double radius = in.ConsumeIntegralInRange<int>(0, 48) / 16.0;
    std::vector<PolygonObstacle> obstacles;
    std::vector<Polygon> polygons;
    for (int n = in.ConsumeIntegralInRange<int>(0, 12); n > 0; --n) {
        Polygon polygon = readPolygon(in);
        try {
            obstacles.emplace_back(polygon);
            polygons.push_back(obstacles.back().vertices());
        } catch (const std::invalid_argument&) {
            // not simple, or out of range: refused, as documented
        }
    }
    const std::vector<PolygonObstacle> reversed(obstacles.rbegin(), obstacles.rend());
    ObstacleGraph graph(radius);
    ObstacleGraph backwards(radius);
    try {
        graph.addObstacles(obstacles);
        backwards.addObstacles(reversed);
    } catch (const std::invalid_argument&) {
        return 0;  // an obstacle reaches out of range once buffered: refused, as documented
    }

    // Pass nodes at the centres of some obstacles (the game's dogs), in the first graph only.
    std::vector<ObstacleGraph::PassSpec> passes;
    const std::vector<ObstacleId> ids = graph.obstacleIds();
    for (std::size_t i = 0; i < ids.size() && in.ConsumeIntegralInRange<int>(0, 7) == 0; ++i)
        passes.push_back(
            {ids[i], centreOf(polygons[i]), in.ConsumeIntegralInRange<int>(0, 8) / 2.0});
    graph.addPassNodes(passes);

    for (int q = in.ConsumeIntegralInRange<int>(1, 6); q > 0; --q) {
        const Vec2 start = coarsePoint(in);
        const Vec2 goal =
            in.ConsumeBool() && !passes.empty() ? passes.front().position : coarsePoint(in);
        checkRoute(graph, start, goal, !passes.empty());
        if (passes.empty()) {
            const Route a = graph.findPath(start, goal);
            const Route b = backwards.findPath(start, goal);
            FUZZ_CHECK(a.status == b.status,
                       "the order of the obstacles changes " + where(start, goal));
            FUZZ_CHECK(std::abs(a.length - b.length) <= 1e-6 * (1.0 + a.length),
                       "the order of the obstacles changes the length " + where(start, goal));
        }
        const Vec2 free = graph.nearestFreePoint(start);
        FUZZ_CHECK(!graph.isInsideObstacle(free), "the nearest free point is inside");
    }
    return 0;
}
