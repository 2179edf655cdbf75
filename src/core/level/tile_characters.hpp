#pragma once
// Internal to the level loader: the characters of a level file's rows.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/io/utf8_text.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

// The tile a row's character (one UTF-8 sequence) stands for; nullopt for any other.
inline std::optional<TileKind> tileKindOf(std::string_view ch) {
    if (ch.size() != 1)
        return std::nullopt;
    switch (ch[0]) {
        case '#':
            return TileKind::Wall;
        case '.':
            return TileKind::Floor;
        case 'C':
            return TileKind::CatStart;
        case 'B':
            return TileKind::Bone;
        case 'D':
            return TileKind::Dog;
        case 'E':
            return TileKind::Exit;
        default:
            return std::nullopt;
    }
}

// One character of a decoded row as it should appear between quotes in a message; invisible
// ones (tab, newline, ...) by code point.
inline std::string describeChar(std::string_view ch) {
    const auto u = static_cast<unsigned char>(ch[0]);
    if (ch.size() == 1 && (u < 0x20 || u == 0x7F)) {
        static constexpr char kHex[] = "0123456789ABCDEF";
        return std::string("U+00") + kHex[u >> 4] + kHex[u & 0xF];
    }
    return "'" + std::string(ch) + "'";
}

// Characters (not bytes) in a decoded string: a row's width in tiles.
inline std::size_t countChars(std::string_view s) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < s.size(); i += utf8Length(static_cast<unsigned char>(s[i])))
        ++count;
    return count;
}

}  // namespace catmaze
