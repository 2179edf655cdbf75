// The App's side of GameFlow (ScreenPort): the screens it asks for, built with the shared
// services, and the level in play that the play screen shows.

#include "menus/loading_screen.hpp"
#include "menus/menu_screen.hpp"
#include "play/play_screen.hpp"
#include "shell/app.hpp"

namespace catmaze::app {

void App::push(ScreenKind kind) {
    switch (kind) {
        case ScreenKind::Title:
            screens_.push(std::make_unique<TitleScreen>(context_));
            return;
        case ScreenKind::Play:
            screens_.push(std::make_unique<PlayScreen>(context_, level_));
            return;
        case ScreenKind::Loading:
            screens_.push(std::make_unique<LoadingScreen>(context_, flow_.loadingName(),
                                                          [this] { flow_.cancelLoading(); }));
            return;
        case ScreenKind::Error:
            screens_.push(std::make_unique<ErrorScreen>(context_, flow_.errorText()));
            return;
        case ScreenKind::Levels:
        case ScreenKind::Daily:
        case ScreenKind::MyLevels:
        case ScreenKind::Settings:
        case ScreenKind::Controls:
        case ScreenKind::Quit:
            screens_.push(makeMenuScreen(kind, context_));
            return;
    }
}

void App::playFromStart() {
    level_->restart();
}

void App::startLevel(LevelStart start) {
    retired_ = std::move(level_);
    level_ = std::make_shared<LevelPlay>(context_, std::move(start.session), std::move(start.file),
                                         start.campaignIndex);
    if (start.daily)
        level_->setDaily(*start.daily);
}

}  // namespace catmaze::app
