#pragma once
/// \file
/// The level being edited as a document: the file it stands for, where Ctrl+S writes it, whether
/// there are unsaved changes, and the last saved state that Discard goes back to. It never loses
/// or overwrites work: a shipped campaign level or a converted map is first saved as a new file
/// in the player's levels folder, a new level is unsaved until saved, and a level with no file
/// (the daily maze) is saved as a new one. It watches its file on disk (FileWatch): a save never
/// writes over a change it did not read without asking, a save with nothing changed writes
/// nothing, and the file can be read again (F5, or a change on disk). Plain (no SFML): the folder
/// and the writer are injected, so the unit tests save into a temp folder and can fail a save on
/// purpose.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/level/level.hpp"
#include "catmaze/level/level_editor.hpp"
#include "editor/editor_keys.hpp"
#include "editor/editor_notice.hpp"
#include "shell/event_log.hpp"
#include "workers/file_watch.hpp"

namespace catmaze::app {

/// Writes `level` to `file`; returns why it could not, or nullopt (saveLevelFile's contract).
using SaveLevel = std::function<std::optional<std::string>(const std::filesystem::path& file,
                                                           const Level& level)>;

/// What Ctrl+N did.
enum class NewOutcome {
    Created,      ///< a new level is being edited
    NeedsPrompt,  ///< there are unsaved changes: ask first, then call newLevel() again
};

/// What Ctrl+S did.
enum class SaveOutcome {
    Saved,          ///< written
    NothingToSave,  ///< no changes to a file of its own: nothing written (the notice says so)
    ChangedOnDisk,  ///< the file changed on disk since it was read: nothing written, ask first
    Failed,         ///< could not be written (the notice says why)
};

/// One edit of one level at a time. Writes `draft`, `saved`, `save_failed`, `new_level` and
/// `discarded` to the log, and its notices through the EditorNotice. Not shared between threads.
class EditorDocument {
  public:
    /// A document saving the levels the player makes or copies in `playerDir` with `save`,
    /// writing to `log` and `notice`, naming the keys of `keys` in its notices (all three
    /// outlive it).
    EditorDocument(std::filesystem::path playerDir, EventLog& log, EditorNotice& notice,
                   const EditorKeyTable& keys, SaveLevel save);

    /// Called each time the document starts editing a level (opened, repaired, new, discarded),
    /// after its file and state are set and before it says so: the editor resets its tools and
    /// checks the level there, so the events keep their order.
    void onStart(std::function<void()> started) { started_ = std::move(started); }

    /// Starts editing `level`, read from `sourceFile` (empty: a level with no file, such as the
    /// daily maze). Ctrl+S writes `sourceFile` when it is the player's level file (.json); a
    /// shipped campaign level, a Tiled (.tmj) or a Moving AI (.map) map is never overwritten:
    /// the notice says where its first save goes (firstSavePath), and later ones go there too.
    /// `read` is the file's version the level was read at (nothing: as on disk now); the file
    /// is watched against it.
    void open(Level level, const std::filesystem::path& sourceFile,
              std::optional<FileVersion> read = std::nullopt);
    /// Starts repairing `draft`, the level read as far as it goes from `sourceFile`, which does
    /// not load: the notice names the first of `fixes` (what was changed to open it), the log
    /// gets `draft` {"file", "fixes"}, and the edit counts as unsaved until saved.
    void openDraft(Level draft, const std::vector<std::string>& fixes,
                   const std::filesystem::path& sourceFile);

