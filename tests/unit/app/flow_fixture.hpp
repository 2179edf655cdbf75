#pragma once
/// \file
/// What the tests of the game around the level share (test_game_settings, test_file_problems,
/// test_game_flow): a scratch folder for the player's files and levels, the event log's lines
/// read back by name, whole files written and read, and the cost of a walk: as planned by a
/// session, and by the reference Dijkstra on the level file's own rows.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <variant>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "ascii_grid.hpp"
#include "catmaze/game/play_session.hpp"
#include "reference_dijkstra.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app::flow_test {

using Json = nlohmann::ordered_json;

/// A folder of its own under the system's temporary one, removed with everything in it at the
/// end of the test (kept when the test failed, and its path printed, to look at).
class ScratchDir {
  public:
    /// A new empty folder; `name` tells the tests' folders apart.
    explicit ScratchDir(const std::string& name)
        : path_(std::filesystem::temp_directory_path() /
                ("catmaze-" + name + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~ScratchDir() {
        if (::testing::Test::HasFailure()) {
            std::cerr << "kept " << path_.string() << "\n";
            return;
        }
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    /// `name` inside the folder.
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

  private:
    std::filesystem::path path_;
};

/// Writes `bytes` to `file`, replacing it.
inline void writeBytes(const std::filesystem::path& file, const std::string& bytes) {
    std::ofstream(file, std::ios::binary) << bytes;
}

/// The bytes of `file` (empty when it cannot be read).
inline std::string readBytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// Every line of `log` (opened in memory) whose event is `name`, oldest first.
inline std::vector<Json> eventsNamed(const EventLog& log, const std::string& name) {
    std::vector<Json> found;
    for (const std::string& line : log.lines()) {
        Json event = Json::parse(line);
        if (event.value("event", "") == name)
            found.push_back(std::move(event));
    }
    return found;
}

/// The event names of `log` (opened in memory), oldest first.
inline std::vector<std::string> eventNames(const EventLog& log) {
    std::vector<std::string> names;
    for (const std::string& line : log.lines())
        names.push_back(Json::parse(line).value("event", ""));
    return names;
}

/// The reference Dijkstra's cost of the cheapest walk from the cat ('C') to `to` on the rows of
/// `levelFile` (a level file with a "tiles" array), with or without diagonal moves.
inline std::int64_t referenceWalkCost(const std::filesystem::path& levelFile, Tile to,
                                      bool diagonal) {
    const Json file = Json::parse(readBytes(levelFile));
    std::vector<std::string> rows;
    for (const Json& row : file.at("tiles"))
        rows.push_back(row.get<std::string>());
    const test::Ascii grid = test::parseAscii(rows);
    return test::referenceCost(grid, grid['C'], to, diagonal);
}

/// Clicks the centre of `to` in `session` and returns the cost of the route planned for it (-1,
/// and a test failure, when none was).
inline GridCost plannedWalkCost(PlaySession& session, Tile to) {
    session.click({to.col + 0.5, to.row + 0.5});
    for (const PlayEvent& event : session.takeEvents()) {
        if (const auto* planned = std::get_if<play_event::RoutePlanned>(&event))
            return planned->cost;
    }
    ADD_FAILURE() << "no route planned";
    return -1;
}

}  // namespace catmaze::app::flow_test
