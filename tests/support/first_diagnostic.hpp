#pragma once
/// \file
/// The first diagnostic of a load result as text, for failure messages.

#include <string>

namespace catmaze::test {

/// The first of `result.diagnostics` as `FILE:LINE:COL: error: ...`, or "" when there is none.
template <class Result>
std::string firstDiagnostic(const Result& result) {
    return result.diagnostics.empty() ? "" : result.diagnostics.front().format();
}

}  // namespace catmaze::test
