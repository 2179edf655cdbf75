#pragma once
/// \file
/// Where the level in play came from, which decides where its win is kept: a campaign level's
/// best, the daily maze's best for its day, or nothing (a level opened from a file).

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

namespace catmaze::app {

/// The level's source.
struct LevelOrigin {
    std::filesystem::path file;                ///< the level's file; empty for the daily maze
    std::optional<std::size_t> campaignIndex;  ///< the campaign level it is, if one
    std::optional<std::string> daily;          ///< the daily maze's date (YYYY-MM-DD), if one

    /// True when the level was read from a file (F5 reloads it).
    bool fromFile() const { return !file.empty(); }
};

}  // namespace catmaze::app
