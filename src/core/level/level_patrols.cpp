#include "catmaze/level/level_patrols.hpp"

#include "catmaze/io/json_describe.hpp"
#include "catmaze/level/patrol_rules.hpp"

namespace catmaze {

namespace {

constexpr const char* kShape = "{\"tiles\": [[col, row], ...], \"loop\": false}";

class PatrolsReader {
  public:
    explicit PatrolsReader(const Level& level) : level_(level) {}

    std::vector<PatrolsMemberProblem> read(const JsonValue& value, std::vector<Patrol>& out) {
        if (std::optional<std::string> tooOld = patrolsVersionProblem(level_.version))
            problem(value.keyPos, std::move(*tooOld));
        if (std::optional<std::string> openFloor = patrolsOpenFloorProblem(level_.openFloor())) {
            problem(value.keyPos, std::move(*openFloor));
            return std::move(problems_);
        }
        if (value.type != JsonType::Array) {
            problem(value.pos, std::string("\"patrols\" must be an array of patrols such as [") +
                                   kShape + "], not " + describeJsonValue(value));
            return std::move(problems_);
        }
        if (std::optional<std::string> tooMany = patrolCountProblem(value.items.size())) {
            problem(value.pos, std::move(*tooMany));
            return std::move(problems_);
        }
        bool allRead = true;
        for (std::size_t i = 0; i < value.items.size(); ++i) {
            std::optional<Patrol> patrol = readPatrol(value.items[i], i);
            allRead = allRead && patrol.has_value();
            if (patrol)
                out.push_back(std::move(*patrol));
        }
        // The routes only when every patrol was read, so that patrol i is the file's item i.
        if (allRead)
            checkRoutes(value, out);
        return std::move(problems_);
    }

  private:
    void problem(SourcePos pos, std::string message) {
        problems_.push_back({pos, std::move(message)});
    }

    void checkRoutes(const JsonValue& value, const std::vector<Patrol>& patrols) {
        for (PatrolProblem& route : patrolRouteProblems(level_, patrols)) {
            const JsonValue& tiles = *value.items[route.patrol].member("tiles");
            problem(tiles.items[route.tile].pos, std::move(route.message));
        }
    }

    std::optional<Patrol> readPatrol(const JsonValue& item, std::size_t index) {
        const std::string name = "patrol " + std::to_string(index);
        if (item.type != JsonType::Object) {
            problem(item.pos,
                    name + " must be an object " + kShape + ", not " + describeJsonValue(item));
            return std::nullopt;
        }
        // A wrong key or "loop" is reported, but the tiles are still read and their route
        // checked: one pass says everything.
        for (const JsonValue& member : item.items) {
            if (member.key != "tiles" && member.key != "loop") {
                problem(member.keyPos, "unknown key " + jsonQuoted(member.key) + " in " + name +
                                           "; a patrol has only \"tiles\" and \"loop\"");
            }
        }
        Patrol patrol;
        if (const JsonValue* loop = item.member("loop")) {
            if (loop->type == JsonType::Bool) {
                patrol.loop = loop->boolean;
            } else {
                problem(loop->pos, "\"loop\" of " + name +
                                       " must be true (round and round) or false (back and "
                                       "forth), not " +
                                       describeJsonValue(*loop));
            }
        }
        const JsonValue* tiles = item.member("tiles");
        if (!tiles) {
            problem(item.pos, name + " has no \"tiles\" (write " + kShape + ")");
            return std::nullopt;
        }
        if (tiles->type != JsonType::Array) {
            problem(tiles->pos, "\"tiles\" of " + name + " must be an array of [col, row] pairs, " +
                                    "not " + describeJsonValue(*tiles));
            return std::nullopt;
        }
        if (std::optional<std::string> length = patrolLengthProblem(tiles->items.size(), index)) {
            problem(tiles->pos, std::move(*length));
            return std::nullopt;
        }
        bool ok = true;
        for (std::size_t t = 0; t < tiles->items.size(); ++t) {
            if (std::optional<Tile> tile = readTile(tiles->items[t], t, index))
                patrol.tiles.push_back(*tile);
            else
                ok = false;
        }
        return ok ? std::optional(std::move(patrol)) : std::nullopt;
    }

    std::optional<Tile> readTile(const JsonValue& value, std::size_t index, std::size_t patrol) {
        const std::string name =
            "tile " + std::to_string(index) + " of patrol " + std::to_string(patrol);
        if (value.type != JsonType::Array || value.items.size() != 2) {
            problem(value.pos,
                    name + " must be [col, row], two integers, not " + describeJsonValue(value));
            return std::nullopt;
        }
        int coordinates[2] = {0, 0};
        for (std::size_t c = 0; c < 2; ++c) {
            const JsonValue& coordinate = value.items[c];
            const std::optional<std::int64_t> n = integerValue(coordinate);
            if (!n || *n < 0 || *n >= kMaxLevelSide) {
                problem(coordinate.pos, std::string(c == 0 ? "the column" : "the row") + " of " +
                                            name + " must be an integer from 0 to " +
                                            std::to_string(kMaxLevelSide - 1) + ", not " +
                                            describeJsonValue(coordinate));
                return std::nullopt;
            }
            coordinates[c] = static_cast<int>(*n);
        }
        return Tile{coordinates[0], coordinates[1]};
    }

    const Level& level_;
    std::vector<PatrolsMemberProblem> problems_;
};

}  // namespace

std::vector<PatrolsMemberProblem> readLevelPatrols(const JsonValue& value, Level& level) {
    std::vector<Patrol> patrols;
    std::vector<PatrolsMemberProblem> problems = PatrolsReader(level).read(value, patrols);
    if (problems.empty())
        level.patrols = std::move(patrols);
    return problems;
}

std::string formatLevelPatrols(const Level& level) {
    if (level.patrols.empty())
        return "";
    std::string out = "  \"patrols\": [";
    for (std::size_t i = 0; i < level.patrols.size(); ++i) {
        const Patrol& patrol = level.patrols[i];
        out += (i == 0 ? "\n    {\"tiles\": [" : ",\n    {\"tiles\": [");
        for (std::size_t t = 0; t < patrol.tiles.size(); ++t) {
            out += (t == 0 ? "[" : ", [") + std::to_string(patrol.tiles[t].col) + ", " +
                   std::to_string(patrol.tiles[t].row) + "]";
        }
        out += std::string("], \"loop\": ") + (patrol.loop ? "true" : "false") + "}";
    }
    return out + "\n  ]";
}

}  // namespace catmaze
