#include "catmaze/io/json_describe.hpp"

#include <algorithm>

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

}  // namespace catmaze
