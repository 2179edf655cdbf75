#pragma once
/// \file
/// Reading values from untrusted JSON (parseJsonSource) the same way in every reader: how a value
/// is named in a diagnostic ("must be ..., not the string \"x\""), which numbers are integers,
/// and which keys are given twice.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catmaze/io/export.hpp"
#include "catmaze/io/json_source.hpp"

namespace catmaze {

/// A key or string as it would be written in JSON, for messages; a long one is cut after
/// kMaxShownValueChars characters (at a character boundary) and marked with "...".
CATMAZE_IO_EXPORT std::string jsonQuoted(std::string_view text);

/// How `value` is named in "must be ..., not X" messages: null, true, a number as written, a
/// short string quoted, else its kind ("a string", "an array", "an object").
CATMAZE_IO_EXPORT std::string describeJsonValue(const JsonValue& value);

/// The value of a Number that is a whole number fitting std::int64_t, however it is written:
/// `-12`, `12.0`, `1.2e1` (JSON Schema's "integer", as level files' integers are read). Written
/// as digits alone it is read exactly; written with a fraction or an exponent it must be below
/// 2^53 in size (where a double holds every whole number, so the value is the one written).
/// Nothing for anything else.
CATMAZE_IO_EXPORT std::optional<std::int64_t> integerValue(const JsonValue& value);

/// Every member of the Object `object` whose key an earlier member already has, paired with the
/// first member of that key, in file order. Empty for other values and for objects without a
/// repeated key.
CATMAZE_IO_EXPORT std::vector<std::pair<const JsonValue*, const JsonValue*>> repeatedKeys(
    const JsonValue& object);

/// Calls `found(first, repeat)` for every member of an object anywhere in `value` (itself
/// included) whose key an earlier member of that object already has, in file order. Recursion is
/// as deep as the value's nesting, which the parser's JsonLimits bound.
CATMAZE_IO_EXPORT void forEachRepeatedKey(
    const JsonValue& value, const std::function<void(const JsonValue&, const JsonValue&)>& found);

/// The message for `repeat`, a member whose key `first` already had:
/// `duplicate key "k"; it was already given on line N`.
CATMAZE_IO_EXPORT std::string duplicateKeyMessage(const JsonValue& first, const JsonValue& repeat);

}  // namespace catmaze
