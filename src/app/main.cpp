/// \file
/// `catmaze`: the game. Parses the command line, opens the display (SFML aborts without one) and
/// keeps it open, and runs the App.

#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "catmaze/build_info.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/man_page.hpp"
#include "shell/app.hpp"
#include "shell/display_check.hpp"
#include "shell/options.hpp"

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const catmaze::app::OptionsParse parsed = catmaze::app::parseOptions(args);
    if (parsed.error)
        return catmaze::app::refuseOptions(*parsed.error, std::cerr);
    if (parsed.options.help) {
        std::cout << catmaze::app::usageText();
        return 0;
    }
    if (parsed.options.version) {
        std::cout << catmaze::versionLine("catmaze");
        return 0;
    }
    if (parsed.options.helpMan) {
        std::cout << catmaze::formatManPage(
            {.name = "catmaze",
             .section = 6,
             .summary = "a cat thief, dogs, bones and the cheapest path (A*) in a tile maze",
             .help = catmaze::app::usageText(),
             .sections = {{"FILES", catmaze::dataDirsText() +
                                        "Settings and campaign progress: "
                                        "$XDG_CONFIG_HOME/catmaze/ (else ~/.config/catmaze/).\n"},
                          {"EXIT STATUS",
                           "0 quit, 2 bad usage, no display, missing data or an\n"
                           "output file (--events, --screenshot) that is not a regular file,\n"
                           "3 internal error.\n"},
                          {"SEE ALSO", "catmaze-level(1)\n"}}});
        return 0;
    }
    // Before the display and the window: a FIFO with no reader named for the event log would
    // otherwise hold the start forever.
    if (const auto problem = catmaze::app::outputFileProblem(parsed.options)) {
        std::cerr << "catmaze: " << *problem << "\n";
        return 2;
    }
    // Held until the game has ended, so the X server always has a client (see display_check).
    const catmaze::app::DisplayHold display;
    if (const auto& problem = display.problem()) {
        std::cerr << "catmaze: " << *problem << "\n";
        return 2;
    }
    try {
        catmaze::app::App app(parsed.options);
        return app.run();
    } catch (const std::exception& error) {
        std::cerr << "catmaze: internal error: " << error.what() << "\n";
        return 3;
    }
}
