// catmaze-level: the level designers' command-line tool. This file only dispatches: it handles
// --help, --version, --help-man and `help COMMAND`, finds the command in the table (commands.cpp)
// and turns usage errors into a message, the command's usage and exit code 2.

#include <algorithm>
#include <exception>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "catmaze/build_info.hpp"
#include "catmaze/command_line.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/man_page.hpp"
#include "commands.hpp"

namespace catmaze::tool {
namespace {

constexpr std::string_view kProgram = "catmaze-level";

void printOverview(std::ostream& os) {
    os << "usage: " << kProgram << " COMMAND [ARGS...]\n"
       << "       " << kProgram << " help [COMMAND] | --help | --version\n\nCommands:\n";
    std::size_t width = 4;  // "help"
    for (const Command& command : commands())
        width = std::max(width, command.name.size());
    for (const Command& command : commands()) {
        os << "  " << command.name << std::string(width - command.name.size() + 2, ' ')
           << command.summary << '\n';
    }
    os << "  help" << std::string(width - 4 + 2, ' ') << "show a command's usage\n\n"
       << "Run '" << kProgram << " help COMMAND' for a command's options.\n"
       << "Exit codes: 0 ok, 1 a negative answer, 2 bad input or usage.\n"
       << "The game's assets: $" << kDataDirVariable
       << "/assets, else ../share/catmaze/assets\nbeside this program.\n";
}

// The man page: the overview, then every command's usage (the same texts as `help`).
std::string manPage() {
    std::ostringstream overview;
    printOverview(overview);
    std::string commandsText;
    for (const Command& command : commands())
        commandsText += command.usage() + "\n";
    return formatManPage(
        {.name = std::string(kProgram),
         .section = 1,
         .summary = "check, solve, render and convert CatMaze levels",
         .help = overview.str(),
         .sections = {
             {"COMMANDS", commandsText}, {"FILES", dataDirsText()}, {"SEE ALSO", "catmaze(6)\n"}}});
}

// A usage problem outside any command: the message, then where to look.
int usageError(std::ostream& err, const std::string& message) {
    err << kProgram << ": " << message << "\nRun '" << kProgram << " --help' for usage.\n";
    return kExitBadInput;
}

// `help` and `help COMMAND`.
int runHelp(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        printOverview(out);
        return kExitOk;
    }
    if (args.size() > 1)
        return usageError(err, "help takes one command name");
    const Command* command = findCommand(args[0]);
    if (command == nullptr)
        return usageError(err, "unknown command '" + args[0] + "'");
    out << command->usage();
    return kExitOk;
}

// True when `args` asks for help before any "--" (after which words are file names).
bool asksForHelp(const std::vector<std::string>& args) {
    for (const std::string& word : args) {
        if (word == "--")
            return false;
        if (word == "--help" || word == "-h")
            return true;
    }
    return false;
}

int runTool(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    if (words.empty()) {
        printOverview(err);
        return kExitBadInput;
    }
    const std::string& first = words[0];
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (first == "--help" || first == "-h")
        return runHelp({}, out, err);
    if (first == "--version") {
        out << versionLine(kProgram);
        return kExitOk;
    }
    if (first == "--help-man") {
        out << manPage();
        return kExitOk;
    }
    if (first == "help")
        return runHelp(rest, out, err);
    if (first.starts_with('-'))
        return usageError(err, "unknown option '" + first + "'");

    const Command* command = findCommand(first);
    if (command == nullptr)
        return usageError(err, "unknown command '" + first + "'");
    if (asksForHelp(rest)) {
        out << command->usage();
        return kExitOk;
    }
    try {
        return command->run(CommandArgs{parseCommandLine(rest, command->line), out, err});
    } catch (const UsageError& e) {
        err << kProgram << ' ' << command->name << ": " << e.what() << "\n\n" << command->usage();
        return kExitBadInput;
    } catch (const std::exception& e) {
        // The core does not throw on bad files; this is a last resort (e.g. out of memory).
        err << kProgram << ' ' << command->name << ": error: " << e.what() << '\n';
        return kExitBadInput;
    }
}

}  // namespace
}  // namespace catmaze::tool

int main(int argc, char** argv) {
    const std::vector<std::string> words(argv + 1, argv + argc);
    return catmaze::tool::runTool(words, std::cout, std::cerr);
}
