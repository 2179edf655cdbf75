#include "catmaze/player/settings.hpp"

#include <cmath>
#include <cstdint>
#include <iterator>

#include <nlohmann/json.hpp>

#include "catmaze/io/atomic_file.hpp"
#include "catmaze/io/json_describe.hpp"
#include "stored_file.hpp"
#include "stored_values.hpp"

namespace catmaze {

namespace fs = std::filesystem;

namespace {

using stored::lastMember;
using stored::readBool;
using stored::readInteger;
using stored::readNumber;
using stored::typeName;
using stored::ValueProblem;
using stored::wrongType;

// Derived from the record limits so that what formatProgress writes is read back (see
// progress_limits.hpp).
const stored::StoredLimits kProgressLimits{kMaxProgressFileBytes,
                                           JsonLimits{64, kMaxProgressJsonValues}};

// `text` as a JSON string; a level name that is not valid UTF-8 would make dump() throw, so
// such bytes are replaced instead.
std::string quotedJson(const std::string& text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// Why `name` cannot be kept in a progress: longer than kMaxProgressNameBytes as written.
std::optional<std::string> nameTooLong(const std::string& name) {
    if (quotedJson(name).size() - 2 <= kMaxProgressNameBytes)
        return std::nullopt;
    // The reason first: a long name is cut in the message.
    return "a name is longer than " + std::to_string(kMaxProgressNameBytes) +
           " bytes: " + jsonQuoted(name);
}

// Both rules, the 4-way one (the older files' only one) first.
constexpr MoveRule kMoveRules[] = {MoveRule::FourWay, MoveRule::Diagonal};

// The file's key of the level records of `rule`.
const char* bestKey(MoveRule rule) {
    return rule == MoveRule::Diagonal ? "bestDiagonal" : "best";
}

// The file's key of the daily records of `rule`.
const char* dailyKey(MoveRule rule) {
    return rule == MoveRule::Diagonal ? "dailyDiagonal" : "daily";
}

// Why `count` levels under `key` ("completed", "best") cannot be kept in a progress.
std::optional<std::string> tooManyLevels(std::string_view key, std::size_t count) {
    if (count <= kMaxProgressLevels)
        return std::nullopt;
    return "\"" + std::string(key) + "\" holds " + std::to_string(count) + " levels, more than " +
           std::to_string(kMaxProgressLevels);
}

// One record of "best": {"cost": N, "steps": N, "optimal": bool}, and when known "length": N
// (open floor) and "par": N.
std::optional<ValueProblem> bestFrom(const JsonValue& object, LevelBest& out) {
    if (object.type != JsonType::Object)
        return ValueProblem{"\"best\" should hold objects, not " + typeName(object), object.pos};
    std::int64_t steps = out.steps;
    double length = -1;
    std::int64_t par = -1;
    for (const std::optional<ValueProblem>& problem :
         {readInteger(object, "cost", out.cost), readInteger(object, "steps", steps),
          readBool(object, "optimal", out.optimal), readNumber(object, "length", length),
          readInteger(object, "par", par)}) {
        if (problem)
            return problem;
    }
    if (length >= 0)
        out.length = length;
    if (par >= 0)
        out.par = par;
    out.steps = static_cast<int>(steps < 0 ? 0 : (steps > INT32_MAX ? INT32_MAX : steps));
    return std::nullopt;
}

// The records of `key` ("best", "daily"): an object of records by name.
std::optional<ValueProblem> recordsFrom(const JsonValue& object, std::string_view key,
                                        const std::string& should,
                                        std::map<std::string, LevelBest>& out) {
    const JsonValue* records = lastMember(object, key);
    if (!records)
        return std::nullopt;
    if (records->type != JsonType::Object)
        return wrongType(*records, key, should);
    for (const JsonValue& record : records->items) {
        if (std::optional<std::string> tooLong = nameTooLong(record.key))
            return ValueProblem{*tooLong, record.keyPos};
        // A name given twice counts with its last record, whole.
        LevelBest one;
        if (std::optional<ValueProblem> problem = bestFrom(record, one))
            return problem;
        out[record.key] = one;
    }
    if (std::optional<std::string> tooMany = tooManyLevels(key, out.size()))
        return ValueProblem{*tooMany, records->pos};
    return std::nullopt;
}

// Drops the oldest daily records past kDailyRecordsKept (ISO dates sort oldest first).
void keepLatestDays(std::map<std::string, LevelBest>& daily) {
    while (daily.size() > kDailyRecordsKept)
        daily.erase(daily.begin());
}

std::optional<ValueProblem> progressFrom(const JsonValue& object, Progress& out) {
    Progress read;
    if (const JsonValue* completed = lastMember(object, "completed")) {
        if (completed->type != JsonType::Array)
            return wrongType(*completed, "completed", "a list of level file names");
        for (const JsonValue& name : completed->items) {
            if (name.type != JsonType::String)
                return ValueProblem{
                    "\"completed\" should hold level file names, not " + typeName(name), name.pos};
            if (std::optional<std::string> tooLong = nameTooLong(name.text))
                return ValueProblem{*tooLong, name.pos};
            read.completed.insert(name.text);
        }
        if (std::optional<std::string> tooMany = tooManyLevels("completed", read.completed.size()))
            return ValueProblem{*tooMany, completed->pos};
    }
    for (const MoveRule rule : kMoveRules) {
        if (std::optional<ValueProblem> problem = recordsFrom(
                object, bestKey(rule), "an object of level file names", read.bests(rule)))
            return problem;
        if (std::optional<ValueProblem> problem =
                recordsFrom(object, dailyKey(rule), "an object of dates", read.dailies(rule)))
            return problem;
        keepLatestDays(read.dailies(rule));
    }
    if (std::optional<ValueProblem> problem =
            readBool(object, "campaignComplete", read.campaignComplete))
        return problem;
    out = std::move(read);
    return std::nullopt;
}

// Appends `,"key":{"name":{record},...}` to `out` for the records from `first` on, when there
// are any. Each is written as the reader keeps it (see formatProgress), so nothing written is
// refused or read back different, and no record is longer than kMaxProgressRecordBytes.
void appendRecords(std::string& out, const char* key,
                   std::map<std::string, LevelBest>::const_iterator first,
                   std::map<std::string, LevelBest>::const_iterator end) {
    if (first == end)
        return;
    out += std::string(",\"") + key + "\":{";
    const char* comma = "";
    for (; first != end; ++first) {
        const auto& [name, best] = *first;
        out += comma + quotedJson(name) + ":{\"cost\":" + std::to_string(best.cost) +
               ",\"steps\":" + std::to_string(best.steps < 0 ? 0 : best.steps) +
               ",\"optimal\":" + (best.optimal ? "true" : "false");
        if (best.length && std::isfinite(*best.length) && *best.length >= 0)
            out += ",\"length\":" + nlohmann::json(*best.length).dump();
        if (best.par && *best.par >= 0)
            out += ",\"par\":" + std::to_string(*best.par);
        out += "}";
        comma = ",";
    }
    out += "}";
}

// Keeps `win` in `records[name]` when it beats the record there (see recordWin).
void keepBest(std::map<std::string, LevelBest>& records, const std::string& name,
              const LevelBest& win) {
    const auto it = records.find(name);
    if (it == records.end()) {
        records.emplace(name, win);
        return;
    }
    LevelBest& best = it->second;
    // At the same cost, the shorter walk (fewer steps; on open floor, fewer tiles).
    const bool shorter =
        win.steps < best.steps ||
        (win.steps == best.steps && win.length.value_or(0) < best.length.value_or(0));
    const std::optional<std::int64_t> par = win.par ? win.par : best.par;  // the latest known
    if (win.cost < best.cost || (win.cost == best.cost && shorter)) {
        const bool star = best.optimal && win.cost == best.cost;
        best = win;
        best.optimal = best.optimal || star;
    } else if (win.cost == best.cost && win.optimal) {
        best.optimal = true;
    }
    best.par = par;
}

}  // namespace

StoredParse<Progress> parseProgress(std::string_view text) {
    return stored::parseStored<Progress>(text, kProgressLimits.json, progressFrom);
}

std::string formatProgress(const Progress& progress) {
    // Compact, and written in one pass: kMaxProgressFileBytes counts this spelling, and filling
    // an ordered_json object looked up every key before adding it (quadratic).
    std::string out = "{\"completed\":[";
    const char* comma = "";
    for (const std::string& name : progress.completed) {
        out += comma + quotedJson(name);
        comma = ",";
    }
    out += "]";
    for (const MoveRule rule : kMoveRules) {
        const BestRecords& best = progress.bests(rule);
        appendRecords(out, bestKey(rule), best.begin(), best.end());
    }
    for (const MoveRule rule : kMoveRules) {
        // The latest days only, as the reader keeps them (ISO dates sort oldest first).
        const BestRecords& daily = progress.dailies(rule);
        const std::size_t older =
            daily.size() > kDailyRecordsKept ? daily.size() - kDailyRecordsKept : 0;
        appendRecords(out, dailyKey(rule),
                      std::next(daily.begin(), static_cast<std::ptrdiff_t>(older)), daily.end());
    }
    if (progress.campaignComplete)
        out += ",\"campaignComplete\":true";
    return out + "}\n";
}

std::optional<std::string> progressLimitProblem(const Progress& progress) {
    if (std::optional<std::string> tooMany = tooManyLevels("completed", progress.completed.size()))
        return tooMany;
    for (const MoveRule rule : kMoveRules) {
        if (std::optional<std::string> tooMany =
                tooManyLevels(bestKey(rule), progress.bests(rule).size()))
            return tooMany;
    }
    for (const std::string& name : progress.completed) {
        if (std::optional<std::string> tooLong = nameTooLong(name))
            return tooLong;
    }
    for (const BestRecords* records :
         {&progress.best, &progress.bestDiagonal, &progress.daily, &progress.dailyDiagonal}) {
        for (const auto& record : *records) {
            if (std::optional<std::string> tooLong = nameTooLong(record.first))
                return tooLong;
        }
    }
    return std::nullopt;
}

const char* toString(MoveRule rule) {
    return rule == MoveRule::Diagonal ? "diagonal" : "4-way";
}

void recordWin(Progress& progress, const std::string& level, const LevelBest& win, MoveRule rule) {
    progress.completed.insert(level);
    keepBest(progress.bests(rule), level, win);
}

void recordDailyWin(Progress& progress, const std::string& date, const LevelBest& win,
                    MoveRule rule) {
    keepBest(progress.dailies(rule), date, win);
    keepLatestDays(progress.dailies(rule));
}

StoredLoad<Progress> loadProgress(const fs::path& path) {
    return stored::loadStored<Progress>(path, "progress", kProgressLimits, progressFrom);
}

std::optional<std::string> saveProgress(const fs::path& path, const Progress& progress) {
    // Never a file the reader would refuse: the one on disk, still readable, is kept instead.
    if (std::optional<std::string> beyond = progressLimitProblem(progress))
        return "the progress is larger than the game can read back: " + *beyond;
    return writeFileAtomically(path, formatProgress(progress));
}

}  // namespace catmaze