    /// Where Ctrl+S writes: the file last saved; else a new untitled-N.json in the player's
    /// folder for a new level or one with no file; else firstSavePath of the file opened.
    std::filesystem::path saveTarget() const;
    /// Writes the level to saveTarget(). `errors` and `cannotBeWon` are the live check's (a
    /// level is saved even with errors, so no work is lost; the notice says so). With no unsaved
    /// changes to the file it stands for, writes nothing (NothingToSave: "Nothing to save").
    /// When saveTarget() is the file read and its bytes changed on disk since, writes nothing
    /// and returns ChangedOnDisk, unless `overwrite` (the player said so). On success logs
    /// `saved` {"file", "errors"} after the notice; on failure the notice and `save_failed`
    /// {"file", "message"} say why and the edit stays unsaved.
    SaveOutcome save(int errors, bool cannotBeWon, bool overwrite = false);
    /// Reads file() again (F5, or `changedOnDisk`: the watch saw it change) and edits it from
    /// scratch, the changes and undo history dropped; the notice says so and `reloaded` {"file",
    /// "changed_on_disk"} is logged. A file that does not load (any more) leaves the edit as it
    /// was: the notice gives the first error, `reload_failed` {"file", "message"} is logged, and
    /// it returns false.
    bool reload(bool changedOnDisk);
    /// Lets `seconds` pass for the watch on file(): true once for each change of its bytes on
    /// disk (FileWatch::poll).
    bool pollDisk(double seconds) { return watch_.poll(seconds); }
    /// Looks at file() now: true when its bytes changed since the last look and are not the
    /// version read (FileWatch::lookNow).
    bool lookAtDisk() { return watch_.lookNow(); }
    /// The version of file() the edit was read at or last written (or kept over).
    const FileVersion& fileVersion() const { return watch_.read(); }
    /// The player keeps the editor's copy over the change on disk: a later save writes over it
    /// without asking.
    void keepMine() { watch_.acceptSeen(); }
    /// Ctrl+N: a new 16 x 12 level named after the file it will be saved as ("Untitled 3" for
    /// untitled-3.json), unsaved; again on an untouched new level, the next preset size (24 x 16,
    /// 40 x 30, then 16 x 12 again). Logs `new_level` {"file", "saved": false, "width",
    /// "height"}. With unsaved changes it does nothing and returns NeedsPrompt.
    NewOutcome newLevel();
    /// The schema new levels point at: their "$schema" is schemaReference(their file,
    /// `schema`) when the player's levels folder holds no level.schema.json of its own (which
    /// wins: "./level.schema.json"), and none when neither exists.
    void setLevelSchema(std::filesystem::path schema) { levelSchema_ = std::move(schema); }
    /// Drops the changes: back to the last saved state (the level as opened, or as last
    /// written); logs `discarded` {"file"}.
    void discard();
    /// The level was changed by hand: Ctrl+N no longer cycles its size.
    void touched() { presetIndex_ = -1; }

    /// True once a level is being edited.
    bool isOpen() const { return edit_.has_value(); }
    /// The edit (paint, undo, ...). Only when isOpen().
    LevelEditor& edit() { return *edit_; }
    const LevelEditor& edit() const { return *edit_; }
    /// The level as edited. Only when isOpen().
    const Level& level() const { return edit_->level(); }
    /// The file this edit stands for: where it was last saved, else the file it was opened from
    /// (for a new level, the untitled-N.json it will be saved as).
    const std::filesystem::path& file() const { return file_; }
    /// True for a new level never saved.
    bool fresh() const { return fresh_; }
    /// True when there are changes not written to a file (a new level and a repaired draft
    /// always have).
    bool unsaved() const { return fresh_ || draft_ || edit_->dirty(); }
    /// The window title for this edit: "CatMaze — Editing NAME", with " *" when unsaved().
    std::string windowTitle() const;
    /// How the unsaved-changes prompt names this edit: the file's name, or "this new level".
    std::string promptLabel() const;
    /// True when `playing` is this edit's level, or the level it was opened from (so the game
    /// resumes this edit rather than starting a new one on a level changed on disk).
    bool continues(const Level& playing) const;

  private:
    // The last saved state, which Discard goes back to.
    struct Baseline {
        Level level;
        std::filesystem::path file;
        bool fresh = false;
        bool draft = false;
        bool saved = false;
    };
    void start(const Baseline& from);
    // The "$schema" of a new level to be saved as `file` (setLevelSchema).
    std::string newLevelSchema(const std::filesystem::path& file) const;

    std::filesystem::path playerDir_;
    std::filesystem::path levelSchema_;  // the campaign's schema (setLevelSchema)
    EventLog& log_;
    EditorNotice& notice_;
    const EditorKeyTable& keys_;
    SaveLevel save_;
    std::function<void()> started_;
    std::optional<LevelEditor> edit_;
    Level opened_;  // the level as opened, for continues()
    std::filesystem::path file_;
    FileWatch watch_;     // file_ on disk, against the version read or last written
    bool fresh_ = false;  // a new level, never saved
    bool draft_ = false;  // a repaired draft of a file that does not load, not saved yet
    bool saved_ = false;  // written by this editor at least once (later saves go to file_)
    Baseline baseline_;
    int presetIndex_ = -1;  // Ctrl+N preset of the current new level; -1: not an untouched one
};

}  // namespace catmaze::app
