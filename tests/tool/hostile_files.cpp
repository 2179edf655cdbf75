// The hostile corpus's files made at run time (hostile_files.hpp).

#include "hostile_files.hpp"

#include <sys/stat.h>
#include <zlib.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace catmaze::tool_test {

namespace fs = std::filesystem;

namespace {

void writeText(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// Base64 of zlib-compressed `bytes`.
std::string zlibBase64(const std::string& bytes) {
    uLongf size = compressBound(static_cast<uLong>(bytes.size()));
    std::string packed(size, '\0');
    compress2(reinterpret_cast<Bytef*>(packed.data()), &size,
              reinterpret_cast<const Bytef*>(bytes.data()), static_cast<uLong>(bytes.size()), 9);
    packed.resize(size);
    static constexpr char kAlphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (std::size_t i = 0; i < packed.size(); i += 3) {
        const auto byte = [&](std::size_t k) {
            return k < packed.size() ? static_cast<unsigned char>(packed[k]) : 0u;
        };
        const unsigned v = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
        out += i + 1 < packed.size() ? kAlphabet[(v >> 6) & 63] : '=';
        out += i + 2 < packed.size() ? kAlphabet[v & 63] : '=';
    }
    return out;
}

std::string unknownKeys(int count) {
    std::string keys;
    for (int i = 0; i < count; ++i)
        keys += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
    return keys;
}

// A Tiled map of 2 x 1 tiles with `count` bones far outside it.
std::string objectsOutside(int count) {
    std::string objects;
    for (int i = 0; i < count; ++i)
        objects += std::string(i ? "," : "") + R"({"type":"bone","x":1e9})";
    return R"({"type":"map","width":2,"height":1,"layers":[)"
           R"({"type":"objectgroup","name":"o","objects":[)" +
           objects + "]}]}";
}

// A Tiled map of 1024 x 1024 tiles with a cat and an exit, whose tile layer is a CSV array of
// `count` zeros.
std::string csvLayerMap(int count) {
    std::string zeros = "0";
    for (int i = 1; i < count; ++i)
        zeros += ",0";
    return R"({"type":"map","width":1024,"height":1024,"layers":[)"
           R"({"type":"tilelayer","name":"l","data":[)" +
           zeros +
           R"(]},{"type":"objectgroup","name":"o","objects":[{"type":"cat","x":0,"y":0},)"
           R"({"type":"exit","x":64,"y":0}]}]})";
}

// An open-floor level of `side` x `side` tiles: the cat and an exit first in the top row, then
// every other tile `fill(col, row)`, and one small square obstacle.
std::string openFloorGrid(int side, const std::function<char(int, int)>& fill) {
    std::string rows;
    for (int r = 0; r < side; ++r) {
        std::string row(static_cast<std::size_t>(side), '.');
        for (int c = 0; c < side; ++c)
            row[static_cast<std::size_t>(c)] = r == 0 && c < 2 ? "CE"[c] : fill(c, r);
        rows += (r ? ",\"" : "\"") + row + "\"";
    }
    return R"({"name":"K","version":2,"tiles":[)" + rows +
           R"(],"obstacles":[{"points":[[0,1],[1,1],[1,2]]}]})";
}

const std::string kLevelStart = R"({"name":"K","version":1,"tiles":["C.E"])";

// An open-floor level of 64 x 64 tiles (the cat and an exit in the top corners) whose obstacle
// is `count` points on a circle of radius 30 around the middle; with `crossing` the last two
// points are swapped, so the last edges cross.
std::string circleLevel(int count, bool crossing) {
    std::string rows = "\"C" + std::string(62, '.') + "E\"";
    for (int r = 1; r < 64; ++r)
        rows += ",\"" + std::string(64, '.') + "\"";
    std::vector<std::string> points;
    for (int i = 0; i < count; ++i) {
        const double a = 2.0 * std::acos(-1.0) * i / count;
        char point[64];
        std::snprintf(point, sizeof point, "[%.6f,%.6f]", 32.0 + 30.0 * std::cos(a),
                      32.0 + 30.0 * std::sin(a));
        points.push_back(point);
    }
    if (crossing)
        std::swap(points[points.size() - 1], points[points.size() - 2]);
    std::string joined;
    for (const std::string& point : points)
        joined += (joined.empty() ? "" : ",") + point;
    return R"({"name":"K","version":2,"tiles":[)" + rows + R"(],"obstacles":[{"points":[)" +
           joined + "]}]}";
}

}  // namespace

const std::map<std::string, std::function<void(const fs::path&)>>& hostileFileMakers() {
    static const std::map<std::string, std::function<void(const fs::path&)>> all = {
        {"map-8192.map",  // a whole 8192 x 8192 map: 64 MiB, refused before it is read
         [](const fs::path& path) {
             std::string text = "type octile\nheight 8192\nwidth 8192\nmap\n";
             const std::string row = std::string(8192, '.') + "\n";
             text.reserve(text.size() + row.size() * 8192);
             for (int r = 0; r < 8192; ++r)
                 text += row;
             writeText(path, text);
         }},
        {"blank-lines-60mib.map",
         [](const fs::path& path) {
             writeText(path, "type octile\nheight 1\nwidth 3\nmap\n...\n" +
                                 std::string(60 * 1024 * 1024, '\n'));
         }},
        {"over-size.json",
         [](const fs::path& path) {
             writeText(path, "");
             fs::resize_file(path, 16 * 1024 * 1024 + 1);
         }},
        {"huge-integer-15mib.json",
         [](const fs::path& path) {
             writeText(path,
                       kLevelStart + ",\"tileSize\":" + std::string(15 * 1024 * 1024, '9') + "}");
         }},
        {"huge-integer-15mib.tmj",
         [](const fs::path& path) {
             writeText(path, R"({"type":"map","height":1,"width":)" +
                                 std::string(15 * 1024 * 1024, '9') + "}");
         }},
        {"unknown-keys-top.json",
         [](const fs::path& path) {
             writeText(path, kLevelStart + "," + unknownKeys(100000) + "}");
         }},
        {"unknown-keys-rules.json",
         [](const fs::path& path) {
             writeText(path, kLevelStart + ",\"rules\":{" + unknownKeys(100000) + "}}");
         }},
        {"unknown-keys-nested.json",
         [](const fs::path& path) {
             writeText(path, kLevelStart + ",\"x\":{" + unknownKeys(100000) + "}}");
         }},
        {"inflating-layers-3000.tmj",  // 3,000 valid layers of 4 MiB each
         [](const fs::path& path) {
             const std::string data = zlibBase64(std::string(4 * 1024 * 1024, '\0'));
             std::string layers;
             for (int i = 0; i < 3000; ++i) {
                 layers += std::string(i ? "," : "") +
                           R"({"type":"tilelayer","name":"l","encoding":"base64",)" +
                           R"("compression":"zlib","data":")" + data + "\"}";
             }
             writeText(path,
                       R"({"type":"map","width":1024,"height":1024,"layers":[)" + layers + "]}");
         }},
        {"csv-layer-1024.tmj",  // a full-size CSV layer, as formatTiledMap writes: accepted
         [](const fs::path& path) { writeText(path, csvLayerMap(1024 * 1024)); }},
        {"values-over-limit.tmj",  // a CSV layer of 1,200,001 values: refused by their number
         [](const fs::path& path) { writeText(path, csvLayerMap(1200001)); }},
        {"objects-outside-400k.tmj",  // refused by its number of JSON values
         [](const fs::path& path) { writeText(path, objectsOutside(400000)); }},
        {"objects-outside-150k.tmj",  // read: 20 errors and a count
         [](const fs::path& path) { writeText(path, objectsOutside(150000)); }},
        {"layer-name-16k.tmj",  // a 16 KiB layer name over a million bone tiles
         [](const fs::path& path) {
             std::string gids;
             for (int i = 0; i < 1024 * 1024; ++i)
                 gids += std::string("\x01\0\0\0", 4);
             writeText(path,
                       R"({"type":"map","width":1024,"height":1024,"tilesets":[{"firstgid":1,)"
                       R"("tiles":[{"id":0,"type":"bone"}]}],"layers":[{"type":"tilelayer",)"
                       R"("name":")" +
                           std::string(16 * 1024, 'n') +
                           R"(","encoding":"base64","compression":"zlib","data":")" +
                           zlibBase64(gids) + "\"}]}");
         }},
        {"polygon-33000-crossing.json",  // the last edges of a 33,000-point polygon cross
         [](const fs::path& path) { writeText(path, circleLevel(33000, true)); }},
        {"polygon-256-crossing.json",  // the most points a polygon may have; the last edges cross
         [](const fs::path& path) { writeText(path, circleLevel(256, true)); }},
        {"dogs-bones-1024.json",  // a 1 MB map of dogs and bones: its graph ran out of memory
         [](const fs::path& path) {
             writeText(path,
                       openFloorGrid(1024, [](int c, int r) { return (c + r) % 2 ? 'D' : 'B'; }));
         }},
        {"walls-checkerboard-256.json",  // 32,768 separate wall tiles, each an obstacle
         [](const fs::path& path) {
             writeText(path,
                       openFloorGrid(256, [](int c, int r) { return (c + r) % 2 ? '#' : '.'; }));
         }},
        {"directory.json", [](const fs::path& path) { fs::create_directory(path); }},
        {"unreadable.json",
         [](const fs::path& path) {
             writeText(path, kLevelStart + "}");
             fs::permissions(path, fs::perms::none);
         }},
        {"symlink-loop.json",
         [](const fs::path& path) { fs::create_symlink(path.filename(), path); }},
        {"fifo.json", [](const fs::path& path) { ::mkfifo(path.c_str(), 0600); }},
        {"device.json", [](const fs::path& path) { fs::create_symlink("/dev/zero", path); }},
        {"tileset-symlink.tmj",  // a tileset beside the map that is a link to a file outside
         [](const fs::path& path) {
             fs::create_symlink("/etc/hostname", path.parent_path() / "link.tsj");
             writeText(path, R"({"type":"map","width":1,"height":1,"tilesets":[{"firstgid":1,)"
                             R"("source":"link.tsj"}]})");
         }},
    };
    return all;
}

}  // namespace catmaze::tool_test
