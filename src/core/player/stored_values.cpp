#include "stored_values.hpp"

#include "catmaze/io/json_describe.hpp"

namespace catmaze::stored {

ValueProblem wrongType(const JsonValue& value, std::string_view key, const std::string& should) {
    return {"\"" + std::string(key) + "\" should be " + should + ", not " + typeName(value),
            value.pos};
}

std::optional<ValueProblem> readBool(const JsonValue& object, std::string_view key, bool& out) {
    const JsonValue* value = lastMember(object, key);
    if (!value)
        return std::nullopt;
    if (value->type != JsonType::Bool)
        return wrongType(*value, key, "true or false");
    out = value->boolean;
    return std::nullopt;
}

std::optional<ValueProblem> readNumber(const JsonValue& object, std::string_view key, double& out) {
    const JsonValue* value = lastMember(object, key);
    if (!value)
        return std::nullopt;
    if (value->type != JsonType::Number)
        return wrongType(*value, key, "a number");
    out = value->number;
    return std::nullopt;
}

std::optional<ValueProblem> readInteger(const JsonValue& object, std::string_view key,
                                        std::int64_t& out) {
    const JsonValue* value = lastMember(object, key);
    if (!value)
        return std::nullopt;
    if (const std::optional<std::int64_t> n = integerValue(*value)) {
        out = *n;
        return std::nullopt;
    }
    // Above the signed range it is simply very large; clamping takes care of it.
    if (stored::isLargeUnsigned(*value)) {
        out = INT64_MAX;
        return std::nullopt;
    }
    return wrongType(*value, key, "a whole number");
}

}  // namespace catmaze::stored
