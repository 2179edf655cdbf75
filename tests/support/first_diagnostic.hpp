#pragma once
/// \file
/// A load result's diagnostics as text, for failure messages.

#include <string>

namespace catmaze::test {

/// The first of `result.diagnostics` as `FILE:LINE:COL: error: ...`, or "" when there is none.
template <class Result>
std::string firstDiagnostic(const Result& result) {
    return result.diagnostics.empty() ? "" : result.diagnostics.front().format();
}

/// Every diagnostic of `list` as `FILE:LINE:COL: error: ...`, one per line.
template <class Diagnostics>
std::string diagnosticsText(const Diagnostics& list) {
    std::string text;
    for (const auto& diagnostic : list)
        text += diagnostic.format() + "\n";
    return text;
}

}  // namespace catmaze::test
