#include "catmaze/io/json_describe.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/utf8_text.hpp"

namespace catmaze {

std::string jsonQuoted(std::string_view text) {
    std::size_t end = 0;
    for (std::size_t chars = 0; end < text.size() && chars < kMaxShownValueChars; ++chars)
        end += std::max<std::size_t>(1, utf8Length(static_cast<unsigned char>(text[end])));
    end = std::min(end, text.size());
    const std::string quoted = nlohmann::json(text.substr(0, end))
                                   .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return end < text.size() ? quoted + "..." : quoted;
}

std::string describeJsonValue(const JsonValue& value) {
    switch (value.type) {
        case JsonType::Null:
            return "null";
        case JsonType::Bool:
            return value.boolean ? "true" : "false";
        case JsonType::Number:
            return shownValue(value.text);
        case JsonType::String:
            return value.text.size() <= 20 ? "the string " + jsonQuoted(value.text) : "a string";
        case JsonType::Array:
            return "an array";
        case JsonType::Object:
            return "an object";
    }
    return "a value";
}

std::optional<std::int64_t> integerValue(const JsonValue& value) {
    if (value.type != JsonType::Number)
        return std::nullopt;
    if (value.text.find_first_of(".eE") != std::string::npos) {
        constexpr double kExactWholeNumbers = 9007199254740992.0;  // 2^53
        if (!value.isInteger() || std::abs(value.number) > kExactWholeNumbers)
            return std::nullopt;
        return static_cast<std::int64_t>(value.number);
    }
    std::int64_t n = 0;
    const char* last = value.text.data() + value.text.size();
    const auto [end, ec] = std::from_chars(value.text.data(), last, n);
    if (ec != std::errc{} || end != last)
        return std::nullopt;
    return n;
}

std::vector<std::pair<const JsonValue*, const JsonValue*>> repeatedKeys(const JsonValue& object) {
    std::vector<std::pair<const JsonValue*, const JsonValue*>> repeats;
    if (object.type != JsonType::Object)
        return repeats;
    // Most objects are small: comparing each key with the earlier ones costs no allocation.
    if (object.items.size() <= 16) {
        for (auto member = object.items.begin(); member != object.items.end(); ++member) {
            const auto first = std::find_if(object.items.begin(), member, [&](const JsonValue& m) {
                return m.key == member->key;
            });
            if (first != member)
                repeats.emplace_back(&*first, &*member);
        }
        return repeats;
    }
    std::unordered_map<std::string_view, const JsonValue*> first;
    first.reserve(object.items.size());
    for (const JsonValue& member : object.items) {
        const auto [at, isNew] = first.try_emplace(member.key, &member);
        if (!isNew)
            repeats.emplace_back(at->second, &member);
    }
    return repeats;
}

void forEachRepeatedKey(const JsonValue& value,
                        const std::function<void(const JsonValue&, const JsonValue&)>& found) {
    for (const auto& [first, repeat] : repeatedKeys(value))
        found(*first, *repeat);
    for (const JsonValue& item : value.items)
        forEachRepeatedKey(item, found);
}

std::string duplicateKeyMessage(const JsonValue& first, const JsonValue& repeat) {
    return "duplicate key " + jsonQuoted(repeat.key) + "; it was already given on line " +
           std::to_string(first.keyPos.line);
}

}  // namespace catmaze
