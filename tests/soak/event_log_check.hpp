#pragma once
/// \file
/// Checks a game's event log (`--events FILE`, one JSON object per line) for the rules every run
/// must keep, whatever the player did: each step goes to a neighbour of the tile before it and
/// counts one more step, bones held are never negative and change by one per bone or bribe, and a
/// level (from its level_loaded or restart) ends at most once, won or lost, with no step after.

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace catmaze::soak {

/// What the log showed: counts, and every broken rule (empty when the log is consistent).
struct EventLogReport {
    std::size_t events = 0;
    std::size_t steps = 0;
    std::size_t levels = 0;  ///< level_loaded and restart events
    std::size_t ends = 0;    ///< won and lost events
    std::vector<std::string> problems;
};

/// Checks `lines`, the log's lines in order (a line that is not a JSON object with an "event"
/// string is a problem). At most 20 problems are listed.
EventLogReport checkEventLog(const std::vector<std::string>& lines);

}  // namespace catmaze::soak
