#include "loader_text.hpp"

#include <gtest/gtest.h>

namespace catmaze::test {

// Where the first occurrence of `needle` at or after byte `from` starts in `text`, counted the
// way editors do: lines end at LF, CRLF or a lone CR; columns count UTF-8 characters; a byte
// order mark at the start of the file takes no column.
Point positionOf(std::string_view text, std::string_view needle, std::size_t from) {
    const std::size_t offset = text.find(needle, from);
    if (offset == std::string_view::npos) {
        ADD_FAILURE() << "test text has no " << needle;
        return {};
    }
    Point point{1, 1};
    std::size_t i = text.substr(0, kByteOrderMark.size()) == kByteOrderMark ? 3 : 0;
    for (; i < offset; ++i) {
        const char c = text[i];
        if (c == '\n' || (c == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) {
            ++point.line;
            point.column = 1;
        } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++point.column;
        }
    }
    return point;
}

// The same, for the `occurrence`-th (1-based) match of `needle`.
Point positionOfNth(std::string_view text, std::string_view needle, int occurrence) {
    std::size_t from = 0;
    for (int i = 1; i < occurrence; ++i)
        from = text.find(needle, from) + 1;
    return positionOf(text, needle, from);
}

// The formatted line a diagnostic should have.
std::string errorAt(Point at, const std::string& message) {
    return std::string(kFileName) + ":" + std::to_string(at.line) + ":" +
           std::to_string(at.column) + ": error: " + message;
}
std::string warningAt(Point at, const std::string& message) {
    return std::string(kFileName) + ":" + std::to_string(at.line) + ":" +
           std::to_string(at.column) + ": warning: " + message;
}
// A diagnostic about the whole file (no line, no column).
std::string fileError(const std::string& message) {
    return std::string(kFileName) + ": error: " + message;
}

std::vector<std::string> formatted(const LevelLoadResult& result) {
    std::vector<std::string> lines;
    for (const Diagnostic& d : result.diagnostics)
        lines.push_back(d.format());
    return lines;
}

// Parses `text` and checks it gives exactly `expected` (in order) and, when any is an error, no
// level.
void expectDiagnostics(const std::string& text, const std::vector<std::string>& expected) {
    const LevelLoadResult result = parseLevel(text, kFileName);
    EXPECT_EQ(formatted(result), expected) << "in:\n" << text;
    bool anyError = false;
    for (const std::string& line : expected)
        anyError = anyError || line.find(": error: ") != std::string::npos;
    EXPECT_EQ(result.ok(), !anyError);
}

// A level file in the writer's layout whose "tiles" rows are the raw JSON values `rowValues`
// (so tests can put numbers, escapes or anything else in the array).
std::string levelWithRawRows(const std::vector<std::string>& rowValues) {
    std::string text = "{\n  \"name\": \"Test\",\n  \"version\": 1,\n  \"tiles\": [";
    for (std::size_t i = 0; i < rowValues.size(); ++i)
        text += (i == 0 ? "\n    " : ",\n    ") + rowValues[i];
    return text + "\n  ]\n}\n";
}

// The same with plain row strings.
std::string levelWithRows(const Rows& rows) {
    std::vector<std::string> quoted;
    for (const std::string& row : rows)
        quoted.push_back('"' + row + '"');
    return levelWithRawRows(quoted);
}

// A level file with `members` (raw JSON, each "KEY": VALUE) between "version" and "tiles".
std::string levelWithMembers(const std::string& members) {
    return "{\n  \"name\": \"Test\",\n  \"version\": 1,\n" + members +
           "\n  \"tiles\": [\"#####\", \"#C.E#\", \"#####\"]\n}\n";
}

}  // namespace catmaze::test
