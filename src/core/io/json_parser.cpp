// parseJsonSource: recursive descent over the tokens of JsonLexer (json_lexer.hpp), with the
// limits of JsonLimits checked as it goes.

#include "catmaze/io/json_source.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "json_lexer.hpp"

namespace catmaze {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// The grammar: values, arrays and objects, their depth and count within the limits.
class Parser : private JsonLexer {
  public:
    Parser(std::string_view text, const JsonLimits& limits) : JsonLexer(text), limits_(limits) {}

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
    JsonLimits limits_;
    std::size_t valueCount_ = 0;

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
        if (peek() == '-' || isJsonDigit(peek()))
            return parseNumber(out);
        return failUnexpected("a value");
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
};

}  // namespace

JsonParseResult parseJsonSource(std::string_view text, const JsonLimits& limits) {
    return Parser(text, limits).run();
}

}  // namespace catmaze
