#pragma once
/// \file
/// The level editor's decisions, without SFML: what each click, drag and key does, when the
/// level is checked again, what is saved where, when the unsaved-changes prompt is asked and what
/// its answer leads to, what a change of the file on disk does (reloaded when nothing is
/// unsaved, else the prompt asks), the notice, and the window title. It owns the document
/// (editor_document.hpp), the tools (paint_tool.hpp, obstacle_tool.hpp, patrol_tool.hpp), the
/// prompt (unsaved_prompt.hpp), the live check (editor_check.hpp), the layout (editor_layout.hpp),
/// the map's frame (map_frame.hpp) and the name being typed (ui/text_entry.hpp). The editor screen
/// turns window events into InputEvent, draws what this says, and shows the prompt as a menu; a
/// unit test drives it with hand-made events. It never plays the level itself: it returns an
/// intent, and the game does.
///
/// Files: editor_model.cpp (opening, layout, logging, saving, the prompt), editor_model_input.cpp
/// (clicks, keys, painting, the name), editor_model_keys.cpp (the key table's commands and the
/// tile cursor: the whole editor from the keyboard).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/level/level.hpp"
#include "catmaze/level/level_writer.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "editor/editor_check.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_help.hpp"
#include "editor/editor_keys.hpp"
#include "editor/editor_layout.hpp"
#include "editor/editor_notice.hpp"
#include "editor/input_event.hpp"
#include "editor/map_frame.hpp"
#include "editor/obstacle_tool.hpp"
#include "editor/paint_tool.hpp"
#include "editor/patrol_tool.hpp"
#include "editor/unsaved_prompt.hpp"
#include "play/key_repeat.hpp"
#include "play/tile_cursor.hpp"
#include "shell/event_log.hpp"
#include "ui/text_entry.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// What the game should do after an editor input.
struct EditorIntent {
    enum class Kind {
        None,   ///< nothing: the editor handled it
        Leave,  ///< E or Esc (after the prompt when there were unsaved changes): back to play
        Play,   ///< P: play level() now (it has no errors); the edit stays, unsaved or not
        /// What the game asked for with askFirst() (quitting, another level) may go ahead: the
        /// player saved or discarded the changes.
        Proceed,
    };
    Kind kind = Kind::None;
};

/// How the editor's texts are measured (their fonts' widths), for the model to wrap them.
struct EditorMeasures {
    TextWidth notice;  ///< the notice's font
    TextWidth help;    ///< the bottom bar's help font, at EditorLayout::kHelpTextSize
};

/// The editor. Input goes in through handle() and answer(), time through update(); the rest
/// only reads. Writes its events to the log: `editor`, `view` (where its map is drawn), `tool`,
/// `edit`, `undo`, `redo`, `resize`, `name_edit`, `rename`, `level_rule` (G: the level's own
/// diagonal mode: the player's setting, on, off), `notice`, `title`, the obstacle and patrol
/// tools' (`patrol_removed` {"painted": true} too when painting over a dog drops its patrol), the
/// check's (LiveCheck), the document's (`saved`, `save_failed`, `new_level`, `discarded`, `draft`,
/// `reloaded`, `reload_failed`) and `prompt`. The prompt's `menu` event is the screen's, which lays
/// the menu out. Not shared between threads; not copied (its parts refer to each other).
class EditorModel {
  public:
    /// An editor writing to `log` (which outlives it), saving the player's own levels in
    /// `playerDir` with `save`, wrapping its notice and its help by `measures`.
    EditorModel(EventLog& log, std::filesystem::path playerDir, EditorMeasures measures,
                SaveLevel save = saveLevelFile);
    EditorModel(const EditorModel&) = delete;
    EditorModel& operator=(const EditorModel&) = delete;

