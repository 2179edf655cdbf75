#include "catmaze/json_source.hpp"

#include "catmaze/diagnostic.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <system_error>
#include <unordered_map>

#include <nlohmann/json.hpp>

namespace catmaze {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// A UTF-8 continuation byte (10xxxxxx) does not start a new character, so it takes no column.
bool isContinuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

int hexValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Length of the well-formed UTF-8 sequence at the start of `s`, or 0 when it is malformed
// (overlong forms, surrogates and code points past U+10FFFF included).
std::size_t utf8SequenceLength(std::string_view s) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char b0 = byte(0);
    std::size_t length = 0;
    std::uint32_t cp = 0;
    std::uint32_t minimum = 0;
    if (b0 < 0x80)
        return 1;
    if ((b0 & 0xE0) == 0xC0) {
        length = 2, cp = b0 & 0x1Fu, minimum = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        length = 3, cp = b0 & 0x0Fu, minimum = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        length = 4, cp = b0 & 0x07u, minimum = 0x10000;
    } else {
        return 0;
    }
    if (s.size() < length)
        return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if (!isContinuation(byte(i)))
            return 0;
        cp = (cp << 6) | (byte(i) & 0x3Fu);
    }
    if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return length;
}

// Reads four hex digits at `s`; -1 when they are not all hex.
long hex4(std::string_view s) {
    if (s.size() < 4)
        return -1;
    long value = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const int digit = hexValue(s[i]);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

// How one character may be described in a message: printable ASCII as itself, others by code.
std::string describeByte(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7F)
        return std::string("'") + c + "'";
    static constexpr char kHex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 0xF];
}

// Recursive descent over the text, one byte at a time, keeping line and column current.
class Parser {
  public:
    Parser(std::string_view text, const JsonLimits& limits) : text_(text), limits_(limits) {}

    JsonParseResult run() {
        if (text_.substr(0, kByteOrderMark.size()) == kByteOrderMark)
            at_ = kByteOrderMark.size();  // invisible in editors, so it takes no column
        JsonValue root;
        skipWhitespace();
        if (!parseValue(root, 0))
            return failure();
        skipWhitespace();
        if (at_ < text_.size()) {
            fail(here(), "unexpected " + describeByte(text_[at_]) + " after the JSON value");
            return failure();
        }
        JsonParseResult result;
        result.value = std::move(root);
        return result;
    }

  private:
    std::string_view text_;
    JsonLimits limits_;
    std::size_t at_ = 0;
    int line_ = 1;
    int column_ = 1;
    std::size_t valueCount_ = 0;
    JsonSyntaxError error_;

    SourcePos here() const { return {line_, column_, at_}; }
    bool atEnd() const { return at_ >= text_.size(); }
    char peek() const { return text_[at_]; }

    // Consumes one byte. CRLF is one line break (the CR ends the line, the LF is skipped).
    void advance() {
        const char c = text_[at_++];
        if (c == '\n') {
            ++line_, column_ = 1;
        } else if (c == '\r') {
            ++line_, column_ = 1;
            if (!atEnd() && peek() == '\n')
                ++at_;
        } else if (!isContinuation(static_cast<unsigned char>(c))) {
            ++column_;
        }
    }

    bool fail(SourcePos pos, std::string message) {
        error_ = {pos, std::move(message)};
        return false;
    }

    JsonParseResult failure() {
        JsonParseResult result;
        result.error = std::move(error_);
        return result;
    }

    bool failUnexpected(const std::string& expected) {
        if (atEnd())
            return fail(here(), "unexpected end of file; expected " + expected);
        return fail(here(), "unexpected " + describeByte(peek()) + "; expected " + expected);
    }

    void skipWhitespace() {
        while (!atEnd()) {
            const char c = peek();
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            advance();
        }
    }

    bool parseValue(JsonValue& out, int depth) {
        if (++valueCount_ > limits_.maxValues) {
            return fail(here(), "more than " + std::to_string(limits_.maxValues) +
                                    " values; the file is too large to be a level");
        }
        out.pos = here();
        if (atEnd())
            return failUnexpected("a value");
        switch (peek()) {
            case '{':
                return parseObject(out, depth + 1);
            case '[':
                return parseArray(out, depth + 1);
            case '"':
                out.type = JsonType::String;
                return parseString(out.text);
            case 't':
                out.type = JsonType::Bool, out.boolean = true;
                return parseWord("true");
            case 'f':
                out.type = JsonType::Bool, out.boolean = false;
                return parseWord("false");
            case 'n':
                out.type = JsonType::Null;
                return parseWord("null");
            default:
                break;
        }
        if (peek() == '-' || isDigit(peek()))
            return parseNumber(out);
        return failUnexpected("a value");
    }

