#pragma once
/// \file
/// The programs' command-line parser. A program (or one of the level tool's commands) declares
/// its options once, as a table of name, value name and help text; the parser, the `--help`
/// text and so the man page (man_page.hpp, made from the help text) all come from that table.
///
/// Grammar: `--name VALUE`, `--name=VALUE`, flags `--name`, a one-letter alias `-x` where the
/// table gives one, and, when the command takes operands, positional words and `--` (after
/// which every word is positional; a lone `-` is positional too). Every mistake is a UsageError.

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace catmaze {

/// A mistake in how a program was called (unknown option, missing or malformed argument).
/// Programs print the message and their usage, and exit with code 2.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

/// One option, declared once.
struct OptionSpec {
    std::string_view name{};       ///< what follows `--`, e.g. "max-states"
    std::string_view valueName{};  ///< the value's name in the help, e.g. "N"; empty for a flag
    /// One paragraph for the help's option list, wrapped to fit. Empty: the option is parsed but
    /// not listed.
    std::string_view help{};
    bool required = false;  ///< shown without brackets in the synopsis (the caller checks it)
    char letter = 0;        ///< a one-letter alias (`-h`), or 0 for none

    /// True when the option takes a value.
    bool takesValue() const { return !valueName.empty(); }
};

/// What a program or command takes on its command line, and the text around its option list.
struct CommandLineSpec {
    std::string_view program{};   ///< as the synopsis names it, e.g. "catmaze-level solve"
    std::string_view operands{};  ///< e.g. "FILE OUT.png"; empty: no positional words taken
    /// Text between the synopsis and the option list, as printed (ends with a newline).
    std::string_view about{};
    std::span<const OptionSpec> options{};  ///< the options, in the order the help lists them
    /// Text after the option list, as printed (ends with a newline, or is empty).
    std::string_view notes{};
};

/// The arguments of one command line after parsing.
struct ParsedArgs {
    std::vector<std::string> positional;  ///< operands, in order
    /// Options given, in order: name (no `--`), value ("" for flags).
    std::vector<std::pair<std::string, std::string>> options;

    /// True when the flag or option `name` was given.
    bool has(std::string_view name) const;
    /// The value of option `name`, if given.
    std::optional<std::string> value(std::string_view name) const;
    /// The one positional argument (a FILE); throws UsageError when there is none or more.
    const std::string& onlyFile() const;
};

/// Parses `words` (the words after the program or command name) against `spec`. Throws
/// UsageError on an unknown option (or, when `spec` takes no operands, any other word), a
/// missing value, a value given to a flag, or an option given twice.
ParsedArgs parseCommandLine(const std::vector<std::string>& words, const CommandLineSpec& spec);

/// The help text of `spec`: the synopsis (`usage: PROGRAM OPERANDS [--flag] [--name VALUE]`,
/// wrapped at 80 columns), a blank line, `about`, the listed options (aligned, each help
/// wrapped at 80 columns), then `notes`.
std::string usageText(const CommandLineSpec& spec);

/// Parses a positive integer. `what` names the argument in the error message. Throws
/// UsageError.
std::int64_t parsePositive(std::string_view text, std::string_view what);

}  // namespace catmaze