    /// Starts editing `level`, read from `sourceFile` at version `read` (see
    /// EditorDocument::open), in a window of `width` x `height` pixels; logs `editor` and `view`.
    void open(Level level, const std::filesystem::path& sourceFile, float width, float height,
              std::optional<FileVersion> read = std::nullopt);
    /// Starts repairing `draft` of `sourceFile`, which does not load (EditorDocument::openDraft);
    /// logs `editor` and `view`.
    void openDraft(Level draft, const std::vector<std::string>& fixes,
                   const std::filesystem::path& sourceFile, float width, float height);
    /// Comes back to the same edit (undo history kept) after playing it, in a window of `width`
    /// x `height`. Lays out but logs nothing yet: the screen lays out a prompt shown, then calls
    /// logLayout(). The title is set again (takeTitle()). The file is looked at at once: changed
    /// on disk meanwhile, it is reloaded, or with unsaved changes the prompt asks (see update()).
    void resume(float width, float height);
    /// The window is now `width` x `height` pixels: lays out (logs nothing; see resume()).
    void resize(float width, float height);
    /// The words shown changed (the player's language): the help is made again and, with a
    /// level open, the editor laid out for its lines and logged (logLayout()).
    void relayout();
    /// Logs `editor` (the layout, the file, the tool) and `view` (when the map moved).
    void logLayout();
    /// Leaving the editor: ends a stroke or a name being typed; logs `editor` {"on": false}.
    void close();
    /// The diagonal rule the live check solves with (the game's setting; a level with its own
    /// rule is checked under that one); checks again when it
    /// changed.
    void setDiagonal(DiagonalMode diagonal);
    /// The schema new levels (Ctrl+N) point at, the campaign's (EditorDocument::setLevelSchema).
    void setLevelSchema(std::filesystem::path schema) {
        document_.setLevelSchema(std::move(schema));
    }

    /// Handles one input; returns what the game should do. F5 reads the file again from disk
    /// (asking first with unsaved changes; a level with no file says so). Ctrl+S writes the
    /// level, unless nothing changed ("Nothing to save") or the file changed on disk since it
    /// was read (the prompt asks first: overwrite / reload theirs / cancel). While the prompt is
    /// shown only Ctrl+S (Save), F5 (Reload) and Esc (the page's escape) count, when the
    /// question offers them; the rest of its answers come through answer().
    EditorIntent handle(const InputEvent& input);
    /// Answers the prompt shown: Save writes (a failed save stays in the editor, its notice says
    /// why; a file changed on disk asks first), Overwrite writes over the change on disk,
    /// Discard goes back to the last saved state, Reload reads the file again (one that does
    /// not load keeps the edit and stays), Keep mine keeps the edit and lets a later save
    /// overwrite, Compare later keeps it and a later save asks, Cancel stays; then what waited
    /// goes ahead. Returns what the game should do.
    EditorIntent answer(PromptAnswer answer);
    /// Before the game quits or drops this edit for another level: with unsaved changes, asks
    /// the prompt and returns false (answer() returns Proceed once the player saved or
    /// discarded; Cancel stays in the editor). Without unsaved changes returns true: go ahead.
    bool askFirst();
    /// Lets `seconds` pass for the notice, collects the live check's verdict when ready, and
    /// watches the file (every FileWatch::kPollSeconds, not while the prompt is shown or a
    /// stroke, drag or name is under way): a change of its bytes on disk reloads it when nothing
    /// is unsaved (the notice says so), else asks (reload and lose mine / keep mine / compare
    /// later).
    void update(double seconds);
    /// The window title when it changed since last taken (logs `title` {"text"}), else nullopt.
    std::optional<std::string> takeTitle();

    /// The level as edited.
    const Level& level() const { return document_.level(); }
    /// The file this edit stands for (EditorDocument::file).
    const std::filesystem::path& savePath() const { return document_.file(); }
    /// True when there are changes not written to a file.
    bool unsaved() const { return document_.unsaved(); }
    /// The window title for this edit: "CatMaze — Editing NAME", with " *" when unsaved().
    std::string windowTitle() const { return document_.windowTitle(); }
    /// True when `playing` is this edit's level or the level it was opened from.
    bool continues(const Level& playing) const { return document_.continues(playing); }
    /// True when the level has no errors (it can be played; it may still be unwinnable).
    bool playable() const { return check_.errorCount() == 0; }

