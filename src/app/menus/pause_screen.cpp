#include "menus/menu_screen.hpp"
#include "shell/screen_stack.hpp"

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
    add("Title", [&director](int) { director.showTitle(); });
    // A mis-click on Quit would end the run: ask first.
    add("Quit",
        [this](int) { context_.director.screens().push(std::make_unique<QuitScreen>(context_)); });
}

void PauseScreen::back() {
    context_.director.screens().pop();
}

void QuitScreen::build() {
    Director& director = context_.director;
    title_ = "Quit CatMaze?";
    subtitle_ = "The level in play ends; won levels are kept";
    add("Quit", [&director](int) { director.quit(); });
    add("Cancel", [this](int) { back(); });
}

void QuitScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
