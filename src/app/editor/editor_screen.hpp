#pragma once
/// \file
/// The in-game level editor screen (E in play): the view of an EditorModel (editor_model.hpp),
/// which makes every decision. It turns window events into the model's input, shows the
/// unsaved-changes prompt as a menu and turns its clicks into answers, and draws the map
/// (editor_map_view.hpp), the obstacle tool, a palette, the bars and the notice from what the
/// model says.
///
/// Files: editor_screen.cpp (opening, input, the prompt's menu), editor_obstacles.cpp (drawing
/// the obstacle tool), editor_draw.cpp (the panel and bars).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "editor/editor_map_view.hpp"
#include "editor/editor_model.hpp"
#include "render/art.hpp"
#include "shell/event_log.hpp"
#include "ui/menu.hpp"

namespace catmaze::app {

/// The editor screen. Input goes in through handle(), time through update(); draw() only reads.
/// Writes `menu` {"name": "unsaved", ...} when it shows the prompt; the model writes the rest.
class EditorScreen {
  public:
    /// An editor drawing with `art` and writing events to `log` (both outlive it). Levels the
    /// player makes or copies are saved in the player's levels folder (playerLevelsDir()).
    EditorScreen(const Art& art, EventLog& log);

    /// Starts editing `level`, read from `sourceFile`, in a window of `windowSize` pixels (see
    /// EditorModel::open).
    void open(Level level, const std::filesystem::path& sourceFile, sf::Vector2f windowSize);
    /// Starts repairing `draft` of `sourceFile`, which does not load (EditorModel::openDraft).
    void openDraft(Level draft, const std::vector<std::string>& fixes,
                   const std::filesystem::path& sourceFile, sf::Vector2f windowSize);
    /// Comes back to the same edit (undo history kept) after playing it.
    void resume(sf::Vector2f windowSize);
    /// Leaving the editor: logs `editor` {"on": false}.
    void close() { model_.close(); }
    /// The window changed size: lays the screen out again.
    void setWindowSize(sf::Vector2f size);
    /// The diagonal rule the live check solves with (the game's setting).
    void setDiagonal(DiagonalMode diagonal) { model_.setDiagonal(diagonal); }

    /// Handles one window event; returns what the App should do.
    EditorIntent handle(const sf::Event& event);
    /// Before the App quits or drops this edit for another level (EditorModel::askFirst).
    bool askFirst();
    /// Advances the model's time, and catches up with changes made to the model directly
    /// (through model()): the map is rebuilt, a prompt asked is shown.
    void update(double seconds);
    /// The window title when it changed since last taken (EditorModel::takeTitle).
    std::optional<std::string> takeTitle() { return model_.takeTitle(); }
    /// Draws the whole screen (map, palette, status, any prompt) in window pixels.
    void draw(sf::RenderTarget& target) const;

    /// The model: what the App asks of the edit. The game may drive it directly (answer its
    /// prompt, askFirst()); the screen follows by the next update().
    EditorModel& model() { return model_; }
    const EditorModel& model() const { return model_; }
    /// The level as edited.
    const Level& level() const { return model_.level(); }
    /// The file this edit stands for (EditorDocument::file).
    const std::filesystem::path& savePath() const { return model_.savePath(); }
    /// True when there are changes not written to a file.
    bool unsaved() const { return model_.unsaved(); }
    /// The window title for this edit.
    std::string windowTitle() const { return model_.windowTitle(); }
    /// True when `playing` is this edit's level or the level it was opened from.
    bool continues(const Level& playing) const { return model_.continues(playing); }
    /// True when the level has no errors.
    bool playable() const { return model_.playable(); }

  private:
    // The notice's text size: it wraps by this font size's widths.
    static constexpr unsigned kNoticeTextSize = 16;

    // editor_screen.cpp
    sf::Vector2f windowSize() const;
    // After the model changed: rebuilds the map when the level did, and shows the prompt as a
    // menu when it was asked.
    void follow();
    void layoutPrompt();
    EditorIntent handlePrompt(const sf::Event& event);

    // editor_obstacles.cpp
    void drawObstacleTool(sf::RenderTarget& target) const;

    // editor_draw.cpp
    void drawTopBar(sf::RenderTarget& target) const;
    void drawPanel(sf::RenderTarget& target) const;
    void drawBottomBar(sf::RenderTarget& target) const;
    void drawNotice(sf::RenderTarget& target) const;

    const Art& art_;
    EventLog& log_;
    EditorModel model_;
    EditorMapView map_;
    std::uint64_t builtRevision_ = 0;  // the model's revision the map was built from
    Menu prompt_;
    int promptAsked_ = 0;  // the model's prompt count the menu was set for
};

}  // namespace catmaze::app