    /// The level's file and saved state (what the top bar says).
    const EditorDocument& document() const { return document_; }
    /// Where the bars, the panel's buttons and the map lie.
    const EditorLayout& layout() const { return layout_; }
    /// The bottom bar's help for the tool chosen, on the lines the layout gave it.
    const EditorHelp& help() const { return help_; }
    /// Where the map is drawn and at what zoom.
    const MapFrame& frame() const { return frame_; }
    /// The notice over the map.
    const EditorNotice& notice() const { return notice_; }
    /// The live check (the status bar's verdict and diagnostics).
    const LiveCheck& check() const { return check_; }
    /// The paint tool (erasing draws a red ghost).
    const PaintTool& paint() const { return paint_; }
    /// The obstacle tool's outline, selection, drag and pointer.
    const ObstacleTool& obstacles() const { return obstacles_; }
    /// The patrol tool's round being drawn.
    const PatrolTool& patrols() const { return patrols_; }
    /// The unsaved-changes prompt, while shown.
    const UnsavedPrompt& prompt() const { return prompt_; }
    /// The level's name while it is typed.
    const TextEntry& name() const { return name_; }
    /// The tool chosen: a palette index, kObstacleTool or kPatrolTool.
    int tool() const { return tool_; }
    /// True when the obstacle tool is chosen.
    bool obstacleTool() const;
    /// True when the patrol tool is chosen.
    bool patrolTool() const;
    /// True when the tool chosen paints tiles (a palette entry).
    bool paintTool() const { return !obstacleTool() && !patrolTool(); }
    /// The tile under the pointer, if any.
    std::optional<Tile> hover() const { return hover_; }
    /// The keyboard's tile cursor while it is shown (IJKL show and move it, the mouse moving
    /// hides it): Enter or Space uses the tool there as a click would.
    std::optional<Tile> cursor() const { return cursor_.tile(); }
    /// What the editor's keys ask for (the bottom bar's help line is made from it).
    const EditorKeyTable& keys() const { return keys_; }
    /// The editor's keys are `keys` from the next key on (the player's, from the settings:
    /// play/key_bindings.hpp); a cursor key held lets go; the help says the new keys (the map
    /// is laid out again for its lines).
    void setKeys(EditorKeyTable keys);
    /// Grows each time the level may have changed: the screen rebuilds its map when it did.
    std::uint64_t revision() const { return revision_; }

  private:
    // editor_model.cpp
    void started();
    void layoutFor(float width, float height);
    void check();
    void logEditor();
    void logView();
    bool save(AfterPrompt then = AfterPrompt::Stay, bool overwrite = false);
    void newLevel();
    void ask(PromptQuestion question, AfterPrompt then);
    void discard();
    bool reload(bool changedOnDisk);
    void reloadKey();
    void diskChanged();
    EditorIntent carryOut(AfterPrompt then);
    void changed();

    // editor_model_input.cpp
    EditorIntent pointerPressed(const ButtonPressed& press);
    void pointerMoved(const PointerMoved& move);
    void pointerReleased();
    EditorIntent keyPressed(KeyPress key);
    EditorIntent press(const EditorButton& button);
    void nameInput(const InputEvent& input);
    void beginRename();
    void cycleDiagonal();
    void selectTool(int index);
    void paintedOver(std::size_t patrolsBefore);
    void undo();
    void redo();
    void resize(Edge edge, bool add);

    // editor_model_keys.cpp
    EditorIntent run(EditorCommand command);
    void pan(Edge edge);
    void moveCursor(Offset direction);
    EditorIntent useToolAtCursor();
    void keyReleased(const InputEvent& input);
    void repeatCursor(double seconds);

    EventLog& log_;
    TextWidth helpMeasure_;
    EditorLayout layout_;
    EditorHelp help_;
    MapFrame frame_;
    EditorNotice notice_;
    EditorDocument document_;
    PaintTool paint_;
    ObstacleTool obstacles_;
    PatrolTool patrols_;
    UnsavedPrompt prompt_;
    LiveCheck check_;
    TextEntry name_;  // the level's name, while it is being edited
    DiagonalMode diagonal_ = DiagonalMode::Never;
    int tool_ = 1;  // palette index (Wall)
    std::optional<Tile> hover_;
    EditorKeyTable keys_ = editorKeys();
    TileCursor cursor_;
    CommandRepeat<EditorCommand> repeat_;  // a held cursor key
    std::uint64_t revision_ = 0;
    Pointer loggedOrigin_{-1e9f, -1e9f};
    float loggedTile_ = -1;
    std::string title_;  // the title last taken
};

}  // namespace catmaze::app
