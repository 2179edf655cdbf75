#include "catmaze/level/movingai.hpp"

#include "catmaze/level/level_files.hpp"

#include <charconv>
#include <cmath>
#include <string_view>
#include <system_error>

namespace catmaze {

namespace {

// After this many errors a broken file is not worth reading further.
constexpr int kMaxErrors = 20;

// One line of the text without its line ending, and its 1-based number.
struct Line {
    std::string_view text;
    int number = 0;
};

// Hands out the lines of a text one at a time (a vector of every line of 16 MiB of blank lines
// took 400 MB). Splits on LF, dropping a CR before it (CRLF files).
class LineCursor {
  public:
    explicit LineCursor(std::string_view text) : text_(text) {}

    // The next line, or nothing at the end of the text.
    std::optional<Line> next() {
        if (at_ >= text_.size())
            return std::nullopt;
        std::size_t end = text_.find('\n', at_);
        const std::size_t after = end == std::string_view::npos ? text_.size() : end + 1;
        if (end == std::string_view::npos)
            end = text_.size();
        std::string_view line = text_.substr(at_, end - at_);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        at_ = after;
        return Line{line, ++number_};
    }
    // The number of the last line handed out (0 before the first).
    int number() const { return number_; }

  private:
    std::string_view text_;
    std::size_t at_ = 0;
    int number_ = 0;
};

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

// Collects errors for one file through the shared collector; a reader stops at the cap.
class Reporter {
  public:
    explicit Reporter(const std::string& file) : collector_(file, kMaxErrors) {}
    void error(int line, int column, std::string message) {
        collector_.error(line, column, std::move(message));
    }
    bool full() const { return collector_.errorCount() >= kMaxErrors; }
    bool empty() const { return !collector_.anyError(); }
    std::vector<Diagnostic> take() { return collector_.take(); }

  private:
    DiagnosticCollector collector_;
};

// Reads the next header line as `key VALUE`, returning VALUE's word.
std::optional<Word> headerValue(LineCursor& lines, std::string_view key, Reporter& report) {
    const std::optional<Line> line = lines.next();
    if (!line) {
        report.error(lines.number() + 1, 0,
                     "missing header line '" + std::string(key) + " ...' (file ends early)");
        return std::nullopt;
    }
    const std::vector<Word> words = splitWords(line->text);
    if (words.size() != 2 || words[0].text != key) {
        report.error(
            line->number, words.empty() ? 1 : words[0].column,
            "expected '" + std::string(key) + " VALUE', found '" + shownValue(line->text) + "'");
        return std::nullopt;
    }
    return words[1];
}

// Reads a map side (`height N` or `width N`) from the next header line.
std::optional<int> headerSide(LineCursor& lines, std::string_view key, int maxSide,
                              Reporter& report) {
    const std::optional<Word> word = headerValue(lines, key, report);
    if (!word)
        return std::nullopt;
    const std::optional<int> side = parseInt(word->text);
    if (!side || *side < 1 || *side > maxSide) {
        report.error(lines.number(), word->column,
                     std::string(key) + " must be a whole number from 1 to " +
                         std::to_string(maxSide) + ", found '" + shownValue(word->text) + "'");
        return std::nullopt;
    }
    return side;
}

// Reads a whole file with the shared bounded reader.
template <class T>
MovingAiLoadResult<T> readThen(const std::filesystem::path& path,
                               MovingAiLoadResult<T> (*parse)(std::string_view,
                                                              const std::string&)) {
    FileText file = readFileCapped(path);
    if (!file.ok())
        return {std::nullopt, {std::move(*file.error)}};
    return parse(file.text, path.string());
}

}  // namespace

MovingAiLoadResult<MovingAiMap> parseMovingAiMap(std::string_view text, const std::string& fileName,
                                                 int maxSide) {
    Reporter report(fileName);
    LineCursor lines(text);

    // Header: type octile / height H / width W / map. The sides are checked before the grid is
    // allocated.
    if (const std::optional<Word> type = headerValue(lines, "type", report)) {
        if (type->text != "octile") {
            report.error(1, type->column,
                         "unsupported map type '" + shownValue(type->text) + "' (expected octile)");
        }
    }
    const std::optional<int> height = headerSide(lines, "height", maxSide, report);
    const std::optional<int> width = headerSide(lines, "width", maxSide, report);
    if (const std::optional<Line> mapLine = lines.next(); !mapLine) {
        report.error(lines.number() + 1, 0, "missing 'map' line (file ends early)");
    } else if (const std::vector<Word> words = splitWords(mapLine->text);
               words.size() != 1 || words[0].text != "map") {
        report.error(mapLine->number, 1,
                     "expected 'map', found '" + shownValue(mapLine->text) + "'");
    }
    if (!report.empty())
        return {std::nullopt, report.take()};

    MovingAiMap map;
    map.size = {*width, *height};
    map.passable.assign(static_cast<std::size_t>(map.size.cellCount()), 0);
    for (int row = 0; row < *height && !report.full(); ++row) {
        const std::optional<Line> line = lines.next();
        if (!line) {
            report.error(lines.number() + 1, 0,
                         "the map has " + std::to_string(row) + " rows but its height is " +
                             std::to_string(*height));
            break;
        }
        if (line->text.size() != static_cast<std::size_t>(*width)) {
            report.error(line->number,
                         static_cast<int>(std::min(line->text.size(), std::size_t(*width))) + 1,
                         "row " + std::to_string(row) + " has " +
                             std::to_string(line->text.size()) + " characters but the width is " +
                             std::to_string(*width));
            continue;
        }
        for (int col = 0; col < *width; ++col) {
            const char c = line->text[static_cast<std::size_t>(col)];
            if (isPassable(c)) {
                map.passable[static_cast<std::size_t>(map.size.indexOf({col, row}))] = 1;
            } else if (!isBlocked(c)) {
                report.error(line->number, col + 1,
                             "unknown map character '" + shownValue(std::string_view(&c, 1)) +
                                 "' (expected one of . G S @ O T W)");
                if (report.full())
                    break;
            }
        }
    }
    // Anything but blank lines after the last row means the height is wrong.
    if (report.empty()) {
        while (const std::optional<Line> line = lines.next()) {
            if (!isBlank(line->text)) {
                report.error(
                    line->number, 1,
                    "text after the last row (the height is " + std::to_string(*height) + ")");
                break;
            }
        }
    }
    if (!report.empty())
        return {std::nullopt, report.take()};
    return {std::move(map), {}};
}

MovingAiLoadResult<MovingAiMap> loadMovingAiMap(const std::filesystem::path& path) {
    return readThen<MovingAiMap>(path, [](std::string_view text, const std::string& name) {
        return parseMovingAiMap(text, name);
    });
}

MovingAiLoadResult<std::vector<MovingAiProblem>> parseMovingAiScenario(
    std::string_view text, const std::string& fileName) {
    Reporter report(fileName);
    LineCursor lines(text);

    const std::optional<Line> first = lines.next();
    const std::vector<Word> version = first ? splitWords(first->text) : std::vector<Word>{};
    if (version.size() != 2 || version[0].text != "version" ||
        (version[1].text != "1" && version[1].text != "1.0")) {
        report.error(1, 1, "expected 'version 1' on the first line");
        return {std::nullopt, report.take()};
    }

    std::vector<MovingAiProblem> problems;
    while (!report.full()) {
        const std::optional<Line> next = lines.next();
        if (!next)
            break;
        const Line& line = *next;
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
    return readThen<std::vector<MovingAiProblem>>(path, parseMovingAiScenario);
}

}  // namespace catmaze
