#include "args.hpp"

#include <charconv>
#include <optional>
#include <string>

namespace catmaze::tool {

namespace {

// Parses all of `text` as an integer; nothing else may follow.
std::optional<int> parseInt(std::string_view text) {
    int value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end)
        return std::nullopt;
    return value;
}

}  // namespace

Tile parseTile(std::string_view text, std::string_view what) {
    const std::size_t comma = text.find(',');
    if (comma != std::string_view::npos) {
        const auto col = parseInt(text.substr(0, comma));
        const auto row = parseInt(text.substr(comma + 1));
        if (col && row)
            return Tile{*col, *row};
    }
    throw UsageError(std::string(what) + ": '" + std::string(text) +
                     "' is not a tile; expected COL,ROW (e.g. 3,4)");
}

}  // namespace catmaze::tool
