// The text-in-a-box rule (see text_fit.hpp): lines cut with an ellipsis, wrapping that keeps the
// end of a message.

#include "ui/text_fit.hpp"

#include "catmaze/io/utf8_text.hpp"

namespace catmaze::app {

namespace {

bool isControl(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

bool isSpace(char32_t c) {
    return c == U' ';
}

// `s` cut at `cut` to the most code points that fit in `width` with an ellipsis at the cut (no
// space beside it); empty when not even the ellipsis fits. `s` is known not to fit whole.
std::u32string cutToWidth(const std::u32string& s, float width, const TextWidth& measure,
                          CutAt cut) {
    const auto candidate = [&](std::size_t kept) {
        if (cut == CutAt::End) {
            std::u32string out = s.substr(0, kept);
            while (!out.empty() && isSpace(out.back()))
                out.pop_back();
            return out + kEllipsis;
        }
        std::size_t from = s.size() - kept;
        while (from < s.size() && isSpace(s[from]))
            ++from;
        return kEllipsis + s.substr(from);
    };
    if (measure(candidate(0)) > width)
        return {};
    // The widths grow with the code points kept: the most that fit, by bisection.
    std::size_t fits = 0;
    std::size_t tooMany = s.size();
    while (tooMany - fits > 1) {
        const std::size_t mid = fits + (tooMany - fits) / 2;
        (measure(candidate(mid)) <= width ? fits : tooMany) = mid;
    }
    return candidate(fits);
}

// The longest start of `word` (at least one code point) no wider than `width`.
std::size_t fittingPrefix(std::u32string_view word, float width, const TextWidth& measure) {
    std::size_t fits = 1;
    std::size_t tooMany = word.size() + 1;
    while (tooMany - fits > 1) {
        const std::size_t mid = fits + (tooMany - fits) / 2;
        (measure(word.substr(0, mid)) <= width ? fits : tooMany) = mid;
    }
    return fits;
}

// `s` split at spaces into lines no wider than `width` (words wider than a line are broken).
std::vector<std::u32string> wrap(const std::u32string& s, float width, const TextWidth& measure) {
    std::vector<std::u32string> lines;
    std::u32string line;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t end = s.find(U' ', start);
        if (end == std::u32string::npos)
            end = s.size();
        std::u32string word = s.substr(start, end - start);
        start = end + 1;
        if (!line.empty()) {
            if (measure(line + U' ' + word) <= width) {
                line += U' ' + word;
                continue;
            }
            lines.push_back(std::move(line));
            line.clear();
        }
        while (measure(word) > width) {
            const std::size_t head = fittingPrefix(word, width, measure);
            lines.push_back(word.substr(0, head));
            word.erase(0, head);
        }
        line = std::move(word);
    }
    if (!line.empty() || lines.empty())
        lines.push_back(std::move(line));
    return lines;
}

}  // namespace

std::u32string singleLine(std::string_view text) {
    std::u32string out = decodeUtf8(text);
    for (char32_t& c : out) {
        if (isControl(c))
            c = kReplacementCharacter;
    }
    return out;
}

std::u32string fitLine(std::string_view text, float width, const TextWidth& measure, CutAt cut) {
    const std::u32string line = singleLine(text);
    return measure(line) <= width ? line : cutToWidth(line, width, measure, cut);
}

std::vector<std::u32string> wrapLines(std::string_view text, float width, std::size_t maxLines,
                                      const TextWidth& measure) {
    const std::u32string whole = singleLine(text);
    std::vector<std::u32string> lines = wrap(whole, width, measure);
    if (lines.size() <= maxLines)
        return lines;
    lines.resize(maxLines <= 1 ? 0 : maxLines - 1);
    if (!lines.empty()) {
        std::u32string& before = lines.back();
        before = measure(before + kEllipsis) <= width
                     ? before + kEllipsis
                     : cutToWidth(before, width, measure, CutAt::End);
    }
    // The end of the text, from a word's start when the cut fell inside one.
    std::u32string last = cutToWidth(whole, width, measure, CutAt::Start);
    if (const std::size_t cutAt = whole.size() - (last.size() - 1);
        !last.empty() && cutAt > 0 && !isSpace(whole[cutAt - 1])) {
        if (const std::size_t space = last.find(U' ');
            space != std::u32string::npos && space + 1 < last.size())
            last = kEllipsis + last.substr(space + 1);
    }
    lines.push_back(std::move(last));
    return lines;
}

}  // namespace catmaze::app
