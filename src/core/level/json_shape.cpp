#include "json_shape.hpp"

#include <algorithm>

namespace catmaze {

std::pair<int, int> lineColumnAt(std::string_view text, std::size_t offset) {
    int line = 1;
    int column = 1;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

std::string tooDeepMessage(int maxDepth) {
    return "nested deeper than " + std::to_string(maxDepth) + " levels";
}

JsonShape scanJsonShape(std::string_view text, int maxDepth) {
    JsonShape shape;
    shape.values = 1;
    int depth = 0;
    bool inString = false;
    std::size_t numberRun = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool numberChar = !inString && ((c >= '0' && c <= '9') || c == '-' || c == '+' ||
                                              c == '.' || c == 'e' || c == 'E');
        numberRun = numberChar ? numberRun + 1 : 0;
        shape.longestNumber = std::max(shape.longestNumber, numberRun);
        if (inString) {
            if (c == '\\')
                ++i;  // the escaped character cannot end the string
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
            case '"':
                inString = true;
                break;
            case '[':
            case '{':
                ++shape.values;
                if (++depth > maxDepth) {
                    shape.tooDeepAt = lineColumnAt(text, i);
                    shape.depth = depth;
                    return shape;
                }
                shape.depth = std::max(shape.depth, depth);
                break;
            case ']':
            case '}':
                depth = std::max(0, depth - 1);
                break;
            case ',':
                ++shape.values;
                break;
            case ':':
                ++shape.members;
                break;
            default:
                break;
        }
    }
    return shape;
}

}  // namespace catmaze
