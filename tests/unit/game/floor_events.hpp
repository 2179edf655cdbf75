#pragma once
/// \file
/// Driving an open-floor session in tests and counting the events it gave, written once for the
/// open-floor and play-session tests.

#include <algorithm>
#include <variant>
#include <vector>

#include "catmaze/game/open_floor.hpp"

namespace catmaze::test {

/// Runs `session` for up to `seconds` in 1/60 s ticks, until the cat stands still or the level
/// ends; returns every event on the way.
inline std::vector<PlayEvent> runFloor(OpenFloorSession& session, double seconds = 30) {
    std::vector<PlayEvent> all;
    for (int i = 0; i < static_cast<int>(seconds * 60); ++i) {
        session.update(1.0 / 60);
        for (PlayEvent& e : session.takeEvents())
            all.push_back(std::move(e));
        if (session.status() != GameStatus::Playing || session.route().empty())
            break;
    }
    return all;
}

/// How many of `events` (any std::variant of event types) are a `T`.
template <class T, class Event>
int countOf(const std::vector<Event>& events) {
    return static_cast<int>(std::count_if(
        events.begin(), events.end(), [](const Event& e) { return std::holds_alternative<T>(e); }));
}

}  // namespace catmaze::test
