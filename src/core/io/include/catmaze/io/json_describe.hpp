#pragma once
/// \file
/// For the level readers: how a value from a level file is named in a diagnostic
/// ("must be ..., not the string \"x\""), written once for the loader and the obstacles.

#include <cstddef>
#include <string>
#include <string_view>

#include "catmaze/io/json_source.hpp"

namespace catmaze {

/// A key or string as it would be written in JSON, for messages; a long one is cut after
/// kMaxShownValueChars characters (at a character boundary) and marked with "...".
std::string jsonQuoted(std::string_view text);

/// How `value` is named in "must be ..., not X" messages: null, true, a number as written, a short
/// string quoted, else its kind ("a string", "an array", "an object").
std::string describeJsonValue(const JsonValue& value);

}  // namespace catmaze
