#pragma once
/// \file
/// Internal to the Tiled reader: decoding one tile layer's data (CSV array or base64, plain, zlib
/// or gzip) within a byte budget, and small checked accessors for nlohmann values.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace catmaze::tiled {

using nlohmann::json;

/// The member `key` of `object` when `object` is an object holding it, else nullptr. Never
/// copies (a copy of untrusted JSON recurses as deep as it nests).
const json* member(const json& object, const char* key);

/// The member `key` as a string, `fallback` when missing; nothing when present but not a string.
std::optional<std::string> stringMember(const json& object, const char* key,
                                        const std::string& fallback);

/// `value` as a 64-bit integer when it is an integer that fits, else nothing.
std::optional<std::int64_t> integerOf(const json& value);

/// The gids of a tile layer of `cellCount` tiles, or nothing with `error` set (a message
/// without the layer's name). The decoded data may not exceed `cellCount` * 4 bytes, so a zip
/// bomb stops there.
std::optional<std::vector<std::uint32_t>> layerGids(const json& layer, std::size_t cellCount,
                                                    std::string& error);

}  // namespace catmaze::tiled
