#include "stored_keys.hpp"

#include <string>
#include <vector>

#include "stored_values.hpp"

namespace catmaze::stored {

namespace {

// A problem when the name `text` (of `value`) is longer than kMaxKeyNameBytes.
std::optional<ValueProblem> tooLong(const JsonValue& value, std::string_view key) {
    if (value.text.size() <= kMaxKeyNameBytes)
        return std::nullopt;
    return ValueProblem{"\"" + std::string(key) + "\" holds a name longer than " +
                            std::to_string(kMaxKeyNameBytes) + " bytes",
                        value.pos};
}

// The keys of one action: a String or an Array of Strings.
std::optional<ValueProblem> readKeysOf(const JsonValue& action, std::string_view key,
                                       std::string_view what, std::vector<std::string>& out) {
    const std::string should =
        "a " + std::string(what) + " name or a list of " + std::string(what) + " names";
    if (action.type == JsonType::String) {
        if (auto problem = tooLong(action, key))
            return problem;
        out = {action.text};
        return std::nullopt;
    }
    if (action.type != JsonType::Array)
        return wrongType(action, std::string(key) + "\": \"" + action.key, should);
    if (action.items.size() > kMaxKeysPerAction)
        return ValueProblem{"\"" + std::string(key) + "\" gives \"" + action.key + "\" more than " +
                                std::to_string(kMaxKeysPerAction) + " " + std::string(what) + "s",
                            action.pos};
    out.clear();
    for (const JsonValue& name : action.items) {
        if (name.type != JsonType::String)
            return wrongType(name, std::string(key) + "\": \"" + action.key, should);
        if (auto problem = tooLong(name, key))
            return problem;
        out.push_back(name.text);
    }
    return std::nullopt;
}

}  // namespace

std::optional<ValueProblem> readKeyNames(const JsonValue& object, std::string_view key,
                                         std::string_view what, KeyNames& out) {
    const JsonValue* value = lastMember(object, key);
    if (!value)
        return std::nullopt;
    if (value->type != JsonType::Object)
        return wrongType(*value, key, "an object of actions and their " + std::string(what) + "s");
    KeyNames read;
    for (const JsonValue& action : value->items) {
        if (action.key.size() > kMaxKeyNameBytes)
            return ValueProblem{"\"" + std::string(key) + "\" holds a name longer than " +
                                    std::to_string(kMaxKeyNameBytes) + " bytes",
                                action.keyPos};
        // A later member of the same action replaces the earlier, as a repeated setting does.
        if (auto problem = readKeysOf(action, key, what, read[action.key]))
            return problem;
        if (read.size() > kMaxKeyActions)
            return ValueProblem{"\"" + std::string(key) + "\" names more than " +
                                    std::to_string(kMaxKeyActions) + " actions",
                                action.keyPos};
    }
    out = std::move(read);
    return std::nullopt;
}

nlohmann::ordered_json keyNamesJson(const KeyNames& keys) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const auto& [action, names] : keys)
        json[action] = names;
    return json;
}

}  // namespace catmaze::stored
