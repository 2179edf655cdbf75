#include "catmaze/level/level_obstacles.hpp"

#include "catmaze/io/json_describe.hpp"
#include "catmaze/level/level_validator.hpp"
#include "shortest_number.hpp"

namespace catmaze {

namespace {

const char* kShape = "{\"points\": [[x, y], ...]}";

class ObstacleReader {
  public:
    explicit ObstacleReader(const Level& level) : level_(level) {}

    std::vector<ObstacleProblem> read(const JsonValue& value, std::vector<Polygon>& out) {
        if (std::optional<std::string> tooOld = obstaclesVersionProblem(level_.version))
            problem(value.keyPos, std::move(*tooOld));
        if (value.type != JsonType::Array) {
            problem(value.pos, std::string("\"obstacles\" must be an array of polygons such as ") +
                                   "[" + kShape + "], not " + describeJsonValue(value));
            return std::move(problems_);
        }
        if (!withinLimits(value))
            return std::move(problems_);
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

    // The number of obstacles and of their points in all, counted before any point is read.
    bool withinLimits(const JsonValue& obstacles) {
        if (std::optional<std::string> tooMany = obstacleCountProblem(obstacles.items.size())) {
            problem(obstacles.pos, std::move(*tooMany));
            return false;
        }
        std::size_t total = 0;
        for (const JsonValue& item : obstacles.items) {
            const JsonValue* points =
                item.type == JsonType::Object ? item.member("points") : nullptr;
            if (points && points->type == JsonType::Array)
                total += points->items.size();
        }
        if (std::optional<std::string> tooMany = obstaclePointsTotalProblem(total)) {
            problem(obstacles.pos, std::move(*tooMany));
            return false;
        }
        return true;
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
        if (std::optional<std::string> tooMany =
                obstaclePointCountProblem(points->items.size(), index)) {
            problem(points->pos, std::move(*tooMany));
            return std::nullopt;
        }
        Polygon polygon;
        bool ok = true;
        for (std::size_t p = 0; p < points->items.size(); ++p) {
            if (std::optional<Vec2> point = readPoint(points->items[p], p, index))
                polygon.push_back(*point);
            else
                ok = false;
        }
        if (!ok)
            return std::nullopt;
        if (std::optional<std::string> shape = obstacleShapeProblem(polygon, index)) {
            problem(points->pos, std::move(*shape));
            return std::nullopt;
        }
        return polygon;
    }

    std::optional<Vec2> readPoint(const JsonValue& value, std::size_t index, std::size_t obstacle) {
        const std::string name =
            "point " + std::to_string(index) + " of obstacle " + std::to_string(obstacle);
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
        if (std::optional<std::string> outside =
                obstaclePointProblem(point, index, obstacle, level_.size)) {
            problem(value.pos, std::move(*outside));
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
            out += (p == 0 ? "[" : ", [") + shortestNumber(polygon[p].x) + ", " +
                   shortestNumber(polygon[p].y) + "]";
        }
        out += "]}";
    }
    return out + "\n  ]";
}

}  // namespace catmaze
