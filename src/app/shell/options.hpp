#pragma once
/// \file
/// The game's command line.

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "catmaze/game/daily_maze.hpp"

namespace catmaze::app {

/// What the player asked for on the command line.
struct Options {
    std::optional<std::filesystem::path> level;     ///< --level FILE: play one file
    std::optional<bool> diagonal;                   ///< --diagonal / --no-diagonal (this run)
    std::optional<std::filesystem::path> settings;  ///< --settings FILE
    std::string events;                             ///< --events FILE ("-": stdout; "": none)
    unsigned windowWidth = 1024;                    ///< --window WxH
    unsigned windowHeight = 768;
    std::optional<std::filesystem::path> screenshot;  ///< --screenshot FILE (F12 writes it)
    std::filesystem::path assets;                     ///< --assets DIR
    std::filesystem::path levels;                     ///< --levels DIR (the campaign)
    std::filesystem::path locale;                     ///< the translations (DataDirs::locale)
    /// --bench-frames N: time N frames in each of four phases, print the times, exit (0: play)
    int benchFrames = 0;
    /// --date YYYY-MM-DD: the day the daily maze is offered for (default: today, UTC)
    std::optional<CalendarDate> date;
    bool help = false;
    bool helpMan = false;  ///< --help-man: print the man page (made from the --help text)
    bool version = false;
};

/// Parsed options, or what was wrong with them.
struct OptionsParse {
    Options options;
    std::optional<std::string> error;
};

/// Parses `args` (without the program name) with the shared parser (catmaze/command_line.hpp).
/// Never throws.
OptionsParse parseOptions(const std::vector<std::string>& args);

/// The --help text, made from the option table in options.cpp (as is the man page).
std::string usageText();

/// The first file the game is told to write (--events, --screenshot) that is there but is not a
/// regular file (a FIFO, socket, device or directory), as the message the game stops with:
/// `--events 'x': it is a FIFO (named pipe), not a regular file; ...`. Nothing when each is a
/// regular file or not there yet. Looks without opening anything, so it never blocks; the game
/// checks this before it waits for a display (the event log is then opened with the same rule,
/// openRegularFile, in case the name changes meanwhile). Files the game reads (--level,
/// --settings) need no check here: their readers refuse such files without blocking and the
/// game goes on (an error screen, or the defaults).
std::optional<std::string> outputFileProblem(const Options& options);

/// The exit status of a run whose command line did not parse (as for no display: bad usage).
inline constexpr int kBadUsageExit = 2;

/// What the game does with a command line that did not parse: writes "catmaze: " and `error`,
/// then the --help text, to `err`, and returns the exit status for it (kBadUsageExit).
int refuseOptions(const std::string& error, std::ostream& err);

}  // namespace catmaze::app
