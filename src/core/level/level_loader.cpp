#include "catmaze/level/level_loader.hpp"

#include <string_view>
#include <unordered_map>
#include <utility>

#include <nlohmann/json.hpp>

#include "catmaze/io/json_describe.hpp"
#include "catmaze/io/json_source.hpp"
#include "catmaze/io/utf8_text.hpp"
#include "catmaze/level/level_metrics_member.hpp"
#include "catmaze/level/level_obstacles.hpp"
#include "catmaze/level/level_patrols.hpp"
#include "catmaze/level/level_validator.hpp"
#include "tile_characters.hpp"

namespace catmaze {

namespace {

// The shared collector, addressed by source positions.
class Report {
  public:
    explicit Report(std::string file) : collector_(std::move(file)) {}

    void error(SourcePos pos, std::string message) {
        collector_.error(pos.line, pos.column, std::move(message));
    }
    void warning(SourcePos pos, std::string message) {
        collector_.warning(pos.line, pos.column, std::move(message));
    }
    template <class MakeMessage>
    void errorLazily(SourcePos pos, MakeMessage&& makeMessage) {
        collector_.errorLazily(pos.line, pos.column, std::forward<MakeMessage>(makeMessage));
    }
    bool anyError() const { return collector_.anyError(); }
    std::vector<Diagnostic> take() { return collector_.take(); }

  private:
    DiagnosticCollector collector_;
};

// The first member of each key in an object, found in one pass (a lookup per member would be
// quadratic: 100,000 keys took a minute).
class FirstMembers {
  public:
    explicit FirstMembers(const JsonValue& object) {
        first_.reserve(object.items.size());
        for (const JsonValue& member : object.items)
            first_.try_emplace(member.key, &member);
    }
    // The first member named like `member` (itself when it is the first).
    const JsonValue* of(const JsonValue& member) const { return first_.at(member.key); }

  private:
    std::unordered_map<std::string_view, const JsonValue*> first_;
};

// A JSON value as the single rules take it: its number when it is an integer.
std::optional<double> integerOf(const JsonValue& value) {
    return value.isInteger() ? std::optional(value.number) : std::nullopt;
}

// Reads one level file's parsed JSON into a Level, reporting everything wrong in one pass.
class LevelReader {
  public:
    LevelReader(std::string_view text, const std::string& fileName)
        : text_(text), report_(fileName) {}

    LevelLoadResult read() {
        LevelLoadResult result;
        if (static_cast<std::int64_t>(text_.size()) > kMaxLevelFileBytes) {
            report_.error({}, tooLargeMessage(static_cast<std::int64_t>(text_.size())));
        } else {
            const JsonParseResult parsed = parseJsonSource(text_);
            if (parsed.ok())
                readRoot(*parsed.value);
            else
                report_.error(parsed.error.pos, parsed.error.message);
        }
        if (!report_.anyError())
            result.level = std::move(level_);
        result.diagnostics = report_.take();
        return result;
    }

    static std::string tooLargeMessage(std::int64_t bytes) {
        return "the file is " + std::to_string(bytes) + " bytes; a level file is at most " +
               std::to_string(kMaxLevelFileBytes) + " bytes (16 MiB)";
    }

  private:
    std::string_view text_;
    Report report_;
    Level level_;
    const JsonValue* obstacles_ = nullptr;  // the "obstacles" member, read after the others
    const JsonValue* patrols_ = nullptr;    // the "patrols" member, read after the obstacles
    const JsonValue* tiles_ = nullptr;      // the "tiles" member, where objects are written

    void readRoot(const JsonValue& root) {
        if (root.type != JsonType::Object) {
            report_.error(root.pos, "a level file must be a JSON object { ... }, not " +
                                        describeJsonValue(root));
            return;
        }
        const FirstMembers firstMembers(root);
        for (const JsonValue& member : root.items) {
            if (const JsonValue* first = firstMembers.of(member); first != &member) {
                report_.error(member.keyPos, "duplicate key " + jsonQuoted(member.key) +
                                                 "; it was already given on line " +
                                                 std::to_string(first->keyPos.line));
                continue;
            }
            readMember(member);
            // A key repeated at any depth is an error too ("rules" says so in its own words).
            if (member.key != "rules") {
                forEachRepeatedKey(member, [&](const JsonValue& first, const JsonValue& repeat) {
                    report_.error(repeat.keyPos, duplicateKeyMessage(first, repeat));
                });
            }
        }
        if (obstacles_) {  // after the loop: needs the version and the map's size
            for (ObstacleProblem& problem : readLevelObstacles(*obstacles_, level_))
                report_.error(problem.pos, std::move(problem.message));
            // An open-floor level's objects are obstacles and goals too: limited in number.
            if (const JsonValue* tiles = root.member("tiles")) {
                for (std::string& problem : openFloorObjectProblems(level_))
                    report_.error(tiles->pos, std::move(problem));
            }
            if (!report_.anyError())
                warnObjectsInObstacles();
        }
        if (patrols_) {  // needs the version, the map, the rules and the obstacles
            for (PatrolsMemberProblem& problem : readLevelPatrols(*patrols_, level_))
                report_.error(problem.pos, std::move(problem.message));
        }
        if (!root.member("name"))
            report_.error(root.pos, "missing \"name\" (the level's title, a string)");
        if (!root.member("version"))
            report_.error(root.pos, "missing \"version\" (write \"version\": 1)");
        if (!root.member("tiles"))
            report_.error(root.pos, "missing \"tiles\" (the map: an array of row strings)");
    }

