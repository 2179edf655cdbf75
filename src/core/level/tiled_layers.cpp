#include "tiled_layers.hpp"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <limits>
#include <string_view>

#include "catmaze/io/json_describe.hpp"

namespace catmaze::tiled {

namespace {

std::optional<std::vector<std::uint8_t>> decodeBase64(std::string_view text) {
    std::array<int, 256> value{};
    value.fill(-1);
    const std::string_view alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (std::size_t i = 0; i < alphabet.size(); ++i)
        value[static_cast<unsigned char>(alphabet[i])] = static_cast<int>(i);
    std::vector<std::uint8_t> out;
    out.reserve(text.size() * 3 / 4);
    std::uint32_t bits = 0;
    int bitCount = 0;
    for (const char ch : text) {
        if (ch == '=' || ch == '\n' || ch == '\r' || ch == ' ')
            continue;
        const int v = value[static_cast<unsigned char>(ch)];
        if (v < 0)
            return std::nullopt;
        bits = (bits << 6) | static_cast<std::uint32_t>(v);
        bitCount += 6;
        if (bitCount >= 8) {
            bitCount -= 8;
            out.push_back(static_cast<std::uint8_t>((bits >> bitCount) & 0xFF));
        }
    }
    return out;
}

// What inflating gave: the bytes, or why not.
struct Inflated {
    std::vector<std::uint8_t> bytes;
    bool tooLarge = false;
    bool corrupt = false;
};

// Inflates zlib or gzip data (auto-detected), stopping as soon as it would pass `limit` bytes.
Inflated inflateData(const std::vector<std::uint8_t>& in, std::size_t limit) {
    Inflated out;
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 32) != Z_OK) {
        out.corrupt = true;
        return out;
    }
    // One byte past the limit tells "exactly the limit" from "more".
    const std::size_t room = limit + 1;
    out.bytes.resize(std::min<std::size_t>(room, std::max<std::size_t>(in.size() * 4, 1024)));
    stream.next_in = const_cast<Bytef*>(in.data());
    stream.avail_in = static_cast<uInt>(in.size());
    int status = Z_OK;
    while (status == Z_OK) {
        if (stream.total_out == out.bytes.size()) {
            if (out.bytes.size() >= room)
                break;
            out.bytes.resize(std::min(room, out.bytes.size() * 2));
        }
        stream.next_out = out.bytes.data() + stream.total_out;
        stream.avail_out = static_cast<uInt>(out.bytes.size() - stream.total_out);
        status = inflate(&stream, Z_NO_FLUSH);
    }
    const auto produced = static_cast<std::size_t>(stream.total_out);
    inflateEnd(&stream);
    if (produced > limit)
        out.tooLarge = true;
    else if (status != Z_STREAM_END)
        out.corrupt = true;
    out.bytes.resize(std::min(produced, limit));
    return out;
}

}  // namespace

std::optional<std::string> stringMember(const JsonValue& object, const char* key,
                                        const std::string& fallback) {
    const JsonValue* value = object.member(key);
    if (!value)
        return fallback;
    if (value->type != JsonType::String)
        return std::nullopt;
    return value->text;
}

std::optional<std::vector<std::uint32_t>> layerGids(const JsonValue& layer, std::size_t cellCount,
                                                    LayerProblem& problem) {
    const auto fail = [&](std::string message, const SourcePos& pos) {
        problem = {std::move(message), pos};
        return std::nullopt;
    };
    const JsonValue* data = layer.member("data");
    if (!data)
        return fail("has no \"data\" (infinite maps with chunks are not supported)", layer.pos);
    std::vector<std::uint32_t> gids;
    if (data->type == JsonType::Array) {
        if (data->items.size() != cellCount) {
            return fail("has " + std::to_string(data->items.size()) + " tiles, expected " +
                            std::to_string(cellCount),
                        data->pos);
        }
        gids.reserve(cellCount);
        for (const JsonValue& v : data->items) {
            const std::optional<std::int64_t> gid = integerValue(v);
            if (!gid || *gid < 0 || *gid > std::numeric_limits<std::uint32_t>::max())
                return fail("\"data\" must hold integers from 0 to 4294967295", v.pos);
            gids.push_back(static_cast<std::uint32_t>(*gid));
        }
        return gids;
    }
    if (data->type != JsonType::String)
        return fail("\"data\" must be an array or a base64 string", data->pos);
    const std::optional<std::string> encoding = stringMember(layer, "encoding", "csv");
    const std::optional<std::string> compression = stringMember(layer, "compression", "");
    const auto at = [&](const char* key) {
        const JsonValue* value = layer.member(key);
        return value ? value->pos : data->pos;
    };
    if (!encoding || *encoding != "base64") {
        return fail("unknown encoding '" + shownValue(encoding.value_or("(not a string)")) + "'",
                    at("encoding"));
    }
    std::optional<std::vector<std::uint8_t>> bytes = decodeBase64(data->text);
    if (!bytes)
        return fail("\"data\" is not valid base64", data->pos);
    const std::size_t expected = cellCount * 4;
    if (compression && (*compression == "zlib" || *compression == "gzip")) {
        Inflated inflated = inflateData(*bytes, expected);
        if (inflated.tooLarge) {
            return fail(*compression + " data inflates to more than the " +
                            std::to_string(expected) + " bytes of its " +
                            std::to_string(cellCount) + " tiles",
                        data->pos);
        }
        if (inflated.corrupt)
            return fail(*compression + " data is corrupt", data->pos);
        bytes = std::move(inflated.bytes);
    } else if (!compression || !compression->empty()) {
        return fail("compression '" + shownValue(compression.value_or("(not a string)")) +
                        "' is not supported; use zlib, gzip or none",
                    at("compression"));
    }
    if (bytes->size() % 4 != 0)
        return fail("decoded data is not a whole number of tiles", data->pos);
    if (bytes->size() != expected) {
        return fail("has " + std::to_string(bytes->size() / 4) + " tiles, expected " +
                        std::to_string(cellCount),
                    data->pos);
    }
    gids.reserve(cellCount);
    const auto& b = *bytes;
    for (std::size_t i = 0; i + 3 < b.size(); i += 4) {
        gids.push_back(std::uint32_t{b[i]} | std::uint32_t{b[i + 1]} << 8 |
                       std::uint32_t{b[i + 2]} << 16 | std::uint32_t{b[i + 3]} << 24);
    }
    return gids;
}

}  // namespace catmaze::tiled
