#include "tiled_patrols.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "catmaze/io/json_describe.hpp"
#include "catmaze/level/patrol_rules.hpp"
#include "tiled_layers.hpp"

namespace catmaze::tiled {

namespace {

bool isPatrolName(std::string name) {
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return name == "patrol";
}

// The custom property `name` of `object`, or nullptr.
const JsonValue* property(const JsonValue& object, const char* name) {
    const JsonValue* properties = object.member("properties");
    if (!properties || properties->type != JsonType::Array)
        return nullptr;
    for (const JsonValue& p : properties->items) {
        const JsonValue* key = p.member("name");
        if (key && key->type == JsonType::String && key->text == name)
            return p.member("value");
    }
    return nullptr;
}

// The member `key` of `object` as a finite number (0 when missing); nothing when it is not one.
std::optional<double> numberMember(const JsonValue& object, const char* key) {
    const JsonValue* value = object.member(key);
    if (!value)
        return 0.0;
    if (value->type != JsonType::Number || !std::isfinite(value->number))
        return std::nullopt;
    return value->number;
}

// The tile index of pixel coordinate `v` on tiles `side` pixels wide; far-off values become -1
// (off the map, reported as such) rather than an out-of-range conversion.
int tileIndex(double v, int side) {
    return static_cast<int>(std::clamp(std::floor(v / side), -1.0, 1e6));
}

}  // namespace

bool PatrolObjects::isPatrol(const JsonValue& object) {
    if (!object.member("polyline"))
        return false;
    const JsonValue* kind = property(object, "kind");
    if (kind && kind->type == JsonType::String)
        return isPatrolName(kind->text);
    for (const char* key : {"type", "class", "name"}) {
        const JsonValue* value = object.member(key);
        if (value && value->type == JsonType::String && !value->text.empty())
            return isPatrolName(value->text);
    }
    return false;
}

void PatrolObjects::read(const JsonValue& object, const std::string& layerName, int tileWidth,
                         int tileHeight, DiagnosticCollector& report) {
    if (++count_ > kMaxPatrols)
        return;  // counted only: apply() says how many there are
    const JsonValue* id = object.member("id");
    const std::optional<std::int64_t> number = id ? integerValue(*id) : std::nullopt;
    Read patrol;
    patrol.description = "patrol object " + (number ? std::to_string(*number) : "?") +
                         " in layer '" + shownValue(layerName) + "'";
    const JsonValue& polyline = *object.member("polyline");
    const std::optional<double> x = numberMember(object, "x");
    const std::optional<double> y = numberMember(object, "y");
    if (polyline.type != JsonType::Array || !x || !y) {
        errorAt(report, polyline.type != JsonType::Array ? polyline.pos : object.pos,
                patrol.description +
                    ": needs a \"polyline\" array of points and numbers \"x\" and \"y\"");
        return;
    }
    if (auto length = patrolLengthProblem(polyline.items.size(), read_.size())) {
        errorAt(report, polyline.pos, patrol.description + ": " + *length);
        return;
    }
    for (const JsonValue& point : polyline.items) {
        const std::optional<double> px = numberMember(point, "x");
        const std::optional<double> py = numberMember(point, "y");
        if (point.type != JsonType::Object || !px || !py) {
            errorAt(report, point.pos,
                    patrol.description + ": a point must be {\"x\": number, \"y\": number}");
            return;
        }
        patrol.patrol.tiles.push_back(
            {tileIndex(*x + *px, tileWidth), tileIndex(*y + *py, tileHeight)});
        patrol.points.push_back(point.pos);
    }
    if (const JsonValue* loop = property(object, "loop")) {
        if (loop->type != JsonType::Bool) {
            errorAt(report, loop->pos,
                    patrol.description +
                        ": the property \"loop\" must be a bool (true: round "
                        "and round, false: back and forth)");
            return;
        }
        patrol.patrol.loop = loop->boolean;
    }
    read_.push_back(std::move(patrol));
}

void PatrolObjects::apply(Level& level, DiagnosticCollector& report) const {
    if (count_ > kMaxPatrols) {
        report.error("the map has " + std::to_string(count_) +
                     " patrol objects; a level has at "
                     "most " +
                     std::to_string(kMaxPatrols) + " patrols");
        return;
    }
    if (read_.empty())
        return;
    std::vector<Patrol> patrols;
    for (const Read& read : read_)
        patrols.push_back(read.patrol);
    const std::vector<PatrolProblem> problems = patrolRouteProblems(level, patrols);
    for (const PatrolProblem& problem : problems) {
        const Read& read = read_[problem.patrol];
        errorAt(report, read.points[problem.tile], read.description + ": " + problem.message);
    }
    if (problems.empty()) {
        level.patrols = std::move(patrols);
        level.version = std::max(level.version, 2);  // patrols need format version 2
    }
}

}  // namespace catmaze::tiled
