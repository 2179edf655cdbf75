#include "catmaze/level/level_metrics_member.hpp"

#include <array>
#include <optional>

#include "catmaze/io/json_describe.hpp"
#include "shortest_number.hpp"

namespace catmaze {

namespace {

// Counts beyond this are not measures of a real level (and would not fit an int).
constexpr double kMaxCount = 1e9;
// The largest par the file may give: every integer up to it is exact in a double.
constexpr double kMaxPar = 9007199254740992.0;  // 2^53

using Count = std::optional<int> RecordedMetrics::*;

// The optional counts, in the order they are written.
constexpr std::array<std::pair<const char*, Count>, 6> kCounts = {{
    {"steps", &RecordedMetrics::steps},
    {"bones", &RecordedMetrics::bones},
    {"dogs", &RecordedMetrics::dogs},
    {"orderedFetches", &RecordedMetrics::orderedFetches},
    {"fewestClicks", &RecordedMetrics::fewestClicks},
    {"traps", &RecordedMetrics::traps},
}};

std::optional<Count> countNamed(const std::string& key) {
    for (const auto& [name, member] : kCounts) {
        if (key == name)
            return member;
    }
    return std::nullopt;
}

bool isWhole(const JsonValue& v, double max) {
    return v.type == JsonType::Number && v.isInteger() && v.number >= 0 && v.number <= max;
}

std::string wrongValue(const JsonValue& v, const std::string& want) {
    return "\"metrics\" member " + jsonQuoted(v.key) + " must be " + want + ", not " +
           describeJsonValue(v);
}

}  // namespace

std::vector<MetricsProblem> readLevelMetrics(const JsonValue& value, Level& level) {
    std::vector<MetricsProblem> problems;
    if (value.type != JsonType::Object) {
        problems.push_back({value.pos,
                            "\"metrics\" must be an object such as {\"par\": 120, \"steps\": 12}, "
                            "not " +
                                describeJsonValue(value)});
        return problems;
    }
    RecordedMetrics metrics;
    bool hasPar = false;
    for (const JsonValue& member : value.items) {
        if (member.key == "par") {
            if (isWhole(member, kMaxPar)) {
                metrics.par = static_cast<std::int64_t>(member.number);
                hasPar = true;
            } else {
                problems.push_back({member.pos, wrongValue(member, "a whole number, 0 or more")});
            }
        } else if (member.key == "detourRatio") {
            if (member.type == JsonType::Number && member.number >= 1)
                metrics.detourRatio = member.number;
            else
                problems.push_back({member.pos, wrongValue(member, "a number, 1 or more")});
        } else if (const std::optional<Count> count = countNamed(member.key)) {
            if (isWhole(member, kMaxCount))
                metrics.*(*count) = static_cast<int>(member.number);
            else
                problems.push_back({member.pos, wrongValue(member, "a whole number, 0 or more")});
        } else {
            problems.push_back(
                {member.keyPos,
                 "unknown \"metrics\" member " + jsonQuoted(member.key) +
                     " is ignored (and not saved); the members are \"par\", \"steps\", "
                     "\"bones\", \"dogs\", \"orderedFetches\", \"fewestClicks\", "
                     "\"detourRatio\" and \"traps\"",
                 false});
        }
    }
    const bool anyError = [&] {
        for (const MetricsProblem& problem : problems) {
            if (problem.error)
                return true;
        }
        return false;
    }();
    if (!hasPar && !value.member("par"))
        problems.push_back({value.pos, "\"metrics\" needs \"par\" (the cheapest winning cost)"});
    else if (!anyError)
        level.metrics = metrics;
    return problems;
}

std::string formatLevelMetrics(const Level& level) {
    if (!level.metrics)
        return "";
    const RecordedMetrics& m = *level.metrics;
    std::string out = "  \"metrics\": {\"par\": " + std::to_string(m.par);
    for (const auto& [name, member] : kCounts) {
        if (const std::optional<int>& count = m.*member)
            out += ", \"" + std::string(name) + "\": " + std::to_string(*count);
    }
    if (m.detourRatio)
        out += ", \"detourRatio\": " + shortestNumber(*m.detourRatio);
    return out + "}";
}

}  // namespace catmaze
