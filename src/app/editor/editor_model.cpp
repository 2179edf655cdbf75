// The editor model's opening, layout, logging, saving and prompt (editor_model.hpp).

#include "editor/editor_model.hpp"

#include <nlohmann/json.hpp>
#include <utility>

#include "editor/editor_palette.hpp"
#include "shell/event_names.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

}  // namespace

EditorModel::EditorModel(EventLog& log, fs::path playerDir, EditorMeasures measures, SaveLevel save)
    : log_(log),
      helpMeasure_(std::move(measures.help)),
      notice_(log, std::move(measures.notice)),
      document_(std::move(playerDir), log, notice_, keys_, std::move(save)),
      paint_(document_, log),
      obstacles_(document_, log, notice_, keys_),
      patrols_(document_, log, notice_, keys_),
      prompt_(log),
      check_(log) {
    document_.onStart([this] { started(); });
}

// --- opening and layout -----------------------------------------------------------------------

void EditorModel::open(Level level, const fs::path& sourceFile, float width, float height,
                       std::optional<FileVersion> read) {
    layoutFor(width, height);
    document_.open(std::move(level), sourceFile, read);
    logLayout();
}

void EditorModel::openDraft(Level draft, const std::vector<std::string>& fixes,
                            const fs::path& sourceFile, float width, float height) {
    layoutFor(width, height);
    document_.openDraft(std::move(draft), fixes, sourceFile);
    logLayout();
}

void EditorModel::started() {
    // A level (re)started: the document set its file; the tools, the prompt and the view start
    // over, and the level is checked before the document says what happened.
    prompt_.close();
    name_.end();
    hover_.reset();
    cursor_.hide();
    repeat_.releaseAll();
    paint_.reset();
    obstacles_.reset();
    patrols_.reset();
    frame_.resetZoom();
    layoutFor(layout_.width(), layout_.height());
    ++revision_;
    check();
}

void EditorModel::resume(float width, float height) {
    paint_.reset();
    loggedTile_ = -1;  // the play screen logged its own view since
    title_.clear();    // the play screen set its own title since
    layoutFor(width, height);
    if (!prompt_.shown() && document_.lookAtDisk())
        diskChanged();  // changed while the game was shown: not the old copy
}

void EditorModel::resize(float width, float height) {
    layoutFor(width, height);
}

void EditorModel::relayout() {
    layoutFor(layout_.width(), layout_.height());
    if (document_.isOpen())
        logLayout();
}

void EditorModel::close() {
    paint_.stop();
    hover_.reset();
    repeat_.releaseAll();
    name_.end();
    log_.write(event_name::kEditor, Json{{"on", false}, {"file", document_.file().string()}});
}

void EditorModel::setDiagonal(DiagonalMode diagonal) {
    if (diagonal == diagonal_)
        return;
    diagonal_ = diagonal;
    if (document_.isOpen())
        check();
}

void EditorModel::layoutFor(float width, float height) {
    help_ = editorHelp(tool_, keys_, EditorLayout::helpWidth(width),
                       EditorLayout::mostHelpLines(height), helpMeasure_);
    layout_.layout(width, height, help_.lines());
    frame_.setArea(layout_.mapArea());
    notice_.setWidth(frame_.area().width);
    if (document_.isOpen())
        frame_.fit(document_.level().size);
}

void EditorModel::check() {
    check_.start(document_.level(), document_.saveTarget().filename().string(), diagonal_);
}

void EditorModel::logLayout() {
    logEditor();
    logView();
}

void EditorModel::logEditor() {
    const Level& level = document_.level();
    log_.write(event_name::kEditor, Json{{"on", true},
                                         {"file", document_.file().string()},
                                         {"save_to", document_.saveTarget().string()},
                                         {"name", level.name},
                                         {"name_rect", layout_.nameRectJson()},
                                         {"unsaved", document_.unsaved()},
                                         {"width", level.size.width},
                                         {"height", level.size.height},
                                         {"tool", toolLogName(tool_)},
                                         {"obstacles", level.obstacles.size()},
                                         {"patrols", level.patrols.size()},
                                         {"palette", layout_.paletteJson()},
                                         {"buttons", layout_.buttonsJson()}});
}

void EditorModel::logView() {
    const Pointer origin = frame_.origin();
    if (origin.x == loggedOrigin_.x && origin.y == loggedOrigin_.y && frame_.tile() == loggedTile_)
        return;
    loggedOrigin_ = origin;
    loggedTile_ = frame_.tile();
    log_.write(event_name::kView,
               Json{{"origin", {loggedOrigin_.x, loggedOrigin_.y}}, {"tile", loggedTile_}});
}

