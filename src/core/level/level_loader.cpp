#include "catmaze/level/level_loader.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <utility>

#include <nlohmann/json.hpp>

#include "catmaze/io/json_describe.hpp"
#include "catmaze/io/json_source.hpp"
#include "catmaze/io/utf8_text.hpp"
#include "catmaze/level/level_obstacles.hpp"

namespace catmaze {

namespace {

// Costs are summed along paths of up to a million tiles; this keeps the sums far from overflow.
constexpr int kMaxCost = 1000000;
constexpr int kMinTileSize = 8;
constexpr int kMaxTileSize = 256;
constexpr int kFormatVersion = 2;  // the newest; 2 adds "obstacles"
// How many positions a "N cat starts" message lists before "...".
constexpr std::size_t kMaxListedCats = 5;

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

std::string describeTile(Tile t) {
    return toString(t);
}

std::optional<TileKind> tileKindOf(std::string_view ch) {
    if (ch.size() != 1)
        return std::nullopt;
    switch (ch[0]) {
        case '#':
            return TileKind::Wall;
        case '.':
            return TileKind::Floor;
        case 'C':
            return TileKind::CatStart;
        case 'B':
            return TileKind::Bone;
        case 'D':
            return TileKind::Dog;
        case 'E':
            return TileKind::Exit;
        default:
            return std::nullopt;
    }
}

// One character of a decoded row as it should appear between quotes in a message; invisible
// ones (tab, newline, ...) by code point.
std::string describeChar(std::string_view ch) {
    const auto u = static_cast<unsigned char>(ch[0]);
    if (ch.size() == 1 && (u < 0x20 || u == 0x7F)) {
        static constexpr char kHex[] = "0123456789ABCDEF";
        return std::string("U+00") + kHex[u >> 4] + kHex[u & 0xF];
    }
    return "'" + std::string(ch) + "'";
}

// Characters (not bytes) in a decoded string: a row's width in tiles.
std::size_t countChars(std::string_view s) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < s.size(); i += utf8Length(static_cast<unsigned char>(s[i])))
        ++count;
    return count;
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
        }
        if (obstacles_) {  // after the loop: needs the version and the map's size
            for (ObstacleProblem& problem : readLevelObstacles(*obstacles_, level_))
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
            if (member.type == JsonType::String && !member.text.empty())
                level_.name = member.text;
            else
                report_.error(member.pos, "\"name\" must be a non-empty string, not " +
                                              describeJsonValue(member));
        } else if (key == "version") {
            readVersion(member);
        } else if (key == "tileSize") {
            if (member.isInteger() && member.number >= kMinTileSize &&
                member.number <= kMaxTileSize) {
                level_.tileSize = static_cast<int>(member.number);
            } else {
                report_.error(member.pos, "\"tileSize\" must be an integer from " +
                                              std::to_string(kMinTileSize) + " to " +
                                              std::to_string(kMaxTileSize) + ", not " +
                                              describeJsonValue(member));
            }
        } else if (key == "rules") {
            readRules(member);
        } else if (key == "tiles") {
            readTiles(member);
        } else if (key == "obstacles") {
            obstacles_ = &member;
        } else {
            report_.warning(member.keyPos,
                            "unknown key " + jsonQuoted(key) +
                                " (kept when the level is saved; the game ignores it)");
            // Names are unique here (a repeated key is an error above), so no search: a
            // search per key made 100,000 keys quadratic.
            level_.extraKeys.push_back({key, toCompactJson(member)});
        }
    }

    void readVersion(const JsonValue& value) {
        if (value.isInteger() && value.number >= 1 && value.number <= kFormatVersion) {
            level_.version = static_cast<int>(value.number);
            return;
        }
        if (value.isInteger() && value.number > kFormatVersion) {
            report_.error(value.pos, "unsupported version " + value.text +
                                         "; this CatMaze reads version 1 and 2 level files "
                                         "(a newer CatMaze may read it)");
        } else {
            report_.error(value.pos, "\"version\" must be the integer 1 or 2, not " +
                                         describeJsonValue(value));
        }
    }

    // A cost: a positive integer up to kMaxCost.
    std::optional<int> readCost(const JsonValue& value) {
        if (!value.isInteger() || value.number < 1) {
            report_.error(value.pos, jsonQuoted(value.key) + " must be a positive integer, not " +
                                         describeJsonValue(value));
            return std::nullopt;
        }
        if (value.number > kMaxCost) {
            report_.error(value.pos, jsonQuoted(value.key) + " must be at most " +
                                         std::to_string(kMaxCost) + ", not " +
                                         describeJsonValue(value));
            return std::nullopt;
        }
        return static_cast<int>(value.number);
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
                                    "\"diagonalCost\" and \"dogCostMultiplier\"");
            } else if (const std::optional<int> cost = readCost(member)) {
                *target = *cost;
            } else {
                allValid = false;
            }
        }
        const LevelRules& r = level_.rules;
        if (allValid && r.diagonalCost < r.straightCost) {
            // Point at whichever of the two the file gave; the other is the default.
            const JsonValue* diagonal = rules.member("diagonalCost");
            const JsonValue* at = diagonal ? diagonal : rules.member("straightCost");
            report_.error(at->pos,
                          "\"diagonalCost\" (" + std::to_string(r.diagonalCost) +
                              ") must be at least \"straightCost\" (" +
                              std::to_string(r.straightCost) +
                              "): the octile distance estimate is only admissible (never more "
                              "than the true cost, so paths stay shortest) when a diagonal move "
                              "costs no less than a straight one");
        }
    }

    void readTiles(const JsonValue& tiles) {
        static const std::string kNotStrings = "\"tiles\" must be an array of strings";
        if (tiles.type != JsonType::Array) {
            report_.error(tiles.pos, kNotStrings + ", not " + describeJsonValue(tiles));
            return;
        }
        if (tiles.items.empty()) {
            report_.error(tiles.pos, "\"tiles\" is empty; a level needs at least one row");
            return;
        }
        // Sizes are checked before the grid is allocated.
        if (tiles.items.size() > static_cast<std::size_t>(kMaxLevelSide)) {
            report_.error(tiles.pos, "\"tiles\" has " + std::to_string(tiles.items.size()) +
                                         " rows; a level has at most " +
                                         std::to_string(kMaxLevelSide));
            return;
        }
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
                if (length == 0) {
                    report_.error(item.pos, "row " + std::to_string(row) + " is empty");
                    return;
                }
                if (length > static_cast<std::size_t>(kMaxLevelSide)) {
                    report_.error(item.pos, "row " + std::to_string(row) + " has " +
                                                std::to_string(length) +
                                                " tiles; a level is at most " +
                                                std::to_string(kMaxLevelSide) + " wide");
                    return;
                }
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
        // The first few cat starts (all a message lists), how many there are, and where the
        // second is: a map full of 'C' must not cost a position per tile.
        std::vector<Tile> cats;
        std::size_t catCount = 0;
        SourcePos secondCat;
        int exits = 0;
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
                        return "unknown tile " + describeChar(ch) + " at " + describeTile(tile) +
                               "; use one of # . C B D E";
                    });
                } else {
                    if (*kind == TileKind::CatStart) {
                        if (++catCount == 2)
                            secondCat = positions.at(i);
                        if (cats.size() < kMaxListedCats)
                            cats.push_back(tile);
                    }
                    if (*kind == TileKind::Exit)
                        ++exits;
                    if (shapeOk)
                        level_.set(tile, *kind);
                }
                i += ch.size();
            }
        }
        if (catCount == 0)
            report_.error(tiles.pos, "no cat start 'C'; a level needs exactly one");
        if (catCount > 1)
            report_.error(secondCat, catsMessage(cats, catCount));
        if (exits == 0)
            report_.error(tiles.pos, "no exit 'E'; a level needs at least one");
    }

    // "2 cat starts, at (1,1) and (5,2)"; long lists end in "...".
    // `listed` holds the first (up to kMaxListedCats) of `count` cat starts.
    static std::string catsMessage(const std::vector<Tile>& listed, std::size_t count) {
        std::string message = std::to_string(count) + " cat starts, at ";
        for (std::size_t i = 0; i < listed.size(); ++i) {
            if (i > 0)
                message += (i + 1 == count) ? " and " : ", ";
            message += describeTile(listed[i]);
        }
        if (listed.size() < count)
            message += ", ...";
        return message + "; a level needs exactly one";
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
