#include "ui/item_lines.hpp"

namespace catmaze::app {

std::vector<std::string> itemLines(const std::vector<std::string>& items, std::string_view gap,
                                   float firstWidth, float restWidth, const TextWidth& measure) {
    std::vector<std::string> lines;
    for (const std::string& item : items) {
        if (!lines.empty()) {
            const std::string longer = lines.back() + std::string(gap) + item;
            const float width = lines.size() == 1 ? firstWidth : restWidth;
            if (measure(singleLine(longer)) <= width) {
                lines.back() = longer;
                continue;
            }
        }
        lines.push_back(item);
    }
    return lines;
}

bool linesFit(const std::vector<std::string>& lines, float firstWidth, float restWidth,
              const TextWidth& measure) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (measure(singleLine(lines[i])) > (i == 0 ? firstWidth : restWidth))
            return false;
    }
    return true;
}

}  // namespace catmaze::app
