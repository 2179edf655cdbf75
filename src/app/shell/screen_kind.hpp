#pragma once
/// \file
/// The game's screens by kind, as the play model names them: GameFlow puts up the title, the
/// level in play, the loading note and the error screen; a menu item's Choice opens the menus.
/// The game builds the screen of a kind (App::push); a test records the kinds.

namespace catmaze::app {

/// A kind of screen, named as its `screen` event (screenName).
enum class ScreenKind {
    Title,     ///< "title": the title menu
    Play,      ///< "play": the level in play
    Loading,   ///< "loading": "Loading <name>…" while a level loads (GameFlow::loadingName)
    Error,     ///< "error": a level that did not load, and its errors (GameFlow::errorText)
    Levels,    ///< "levels": the campaign's levels
    Daily,     ///< "daily": the week's daily mazes
    MyLevels,  ///< "my_levels": the player's own levels
    Settings,  ///< "settings"
    Controls,  ///< "controls": the keys of play, rebound (Settings → Controls)
    Quit,      ///< "quit": "Quit CatMaze?"
};

/// The name of the `screen` event of `kind` ("title", "my_levels", ...).
constexpr const char* screenName(ScreenKind kind) {
    switch (kind) {
        case ScreenKind::Title:
            return "title";
        case ScreenKind::Play:
            return "play";
        case ScreenKind::Loading:
            return "loading";
        case ScreenKind::Error:
            return "error";
        case ScreenKind::Levels:
            return "levels";
        case ScreenKind::Daily:
            return "daily";
        case ScreenKind::MyLevels:
            return "my_levels";
        case ScreenKind::Settings:
            return "settings";
        case ScreenKind::Controls:
            return "controls";
        case ScreenKind::Quit:
            return "quit";
    }
    return "?";
}

}  // namespace catmaze::app
