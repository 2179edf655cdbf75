#pragma once
/// \file
/// How much a progress file may hold, and the size and JSON value count the reader accepts,
/// derived from it. The rule: what the game writes it can read. A file within the record limits
/// below is accepted whatever it spells out or leaves at its defaults, and formatProgress writes
/// any progress within them in at most kMaxProgressFileBytes and kMaxProgressJsonValues, so the
/// file the game writes back is always accepted again. A byte limit alone cannot give that: the
/// writer spells out what a record leaves at its defaults (`"a":{}` comes back five times larger),
/// so the limits are on records and names, and the file's size follows from them.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace catmaze {

/// How many days of daily-maze records the progress keeps under each diagonal rule: the latest
/// dates (older ones are dropped when a new day is recorded, when a file holds more, and when the
/// progress is written).
inline constexpr std::size_t kDailyRecordsKept = 60;

/// Most levels a progress holds: names in `completed`, records in `best` and records in
/// `bestDiagonal`, each (a campaign of more levels than this is far beyond any made; the limit
/// keeps a hostile file's cost small).
inline constexpr std::size_t kMaxProgressLevels = 25000;

/// Longest name of a record (a level's file name, a daily maze's date) or of a completed level,
/// in bytes as formatProgress writes it between its quotes: UTF-8, with JSON's escapes (`\n`,
/// `\"`, `\u0001`) counted as written, whatever spelling the file used. 255 is the longest file
/// name of common file systems.
inline constexpr std::size_t kMaxProgressNameBytes = 255;

/// The longest record formatProgress writes after a name and its colon: every key, each at its
/// longest value, as in
/// `{"cost":-9223372036854775808,"steps":2147483647,"optimal":false,`
/// `"length":2.2250738585072014e-308,"par":9223372036854775807}`.
inline constexpr std::size_t kMaxProgressRecordBytes =
    std::string_view(R"({"cost":-9223372036854775808,"steps":2147483647,"optimal":false,)"
                     R"("length":2.2250738585072014e-308,"par":9223372036854775807})")
        .size();

/// Largest progress file read: the most formatProgress writes for a progress within the limits
/// above. Its frame with every key, then for each completed level a quoted name of
/// kMaxProgressNameBytes and a comma, and for each best and kept daily record of both diagonal
/// rules a quoted name, a colon, the longest record and a comma (about 24.5 MiB; a file the game
/// wrote for a campaign of 30 levels and 60 days is a few KB).
inline constexpr std::uintmax_t kMaxProgressFileBytes =
    std::string_view(R"({"completed":[],"best":{},"bestDiagonal":{},"daily":{},)"
                     R"("dailyDiagonal":{},"campaignComplete":true})"
                     "\n")
        .size() +
    kMaxProgressLevels * (kMaxProgressNameBytes + 3) +
    2 * (kMaxProgressLevels + kDailyRecordsKept) *
        (kMaxProgressNameBytes + 4 + kMaxProgressRecordBytes);

/// Most JSON values a progress file may hold: as many as formatProgress writes for a progress
/// within the limits above. The top-level object and its six members, one string per completed
/// level, and six values per best and kept daily record of both rules (the record and its five
/// keys' values).
inline constexpr std::size_t kMaxProgressJsonValues =
    7 + kMaxProgressLevels + 6 * 2 * (kMaxProgressLevels + kDailyRecordsKept);

}  // namespace catmaze
