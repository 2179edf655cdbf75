#pragma once
/// \file
/// Internal to the player module: reading a typed value of a settings or progress file's object,
/// the same way for both (a key given twice counts with its last value; a missing key leaves
/// the value as it was; a value of the wrong type is a problem saying what it should be).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "stored_file.hpp"

namespace catmaze::stored {

/// A problem with `value`, the member `key`: `"key" should be SHOULD, not <its type>`.
ValueProblem wrongType(const JsonValue& value, std::string_view key, const std::string& should);

/// Reads the Bool `key` of `object` into `out` when present; a problem when of another type.
std::optional<ValueProblem> readBool(const JsonValue& object, std::string_view key, bool& out);

/// Reads the Number `key` of `object` into `out` when present; a problem when of another type.
std::optional<ValueProblem> readNumber(const JsonValue& object, std::string_view key, double& out);

/// Reads the whole number `key` of `object` into `out` when present (integerValue; one above the
/// signed range reads as INT64_MAX, to be clamped by the caller); a problem for anything else.
std::optional<ValueProblem> readInteger(const JsonValue& object, std::string_view key,
                                        std::int64_t& out);

}  // namespace catmaze::stored
