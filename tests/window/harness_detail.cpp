#include "harness_detail.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

namespace catmaze::wintest::detail {

std::string systemError(const std::string& what) {
    return what + ": " + std::strerror(errno);
}

std::string tail(const std::string& text, std::size_t maxChars) {
    if (text.size() <= maxChars)
        return text;
    return "[...]" + text.substr(text.size() - maxChars);
}

std::string lowerCase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

}  // namespace catmaze::wintest::detail