    bool parseWord(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) {
            // Report the whole bad word, not only its first letter: `tru` or `nul` are typos.
            std::size_t end = at_;
            while (end < text_.size() && end - at_ < 20 &&
                   std::isalnum(static_cast<unsigned char>(text_[end])))
                ++end;
            return fail(here(), "unexpected '" + std::string(text_.substr(at_, end - at_)) +
                                    "'; expected a value (did you mean " + std::string(word) +
                                    "?)");
        }
        for (std::size_t i = 0; i < word.size(); ++i)
            advance();
        return true;
    }

    bool enter(int depth) {
        if (depth > limits_.maxDepth) {
            return fail(here(),
                        "nested deeper than " + std::to_string(limits_.maxDepth) + " levels");
        }
        return true;
    }

    bool parseArray(JsonValue& out, int depth) {
        out.type = JsonType::Array;
        if (!enter(depth))
            return false;
        advance();  // [
        skipWhitespace();
        if (!atEnd() && peek() == ']') {
            advance();
            return true;
        }
        while (true) {
            JsonValue& item = out.items.emplace_back();
            if (!parseValue(item, depth))
                return false;
            skipWhitespace();
            if (atEnd())
                return failUnexpected("',' or ']'");
            if (peek() == ']') {
                advance();
                return true;
            }
            if (peek() != ',')
                return failUnexpected("',' or ']' after an array element");
            const SourcePos comma = here();
            advance();
            skipWhitespace();
            if (!atEnd() && peek() == ']')
                return fail(comma, "trailing comma before ']'");
        }
    }

    bool parseObject(JsonValue& out, int depth) {
        out.type = JsonType::Object;
        if (!enter(depth))
            return false;
        advance();  // {
        skipWhitespace();
        if (!atEnd() && peek() == '}') {
            advance();
            return true;
        }
        while (true) {
            if (atEnd() || peek() != '"')
                return failUnexpected("a key in double quotes");
            JsonValue& member = out.items.emplace_back();
            member.keyPos = here();
            if (!parseString(member.key))
                return false;
            skipWhitespace();
            if (atEnd() || peek() != ':')
                return failUnexpected("':' after the key");
            advance();
            skipWhitespace();
            if (!parseValue(member, depth))
                return false;
            skipWhitespace();
            if (atEnd())
                return failUnexpected("',' or '}'");
            if (peek() == '}') {
                advance();
                return true;
            }
            if (peek() != ',')
                return failUnexpected("',' or '}' after an object member");
            const SourcePos comma = here();
            advance();
            skipWhitespace();
            if (!atEnd() && peek() == '}')
                return fail(comma, "trailing comma before '}'");
        }
    }

    // Decodes the string at the current '"' into `out`.
    bool parseString(std::string& out) {
        const SourcePos open = here();
        advance();  // "
        while (true) {
            if (atEnd())
                return fail(open, "unterminated string");
            const char c = peek();
            const auto u = static_cast<unsigned char>(c);
            if (c == '"') {
                advance();
                return true;
            }
            if (c == '\n' || c == '\r')
                return fail(open, "unterminated string (a string cannot span lines)");
            if (u < 0x20) {
                return fail(here(), "control character (" + describeByte(c) +
                                        ") in a string; write it as an escape such as \\t");
            }
            if (c == '\\') {
                if (!parseEscape(out))
                    return false;
                continue;
            }
            const std::size_t length = utf8SequenceLength(text_.substr(at_));
            if (length == 0)
                return fail(here(), "invalid UTF-8 in a string; save the file as UTF-8");
            out.append(text_.substr(at_, length));
            for (std::size_t i = 0; i < length; ++i)
                advance();
        }
    }

    bool parseEscape(std::string& out) {
        const SourcePos start = here();
        advance();  // backslash
        if (atEnd())
            return fail(start, "unterminated string");
        const char c = peek();
        switch (c) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u':
                return parseUnicodeEscape(out, start);
            default:
                return fail(start, "invalid escape '\\" + std::string(1, c) +
                                       "'; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
        }
        advance();
        return true;
    }

    // `\uXXXX`, or a surrogate pair `\uD83D\uDE00` for a character beyond U+FFFF.
    bool parseUnicodeEscape(std::string& out, SourcePos start) {
        advance();  // u
        const long first = hex4(text_.substr(at_));
        if (first < 0)
            return fail(start, "\\u must be followed by four hex digits");
        for (int i = 0; i < 4; ++i)
            advance();
        auto cp = static_cast<std::uint32_t>(first);
        if (cp >= 0xDC00 && cp <= 0xDFFF)
            return fail(start, "\\u escape is a lone low surrogate");
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            const long second = text_.substr(at_, 2) == "\\u" ? hex4(text_.substr(at_ + 2)) : -1;
            if (second < 0xDC00 || second > 0xDFFF)
                return fail(start, "\\u escape is a high surrogate without its low half");
            for (int i = 0; i < 6; ++i)
                advance();
            cp = 0x10000 + ((cp - 0xD800) << 10) + (static_cast<std::uint32_t>(second) - 0xDC00);
        }
        appendUtf8(out, cp);
        return true;
    }

    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    bool parseNumber(JsonValue& out) {
        out.type = JsonType::Number;
        const std::size_t begin = at_;
        const auto digits = [&] {
            std::size_t n = 0;
            while (!atEnd() && isDigit(peek()))
                advance(), ++n;
            return n;
        };
        if (peek() == '-')
            advance();
        if (atEnd() || !isDigit(peek()))
            return failUnexpected("a digit");
        if (peek() == '0') {
            advance();
            if (!atEnd() && isDigit(peek()))
                return fail(out.pos, "a number cannot start with 0 (leading zeros are not JSON)");
        } else {
            digits();
        }
        if (!atEnd() && peek() == '.') {
            advance();
            if (digits() == 0)
                return failUnexpected("a digit after '.'");
        }
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            advance();
            if (!atEnd() && (peek() == '+' || peek() == '-'))
                advance();
            if (digits() == 0)
                return failUnexpected("a digit in the exponent");
        }
        out.text = std::string(text_.substr(begin, at_ - begin));
        const char* first = out.text.data();
        const char* last = first + out.text.size();
        const auto [end, ec] = std::from_chars(first, last, out.number);
        if (ec != std::errc{} || end != last || !std::isfinite(out.number))
            return fail(out.pos, "number " + shownValue(out.text) + " is out of range");
        return true;
    }
};

}  // namespace

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

JsonParseResult parseJsonSource(std::string_view text, const JsonLimits& limits) {
    return Parser(text, limits).run();
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
