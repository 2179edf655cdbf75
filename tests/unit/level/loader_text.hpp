#pragma once
/// \file
/// Level JSON text for the loader's tests, and the diagnostics expected from it. Expected lines
/// and columns are computed from the test text itself (positionOf), independently of the parser.

#include <string>
#include <string_view>
#include <vector>

#include "catmaze/level/level_loader.hpp"

namespace catmaze::test {

/// Tile rows as level-file strings.
using Rows = std::vector<std::string>;

/// The file name every parsed test text is given.
inline constexpr const char* kFileName = "level.json";
/// The UTF-8 byte order mark.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

/// A 1-based line and column in test text.
struct Point {
    int line = 0;    ///< 1-based line
    int column = 0;  ///< 1-based column, in characters
};

/// Where the first occurrence of `needle` at or after byte `from` starts in `text`, counted the
/// way editors do: lines end at LF, CRLF or a lone CR; columns count UTF-8 characters; a byte
/// order mark at the start of the file takes no column. A missing needle is a test failure.
Point positionOf(std::string_view text, std::string_view needle, std::size_t from = 0);

/// The same, for the `occurrence`-th (1-based) match of `needle`.
Point positionOfNth(std::string_view text, std::string_view needle, int occurrence);

/// The formatted line an error at `at` should have.
std::string errorAt(Point at, const std::string& message);
/// The formatted line a warning at `at` should have.
std::string warningAt(Point at, const std::string& message);
/// A diagnostic about the whole file (no line, no column).
std::string fileError(const std::string& message);

/// Each of `result`'s diagnostics, formatted.
std::vector<std::string> formatted(const LevelLoadResult& result);

/// Parses `text` and checks it gives exactly `expected` (in order) and, when any is an error, no
/// level.
void expectDiagnostics(const std::string& text, const std::vector<std::string>& expected);

/// A level file in the writer's layout whose "tiles" rows are the raw JSON values `rowValues`
/// (so tests can put numbers, escapes or anything else in the array).
std::string levelWithRawRows(const std::vector<std::string>& rowValues);

/// The same with plain row strings.
std::string levelWithRows(const Rows& rows);

/// A level file with `members` (raw JSON, each "KEY": VALUE) between "version" and "tiles".
std::string levelWithMembers(const std::string& members);

/// A small valid level: a cat and an exit in a walled corridor.
inline const Rows kSmallRows = {"#####", "#C.E#", "#####"};

}  // namespace catmaze::test
