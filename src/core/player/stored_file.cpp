#include "stored_file.hpp"

#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <system_error>

#include "catmaze/io/error_text.hpp"
#include "catmaze/io/file_reading.hpp"
#include "catmaze/io/json_describe.hpp"

namespace catmaze::stored {

namespace fs = std::filesystem;

namespace {

// "line L, column C" of `pos`.
std::string lineAndColumn(const SourcePos& pos) {
    return "line " + std::to_string(pos.line) + ", column " + std::to_string(pos.column);
}

}  // namespace

const JsonValue* lastMember(const JsonValue& object, std::string_view key) {
    const JsonValue* last = nullptr;
    if (object.type != JsonType::Object)
        return last;
    for (const JsonValue& member : object.items) {
        if (member.key == key)
            last = &member;
    }
    return last;
}

bool isLargeUnsigned(const JsonValue& value) {
    if (value.type != JsonType::Number || value.text.find_first_of("-.eE") != std::string::npos)
        return false;
    std::uint64_t n = 0;
    const char* last = value.text.data() + value.text.size();
    const auto [end, ec] = std::from_chars(value.text.data(), last, n);
    return ec == std::errc{} && end == last && !integerValue(value);
}

std::string typeName(const JsonValue& value) {
    switch (value.type) {
        case JsonType::Null:
            return "a null";
        case JsonType::Bool:
            return "a boolean";
        case JsonType::Number:
            return integerValue(value) || isLargeUnsigned(value) ? "a number"
                                                                 : "a fractional number";
        case JsonType::String:
            return "a string";
        case JsonType::Array:
            return "an array";
        case JsonType::Object:
            return "an object";
    }
    return "a value";
}

std::string shortened(std::string text, std::size_t limit) {
    if (text.size() <= limit)
        return text;
    std::size_t end = limit;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    text.resize(end);
    return text + "...";
}

ParsedObject parseObject(std::string_view text, const JsonLimits& limits) {
    ParsedObject out;
    JsonParseResult parsed = parseJsonSource(text, limits);
    if (!parsed.ok()) {
        // Whatever the text holds, the file is bad, never the game.
        const JsonSyntaxError& e = parsed.error;
        if (e.kind == JsonErrorKind::TooManyValues) {
            out.error =
                "is too large (more than " + std::to_string(limits.maxValues) + " JSON values)";
        } else {
            const std::string what = e.kind == JsonErrorKind::NumberOutOfRange
                                         ? "number overflow (" + e.message + ")"
                                         : e.message;
            out.error = "is not valid JSON at " + lineAndColumn(e.pos) + ": " + shortened(what);
        }
        return out;
    }
    if (parsed.value->type != JsonType::Object) {
        out.error = "does not hold a JSON object";
        return out;
    }
    out.object = std::move(parsed.value);
    return out;
}

StoredText readWholeFile(const fs::path& path, std::uintmax_t maxBytes) {
    StoredText out;
    FileText file = readFileBounded(path, static_cast<std::int64_t>(maxBytes), "settings file");
    switch (file.problem) {
        case FileProblem::None:
            out.text = std::move(file.text);
            break;
        case FileProblem::Missing:
            out.missing = true;
            break;
        case FileProblem::CannotExamine:
            out.error = "cannot be examined (" + errnoText(file.errorNumber) + ")";
            break;
        case FileProblem::NotRegular:
            out.error = "is not a regular file";
            break;
        case FileProblem::TooLarge:
            out.error = "is too large (over " + std::to_string(maxBytes) + " bytes)";
            break;
        case FileProblem::CannotOpen:
            out.error = "cannot be opened (" + errnoText(file.errorNumber) + ")";
            break;
        case FileProblem::CannotRead:
            out.error = "cannot be read";
            break;
    }
    return out;
}

std::string setAside(const fs::path& path, const char* what, const std::string& error) {
    // Whatever is under the name (a file, a directory, a FIFO, a link) is moved, so the next
    // start does not meet it again and a save can put a good file in its place.
    fs::path backup = path;
    backup += ".bak";
    const std::string kept =
        ::rename(path.c_str(), backup.c_str()) != 0
            ? "it could not be moved to " + quoted(backup) + " (" + errnoText(errno) + ")"
            : "it was kept as " + quoted(backup);
    return std::string(what) + " file " + quoted(path) + " " + error + "; " + kept +
           " and the defaults are used";
}

}  // namespace catmaze::stored
