#pragma once
/// \file
/// The subcommands of `catmaze-level` and the table the dispatcher looks them up in.
///
/// To add a command: write `int runNAME(const CommandArgs&)` in its own NAME_command.cpp,
/// declare it below, and add its command line (operands, options, usage texts) and one row
/// (name, summary, command line, function) to the table in commands.cpp. Parsing, `--help`,
/// `help NAME` and the man page then work with no further code.

#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/command_line.hpp"

namespace catmaze::tool {

/// Exit codes shared by every command.
inline constexpr int kExitOk = 0;        ///< success, or "yes"
inline constexpr int kExitNo = 1;        ///< a negative answer (no path, a benchmark failed)
inline constexpr int kExitBadInput = 2;  ///< bad input file, or bad usage

/// What a command runs with: its arguments (the words after its name, parsed against its
/// command line) and where to write. Results go to `out`; diagnostics, warnings and errors to
/// `err`.
struct CommandArgs {
    ParsedArgs args;
    std::ostream& out;
    std::ostream& err;
};

/// One row of the command table.
struct Command {
    std::string_view name;     ///< what the user types, e.g. "path"
    std::string_view summary;  ///< one line for the overview
    CommandLineSpec line;      ///< its operands and options, and the texts of its usage
    /// Runs the command; returns the exit code. Throws UsageError for bad usage.
    int (*run)(const CommandArgs& call);

    /// The full usage text (usageText of `line`): synopsis, description, options, notes.
    std::string usage() const { return usageText(line); }
};

/// Every command, in the order the overview lists them.
std::span<const Command> commands();

/// The command called `name`, or nullptr.
const Command* findCommand(std::string_view name);

/// `catmaze-level validate FILE...`
int runValidate(const CommandArgs& call);
/// `catmaze-level path FILE --from COL,ROW --to COL,ROW [--diagonal] [--json]`
int runPath(const CommandArgs& call);
/// `catmaze-level bench MAP.map SCEN.scen [--limit N] [--sample N]`
int runBench(const CommandArgs& call);
/// `catmaze-level solve FILE [--diagonal] [--json] [--max-states N]`
int runSolve(const CommandArgs& call);
/// `catmaze-level convert IN OUT [--start COL,ROW] [--exit COL,ROW] [--assets DIR]`
int runConvert(const CommandArgs& call);
/// `catmaze-level render FILE OUT.png [--scale N] [--solution] [--diagonal] [--assets DIR]`
int runRender(const CommandArgs& call);
/// `catmaze-level generate OUT.json --seed N --size WxH --difficulty D [--floor tiles]`
int runGenerate(const CommandArgs& call);

}  // namespace catmaze::tool
