#pragma once
/// \file
/// Internal to the player module: the plumbing shared by the settings and progress files.
/// Reading one with readFileBounded and the positioned JSON reader, moving a bad one aside to
/// `.bak`, the problem text, and saving through symbolic links atomically.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "catmaze/io/json_source.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze::stored {

/// How much of a stored file is read: its size and its JSON values, both also bounding the
/// memory a hostile file can take (a parsed value is about 150 bytes).
struct StoredLimits {
    /// Largest file read; a bigger one is a bad file, never read whole.
    std::uintmax_t maxBytes = 0;
    /// Most JSON values, and deepest nesting, parsed.
    JsonLimits json;
};

/// What is wrong with a value of a stored file, and where it is.
struct ValueProblem {
    /// What is wrong, naming the key.
    std::string message;
    /// The value that is wrong.
    SourcePos pos;
};

/// Reads a value of type T from a stored file's top-level object into its second argument, or
/// says what was wrong.
template <class T>
using Reader = std::optional<ValueProblem> (*)(const JsonValue& object, T& out);

/// The member `key` of the Object `object`, nullptr when missing. A key given twice counts
/// with its last value, as these files have always been read.
const JsonValue* lastMember(const JsonValue& object, std::string_view key);

/// True for a Number written as an integer too large for std::int64_t that fits
/// std::uint64_t (such a value is a whole number, clamped where it is read).
bool isLargeUnsigned(const JsonValue& value);

/// How a value's type is named in "should be ..., not X": a null, a boolean, a number, a
/// fractional number (one that is not a whole 64-bit integer), a string, an array, an object.
std::string typeName(const JsonValue& value);

/// `text` cut to about `limit` bytes (at a UTF-8 character boundary), marked when cut.
std::string shortened(std::string text, std::size_t limit = 160);

/// The parsed top-level object of a stored file, or what was wrong with the text.
struct ParsedObject {
    /// The object, when the text is one.
    std::optional<JsonValue> object;
    /// What was wrong, when `object` is empty.
    std::string error;
};

/// Parses the text of a stored file: JSON within `limits` holding an object.
ParsedObject parseObject(std::string_view text, const JsonLimits& limits);

/// Parses the text of a stored file with `read`, within `limits`.
template <class T>
StoredParse<T> parseStored(std::string_view text, const JsonLimits& limits, Reader<T> read) {
    StoredParse<T> out;
    ParsedObject parsed = parseObject(text, limits);
    if (!parsed.object) {
        out.error = std::move(parsed.error);
        return out;
    }
    T value;
    if (std::optional<ValueProblem> problem = read(*parsed.object, value)) {
        out.error = "is wrong: " + shortened(std::move(problem->message)) + " (line " +
                    std::to_string(problem->pos.line) + ", column " +
                    std::to_string(problem->pos.column) + ")";
        return out;
    }
    out.value = std::move(value);
    return out;
}

/// What reading a whole stored file gave.
struct StoredText {
    /// There is nothing under the name.
    bool missing = false;
    /// Why the file is unusable, phrased for the problem message (unset when it was read).
    std::optional<std::string> error;
    /// The file's text, when read.
    std::string text;
};

/// Reads the file at `path` with readFileBounded (at most `maxBytes`, never blocking).
StoredText readWholeFile(const std::filesystem::path& path, std::uintmax_t maxBytes);

/// Moves the bad file at `path` aside to `path.bak` and says so: the problem message naming the
/// file (`what`: "settings", "progress"), what was wrong (`error`) and where the file was kept.
std::string setAside(const std::filesystem::path& path, const char* what, const std::string& error);

/// Loads a stored file within `limits` with the shared handling of missing and bad files (see
/// loadSettings); `what` names it in the problem ("settings", "progress").
template <class T>
StoredLoad<T> loadStored(const std::filesystem::path& path, const char* what,
                         const StoredLimits& limits, Reader<T> read) {
    StoredLoad<T> out;
    const StoredText file = readWholeFile(path, limits.maxBytes);
    if (file.missing)
        return out;
    std::string error;
    if (file.error) {
        error = *file.error;
    } else {
        StoredParse<T> parsed = parseStored<T>(file.text, limits.json, read);
        if (parsed.value) {
            out.value = std::move(*parsed.value);
            return out;
        }
        error = std::move(parsed.error);
    }
    out.problem = setAside(path, what, error);
    return out;
}

}  // namespace catmaze::stored
