#pragma once
/// \file
/// The game's event log (`--events FILE`): one JSON object per line, flushed at each line, for
/// tools and tests that watch what the game does.

#include <fstream>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace catmaze::app {

/// Writes events as JSON lines to a file or stdout; does nothing when not opened.
class EventLog {
  public:
    /// A log that writes nothing.
    EventLog() = default;

    /// Opens `target` ("-" for stdout), truncating a file. Returns an error message on failure.
    std::optional<std::string> open(const std::string& target);

    /// Writes `{"event": name}` as one line and flushes it.
    void write(const std::string& name);
    /// Writes `{"event": name, ...fields}` as one line and flushes it. `fields` must be an object
    /// (or null for no fields).
    void write(const std::string& name, const nlohmann::ordered_json& fields);

    bool enabled() const { return toStdout_ || file_.is_open(); }

  private:
    bool toStdout_ = false;
    std::ofstream file_;
};

}  // namespace catmaze::app
