#pragma once
// The JSON parser's lexical half (json_parser.cpp holds the grammar and the limits): a cursor
// over the text that keeps line and column current and the first error met, and the tokens it
// reads: strings with their escapes, numbers, and the words true, false and null. Private to the
// io module.

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "catmaze/io/json_source.hpp"
#include "catmaze/io/utf8_text.hpp"

namespace catmaze {

/// True for an ASCII digit.
inline bool isJsonDigit(char c) {
    return c >= '0' && c <= '9';
}

/// A cursor over JSON text and the tokens read at it. Each read consumes its token and returns
/// true, or records the error (error_) and returns false. Not thread-safe; one per parse.
class JsonLexer {
  public:
    /// A cursor at the start of `text` (which must outlive it), line 1, column 1.
    explicit JsonLexer(std::string_view text) : text_(text) {}

  protected:
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

    // Decodes the string at the current '"' into `out`.
    bool parseString(std::string& out);
    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? at the cursor, into `out` (whose pos is set).
    bool parseNumber(JsonValue& out);
    // `word` (true, false or null) at the cursor; a typo is reported whole.
    bool parseWord(std::string_view word);

    std::string_view text_;
    std::size_t at_ = 0;
    int line_ = 1;
    int column_ = 1;
    JsonSyntaxError error_;

  private:
    bool parseEscape(std::string& out);
    // `\uXXXX`, or a surrogate pair `\uD83D\uDE00` for a character beyond U+FFFF.
    bool parseUnicodeEscape(std::string& out, SourcePos start);
};

}  // namespace catmaze
