#include "catmaze/diagnostic.hpp"

#include <algorithm>

namespace catmaze {

std::string Diagnostic::format() const {
    std::string out = file;
    if (line > 0) {
        out += ':' + std::to_string(line);
        if (column > 0)
            out += ':' + std::to_string(column);
    }
    out += severity == Severity::Error ? ": error: " : ": warning: ";
    out += message;
    return out;
}

bool hasErrors(const std::vector<Diagnostic>& list) {
    return std::any_of(list.begin(), list.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

}  // namespace catmaze
