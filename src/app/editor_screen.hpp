#pragma once
/// \file
/// The in-game level editor screen (E in play). It owns a core LevelEditor (the model: paint,
/// strokes, resize, undo/redo), turns window input into model calls, keeps the live validation
/// (the diagnostics of `catmaze-level validate` and whether the level can be won) up to date when
/// the level changes, and draws the level, a palette and a status bar. It never plays the level
/// itself: it returns an intent and the App does.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "art.hpp"
#include "catmaze/diagnostic.hpp"
#include "catmaze/level_editor.hpp"
#include "catmaze/solver.hpp"
#include "event_log.hpp"

namespace catmaze::app {

/// What the App should do after an editor input.
struct EditorIntent {
    enum class Kind {
        None,   ///< nothing: the editor handled it
        Leave,  ///< E or Esc: back to play
        Play,   ///< P: play level() now (it has no errors)
    };
    Kind kind = Kind::None;
};

/// The editor screen. Input goes in through handle(), time through update(); draw() only reads.
/// Writes its own events to the log: `editor`, `view` (where its map is drawn), `edit`, `undo`,
/// `redo`, `resize`, `check`, `saved`, `save_failed`, `new_level`.
class EditorScreen {
  public:
    /// An editor drawing with `art` and writing events to `log` (both outlive it).
    EditorScreen(const Art& art, EventLog& log) : art_(art), log_(log) {}

    /// Starts editing `level`, read from `sourceFile`, in a window of `windowSize` pixels. Saving
    /// writes `sourceFile` when it is a level file (.json); a Tiled (.tmj) or Moving AI (.map)
    /// source is never overwritten: the level goes to a .json file beside it.
    void open(Level level, const std::filesystem::path& sourceFile, sf::Vector2f windowSize);
    /// Comes back to the same edit (undo history kept) after playing it.
    void resume(sf::Vector2f windowSize);
    /// Leaving the editor: logs `editor` {"on": false}.
    void close();
    /// The window changed size: lays the screen out again.
    void setWindowSize(sf::Vector2f size);

    /// Handles one window event; returns what the App should do.
    EditorIntent handle(const sf::Event& event);
    /// Advances the on-screen notice's timer.
    void update(double seconds);
    /// Draws the whole screen (map, palette, status) in window pixels.
    void draw(sf::RenderTarget& target) const;

    /// The level as edited.
    const Level& level() const { return model_->level(); }
    /// Where Ctrl+S writes (also the file the App names the played level after).
    const std::filesystem::path& savePath() const { return savePath_; }
    /// True when `playing` is this edit's level, or the level it was opened from (so the App
    /// resumes this edit rather than starting a new one on a level changed on disk).
    bool continues(const Level& playing) const;
    /// True when the level has no errors (it can be played; it may still be unwinnable).
    bool playable() const { return errorCount_ == 0; }

  private:
    // A clickable thing in the side panel.
    struct Button {
        enum class Action { Tool, Add, Remove, Undo, Redo, Save, Play, New, Leave };
        Action action = Action::Tool;
        int value = 0;  // Tool: palette index; Add/Remove: an Edge
        std::string label;
        std::string text;  // shown on the button (the label when empty)
        sf::FloatRect rect;
    };

    void layout();
    void fitMap();
    void rebuild();
    void check();
    void logEditor();
    void logView();
    void notice(std::string text, bool warning = false);

    EditorIntent press(const Button& button);
    void selectTool(int index);
    void paintAt(Tile t);
    void paintLine(Tile from, Tile to);
    void undo();
    void redo();
    void resize(Edge edge, bool add);
    void save();
    void newLevel();
    void changed();

    std::optional<Tile> tileAt(sf::Vector2f pixel) const;
    std::vector<std::string> statusLines() const;

    const Art& art_;
    EventLog& log_;
    std::optional<LevelEditor> model_;
    std::filesystem::path savePath_;
    std::string openedText_;         // formatLevel of the level as opened, for continues()
    std::string levelSchemaNearby_;  // "$schema" for new levels when the folder has the schema

    // Input state.
    int tool_ = 1;  // palette index (Wall)
    enum class Painting { None, Paint, Erase } painting_ = Painting::None;
    Tile lastPainted_;
    bool strokeChanged_ = false;
    std::optional<Tile> hover_;
    int presetIndex_ = -1;  // Ctrl+N preset of the current new level; -1: not a fresh new level
    int untitledCount_ = 0;
    bool newArmed_ = false;  // Ctrl+N on unsaved work warned once; the next one discards it
    bool wasArmed_ = false;  // newArmed_ as it was before the event being handled

    // Layout (window pixels).
    sf::Vector2f window_{800, 600};
    sf::FloatRect mapArea_;
    sf::FloatRect panel_;
    std::vector<Button> buttons_;
    float zoom_ = 1;
    sf::Vector2f pan_;
    sf::Vector2f origin_;  // window pixel of tile (0,0)'s corner
    float tile_ = 32;      // tile side in window pixels
    sf::Vector2f loggedOrigin_{-1e9f, -1e9f};
    float loggedTile_ = -1;

    // What draw() reads: built when the level changes, in tile units (1 unit = 1 tile).
    sf::VertexArray terrain_{sf::Quads};
    sf::VertexArray objects_{sf::Quads};
    sf::VertexArray cats_{sf::Quads};
    sf::VertexArray grid_{sf::Lines};

    // Live validation, recomputed only when the level changed (after a stroke, not during it).
    std::vector<Diagnostic> diagnostics_;
    int errorCount_ = 0;
    std::optional<Solution> solution_;

    std::string notice_;
    bool noticeWarning_ = false;
    double noticeTimer_ = 0;
};

}  // namespace catmaze::app
