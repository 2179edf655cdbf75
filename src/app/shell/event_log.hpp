#pragma once
/// \file
/// The game's event log (`--events FILE`): one JSON object per line, flushed at each line, for
/// tools and tests that watch what the game does.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "catmaze/io/regular_file.hpp"

namespace catmaze::app {

/// Writes events as JSON lines to a file, stdout or memory; does nothing when not opened. Not
/// thread-safe: the game's thread writes it.
class EventLog {
  public:
    /// A log that writes nothing.
    EventLog() = default;

    /// Opens `target` ("-" for stdout): a regular file, emptied, or a new one. Refuses at once,
    /// without blocking, a FIFO, socket, device or directory (openRegularFile). Returns an error
    /// message naming `target` on failure.
    std::optional<std::string> open(const std::string& target);
    /// Keeps the lines in memory from now on (lines()), for the play model's tests.
    void openInMemory() { inMemory_ = true; }
    /// The lines written since openInMemory(), oldest first (empty otherwise).
    const std::vector<std::string>& lines() const { return lines_; }

    /// Writes `{"event": name}` as one line and flushes it.
    void write(const std::string& name);
    /// Writes `{"event": name, ...fields}` as one line and flushes it. `fields` must be an object
    /// (or null for no fields).
    void write(const std::string& name, const nlohmann::ordered_json& fields);

    /// True when opened: written lines go somewhere.
    bool enabled() const { return toStdout_ || inMemory_ || file_.isOpen(); }

  private:
    bool toStdout_ = false;
    bool inMemory_ = false;
    std::vector<std::string> lines_;
    FileDescriptor file_;  ///< the log file, when writing to one
};

}  // namespace catmaze::app
