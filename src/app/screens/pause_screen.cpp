#include "menu_screen.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

void PauseScreen::build() {
    Director& director = context_.director;
    title_ = "Paused";
    add("Resume", [&director](int) { director.screens().pop(); });
    add("Restart", [&director](int) { director.restartLevel(); });
    add("Settings", [this](int) {
        context_.director.screens().push(std::make_unique<SettingsScreen>(context_));
    });
    if (!context_.campaign.levels.empty()) {
        add("Levels", [this](int) {
            context_.director.screens().push(std::make_unique<LevelsScreen>(context_));
        });
    }
    add("Quit", [&director](int) { director.quit(); });
}

void PauseScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
