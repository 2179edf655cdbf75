#pragma once
/// \file
/// A look at JSON text before a parser builds anything from it: how deep it nests and about how
/// many values it holds. nlohmann_json's parser is iterative, but copying or comparing what it
/// built recurses; text that nests too deep or holds too much is refused before parsing.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace catmaze {

/// What scanJsonShape found.
struct JsonShape {
    std::size_t values = 0;   ///< an upper bound on the number of values (commas + brackets + 1)
    std::size_t members = 0;  ///< object members (colons outside strings): each costs a node
    std::size_t longestNumber = 0;  ///< the longest run of number characters outside strings
    int depth = 0;                  ///< the deepest nesting of arrays and objects reached
    /// When nesting passed the limit: the 1-based line and column of the bracket that did.
    std::optional<std::pair<int, int>> tooDeepAt;
};

/// Scans `text` once, skipping strings (escapes included), counting brackets, commas and colons
/// and measuring number runs; stops at the first bracket nested deeper than `maxDepth`. Does not
/// check the syntax.
JsonShape scanJsonShape(std::string_view text, int maxDepth);

/// The message for text that scanJsonShape found nested deeper than `maxDepth`.
std::string tooDeepMessage(int maxDepth);

/// Line and column (1-based; columns count bytes) of byte `offset` in `text`.
std::pair<int, int> lineColumnAt(std::string_view text, std::size_t offset);

}  // namespace catmaze
