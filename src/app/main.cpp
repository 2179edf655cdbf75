/// \file
/// `catmaze`: the game. Parses the command line, checks that there is a display (SFML aborts
/// without one), and runs the App.

#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "app.hpp"
#include "display_check.hpp"
#include "options.hpp"

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const catmaze::app::OptionsParse parsed = catmaze::app::parseOptions(args);
    if (parsed.error) {
        std::cerr << "catmaze: " << *parsed.error << "\n\n" << catmaze::app::usageText();
        return 2;
    }
    if (parsed.options.help) {
        std::cout << catmaze::app::usageText();
        return 0;
    }
    if (parsed.options.version) {
        std::cout << "catmaze " << CATMAZE_VERSION << "\n";
        return 0;
    }
    if (const auto problem = catmaze::app::displayProblem()) {
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
