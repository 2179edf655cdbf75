#pragma once
// Internal to the level module: numbers of a level file written back as text.

#include <charconv>
#include <string>

namespace catmaze {

// The shortest text that reads back as exactly `v` ("2" for 2.0).
inline std::string shortestNumber(double v) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, result.ptr);
}

}  // namespace catmaze
