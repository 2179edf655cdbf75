/// \file
/// The game's JSON event log as it grows, tiles in its events, and the level tool's paths.

#include "harness.hpp"

#include <fstream>
#include <sstream>

namespace catmaze::wintest {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------
// Event log

void EventLog::poll() {
    std::ifstream in(path_, std::ios::binary);
    if (!in)
        return;  // not created yet
    in.seekg(static_cast<std::streamoff>(offset_));
    std::ostringstream chunk;
    chunk << in.rdbuf();
    const std::string data = chunk.str();
    offset_ += data.size();
    partial_ += data;
    std::size_t start = 0;
    for (std::size_t nl; (nl = partial_.find('\n', start)) != std::string::npos; start = nl + 1) {
        const std::string line = partial_.substr(start, nl - start);
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        Json event = Json::parse(line, nullptr, /*allow_exceptions=*/false);
        if (event.is_discarded() || !event.is_object() || !event.contains("event") ||
            !event["event"].is_string()) {
            event = Json{{"event", "<not json>"}, {"line", line}};
        }
        events_.push_back(std::move(event));
    }
    partial_.erase(0, start);
}

std::string EventLog::describe(std::size_t maxLines) const {
    std::ostringstream out;
    const std::size_t first = events_.size() > maxLines ? events_.size() - maxLines : 0;
    if (first > 0)
        out << "  ... " << first << " earlier events\n";
    for (std::size_t i = first; i < events_.size(); ++i) {
        out << "  #" << i << " " << events_[i].dump() << "\n";
    }
    if (events_.empty())
        out << "  (no events)\n";
    if (!partial_.empty())
        out << "  unterminated line: " << partial_ << "\n";
    return out.str();
}

// ---------------------------------------------------------------------------------------------
// Tiles and the level tool

TileRef tileOf(const Json& event) {
    if (!event.contains("tile"))
        throw HarnessError("no tile in " + event.dump());
    return tileFromJson(event.at("tile"));
}

TileRef tileFromJson(const Json& value) {
    if (value.is_array() && value.size() == 2 && value[0].is_number_integer() &&
        value[1].is_number_integer()) {
        return {value[0].get<int>(), value[1].get<int>()};
    }
    if (value.is_object() && value.contains("col") && value.contains("row")) {
        return {value["col"].get<int>(), value["row"].get<int>()};
    }
    throw HarnessError("not a tile [col,row]: " + value.dump());
}

std::vector<TileRef> tilesFromJson(const Json& value) {
    if (!value.is_array())
        throw HarnessError("not a list of tiles: " + value.dump());
    std::vector<TileRef> out;
    for (const Json& item : value)
        out.push_back(tileFromJson(item));
    return out;
}

std::string toString(TileRef tile) {
    std::string text = "(";  // appended, not "(" + ..., which trips GCC 12's -Wrestrict
    text += std::to_string(tile.col);
    text += ',';
    text += std::to_string(tile.row);
    text += ')';
    return text;
}

std::string toString(const std::vector<TileRef>& tiles) {
    std::string out = "[";
    for (const TileRef& t : tiles) {
        if (out.size() > 1)
            out += ' ';
        out += toString(t);
    }
    return out + "]";
}

ToolPath toolPath(const fs::path& level, TileRef from, TileRef to, bool diagonal) {
    std::vector<std::string> argv = {levelToolExecutable().string(),
                                     "path",
                                     level.string(),
                                     "--from",
                                     std::to_string(from.col) + "," + std::to_string(from.row),
                                     "--to",
                                     std::to_string(to.col) + "," + std::to_string(to.row),
                                     "--json"};
    if (diagonal)
        argv.push_back("--diagonal");
    const CommandResult r = runCommand(argv);
    if (r.exitCode() != 0)
        throw HarnessError("the level tool failed:\n" + r.describe());
    ToolPath out;
    out.raw = Json::parse(r.out, nullptr, false);
    if (out.raw.is_discarded() || !out.raw.is_object() || !out.raw.contains("cost")) {
        throw HarnessError("the level tool printed no JSON object with a cost:\n" + r.describe());
    }
    out.status = out.raw.value("status", "");
    out.cost = out.raw["cost"].get<long long>();
    const char* tilesKey = out.raw.contains("tiles") ? "tiles" : "path";
    if (out.raw.contains(tilesKey))
        out.tiles = tilesFromJson(out.raw[tilesKey]);
    return out;
}

Json testSettings(double stepSeconds, bool diagonal) {
    return Json{{"diagonal", diagonal},       {"showPath", true}, {"searchOverlay", false},
                {"stepSeconds", stepSeconds}, {"volume", 0},      {"music", false}};
}

}  // namespace catmaze::wintest