    void readMember(const JsonValue& member) {
        const std::string& key = member.key;
        if (key == "$schema") {
            if (member.type == JsonType::String)
                level_.schema = member.text;
            else
                report_.error(member.pos,
                              "\"$schema\" must be a string, not " + describeJsonValue(member));
        } else if (key == "name") {
            const auto name = member.type == JsonType::String
                                  ? std::optional<std::string_view>(member.text)
                                  : std::nullopt;
            if (!check(member.pos, nameProblem(name, describeJsonValue(member))))
                level_.name = member.text;
        } else if (key == "version") {
            if (!check(member.pos, versionProblem(integerOf(member), describeJsonValue(member))))
                level_.version = static_cast<int>(member.number);
        } else if (key == "tileSize") {
            if (!check(member.pos, tileSizeProblem(integerOf(member), describeJsonValue(member))))
                level_.tileSize = static_cast<int>(member.number);
        } else if (key == "rules") {
            readRules(member);
        } else if (key == "tiles") {
            readTiles(member);
        } else if (key == "obstacles") {
            obstacles_ = &member;
        } else if (key == "patrols") {
            patrols_ = &member;
        } else if (key == "metrics") {
            for (MetricsProblem& problem : readLevelMetrics(member, level_)) {
                if (problem.error)
                    report_.error(problem.pos, std::move(problem.message));
                else
                    report_.warning(problem.pos, std::move(problem.message));
            }
        } else {
            report_.warning(member.keyPos, extraKeyWarning(key));
            // Names are unique here (a repeated key is an error above), so no search: a
            // search per key made 100,000 keys quadratic.
            level_.extraKeys.push_back({key, toCompactJson(member)});
        }
    }

    // Reports `problem` at `pos`, if there is one; true when there was.
    bool check(SourcePos pos, std::optional<std::string> problem) {
        if (problem)
            report_.error(pos, std::move(*problem));
        return problem.has_value();
    }

    void readRules(const JsonValue& rules) {
        if (rules.type != JsonType::Object) {
            report_.error(rules.pos,
                          "\"rules\" must be an object such as {\"straightCost\": 10, "
                          "\"diagonalCost\": 14, \"dogCostMultiplier\": 10}, not " +
                              describeJsonValue(rules));
            return;
        }
        bool allValid = true;
        const FirstMembers firstMembers(rules);
        for (const JsonValue& member : rules.items) {
            if (member.key == "diagonal") {
                allValid = readDiagonal(member, firstMembers) && allValid;
                continue;
            }
            int* target = nullptr;
            if (member.key == "straightCost")
                target = &level_.rules.straightCost;
            else if (member.key == "diagonalCost")
                target = &level_.rules.diagonalCost;
            else if (member.key == "dogCostMultiplier")
                target = &level_.rules.dogCostMultiplier;
            if (const JsonValue* first = firstMembers.of(member); first != &member) {
                report_.error(member.keyPos, "duplicate key " + jsonQuoted(member.key) +
                                                 " in \"rules\"; it was already given on line " +
                                                 std::to_string(first->keyPos.line));
                allValid = false;
            } else if (!target) {
                report_.warning(member.keyPos,
                                "unknown rule " + jsonQuoted(member.key) +
                                    " is ignored (and not saved); the rules are \"straightCost\", "
                                    "\"diagonalCost\", \"dogCostMultiplier\" and \"diagonal\"");
            } else if (!check(member.pos, costProblem(member.key, integerOf(member),
                                                      describeJsonValue(member)))) {
                *target = static_cast<int>(member.number);
            } else {
                allValid = false;
            }
        }
        if (!allValid)
            return;
        if (std::optional<std::string> problem = diagonalCostProblem(level_.rules)) {
            // Point at whichever of the two the file gave; the other is the default.
            const JsonValue* diagonal = rules.member("diagonalCost");
            const JsonValue* at = diagonal ? diagonal : rules.member("straightCost");
            report_.error(at->pos, std::move(*problem));
        }
    }

