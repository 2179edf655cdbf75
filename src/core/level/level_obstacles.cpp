#include "catmaze/level/level_obstacles.hpp"

#include <charconv>
#include <cmath>

#include "catmaze/io/json_describe.hpp"

namespace catmaze {

namespace {

const char* kShape = "{\"points\": [[x, y], ...]}";

// The shortest text that reads back as exactly `v` ("2" for 2.0).
std::string shortest(double v) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, result.ptr);
}

class ObstacleReader {
  public:
    explicit ObstacleReader(const Level& level) : level_(level) {}

    std::vector<ObstacleProblem> read(const JsonValue& value, std::vector<Polygon>& out) {
        if (level_.version < 2) {
            problem(value.keyPos,
                    "\"obstacles\" needs format version 2 (write \"version\": 2); "
                    "version 1 files have tiles only");
        }
        if (value.type != JsonType::Array) {
            problem(value.pos, std::string("\"obstacles\" must be an array of polygons such as ") +
                                   "[" + kShape + "], not " + describeJsonValue(value));
            return std::move(problems_);
        }
        for (std::size_t i = 0; i < value.items.size(); ++i) {
            if (std::optional<Polygon> polygon = readObstacle(value.items[i], i))
                out.push_back(std::move(*polygon));
        }
        return std::move(problems_);
    }

  private:
    void problem(SourcePos pos, std::string message) {
        problems_.push_back({pos, std::move(message)});
    }

    std::optional<Polygon> readObstacle(const JsonValue& item, std::size_t index) {
        const std::string name = "obstacle " + std::to_string(index);
        if (item.type != JsonType::Object) {
            problem(item.pos,
                    name + " must be an object " + kShape + ", not " + describeJsonValue(item));
            return std::nullopt;
        }
        for (const JsonValue& member : item.items) {
            if (member.key != "points")
                problem(member.keyPos, "unknown key \"" + member.key + "\" in " + name +
                                           "; an obstacle has only \"points\"");
        }
        const JsonValue* points = item.member("points");
        if (!points) {
            problem(item.pos, name + " has no \"points\" (write " + kShape + ")");
            return std::nullopt;
        }
        if (points->type != JsonType::Array) {
            problem(points->pos, "\"points\" of " + name +
                                     " must be an array of [x, y] pairs, not " +
                                     describeJsonValue(*points));
            return std::nullopt;
        }
        Polygon polygon;
        bool ok = true;
        for (std::size_t p = 0; p < points->items.size(); ++p) {
            if (std::optional<Vec2> point = readPoint(points->items[p], p, name))
                polygon.push_back(*point);
            else
                ok = false;
        }
        if (!ok)
            return std::nullopt;
        if (polygon.size() < 3) {
            problem(points->pos, name + " has " + std::to_string(polygon.size()) +
                                     " points; a polygon needs at least 3");
            return std::nullopt;
        }
        if (!isSimplePolygon(polygon)) {
            problem(points->pos, name +
                                     " is not a simple polygon: two of its edges cross or touch, "
                                     "or it has no area");
            return std::nullopt;
        }
        return polygon;
    }

    std::optional<Vec2> readPoint(const JsonValue& value, std::size_t index,
                                  const std::string& obstacle) {
        const std::string name = "point " + std::to_string(index) + " of " + obstacle;
        if (value.type != JsonType::Array || value.items.size() != 2) {
            problem(value.pos,
                    name + " must be [x, y], two numbers, not " + describeJsonValue(value));
            return std::nullopt;
        }
        for (const JsonValue& coordinate : value.items) {
            if (coordinate.type != JsonType::Number) {
                problem(coordinate.pos, "a coordinate of " + name + " must be a number, not " +
                                            describeJsonValue(coordinate));
                return std::nullopt;
            }
        }
        const Vec2 point{value.items[0].number, value.items[1].number};
        const GridSize size = level_.size;
        if (size.cellCount() > 0 &&
            (point.x < 0 || point.y < 0 || point.x > size.width || point.y > size.height)) {
            problem(value.pos, name + " (" + shortest(point.x) + ", " + shortest(point.y) +
                                   ") is outside the map (x from 0 to " +
                                   std::to_string(size.width) + ", y from 0 to " +
                                   std::to_string(size.height) + ")");
            return std::nullopt;
        }
        return point;
    }

    const Level& level_;
    std::vector<ObstacleProblem> problems_;
};

}  // namespace

std::vector<ObstacleProblem> readLevelObstacles(const JsonValue& value, Level& level) {
    std::vector<Polygon> obstacles;
    std::vector<ObstacleProblem> problems = ObstacleReader(level).read(value, obstacles);
    if (problems.empty())
        level.obstacles = std::move(obstacles);
    return problems;
}

std::string formatLevelObstacles(const Level& level) {
    if (level.obstacles.empty())
        return "";
    std::string out = "  \"obstacles\": [";
    for (std::size_t i = 0; i < level.obstacles.size(); ++i) {
        out += (i == 0 ? "\n    {\"points\": [" : ",\n    {\"points\": [");
        const Polygon& polygon = level.obstacles[i];
        for (std::size_t p = 0; p < polygon.size(); ++p) {
            out += (p == 0 ? "[" : ", [") + shortest(polygon[p].x) + ", " + shortest(polygon[p].y) +
                   "]";
        }
        out += "]}";
    }
    return out + "\n  ]";
}

}  // namespace catmaze
