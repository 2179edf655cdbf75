#pragma once
/// \file
/// Small helpers the harness's own files share (not for tests).

#include <chrono>
#include <string>

namespace catmaze::wintest::detail {

/// The clock every wait in the harness is measured on.
using Clock = std::chrono::steady_clock;

/// The interval between two looks at a file or a process while waiting.
constexpr auto kPollInterval = std::chrono::milliseconds(15);

/// `what: ` followed by errno's text.
std::string systemError(const std::string& what);

/// The last `maxChars` of `text`, marked as cut when it is.
std::string tail(const std::string& text, std::size_t maxChars);

/// `text` in ASCII lower case.
std::string lowerCase(std::string text);

}  // namespace catmaze::wintest::detail
