// The game's side of the level editor (see editing_flow.hpp): which edit E opens, what leaving
// it plays, the prompt that holds back leaving unsaved changes, and repairing a level.

#include "shell/editing_flow.hpp"

#include <string>
#include <utility>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_repair.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

EditorModel& EditingFlow::startEdit() {
    editor_.emplace(s_.log, s_.myLevels, s_.measures, s_.save);
    editor_->setLevelSchema(s_.levelSchema);
    s_.window.viewEditor(*editor_);
    return *editor_;
}

EditorModel& EditingFlow::beginEditing(float width, float height) {
    const Level* playing = s_.window.levelPlayed();
    // Back from playing the edit (P) or from a look at the game: the same edit, undo history
    // and all; with no level in play (a repair from the error screen) or a prompt to answer,
    // the editor's own. A level reloaded after a change on disk (F5, the watch) gets a fresh
    // edit of the file as read, unless the edit holds unsaved changes: it resumes, and asks.
    const bool sameFile = editor_ && editor_->savePath() == s_.flow.levelFile();
    if (editor_ && (waiting_ || !playing ||
                    (sameFile && (editor_->continues(*playing) || editor_->unsaved())))) {
        const int asked = editor_->prompt().asked();
        editor_->resume(width, height);  // looks at the file on disk: reloads, or asks
        s_.window.followEditor();        // a reload's map; a question asked now (logs `menu`)
        if (editor_->prompt().asked() == asked)
            s_.window.layoutEditorPrompt();  // one asked before, in this window (logs `menu`)
        editor_->logLayout();                // the prompt's `menu` comes before the `editor` event
    } else {
        startEdit().open(*playing, s_.flow.levelFile(), width, height, s_.flow.levelVersion());
        s_.window.followEditor();
    }
    editor_->setDiagonal(s_.settings.diagonal());
    return *editor_;
}

void EditingFlow::leaveEditor(bool play) {
    editor_->close();
    waiting_ = nullptr;
    const Level* playing = s_.window.levelPlayed();
    if (!playing) {  // a repair: play it once it loads, else back to the error
        if (editor_->playable()) {
            s_.flow.play(editor_->level(), editor_->savePath(), std::nullopt, true);
            return;
        }
        s_.notices.notify(tr("The level still has errors"));
        s_.screens.pop();
        return;
    }
    const bool changed = editor_->level() != *playing;
    if ((play || changed) && editor_->playable()) {
        // An edited level is not the campaign's level any more.
        s_.flow.play(editor_->level(), editor_->savePath(),
                     changed ? std::nullopt : s_.flow.campaignIndex(), true);
        return;
    }
    if (changed)
        s_.notices.notify(tr("The edited level has errors; playing the last version that loads"));
    else if (!editor_->unsaved() && editor_->savePath() == s_.flow.levelFile())
        s_.flow.levelFileWritten(editor_->document().fileVersion());  // no reload of the same
    s_.window.forgetPlayView();  // the editor logged its own view; log the game's again
    s_.screens.setTitle("CatMaze \xE2\x80\x94 " + playing->name);
    s_.screens.pop();
}

bool EditingFlow::asksFirst(std::function<void()> then) {
    if (!editor_ || !editor_->unsaved())
        return false;
    waiting_ = std::move(then);
    s_.window.showEditor();
    editor_->askFirst();
    s_.window.followEditor();
    return true;
}

void EditingFlow::proceed() {
    std::function<void()> then = std::move(waiting_);
    waiting_ = nullptr;
    if (!then)
        return;
    // Saved or discarded: nothing is held back any more. `then` quits or replaces the screens,
    // the editor's included, before the next frame.
    editor_->close();
    s_.window.dropEditorView();
    editor_.reset();
    then();
}

void EditingFlow::repairLevel(float width, float height) {
    const std::filesystem::path& file = s_.flow.levelFile();
    if (levelFormatOf(file) != LevelFormat::LevelJson) {
        s_.notices.notify(tr("Only level files (.json) can be repaired in the editor"));
        return;
    }
    const FileText text = readFileCapped(file);
    LevelDraft draft;
    if (text.ok())
        draft = draftLevel(text.text, file.filename().string());
    else
        draft.problem = text.error ? text.error->message : tr("it cannot be read");
    if (!draft.level) {
        // The problem is the core's words for the file (its fields), as the log has them.
        s_.notices.notify(
            fill(tr("Cannot open it in the editor: {problem}"), {{"problem", draft.problem}}));
        return;
    }
    startEdit().openDraft(std::move(*draft.level), draft.fixes, file, width, height);
    s_.window.followEditor();
    editor_->setDiagonal(s_.settings.diagonal());
    s_.window.showEditor();
}

}  // namespace catmaze::app