void EditorModel::update(double seconds) {
    notice_.update(seconds);
    repeatCursor(seconds);
    check_.update();
    // Not in the middle of a question, a stroke, a drag, a round or a name: it waits for their
    // end.
    if (prompt_.shown() || name_.active() || paint_.painting() || obstacles_.drag() ||
        patrols_.drawing())
        return;
    if (document_.pollDisk(seconds))
        diskChanged();
}

std::optional<std::string> EditorModel::takeTitle() {
    // The title shows a star while there are unsaved changes.
    if (!document_.isOpen())
        return std::nullopt;
    std::string title = document_.windowTitle();
    if (title == title_)
        return std::nullopt;
    title_ = title;
    log_.write(event_name::kTitle, Json{{"text", title_}});
    return title;
}

void EditorModel::changed() {
    obstacles_.levelChanged();
    patrols_.levelChanged();
    frame_.fit(document_.level().size);
    ++revision_;
    check();
    logView();
}

// --- saving -----------------------------------------------------------------------------------

bool EditorModel::save(AfterPrompt then, bool overwrite) {
    switch (document_.save(check_.errorCount(), check_.cannotBeWon(), overwrite)) {
        case SaveOutcome::Saved:
            logEditor();
            return true;
        case SaveOutcome::NothingToSave:
            return true;
        case SaveOutcome::ChangedOnDisk:
            // Someone else's change would be lost: the player says which copy wins.
            ask(PromptQuestion::SaveOverChange, then);
            return false;
        case SaveOutcome::Failed:
            return false;
    }
    return false;
}

void EditorModel::newLevel() {
    if (document_.newLevel() == NewOutcome::NeedsPrompt) {
        ask(PromptQuestion::Unsaved, AfterPrompt::NewLevel);
        return;
    }
    logLayout();
}

// --- the unsaved-changes prompt ---------------------------------------------------------------

bool EditorModel::askFirst() {
    if (!document_.unsaved())
        return true;
    ask(PromptQuestion::Unsaved, AfterPrompt::Proceed);
    return false;
}

void EditorModel::ask(PromptQuestion question, AfterPrompt then) {
    paint_.stop();
    name_.end();
    prompt_.ask(question, then, document_.promptLabel());
}

EditorIntent EditorModel::answer(PromptAnswer answer) {
    const PromptQuestion question = prompt_.question();
    const std::optional<AfterPrompt> then = prompt_.answer(answer);
    if (!then)
        return {};  // Cancel: stay
    switch (answer) {
        case PromptAnswer::Save:
        case PromptAnswer::Overwrite:
            if (!save(*then, answer == PromptAnswer::Overwrite))
                return {};  // stay: a failed save's notice says why, or the prompt asks again
            break;
        case PromptAnswer::Discard:
            discard();
            break;
        case PromptAnswer::Reload:
            if (!reload(question != PromptQuestion::ReloadUnsaved))
                return {};  // it does not load: the edit stays, the notice says why
            break;
        case PromptAnswer::KeepMine:
            document_.keepMine();
            break;
        case PromptAnswer::CompareLater:  // the next save asks (SaveOverChange)
        case PromptAnswer::Cancel:
            break;
    }
    return carryOut(*then);
}

EditorIntent EditorModel::carryOut(AfterPrompt then) {
    switch (then) {
        case AfterPrompt::Stay:
            return {};
        case AfterPrompt::NewLevel:
            newLevel();
            return {};
        case AfterPrompt::Leave:
            return {EditorIntent::Kind::Leave};
        case AfterPrompt::Proceed:
            return {EditorIntent::Kind::Proceed};
    }
    return {};
}

void EditorModel::discard() {
    document_.discard();
    logLayout();
}

// --- the file on disk -------------------------------------------------------------------------

bool EditorModel::reload(bool changedOnDisk) {
    if (!document_.reload(changedOnDisk))
        return false;
    logLayout();
    return true;
}

void EditorModel::reloadKey() {
    const fs::path& file = document_.file();
    if (document_.fresh() || file.empty()) {
        notice_.show(document_.fresh() ? tr("This new level has no file to reload yet")
                                       : tr("This level has no file to reload"),
                     true);
        return;
    }
    if (document_.unsaved()) {
        ask(PromptQuestion::ReloadUnsaved, AfterPrompt::Stay);
        return;
    }
    reload(false);
}

void EditorModel::diskChanged() {
    // Tiled's rule: nothing of the player's is lost without asking.
    if (!document_.unsaved()) {
        reload(true);
        return;
    }
    ask(PromptQuestion::ChangedOnDisk, AfterPrompt::Stay);
}

}  // namespace catmaze::app
