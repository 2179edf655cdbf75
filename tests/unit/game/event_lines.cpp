#include "event_lines.hpp"

#include <type_traits>
#include <variant>

namespace catmaze::test {

std::string str(Tile t) {
    return toString(t);
}

std::string str(const std::vector<Tile>& tiles) {
    std::string out = "[";
    for (const Tile t : tiles)
        out += str(t);
    return out + "]";
}

// One line per event, e.g. "step(2,1)#1", "path(5,1) found 40 [(2,1)...]", "refused(0,0) wall".
std::string str(const PlayEvent& e) {
    return std::visit(
        [](const auto& ev) -> std::string {
            using T = std::decay_t<decltype(ev)>;
            if constexpr (std::is_same_v<T, play_event::RoutePlanned>) {
                std::string line = "path" + str(ev.targetTile) + " " +
                                   toString(std::get<PathStatus>(ev.status)) + " " +
                                   std::to_string(ev.cost) + " " + str(ev.tiles);
                if (!ev.ticks.empty())  // planned through time: the waits too
                    line += " waits " + std::to_string(ev.waits);
                return line;
            } else if constexpr (std::is_same_v<T, play_event::StepStarted>) {
                return "start" + str(ev.from) + "->" + str(ev.to);
            } else if constexpr (std::is_same_v<T, play_event::Stepped>) {
                return "step" + str(ev.tile) + "#" + std::to_string(ev.steps);
            } else if constexpr (std::is_same_v<T, play_event::BonePicked>) {
                return "bone" + str(ev.tile) + "=" + std::to_string(ev.bones);
            } else if constexpr (std::is_same_v<T, play_event::DogPaid>) {
                return "bribed" + str(ev.tile) + "=" + std::to_string(ev.bones);
            } else if constexpr (std::is_same_v<T, play_event::Caught>) {
                return "eaten" + str(ev.tile);
            } else if constexpr (std::is_same_v<T, play_event::Won>) {
                return "won" + str(ev.tile);
            } else if constexpr (std::is_same_v<T, play_event::Undone>) {
                return "undone" + str(ev.tile) + "#" + std::to_string(ev.steps);
            } else if constexpr (std::is_same_v<T, play_event::Redone>) {
                return "redone" + str(ev.tile);
            } else if constexpr (std::is_same_v<T, play_event::Waited>) {
                return "wait" + str(ev.tile) + "#" + std::to_string(ev.steps);
            } else if constexpr (std::is_same_v<T, play_event::DogMoved>) {
                return "dog" + std::to_string(ev.dog) + str(ev.from) + "->" + str(ev.to);
            } else {
                return "refused" + str(ev.tile) + " " + toString(ev.reason);
            }
        },
        e);
}

Lines take(GameSession& game) {
    Lines out;
    for (const PlayEvent& e : game.takeEvents())
        out.push_back(str(e));
    return out;
}

// Lets time pass in 60 Hz frames until the cat stands still (or a minute has passed).
Lines walkUntilIdle(GameSession& game) {
    Lines out;
    for (int frame = 0; frame < 3600 && game.moving(); ++frame) {
        game.update(1.0 / 60.0);
        for (const std::string& line : take(game))
            out.push_back(line);
    }
    return out;
}

// Only the events whose line starts with one of `prefixes`.
Lines only(const Lines& lines, const std::vector<std::string>& prefixes) {
    Lines out;
    for (const std::string& line : lines) {
        for (const std::string& p : prefixes) {
            if (line.rfind(p, 0) == 0) {
                out.push_back(line);
                break;
            }
        }
    }
    return out;
}

}  // namespace catmaze::test
