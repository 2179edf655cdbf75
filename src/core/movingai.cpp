#include "catmaze/movingai.hpp"

#include <charconv>
#include <cmath>
#include <fstream>
#include <string_view>
#include <system_error>

namespace catmaze {

namespace {

// Largest side accepted: the maps in the benchmark sets are at most a few thousand tiles wide,
// and a node id (row * width + col) must fit in an int32.
constexpr int kMaxSide = 8192;
// Files larger than this are refused before reading (a 8192 x 8192 map is about 64 MiB).
constexpr std::uintmax_t kMaxFileBytes = 128u * 1024u * 1024u;
// After this many errors a broken file is not worth reading further.
constexpr std::size_t kMaxErrors = 20;

// One line of the text without its line ending, and its 1-based number.
struct Line {
    std::string_view text;
    int number = 0;
};

// Splits on LF, dropping a CR before it (CRLF files), so columns count from the line's start.
std::vector<Line> splitLines(std::string_view text) {
    std::vector<Line> lines;
    int number = 1;
    std::size_t begin = 0;
    while (begin < text.size()) {
        std::size_t end = text.find('\n', begin);
        const std::size_t next = end == std::string_view::npos ? text.size() : end + 1;
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(begin, end - begin);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back({line, number++});
        begin = next;
    }
    return lines;
}

// True for a line holding only spaces and tabs (a blank line at the end of a file).
bool isBlank(std::string_view line) {
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

// Parses all of `text` as a decimal integer.
std::optional<int> parseInt(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

// Parses all of `text` as a finite decimal number.
std::optional<double> parseDouble(std::string_view text) {
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || text.empty() ||
        !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

// A whitespace-separated word of a header line and its 1-based column.
struct Word {
    std::string_view text;
    int column = 0;
};

std::vector<Word> splitWords(std::string_view line) {
    std::vector<Word> words;
    std::size_t i = 0;
    while (i < line.size()) {
        const std::size_t begin = line.find_first_not_of(" \t", i);
        if (begin == std::string_view::npos)
            break;
        std::size_t end = line.find_first_of(" \t", begin);
        if (end == std::string_view::npos)
            end = line.size();
        words.push_back({line.substr(begin, end - begin), static_cast<int>(begin) + 1});
        i = end;
    }
    return words;
}

bool isPassable(char c) {
    return c == '.' || c == 'G' || c == 'S';
}
bool isBlocked(char c) {
    return c == '@' || c == 'O' || c == 'T' || c == 'W';
}

// Collects errors for one file.
class Reporter {
  public:
    explicit Reporter(const std::string& file) : file_(file) {}
    void error(int line, int column, std::string message) {
        list_.push_back({Severity::Error, file_, line, column, std::move(message)});
    }
    bool full() const { return list_.size() >= kMaxErrors; }
    bool empty() const { return list_.empty(); }
    std::vector<Diagnostic> take() { return std::move(list_); }

  private:
    const std::string& file_;
    std::vector<Diagnostic> list_;
};

// Reads header line `index` (0-based) as `key VALUE`, returning VALUE's word.
std::optional<Word> headerValue(const std::vector<Line>& lines, std::size_t index,
                                std::string_view key, Reporter& report) {
    const int lineNumber = static_cast<int>(index) + 1;
    if (index >= lines.size()) {
        report.error(lineNumber, 0,
                     "missing header line '" + std::string(key) + " ...' (file ends early)");
        return std::nullopt;
    }
    const std::vector<Word> words = splitWords(lines[index].text);
    if (words.size() != 2 || words[0].text != key) {
        report.error(lineNumber, words.empty() ? 1 : words[0].column,
                     "expected '" + std::string(key) + " VALUE', found '" +
                         std::string(lines[index].text) + "'");
        return std::nullopt;
    }
    return words[1];
}

// Reads a map side (`height N` or `width N`) from header line `index`.
std::optional<int> headerSide(const std::vector<Line>& lines, std::size_t index,
                              std::string_view key, Reporter& report) {
    const std::optional<Word> word = headerValue(lines, index, key, report);
    if (!word)
        return std::nullopt;
    const std::optional<int> side = parseInt(word->text);
    if (!side || *side < 1 || *side > kMaxSide) {
        report.error(static_cast<int>(index) + 1, word->column,
                     std::string(key) + " must be a whole number from 1 to " +
                         std::to_string(kMaxSide) + ", found '" + std::string(word->text) + "'");
        return std::nullopt;
    }
    return side;
}

// Reads a whole file into `text`; on failure returns a diagnostic instead. Never throws.
std::optional<Diagnostic> readFile(const std::filesystem::path& path, std::string& text) {
    const std::string name = path.string();
    try {
        std::error_code ec;
        const std::uintmax_t bytes = std::filesystem::file_size(path, ec);
        if (ec)
            return Diagnostic{Severity::Error, name, 0, 0, "cannot read: " + ec.message()};
        if (bytes > kMaxFileBytes) {
            return Diagnostic{Severity::Error, name, 0, 0,
                              "file too large (" + std::to_string(bytes) + " bytes)"};
        }
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return Diagnostic{Severity::Error, name, 0, 0, "cannot open the file"};
        text.resize(static_cast<std::size_t>(bytes));
        in.read(text.data(), static_cast<std::streamsize>(bytes));
        if (in.gcount() != static_cast<std::streamsize>(bytes)) {
            return Diagnostic{Severity::Error, name, 0, 0, "cannot read the whole file"};
        }
        return std::nullopt;
    } catch (const std::exception& e) {
        return Diagnostic{Severity::Error, name, 0, 0, std::string("cannot read: ") + e.what()};
    }
}

}  // namespace

GridDataSource<double> MovingAiMap::dataSource() const {
    return GridDataSource<double>(
        size, passable, GridMovement<double>{DiagonalMode::NoCornerCutting, 1.0, std::sqrt(2.0)});
}

MovingAiLoadResult<MovingAiMap> parseMovingAiMap(const std::string& text,
                                                 const std::string& fileName) {
    Reporter report(fileName);
    const std::vector<Line> lines = splitLines(text);

    // Header: type octile / height H / width W / map.
    if (const std::optional<Word> type = headerValue(lines, 0, "type", report)) {
        if (type->text != "octile") {
            report.error(
                1, type->column,
                "unsupported map type '" + std::string(type->text) + "' (expected octile)");
        }
    }
    const std::optional<int> height = headerSide(lines, 1, "height", report);
    const std::optional<int> width = headerSide(lines, 2, "width", report);
    if (lines.size() < 4) {
        report.error(static_cast<int>(lines.size()) + 1, 0, "missing 'map' line (file ends early)");
    } else if (splitWords(lines[3].text).size() != 1 ||
               splitWords(lines[3].text)[0].text != "map") {
        report.error(4, 1, "expected 'map', found '" + std::string(lines[3].text) + "'");
    }
    if (!report.empty())
        return {std::nullopt, report.take()};

    MovingAiMap map;
    map.size = {*width, *height};
    map.passable.assign(static_cast<std::size_t>(map.size.cellCount()), 0);
    constexpr std::size_t kFirstRow = 4;
    for (int row = 0; row < *height && !report.full(); ++row) {
        const std::size_t index = kFirstRow + static_cast<std::size_t>(row);
        if (index >= lines.size()) {
            report.error(static_cast<int>(index) + 1, 0,
                         "the map has " + std::to_string(row) + " rows but its height is " +
                             std::to_string(*height));
            break;
        }
        const Line& line = lines[index];
        if (line.text.size() != static_cast<std::size_t>(*width)) {
            report.error(line.number,
                         static_cast<int>(std::min(line.text.size(), std::size_t(*width))) + 1,
                         "row " + std::to_string(row) + " has " + std::to_string(line.text.size()) +
                             " characters but the width is " + std::to_string(*width));
            continue;
        }
        for (int col = 0; col < *width; ++col) {
            const char c = line.text[static_cast<std::size_t>(col)];
            if (isPassable(c)) {
                map.passable[static_cast<std::size_t>(map.size.indexOf({col, row}))] = 1;
            } else if (!isBlocked(c)) {
                report.error(line.number, col + 1,
                             "unknown map character '" + std::string(1, c) +
                                 "' (expected one of . G S @ O T W)");
                if (report.full())
                    break;
            }
        }
    }
    // Anything but blank lines after the last row means the height is wrong.
    for (std::size_t i = kFirstRow + static_cast<std::size_t>(*height); i < lines.size(); ++i) {
        if (!isBlank(lines[i].text)) {
            report.error(lines[i].number, 1,
                         "text after the last row (the height is " + std::to_string(*height) + ")");
            break;
        }
    }
    if (!report.empty())
        return {std::nullopt, report.take()};
    return {std::move(map), {}};
}

MovingAiLoadResult<MovingAiMap> loadMovingAiMap(const std::filesystem::path& path) {
    std::string text;
    if (std::optional<Diagnostic> failure = readFile(path, text)) {
        return {std::nullopt, {std::move(*failure)}};
    }
    return parseMovingAiMap(text, path.string());
}

MovingAiLoadResult<std::vector<MovingAiProblem>> parseMovingAiScenario(
    const std::string& text, const std::string& fileName) {
    Reporter report(fileName);
    const std::vector<Line> lines = splitLines(text);

    const std::vector<Word> version =
        lines.empty() ? std::vector<Word>{} : splitWords(lines[0].text);
    if (version.size() != 2 || version[0].text != "version" ||
        (version[1].text != "1" && version[1].text != "1.0")) {
        report.error(1, 1, "expected 'version 1' on the first line");
        return {std::nullopt, report.take()};
    }

    std::vector<MovingAiProblem> problems;
    for (std::size_t i = 1; i < lines.size() && !report.full(); ++i) {
        const Line& line = lines[i];
        if (isBlank(line.text))
            continue;

        // Split on tabs, remembering where each field starts for the diagnostics.
        std::vector<Word> fields;
        std::size_t begin = 0;
        while (true) {
            const std::size_t tab = line.text.find('\t', begin);
            const std::size_t end = tab == std::string_view::npos ? line.text.size() : tab;
            fields.push_back({line.text.substr(begin, end - begin), static_cast<int>(begin) + 1});
            if (tab == std::string_view::npos)
                break;
            begin = tab + 1;
        }
        if (fields.size() != 9) {
            report.error(line.number, 1,
                         "expected 9 tab-separated fields (bucket, map, width, height, start x, "
                         "start y, goal x, goal y, optimal length), found " +
                             std::to_string(fields.size()));
            continue;
        }

        static constexpr const char* kNames[9] = {"bucket",     "map",     "map width",
                                                  "map height", "start x", "start y",
                                                  "goal x",     "goal y",  "optimal length"};
        int numbers[8] = {};  // the integer fields, by field index (1, the map name, unused)
        bool good = true;
        for (std::size_t f = 0; f < 8; ++f) {
            if (f == 1)
                continue;
            const std::optional<int> value = parseInt(fields[f].text);
            const bool isSize = f == 2 || f == 3;
            if (!value || *value < (isSize ? 1 : 0)) {
                report.error(line.number, fields[f].column,
                             std::string(kNames[f]) + " must be a whole number" +
                                 (isSize ? " above 0" : " from 0") + ", found '" +
                                 std::string(fields[f].text) + "'");
                good = false;
                break;
            }
            numbers[f] = *value;
        }
        if (!good)
            continue;
        const std::optional<double> length = parseDouble(fields[8].text);
        if (!length || *length < 0.0) {
            report.error(line.number, fields[8].column,
                         "optimal length must be a number from 0, found '" +
                             std::string(fields[8].text) + "'");
            continue;
        }

        MovingAiProblem problem;
        problem.bucket = numbers[0];
        problem.start = {numbers[4], numbers[5]};
        problem.goal = {numbers[6], numbers[7]};
        problem.optimalLength = *length;
        const GridSize stated{numbers[2], numbers[3]};
        if (!stated.contains(problem.start)) {
            report.error(line.number, fields[4].column,
                         "start is outside the stated " + std::to_string(stated.width) + "x" +
                             std::to_string(stated.height) + " map");
            continue;
        }
        if (!stated.contains(problem.goal)) {
            report.error(line.number, fields[6].column,
                         "goal is outside the stated " + std::to_string(stated.width) + "x" +
                             std::to_string(stated.height) + " map");
            continue;
        }
        problems.push_back(problem);
    }
    if (!report.empty())
        return {std::nullopt, report.take()};
    return {std::move(problems), {}};
}

MovingAiLoadResult<std::vector<MovingAiProblem>> loadMovingAiScenario(
    const std::filesystem::path& path) {
    std::string text;
    if (std::optional<Diagnostic> failure = readFile(path, text)) {
        return {std::nullopt, {std::move(*failure)}};
    }
    return parseMovingAiScenario(text, path.string());
}

}  // namespace catmaze
