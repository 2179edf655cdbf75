#include "json_lexer.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <system_error>

#include "catmaze/io/diagnostic.hpp"

namespace catmaze {

bool JsonLexer::parseString(std::string& out) {
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

bool JsonLexer::parseEscape(std::string& out) {
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

bool JsonLexer::parseUnicodeEscape(std::string& out, SourcePos start) {
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

bool JsonLexer::parseNumber(JsonValue& out) {
    out.type = JsonType::Number;
    const std::size_t begin = at_;
    const auto digits = [&] {
        std::size_t n = 0;
        while (!atEnd() && isJsonDigit(peek()))
            advance(), ++n;
        return n;
    };
    if (peek() == '-')
        advance();
    if (atEnd() || !isJsonDigit(peek()))
        return failUnexpected("a digit");
    if (peek() == '0') {
        advance();
        if (!atEnd() && isJsonDigit(peek()))
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

bool JsonLexer::parseWord(std::string_view word) {
    if (text_.substr(at_, word.size()) != word) {
        // Report the whole bad word, not only its first letter: `tru` or `nul` are typos.
        std::size_t end = at_;
        while (end < text_.size() && end - at_ < 20 &&
               std::isalnum(static_cast<unsigned char>(text_[end])))
            ++end;
        return fail(here(), "unexpected '" + std::string(text_.substr(at_, end - at_)) +
                                "'; expected a value (did you mean " + std::string(word) + "?)");
    }
    for (std::size_t i = 0; i < word.size(); ++i)
        advance();
    return true;
}

}  // namespace catmaze
