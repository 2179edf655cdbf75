#pragma once
/// \file
/// The game's side of the level editor, without SFML: which edit E opens (the same one, undo
/// history and all, when it continues the level in play; else a new one), what leaving it plays
/// (a changed level is no longer the campaign's; one with errors leaves the last version that
/// loads in play), the editor's say before its unsaved changes are left (EditorGate: quitting,
/// another level, the title wait for its prompt), and repairing a level that does not load (a
/// draft of it opens in the editor). It owns the EditorModel; the window's side shows it
/// (EditorWindow) and a unit test drives it with a recording.

#include <filesystem>
#include <functional>
#include <optional>

#include "catmaze/level/level.hpp"
#include "editor/editor_document.hpp"
#include "editor/editor_model.hpp"
#include "shell/editor_gate.hpp"
#include "shell/event_log.hpp"
#include "shell/game_flow.hpp"
#include "shell/game_settings.hpp"
#include "shell/screen_port.hpp"
#include "ui/notice_sink.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// What EditingFlow asks of the window's side besides ScreenPort: the editor's view and screen,
/// and the level in play as loaded. The game implements it over its screens; a test records it.
class EditorWindow {
  public:
    virtual ~EditorWindow() = default;
    /// A new edit is on `model` (the edit before is gone): the editor's view is now of it.
    virtual void viewEditor(EditorModel& model) = 0;
    /// The edit is gone (saved or discarded before what waited went ahead): no view of it.
    virtual void dropEditorView() = 0;
    /// The model changed outside the view's own input (opened, asked): the view catches up now
    /// (a prompt asked is laid out, and logs `menu`).
    virtual void followEditor() = 0;
    /// Lays the prompt shown out again and logs its `menu` (nothing without one).
    virtual void layoutEditorPrompt() = 0;
    /// Puts the editor's screen on top, unless it is there already; once shown, it asks
    /// EditingFlow::beginEditing for its edit.
    virtual void showEditor() = 0;
    /// The level in play, as it was loaded (null with none: the error screen).
    virtual const Level* levelPlayed() const = 0;
    /// Back to the play screen from the editor, which logged its own view: the level's view is
    /// logged again.
    virtual void forgetPlayView() = 0;
};

/// What EditingFlow works with; all of it outlives the flow.
struct EditingServices {
    ScreenPort& screens;             ///< the screens (pop, title) and the level in play
    EditorWindow& window;            ///< the editor's view and screen
    GameFlow& flow;                  ///< plays the edit; knows the level file last loaded
    GameSettings& settings;          ///< the diagonal mode the live check solves with
    EventLog& log;                   ///< the event log
    NoticeSink& notices;             ///< the notice line
    std::filesystem::path myLevels;  ///< the player's own levels folder (new levels, copies)
    EditorMeasures measures;         ///< the editor's fonts' widths (its notice, its help)
    /// The level schema beside the campaign, which new levels point at ("" for none).
    std::filesystem::path levelSchema = {};
    SaveLevel save = saveLevelFile;  ///< writes a level file
};

/// The edit kept between visits to the editor, and the game-wide decisions about it. Not
/// thread-safe: the game's thread calls it.
class EditingFlow : public EditorGate {
  public:
    /// A flow with no edit yet, over `services`.
    explicit EditingFlow(EditingServices services) : s_(std::move(services)) {}
    // What it holds back for the prompt refers to it, and the view refers to its model.
    EditingFlow(const EditingFlow&) = delete;
    EditingFlow& operator=(const EditingFlow&) = delete;

    /// The editor's screen was shown, in a window of `width` x `height` pixels: resumes the edit
    /// (undo history kept) when there is one and it waits on its prompt, or nothing is in play
    /// (a repair), or it stands for the level file in play and continues its level or holds
    /// unsaved changes (the editor then looks at the file on disk: a change reloads it, or asks
    /// with unsaved changes); else starts a new edit of the level in play as read from its file
    /// (GameFlow::levelVersion; there must be a level in play then). The live check gets the game's
    /// diagonal mode. Returns the edit.
    EditorModel& beginEditing(float width, float height);
    /// Leaves the editor (E or Esc; `play`: P). A repair plays once it loads, else goes back to
    /// the error screen ("The level still has errors"). Otherwise the edit plays when `play` or
    /// when it changed, and it loads (a changed level drops its campaign index: it is not the
    /// campaign's level any more); a change with errors keeps the last version that loads in
    /// play and says so; the play screen comes back (an unchanged level the editor saved to the
    /// level file is not reloaded by the game's watch for that save: GameFlow::levelFileWritten).
    void leaveEditor(bool play);
    /// The player saved or discarded the changes: what waited for the prompt goes ahead and the
    /// edit is dropped (nothing without anything waiting).
    void proceed();
    /// Opens a draft of the level file that did not load (GameFlow::levelFile) in the editor,
    /// read as far as it goes, in a window of `width` x `height`; says why on the notice line
    /// when it is not a level file (.json) or cannot be read as one.
    void repairLevel(float width, float height);

    /// EditorGate: with unsaved changes, shows the editor with its prompt and keeps `then`.
    bool asksFirst(std::function<void()> then) override;
    /// EditorGate: true when the edit stands for `file`.
    bool edits(const std::filesystem::path& file) const override {
        return editor_ && file == editor_->savePath();
    }

    /// The edit, if any (kept after leaving the editor, so E resumes it).
    EditorModel* editor() { return editor_ ? &*editor_ : nullptr; }
    const EditorModel* editor() const { return editor_ ? &*editor_ : nullptr; }
    /// True while something waits for the editor's prompt.
    bool waiting() const { return static_cast<bool>(waiting_); }

  private:
    EditorModel& startEdit();

    EditingServices s_;
    std::optional<EditorModel> editor_;
    std::function<void()> waiting_;  // what the prompt holds back, until proceed()
};

}  // namespace catmaze::app
