#pragma once
/// \file
/// Internal to the Tiled reader: decoding one tile layer's data (CSV array or base64, plain, zlib
/// or gzip) within a byte budget, and small helpers for values of the map.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze::tiled {

/// Tiled keeps flip and rotation flags in a gid's top four bits.
inline constexpr std::uint32_t kGidFlagMask = 0xF0000000u;

/// At most this many JSON values in a map or tileset: one full-size (1024 x 1024) tile layer in
/// CSV form, as formatTiledMap writes it, and room for objects and more layers. A parsed value
/// takes about 150 bytes, so this bounds what a map takes to about 180 MB.
inline constexpr std::size_t kMaxTiledValues = 1200000;
/// The limits a map and its tilesets are parsed with.
inline constexpr JsonLimits kTiledJsonLimits{kMaxJsonDepth, kMaxTiledValues};

/// Adds an error at `pos` to `report`.
inline void errorAt(DiagnosticCollector& report, const SourcePos& pos, std::string message) {
    report.error(pos.line, pos.column, std::move(message));
}

/// The member `key` as a string, `fallback` when missing; nothing when present but not a string.
std::optional<std::string> stringMember(const JsonValue& object, const char* key,
                                        const std::string& fallback);

/// What is wrong with a tile layer (a message without the layer's name) and where.
struct LayerProblem {
    /// What is wrong.
    std::string message;
    /// The value that is wrong.
    SourcePos pos;
};

/// The gids of a tile layer of `cellCount` tiles, or nothing with `problem` set. The decoded
/// data may not exceed `cellCount` * 4 bytes, so a zip bomb stops there.
std::optional<std::vector<std::uint32_t>> layerGids(const JsonValue& layer, std::size_t cellCount,
                                                    LayerProblem& problem);

}  // namespace catmaze::tiled
