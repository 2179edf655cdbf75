// Paragraphs in a box: wrapped whole, shrunk before any is cut (text_block.hpp).

#include "ui/text_block.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ui/ui_scale.hpp"

namespace catmaze::app {

namespace {

constexpr std::size_t kAllLines = std::numeric_limits<std::size_t>::max();

// Every paragraph's lines wrapped at `width`, in order, each paragraph at most `maxLines[i]`.
std::vector<std::u32string> wrapAll(const std::vector<std::string>& paragraphs, float width,
                                    const std::vector<std::size_t>& maxLines,
                                    const TextWidth& measure) {
    std::vector<std::u32string> out;
    for (std::size_t i = 0; i < paragraphs.size(); ++i) {
        for (std::u32string& line : wrapLines(paragraphs[i], width, maxLines[i], measure))
            out.push_back(std::move(line));
    }
    return out;
}

// The lines that fit `height` at `step` a line (at least one).
std::size_t linesIn(float height, float step) {
    return step > 0 ? static_cast<std::size_t>(std::max(1.0f, std::floor(height / step))) : 1;
}

}  // namespace

TextBlock wrapBlock(const std::vector<std::string>& paragraphs, float width, float height,
                    unsigned wanted, unsigned least, const BlockFont& font) {
    if (paragraphs.empty())
        return {wanted, {}};
    const std::vector<std::size_t> unlimited(paragraphs.size(), kAllLines);
    TextBlock block;
    block.size = largestFittingSize(wanted, least, [&](unsigned at) {
        return wrapAll(paragraphs, width, unlimited, font.widthAt(at)).size() <=
               linesIn(height, font.lineStep(at));
    });
    const TextWidth measure = font.widthAt(block.size);
    block.lines = wrapAll(paragraphs, width, unlimited, measure);
    const std::size_t budget =
        std::max(paragraphs.size(), linesIn(height, font.lineStep(block.size)));
    if (block.lines.size() <= budget)
        return block;
    // Too many even at the least size: the paragraphs in order take the lines they need,
    // leaving one for each after them; the one that runs out keeps its end.
    std::vector<std::size_t> maxLines(paragraphs.size(), 1);
    std::size_t left = budget;
    for (std::size_t i = 0; i < paragraphs.size(); ++i) {
        const std::size_t after = paragraphs.size() - i - 1;
        const std::size_t needs = wrapLines(paragraphs[i], width, kAllLines, measure).size();
        maxLines[i] = std::max<std::size_t>(1, std::min(needs, left - after));
        left -= maxLines[i];
    }
    block.lines = wrapAll(paragraphs, width, maxLines, measure);
    return block;
}

}  // namespace catmaze::app