    // The rules' "diagonal": "on" or "off"; false (with an error) for anything else.
    bool readDiagonal(const JsonValue& member, const FirstMembers& firstMembers) {
        if (const JsonValue* first = firstMembers.of(member); first != &member) {
            report_.error(member.keyPos,
                          "duplicate key \"diagonal\" in \"rules\"; it was already "
                          "given on line " +
                              std::to_string(first->keyPos.line));
            return false;
        }
        const std::optional<LevelDiagonal> mode =
            member.type == JsonType::String ? levelDiagonalNamed(member.text) : std::nullopt;
        if (!mode) {
            report_.error(member.pos,
                          "\"diagonal\" in \"rules\" must be \"on\" or \"off\" (leave it out to "
                          "let the player's setting decide), not " +
                              describeJsonValue(member));
            return false;
        }
        level_.rules.diagonal = *mode;
        return true;
    }

    // Warns at each object's character in "tiles" when it lies inside an obstacle (the map and
    // the obstacles loaded without errors, so every row is a string of one-byte characters).
    void warnObjectsInObstacles() {
        for (ObjectInObstacle& object : objectsInObstacles(level_)) {
            const JsonValue& row = tiles_->items[static_cast<std::size_t>(object.tile.row)];
            StringPositions positions(text_, row);
            report_.warning(positions.at(static_cast<std::size_t>(object.tile.col)),
                            std::move(object.message));
        }
    }

    void readTiles(const JsonValue& tiles) {
        tiles_ = &tiles;
        static const std::string kNotStrings = "\"tiles\" must be an array of strings";
        if (tiles.type != JsonType::Array) {
            report_.error(tiles.pos, kNotStrings + ", not " + describeJsonValue(tiles));
            return;
        }
        // Sizes are checked before the grid is allocated.
        if (check(tiles.pos, rowCountProblem(tiles.items.size())))
            return;
        const int height = static_cast<int>(tiles.items.size());
        std::optional<std::size_t> width;  // the first row's, which the others must match
        bool shapeOk = true;
        for (int row = 0; row < height; ++row) {
            const JsonValue& item = tiles.items[static_cast<std::size_t>(row)];
            if (item.type != JsonType::String) {
                report_.error(item.pos, kNotStrings + "; row " + std::to_string(row) + " is " +
                                            describeJsonValue(item));
                shapeOk = false;
                continue;
            }
            const std::size_t length = countChars(item.text);
            if (!width) {
                width = length;
                if (check(item.pos, widthProblem(static_cast<std::size_t>(row), length)))
                    return;
            } else if (length != *width) {
                report_.error(item.pos, "row " + std::to_string(row) + " has " +
                                            std::to_string(length) + " tiles, expected " +
                                            std::to_string(*width));
                shapeOk = false;
            }
        }
        if (!width)
            return;  // no row was a string; each has been reported

        // Tiles and objects, row by row, so errors come out in file order.
        level_.size = {static_cast<int>(*width), height};
        if (shapeOk)
            level_.tiles.assign(static_cast<std::size_t>(level_.size.cellCount()), TileKind::Floor);
        // The cat starts and exits, and where the second cat start is (its message points there).
        ObjectTally tally;
        SourcePos secondCat;
        for (int row = 0; row < height; ++row) {
            const JsonValue& item = tiles.items[static_cast<std::size_t>(row)];
            if (item.type != JsonType::String)
                continue;
            const std::string& text = item.text;
            StringPositions positions(text_, item);
            int col = 0;
            for (std::size_t i = 0; i < text.size(); ++col) {
                const std::string_view ch = std::string_view(text).substr(
                    i, utf8Length(static_cast<unsigned char>(text[i])));
                const Tile tile{col, row};
                const std::optional<TileKind> kind = tileKindOf(ch);
                if (!kind) {
                    report_.errorLazily(positions.at(i), [&] {
                        return "unknown tile " + describeChar(ch) + " at " + toString(tile) +
                               "; use one of # . C B D E";
                    });
                } else {
                    tally.add(tile, *kind);
                    if (*kind == TileKind::CatStart && tally.cats() == 2)
                        secondCat = positions.at(i);
                    if (shapeOk)
                        level_.set(tile, *kind);
                }
                i += ch.size();
            }
        }
        if (std::optional<std::string> problem = tally.catProblem())
            report_.error(tally.cats() == 0 ? tiles.pos : secondCat, std::move(*problem));
        check(tiles.pos, tally.exitProblem());
    }
};

LevelLoadResult failure(const std::string& fileName, std::string message) {
    LevelLoadResult result;
    result.diagnostics.push_back({Severity::Error, fileName, 0, 0, std::move(message)});
    return result;
}

}  // namespace

LevelLoadResult parseLevel(std::string_view text, const std::string& fileName) {
    try {
        return LevelReader(text, fileName).read();
    } catch (const std::exception& e) {
        // Only running out of memory gets here; say so instead of crashing the game.
        return failure(fileName, std::string("cannot read the level: ") + e.what());
    }
}

}  // namespace catmaze
