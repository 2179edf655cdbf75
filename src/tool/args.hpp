#pragma once
/// \file
/// A small command-line parser shared by the subcommands: `--name VALUE`, `--name=VALUE`,
/// flags, positional arguments and `--`, with every mistake reported as a UsageError.

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catmaze/geom/tile.hpp"

namespace catmaze::tool {

/// A mistake in how the tool was called (unknown option, missing or malformed argument).
/// The dispatcher prints the message and the command's usage, and exits with kExitBadInput.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

/// An option a command accepts, written without its leading `--`.
struct OptionSpec {
    std::string_view name;
    bool takesValue = false;  ///< false: a flag such as `--json`
};

/// The arguments of one command after parsing.
struct ParsedArgs {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>>
        options;  ///< name (no `--`), value ("" for flags)

    /// True when the flag or option `name` was given.
    bool has(std::string_view name) const;
    /// The value of option `name`, if given.
    std::optional<std::string> value(std::string_view name) const;
    /// The one positional argument (a FILE); throws UsageError when there is none or more.
    const std::string& onlyFile() const;
};

/// Parses `args` (the words after the command name) against `options`. Throws UsageError on an
/// unknown option, a missing value, a value given to a flag, or an option given twice.
ParsedArgs parseArgs(const std::vector<std::string>& args, std::span<const OptionSpec> options);

/// Parses `COL,ROW` (two integers, no spaces). `what` names the argument in the error message.
/// Throws UsageError when malformed.
Tile parseTile(std::string_view text, std::string_view what);

/// Parses a positive integer. `what` names the argument in the error message. Throws UsageError.
std::int64_t parsePositive(std::string_view text, std::string_view what);

}  // namespace catmaze::tool
