#pragma once
/// \file
/// A small JSON reader that remembers where every value is (line and column), so level files can
/// get precise diagnostics. nlohmann_json does not report the positions of values, hence our own.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "catmaze/io/export.hpp"

namespace catmaze {

/// A place in JSON text: 1-based line and column, and the 0-based byte offset. Columns count
/// characters (UTF-8 code points; a tab is one), lines end at LF, CRLF or a lone CR.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct SourcePos {
    /// 1-based line.
    int line = 0;
    /// 1-based column, in characters.
    int column = 0;
    /// 0-based byte offset.
    std::size_t offset = 0;

    /// Same line, column and offset.
    friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

/// The kind of a JSON value.
enum class JsonType : std::uint8_t { Null, Bool, Number, String, Array, Object };

/// A JSON value and where it starts. Object members are kept in file order, duplicates included,
/// each with its key and the key's position.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_IO_EXPORT JsonValue {
    /// Which of the members below hold the value.
    JsonType type = JsonType::Null;
    SourcePos pos;         ///< the value's first character (a string's opening quote)
    bool boolean = false;  ///< the value of a Bool
    double number = 0.0;   ///< the value of a Number (always finite)
    std::string text;      ///< a String's decoded UTF-8 text, or a Number's literal as written
    std::vector<JsonValue> items;  ///< an Array's elements or an Object's members, in file order
    std::string key;               ///< when this value is an Object member: its decoded key
    SourcePos keyPos;              ///< when this value is an Object member: its key's opening quote

    /// True for a Number with no fractional part (`3`, `3.0` and `3e0` all count, as in JSON
    /// Schema's "integer").
    bool isInteger() const;
    /// The first member named `name` of an Object, or nullptr (also for non-objects).
    const JsonValue* member(std::string_view name) const;
};

/// Guards against hostile input: how deep values may nest and how many there may be in all.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct JsonLimits {
    /// Deepest nesting of arrays and objects accepted.
    int maxDepth = 256;
    std::size_t maxValues = 200000;  ///< about 30 MB of parsed values
};

/// Which kind of problem stopped parseJsonSource, for readers that phrase some kinds their own way.
enum class JsonErrorKind : std::uint8_t {
    Syntax,            ///< not JSON (RFC 8259)
    NumberOutOfRange,  ///< a number beyond a double's range
    TooDeep,           ///< nested deeper than JsonLimits::maxDepth
    TooManyValues,     ///< more values than JsonLimits::maxValues
};

/// What went wrong in JSON text, and where.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct JsonSyntaxError {
    /// Where the text stops making sense.
    SourcePos pos;
    /// What was expected, in words.
    std::string message;
    /// Which kind of problem it is.
    JsonErrorKind kind = JsonErrorKind::Syntax;
};

/// The outcome of reading JSON text: a value, or the first syntax error.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct JsonParseResult {
    /// The parsed value, when the text is valid JSON within the limits.
    std::optional<JsonValue> value;
    JsonSyntaxError error;  ///< meaningful only when `value` is empty

    /// True when the text was valid JSON.
    bool ok() const { return value.has_value(); }
};

/// Parses `text` as one JSON value (RFC 8259: strict, no comments, no trailing commas; strings
/// must be valid UTF-8). A UTF-8 byte order mark at the start is skipped. Never throws except
/// std::bad_alloc.
CATMAZE_IO_EXPORT JsonParseResult parseJsonSource(std::string_view text,
                                                  const JsonLimits& limits = JsonLimits{});

/// Where the character at byte `index` of the decoded string `str` is in `source`, the text `str`
/// was parsed from. Escapes (`\u0043` is one character written in six) are accounted for; an
/// index past the end gives the closing quote.
CATMAZE_IO_EXPORT SourcePos positionInString(std::string_view source, const JsonValue& str,
                                             std::size_t index);

/// positionInString for many characters of one string in increasing order, in one pass over the
/// text (calling positionInString for each character of a long row would be quadratic).
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_IO_EXPORT StringPositions {
  public:
    /// `str` is a String parsed from `source`; only its position is kept, and `source` must
    /// outlive this.
    StringPositions(std::string_view source, const JsonValue& str);
    /// Where the character at byte `index` of the decoded string is; `index` must not be less
    /// than in the previous call.
    SourcePos at(std::size_t index);

  private:
    std::string_view source_;
    SourcePos pos_;
    std::size_t at_ = 0;       // the byte of `source_` that `pos_` describes
    std::size_t decoded_ = 0;  // the index in the decoded string of that byte's character
};

/// The same value as compact JSON text, members in file order (a repeated key keeps its first
/// place and its last value). Integers that fit 64 bits stay exact; bytes that are not UTF-8
/// become U+FFFD. Never throws except std::bad_alloc.
CATMAZE_IO_EXPORT std::string toCompactJson(const JsonValue& value);

}  // namespace catmaze
