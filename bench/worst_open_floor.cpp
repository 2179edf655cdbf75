#include "worst_open_floor.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <numbers>
#include <utility>
#include <vector>

#include "catmaze/level/level_validator.hpp"

namespace catmaze::bench {

namespace {

// Tiles between two neighbours of the ring: each is at most 1.2 tiles wide, and the cat
// (0.7 wide) still passes between them.
constexpr double kSpacing = 3.0;
// Room between the ring and the map's edge.
constexpr int kMargin = 8;

std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", v);
    return text;
}

// A star of `points` points around (x, y), as JSON: every other point at radius 0.6, the others
// at 0.15. Each tip is a corner of the graph, and unlike a circle's (where a line from outside
// is tangent at two points) many tips are tangent to lines from afar: the most links to test.
std::string star(double x, double y, std::size_t points) {
    std::string out = "{\"points\":[";
    for (std::size_t i = 0; i < points; ++i) {
        const double a =
            2.0 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(points);
        const double r = i % 2 == 0 ? 0.6 : 0.15;
        out += (i ? ",[" : "[") + number(x + r * std::cos(a)) + "," + number(y + r * std::sin(a)) +
               "]";
    }
    return out + "]}";
}

}  // namespace

std::string worstOpenFloorLevel() {
    const std::size_t polygons = kMaxObstacles;
    const std::size_t pointsEach = kMaxObstaclePointsTotal / polygons;
    const std::size_t ring = polygons + kMaxOpenFloorDogs + kMaxOpenFloorWallRuns;
    const double radius = static_cast<double>(ring) * kSpacing / (2.0 * std::numbers::pi);
    const int side = 2 * (static_cast<int>(radius) + kMargin);
    const double centre = side / 2.0;
    std::vector<std::string> rows(static_cast<std::size_t>(side), std::string(side, '.'));
    const auto put = [&](int col, int row, char c) {
        rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = c;
    };

    // The ring: polygons, dogs and one-tile wall runs spread evenly through it, so that every
    // kind sees every other.
    std::vector<std::pair<double, char>> kinds;
    const auto spread = [&](std::size_t count, char kind) {
        for (std::size_t k = 0; k < count; ++k)
            kinds.push_back({(static_cast<double>(k) + 0.5) / static_cast<double>(count), kind});
    };
    spread(polygons, 'P');
    spread(kMaxOpenFloorDogs, 'D');
    spread(kMaxOpenFloorWallRuns, '#');
    std::sort(kinds.begin(), kinds.end());
    std::string obstacles;
    for (std::size_t i = 0; i < ring; ++i) {
        const double a =
            2.0 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(ring);
        const int col = static_cast<int>(std::floor(centre + radius * std::cos(a)));
        const int row = static_cast<int>(std::floor(centre + radius * std::sin(a)));
        if (kinds[i].second == 'P')
            obstacles += (obstacles.empty() ? "" : ",\n") + star(col + 0.5, row + 0.5, pointsEach);
        else
            put(col, row, kinds[i].second);
    }
    // The cat in the middle among the bones; the exits outside the ring, along the top edge.
    const int middle = static_cast<int>(centre);
    put(middle, middle, 'C');
    for (std::size_t b = 0; b < kMaxOpenFloorBones; ++b)
        put(middle - 4 + static_cast<int>(b % 8), middle + 2 + static_cast<int>(b / 8), 'B');
    for (std::size_t e = 0; e < kMaxOpenFloorExits; ++e)
        put(1 + static_cast<int>(e) * 2, 1, 'E');

    std::string text = "{\"name\":\"Worst open floor within the limits\",\"version\":2,\"tiles\":[";
    for (std::size_t r = 0; r < rows.size(); ++r)
        text += (r ? ",\n\"" : "\n\"") + rows[r] + "\"";
    return text + "],\n\"obstacles\":[" + obstacles + "]}\n";
}

}  // namespace catmaze::bench
