#pragma once
/// \file
/// Internal to the player module: the `keys` and the `pad` of a settings file (KeyNames), read
/// with their limits and written so that they read back the same.

#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings.hpp"
#include "stored_file.hpp"

namespace catmaze::stored {

/// Reads the member `key` of `object` into `out` when present: an Object whose members name
/// actions, each a String (one key, or button: `what` names it in a problem) or an Array of
/// Strings, within kMaxKeyActions, kMaxKeysPerAction and kMaxKeyNameBytes. A problem, saying what
/// it should be, for anything else; `out` is then left as it was.
std::optional<ValueProblem> readKeyNames(const JsonValue& object, std::string_view key,
                                         std::string_view what, KeyNames& out);

/// `keys` as the JSON object readKeyNames reads (to be dumped with bytes that are not UTF-8
/// replaced, as formatSettings does).
nlohmann::ordered_json keyNamesJson(const KeyNames& keys);

}  // namespace catmaze::stored
