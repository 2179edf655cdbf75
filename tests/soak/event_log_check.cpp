#include "event_log_check.hpp"

#include <cstdlib>
#include <optional>

namespace catmaze::soak {

namespace {

using Json = nlohmann::json;

struct Tile {
    int col = 0;
    int row = 0;
};

std::optional<Tile> tileOf(const Json& value) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer())
        return std::nullopt;
    return Tile{value[0].get<int>(), value[1].get<int>()};
}

std::string text(Tile t) {
    return "(" + std::to_string(t.col) + "," + std::to_string(t.row) + ")";
}

// The state of the level being played, as the log tells it.
struct Play {
    bool active = false;  // a level is loaded (not the error screen)
    Tile start;           // its cat start, where a restart puts the cat
    Tile cat;
    long long steps = 0;
    long long bones = 0;
    bool ended = false;  // won or lost
};

}  // namespace

EventLogReport checkEventLog(const std::vector<std::string>& lines) {
    EventLogReport report;
    Play play;
    const auto problem = [&](std::size_t line, const std::string& what) {
        if (report.problems.size() < 20)
            report.problems.push_back("line " + std::to_string(line + 1) + ": " + what);
    };
    const auto reset = [&](Tile cat) {
        play = Play{true, cat, cat, 0, 0, false};
        ++report.levels;
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].empty())
            continue;
        const Json e = Json::parse(lines[i], nullptr, false);
        if (!e.is_object() || !e.contains("event") || !e["event"].is_string()) {
            problem(i, "not a JSON object with an \"event\": " + lines[i].substr(0, 120));
            continue;
        }
        ++report.events;
        const std::string name = e["event"].get<std::string>();
        if (name == "level_loaded") {
            const auto cat = tileOf(e.value("cat", Json()));
            if (!cat)
                problem(i, "level_loaded without a cat tile");
            reset(cat.value_or(Tile{}));
        } else if (name == "restart") {
            if (!play.active)
                problem(i, "restart with no level");
            reset(play.start);
        } else if (name == "error") {
            play.active = false;
        } else if (name == "step") {
            ++report.steps;
            const auto tile = tileOf(e.value("tile", Json()));
            if (!tile) {
                problem(i, "step without a tile");
                continue;
            }
            if (!play.active)
                problem(i, "a step with no level");
            if (play.ended)
                problem(i, "a step after the level was won or lost");
            const int dc = std::abs(tile->col - play.cat.col);
            const int dr = std::abs(tile->row - play.cat.row);
            if (dc > 1 || dr > 1 || (dc == 0 && dr == 0))
                problem(i, "step to " + text(*tile) + " is not next to " + text(play.cat));
            const long long steps = e.value("steps", -1LL);
            if (steps != play.steps + 1) {
                problem(i, "step number " + std::to_string(steps) + " after " +
                               std::to_string(play.steps));
            }
            play.cat = *tile;
            play.steps = steps;
        } else if (name == "bone" || name == "dog_bribed") {
            const long long bones = e.value("bones", -1LL);
            const long long expected = play.bones + (name == "bone" ? 1 : -1);
            if (bones < 0)
                problem(i, name + " leaves " + std::to_string(bones) + " bones");
            else if (bones != expected)
                problem(i, name + " leaves " + std::to_string(bones) + " bones, not " +
                               std::to_string(expected));
            play.bones = bones;
        } else if (name == "won" || name == "lost") {
            ++report.ends;
            if (play.ended)
                problem(i, name + " for a level that had already ended");
            if (!play.active)
                problem(i, name + " with no level");
            play.ended = true;
        }
    }
    return report;
}

}  // namespace catmaze::soak
