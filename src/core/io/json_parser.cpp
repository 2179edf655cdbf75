// parseJsonSource: recursive descent over the text, keeping line and column current, with the
// limits of JsonLimits checked as it goes.

#include "catmaze/io/json_source.hpp"

#include "catmaze/io/diagnostic.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <system_error>

#include "catmaze/io/utf8_text.hpp"

namespace catmaze {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool isDigit(char c) {
    return c >= '0' && c <= '9';
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

    bool fail(SourcePos pos, std::string message, JsonErrorKind kind = JsonErrorKind::Syntax) {
        error_ = {pos, std::move(message), kind};
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
            return fail(here(),
                        "more than " + std::to_string(limits_.maxValues) +
                            " values; the file is too large to be a level",
                        JsonErrorKind::TooManyValues);
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

    // Room in `items` for one more value; false when no value is left (the caller parses the next
    // one aside, for the limit's message). Growing a vector briefly holds it twice: near the
    // limit, room for exactly the values left, so no vector ever doubles past maxValues.
    bool makeRoom(std::vector<JsonValue>& items) const {
        const std::size_t size = items.size();
        if (size < items.capacity())
            return true;
        const std::size_t left = limits_.maxValues - std::min(valueCount_, limits_.maxValues);
        if (left == 0)
            return false;
        if (size > 0 && left <= 2 * size)
            items.reserve(size + left);
        return true;
    }

    bool parseAside(int depth) {  // into nothing kept
        JsonValue over;
        return parseValue(over, depth);
    }

    bool enter(int depth) {
        if (depth > limits_.maxDepth) {
            return fail(here(),
                        "nested deeper than " + std::to_string(limits_.maxDepth) + " levels",
                        JsonErrorKind::TooDeep);
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
            if (!makeRoom(out.items))
                return parseAside(depth);
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
            const SourcePos keyPos = here();
            std::string key;
            if (!parseString(key))
                return false;
            skipWhitespace();
            if (atEnd() || peek() != ':')
                return failUnexpected("':' after the key");
            advance();
            skipWhitespace();
            if (!makeRoom(out.items))
                return parseAside(depth);
            JsonValue& member = out.items.emplace_back();
            member.keyPos = keyPos;
            member.key = std::move(key);
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
            return fail(out.pos, "number " + shownValue(out.text) + " is out of range",
                        JsonErrorKind::NumberOutOfRange);
        return true;
    }
};

}  // namespace

JsonParseResult parseJsonSource(std::string_view text, const JsonLimits& limits) {
    return Parser(text, limits).run();
}

}  // namespace catmaze
