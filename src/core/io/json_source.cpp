#include "catmaze/io/json_source.hpp"

#include "catmaze/io/diagnostic.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <system_error>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "catmaze/io/utf8_text.hpp"

namespace catmaze {

bool JsonValue::isInteger() const {
    return type == JsonType::Number && std::trunc(number) == number;
}

const JsonValue* JsonValue::member(std::string_view name) const {
    if (type != JsonType::Object)
        return nullptr;
    for (const JsonValue& m : items) {
        if (m.key == name)
            return &m;
    }
    return nullptr;
}

StringPositions::StringPositions(std::string_view source, const JsonValue& str)
    : source_(source), pos_(str.pos) {
    at_ = str.pos.offset + 1;  // past the opening quote
    ++pos_.column;
}

SourcePos StringPositions::at(std::size_t index) {
    while (at_ < source_.size() && source_[at_] != '"' && decoded_ < index) {
        std::size_t rawLength = 1;
        std::size_t decodedLength = 1;
        if (source_[at_] == '\\') {
            const char kind = at_ + 1 < source_.size() ? source_[at_ + 1] : '\0';
            rawLength = 2;
            if (kind == 'u') {
                const long cp = hex4(source_.substr(std::min(at_ + 2, source_.size())));
                rawLength = 6;
                decodedLength = cp < 0x80 ? 1 : cp < 0x800 ? 2 : 3;
                if (cp >= 0xD800 && cp <= 0xDBFF)
                    rawLength = 12, decodedLength = 4;  // a surrogate pair is one character
            }
        } else {
            rawLength = decodedLength =
                std::max<std::size_t>(1, utf8SequenceLength(source_.substr(at_)));
        }
        // An escape is several characters in the text but one in the string: the column moves
        // by what the text shows.
        for (std::size_t i = 0; i < rawLength && at_ + i < source_.size(); ++i) {
            if (!isContinuation(static_cast<unsigned char>(source_[at_ + i])))
                ++pos_.column;
        }
        at_ += rawLength;
        decoded_ += decodedLength;
    }
    pos_.offset = at_;
    return pos_;
}

SourcePos positionInString(std::string_view source, const JsonValue& str, std::size_t index) {
    return StringPositions(source, str).at(index);
}

namespace {

nlohmann::ordered_json toOrderedJson(const JsonValue& value) {
    switch (value.type) {
        case JsonType::Null:
            return nullptr;
        case JsonType::Bool:
            return value.boolean;
        case JsonType::Number: {
            // Keep integers exact: a double would round 2^53 + 1.
            const char* first = value.text.data();
            const char* last = first + value.text.size();
            if (value.text.find_first_of(".eE") == std::string::npos) {
                std::int64_t asSigned = 0;
                if (const auto r = std::from_chars(first, last, asSigned);
                    r.ec == std::errc{} && r.ptr == last)
                    return asSigned;
                std::uint64_t asUnsigned = 0;
                if (const auto r = std::from_chars(first, last, asUnsigned);
                    r.ec == std::errc{} && r.ptr == last)
                    return asUnsigned;
            }
            return value.number;
        }
        case JsonType::String:
            return value.text;
        case JsonType::Array: {
            nlohmann::ordered_json out = nlohmann::ordered_json::array();
            for (const JsonValue& item : value.items)
                out.push_back(toOrderedJson(item));
            return out;
        }
        case JsonType::Object: {
            // A repeated key keeps its first place and its last value; members are appended with
            // an index of where each key went (out[key] searches linearly: 100,000 keys took
            // minutes).
            nlohmann::ordered_json out = nlohmann::ordered_json::object();
            auto& members = out.get_ref<nlohmann::ordered_json::object_t&>();
            std::unordered_map<std::string_view, std::size_t> placeOf;
            placeOf.reserve(value.items.size());
            for (const JsonValue& member : value.items) {
                const auto [at, isNew] = placeOf.try_emplace(member.key, members.size());
                if (isNew)
                    members.emplace_back(member.key, toOrderedJson(member));
                else
                    (members.begin() + static_cast<std::ptrdiff_t>(at->second))->second =
                        toOrderedJson(member);
            }
            return out;
        }
    }
    return nullptr;
}

}  // namespace

std::string toCompactJson(const JsonValue& value) {
    return toOrderedJson(value).dump(-1, ' ', false,
                                     nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace catmaze
