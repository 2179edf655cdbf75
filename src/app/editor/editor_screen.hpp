#pragma once
/// \file
/// The in-game level editor screen (E in play). It owns a core LevelEditor (the model: paint,
/// strokes, resize, rename, undo/redo), turns window input into model calls, keeps the live
/// validation up to date (editor_check.hpp), and draws the map (editor_map_view.hpp), a palette
/// and a status bar. It never loses or overwrites work: a shipped campaign level or a converted
/// map is first saved as a new file in the player's levels folder, a new level is unsaved until
/// saved, and anything that would drop unsaved changes asks first (save / discard / cancel). It
/// never plays the level itself: it returns an intent and the App does.
///
/// Files: editor_screen.cpp (opening, layout, saving, the unsaved-changes prompt),
/// editor_input.cpp (keys, clicks and painting), editor_obstacles.cpp (the obstacle tool: drawing
/// polygons, dragging corners, deleting), editor_draw.cpp (the panel and bars).

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/level/level_editor.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "editor/editor_check.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_layout.hpp"
#include "editor/editor_map_view.hpp"
#include "editor/editor_notice.hpp"
#include "editor/map_frame.hpp"
#include "editor/obstacle_tool.hpp"
#include "editor/paint_tool.hpp"
#include "render/art.hpp"
#include "shell/event_log.hpp"
#include "ui/menu.hpp"
#include "ui/text_field.hpp"

namespace catmaze::app {

/// What the App should do after an editor input.
struct EditorIntent {
    enum class Kind {
        None,   ///< nothing: the editor handled it
        Leave,  ///< E or Esc (after the prompt when there were unsaved changes): back to play
        Play,   ///< P: play level() now (it has no errors); the edit stays, unsaved or not
        /// What the App asked for with askFirst() (quitting, another level) may go ahead: the
        /// player saved or discarded the changes.
        Proceed,
    };
    Kind kind = Kind::None;
};

/// The editor screen. Input goes in through handle(), time through update(); draw() only reads.
/// Writes its own events to the log: `editor`, `view` (where its map is drawn), `edit`, `undo`,
/// `redo`, `resize`, `rename`, `obstacle_added`, `corner_moved`, `obstacle_removed`,
/// `obstacle_refused`, `check` (see LiveCheck), `saved`, `save_failed`, `new_level`,
/// `discarded`, and `menu` {"name": "unsaved", ...} when it asks about unsaved changes.
class EditorScreen {
  public:
    /// An editor drawing with `art` and writing events to `log` (both outlive it). Levels the
    /// player makes or copies are saved in the player's levels folder (playerLevelsDir()).
    EditorScreen(const Art& art, EventLog& log);

    /// Starts editing `level`, read from `sourceFile`, in a window of `windowSize` pixels.
    /// Ctrl+S writes `sourceFile` when it is the player's level file (.json); a shipped campaign
    /// level, a Tiled (.tmj) or a Moving AI (.map) map is never overwritten: its first save goes
    /// to a new .json file in the player's levels folder (firstSavePath), and later ones there.
    void open(Level level, const std::filesystem::path& sourceFile, sf::Vector2f windowSize);
    /// Starts repairing `draft`, the level read as far as it goes from `sourceFile`, which does
    /// not load (see draftLevel): `fixes` (what was changed to open it) are shown, and the edit
    /// counts as unsaved until saved (where open() would save it).
    void openDraft(Level draft, const std::vector<std::string>& fixes,
                   const std::filesystem::path& sourceFile, sf::Vector2f windowSize);
    /// Comes back to the same edit (undo history kept) after playing it.
    void resume(sf::Vector2f windowSize);
    /// Leaving the editor: logs `editor` {"on": false}.
    void close();
    /// The window changed size: lays the screen out again.
    void setWindowSize(sf::Vector2f size);
    /// The diagonal rule the live check solves with (the game's setting); checks again when it
    /// changed.
    void setDiagonal(DiagonalMode diagonal);

    /// Handles one window event; returns what the App should do.
    EditorIntent handle(const sf::Event& event);
    /// Before the App quits or drops this edit for another level: with unsaved changes, shows
    /// the save / discard / cancel prompt and returns false (handle() returns Proceed once the
    /// player saved or discarded; Cancel stays in the editor). Without unsaved changes returns
    /// true: go ahead at once.
    bool askFirst();
    /// Advances the notice's timer and collects the live check's verdict when it is ready.
    void update(double seconds);
    /// Draws the whole screen (map, palette, status, any prompt) in window pixels.
    void draw(sf::RenderTarget& target) const;

    /// The level as edited.
    const Level& level() const { return doc_.level(); }
    /// The file this edit stands for: where it was last saved, else the file it was opened from
    /// (for a new level, the untitled-N.json it will be saved as). The App names the played
    /// level after it.
    const std::filesystem::path& savePath() const { return doc_.file(); }
    /// True when there are changes not written to a file (a new level and a repaired draft
    /// always have).
    bool unsaved() const { return doc_.unsaved(); }
    /// The window title for this edit: "CatMaze — Editing NAME", with " *" when unsaved().
    std::string windowTitle() const { return doc_.windowTitle(); }
    /// True when `playing` is this edit's level, or the level it was opened from (so the App
    /// resumes this edit rather than starting a new one on a level changed on disk).
    bool continues(const Level& playing) const { return doc_.continues(playing); }
    /// True when the level has no errors (it can be played; it may still be unwinnable).
    bool playable() const { return check_.errorCount() == 0; }

  private:
    // The notice's text size: it wraps by this font size's widths.
    static constexpr unsigned kNoticeTextSize = 16;

    // editor_screen.cpp
    void started();
    void layout();
    void check();
    void logEditor();
    void logView();
    bool save();
    void newLevel();
    // What happens once the unsaved-changes prompt is answered with Save or Discard.
    enum class Then { NewLevel, Leave, Proceed };
    void ask(Then then);
    EditorIntent handlePrompt(const sf::Event& event);
    void discard();
    void changed();

    // editor_input.cpp
    EditorIntent press(const EditorButton& button);
    EditorIntent handleKey(const sf::Event::KeyEvent& key);
    void handleName(const sf::Event& event);
    void beginRename();
    void selectTool(int index);
    void undo();
    void redo();
    void resize(Edge edge, bool add);
    std::optional<Tile> tileAt(Pointer pixel) const;

    // editor_obstacles.cpp
    bool obstacleTool() const;
    void drawObstacleTool(sf::RenderTarget& target) const;

    // editor_draw.cpp
    void drawTopBar(sf::RenderTarget& target) const;
    void drawPanel(sf::RenderTarget& target) const;
    void drawBottomBar(sf::RenderTarget& target) const;
    void drawNotice(sf::RenderTarget& target) const;

    const Art& art_;
    EventLog& log_;
    EditorNotice notice_;
    EditorDocument doc_;  // the level, its file, and what is saved
    PaintTool paint_;
    ObstacleTool obstacles_;
    DiagonalMode diagonal_ = DiagonalMode::Never;

    // Input state.
    int tool_ = 1;  // palette index (Wall)
    std::optional<Tile> hover_;
    TextField name_;  // the level's name, while it is being edited
    // The unsaved-changes prompt, while it is shown: what happens once it is answered.
    std::optional<Then> pending_;
    Menu prompt_;

    // Layout (window pixels).
    sf::Vector2f window_{800, 600};
    EditorLayout layout_;
    MapFrame frame_;
    EditorMapView map_;
    Pointer loggedOrigin_{-1e9f, -1e9f};
    float loggedTile_ = -1;

    LiveCheck check_;
};

}  // namespace catmaze::app
