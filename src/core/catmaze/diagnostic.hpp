#pragma once
/// \file
/// Diagnostics: what is wrong with an input file, and where, printed GCC-style.

#include <string>
#include <vector>

namespace catmaze {

/// How bad a diagnostic is: an error makes the input unusable, a warning does not.
enum class Severity { Error, Warning };

/// One message about an input file, pointing at a line and column (both 1-based; 0 = unknown).
struct Diagnostic {
    Severity severity = Severity::Error;
    std::string file;
    int line = 0;
    int column = 0;
    std::string message;

    /// `FILE:LINE:COL: error: MESSAGE` (or `warning:`); the line and column are left out when
    /// unknown, so editors and terminals can jump to the spot.
    std::string format() const;
};

/// True when any diagnostic in `list` is an error.
bool hasErrors(const std::vector<Diagnostic>& list);

}  // namespace catmaze
