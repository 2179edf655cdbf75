#include "editor/editor_screen.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_writer.hpp"
#include "catmaze/level/save_location.hpp"
#include "editor/editor_palette.hpp"
#include "render/font_text.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr double kNoticeSeconds = 3.5;

/// Ctrl+N cycles through these sizes.
constexpr GridSize kNewLevelPresets[] = {{16, 12}, {24, 16}, {40, 30}};
constexpr int kPresetCount = static_cast<int>(std::size(kNewLevelPresets));

}  // namespace

EditorScreen::EditorScreen(const Art& art, EventLog& log)
    : art_(art), log_(log), playerDir_(playerLevelsDir()), check_(log) {}

// --- opening and layout -----------------------------------------------------------------------

void EditorScreen::open(Level level, const fs::path& sourceFile, sf::Vector2f windowSize) {
    opened_ = level;
    window_ = windowSize;
    baseline_ = {std::move(level), sourceFile, false, false, false};
    start(baseline_);
    const fs::path target = saveTarget();
    if (!sourceFile.empty() && target != sourceFile) {
        const bool shipped = levelFormatOf(sourceFile) == LevelFormat::LevelJson;
        notice(std::string(shipped
                               ? "A campaign level is never overwritten"
                               : sourceFile.extension().string() + " files are never overwritten") +
               ": Ctrl+S saves it as " + target.string());
    }
    logEditor();
    logView();
}

void EditorScreen::openDraft(Level draft, const std::vector<std::string>& fixes,
                             const fs::path& sourceFile, sf::Vector2f windowSize) {
    opened_ = draft;
    window_ = windowSize;
    baseline_ = {std::move(draft), sourceFile, false, true, false};
    start(baseline_);
    std::string text = "Opened " + sourceFile.filename().string() + " to repair it";
    if (!fixes.empty())
        text += ": " + fixes.front() + (fixes.size() > 1 ? " (and more, see the log)" : "");
    notice(text + "; Ctrl+S saves it as " + saveTarget().filename().string(), true);
    log_.write(event_name::kDraft, Json{{"file", sourceFile.string()}, {"fixes", fixes}});
    logEditor();
    logView();
}

void EditorScreen::start(const Baseline& from) {
    model_.emplace(from.level);
    file_ = from.file;
    fresh_ = from.fresh;
    draft_ = from.draft;
    saved_ = from.saved;
    presetIndex_ = -1;
    pending_.reset();
    name_.end();
    hover_.reset();
    painting_ = Painting::None;
    resetObstacleTool();
    frame_.resetZoom();
    layout();
    map_.rebuild(model_->level());
    check();
}

void EditorScreen::resume(sf::Vector2f windowSize) {
    window_ = windowSize;
    painting_ = Painting::None;
    loggedTile_ = -1;  // the play screen logged its own view since
    layout();
    logEditor();
    logView();
}

bool EditorScreen::continues(const Level& playing) const {
    return playing == opened_ || playing == model_->level();
}

void EditorScreen::close() {
    if (model_)
        model_->endStroke();
    painting_ = Painting::None;
    hover_.reset();
    name_.end();
    log_.write(event_name::kEditor, Json{{"on", false}, {"file", file_.string()}});
}

void EditorScreen::setWindowSize(sf::Vector2f size) {
    window_ = size;
    layout();
    logEditor();
    logView();
}

void EditorScreen::setDiagonal(DiagonalMode diagonal) {
    if (diagonal == diagonal_)
        return;
    diagonal_ = diagonal;
    if (model_)
        check();
}

std::string EditorScreen::windowTitle() const {
    return "CatMaze \xE2\x80\x94 Editing " + model_->level().name + (unsaved() ? " *" : "");
}

void EditorScreen::layout() {
    layout_.layout(window_.x, window_.y);
    frame_.setArea(layout_.mapArea());
    if (model_)
        frame_.fit(model_->level().size);
    if (pending_) {
        prompt_.layout(window_);
        log_.write(event_name::kMenu, prompt_.describe());
    }
}

void EditorScreen::check() {
    check_.start(model_->level(), saveTarget().filename().string(), diagonal_);
}

void EditorScreen::logEditor() {
    const Level& level = model_->level();
    log_.write(event_name::kEditor, Json{{"on", true},
                                         {"file", file_.string()},
                                         {"save_to", saveTarget().string()},
                                         {"name", level.name},
                                         {"name_rect", layout_.nameRectJson()},
                                         {"unsaved", unsaved()},
                                         {"width", level.size.width},
                                         {"height", level.size.height},
                                         {"tool", toolLogName(tool_)},
                                         {"obstacles", level.obstacles.size()},
                                         {"palette", layout_.paletteJson()},
                                         {"buttons", layout_.buttonsJson()}});
}

void EditorScreen::logView() {
    if (frame_.origin().x == loggedOrigin_.x && frame_.origin().y == loggedOrigin_.y &&
        frame_.tile() == loggedTile_)
        return;
    loggedOrigin_ = frame_.origin();
    loggedTile_ = frame_.tile();
    log_.write(event_name::kView,
               Json{{"origin", {loggedOrigin_.x, loggedOrigin_.y}}, {"tile", loggedTile_}});
}

void EditorScreen::notice(std::string text, bool warning) {
    notice_ = std::move(text);
    noticeWarning_ = warning;
    noticeTimer_ = kNoticeSeconds;
    Json lines = Json::array();
    for (const sf::String& line : noticeLines())
        lines.push_back(toUtf8(line));
    log_.write(event_name::kNotice, Json{{"text", notice_}, {"lines", lines}});
}

void EditorScreen::update(double seconds) {
    noticeTimer_ = std::max(0.0, noticeTimer_ - seconds);
    check_.update();
}

void EditorScreen::changed() {
    // An undo may take away the selected polygon, or the one whose corner is dragged.
    if (selected_ && *selected_ >= model_->level().obstacles.size())
        selected_.reset();
    pointer_.reset();  // in tile units: a resize moves it from under the mouse
    frame_.fit(model_->level().size);
    map_.rebuild(model_->level());
    check();
    logView();
}

// --- saving -----------------------------------------------------------------------------------

fs::path EditorScreen::saveTarget() const {
    if (saved_)
        return file_;
    if (fresh_ || file_.empty())  // a level with no file (the daily maze): a new one
        return untitledLevelPath(playerDir_);
    return firstSavePath(file_, playerDir_);
}

bool EditorScreen::save() {
    const fs::path target = saveTarget();
    if (auto problem = saveLevelFile(target, model_->level())) {
        // Never silent: the notice, the log, and the edit stays unsaved.
        notice("Could not save " + target.string() + ": " + *problem, true);
        log_.write(event_name::kSaveFailed, Json{{"file", target.string()}, {"message", *problem}});
        return false;
    }
    model_->markSaved();
    const bool moved = target != file_;
    file_ = target;
    fresh_ = false;
    draft_ = false;
    saved_ = true;
    presetIndex_ = -1;
    baseline_ = {model_->level(), file_, false, false, true};
    const int errors = check_.errorCount();
    // Saved even when invalid, so no work is lost; the status bar says what to fix.
    if (errors > 0)
        notice("Saved " + file_.filename().string() + " with " + std::to_string(errors) +
                   " error(s): it will not load until fixed",
               true);
    else if (check_.cannotBeWon())
        notice("Saved " + file_.string() + " (it cannot be won yet)", true);
    else
        notice("Saved " + file_.string() + (moved ? " (in My levels)" : ""));
    log_.write(event_name::kSaved, Json{{"file", file_.string()}, {"errors", errors}});
    logEditor();
    return true;
}

void EditorScreen::newLevel() {
    // Ctrl+N again on an untouched new level cycles through the preset sizes.
    const bool cycling = presetIndex_ >= 0 && fresh_ && !model_->dirty();
    if (!cycling && unsaved()) {
        ask(Then::NewLevel);
        return;
    }
    presetIndex_ = cycling ? (presetIndex_ + 1) % kPresetCount : 0;
    const GridSize size = kNewLevelPresets[presetIndex_];
    // Named after the file it will be saved as: untitled-3.json holds "Untitled 3".
    const fs::path file = untitledLevelPath(playerDir_);
    const std::string number = file.stem().string().substr(std::string("untitled-").size());
    Level level = LevelEditor::newLevel(size.width, size.height, "Untitled " + number);
    std::error_code error;
    if (fs::exists(playerDir_ / "level.schema.json", error))
        level.schema = "./level.schema.json";
    const int keep = presetIndex_;
    start({std::move(level), file, true, false, false});
    presetIndex_ = keep;
    const std::string sizeText = std::to_string(size.width) + "x" + std::to_string(size.height);
    const GridSize next = kNewLevelPresets[(presetIndex_ + 1) % kPresetCount];
    notice("New " + sizeText + " level, not saved yet (Ctrl+S saves it as " +
           file.filename().string() + ")  Ctrl+N again: " + std::to_string(next.width) + "x" +
           std::to_string(next.height));
    log_.write(event_name::kNewLevel, Json{{"file", file.string()},
                                           {"saved", false},
                                           {"width", size.width},
                                           {"height", size.height}});
    logEditor();
    logView();
}

// --- the unsaved-changes prompt ---------------------------------------------------------------

bool EditorScreen::askFirst() {
    if (!unsaved())
        return true;
    ask(Then::Proceed);
    return false;
}

void EditorScreen::ask(Then then) {
    if (model_)
        model_->endStroke();
    painting_ = Painting::None;
    name_.end();
    pending_ = then;
    const std::string file = fresh_ ? "this new level" : file_.filename().string();
    prompt_.set("unsaved", "Unsaved changes",
                {{"Save", "Ctrl+S"}, {"Discard", ""}, {"Cancel", "Esc"}},
                "Save the changes to " + file + "?");
    prompt_.layout(window_);
    log_.write(event_name::kMenu, prompt_.describe());
}

EditorIntent EditorScreen::handlePrompt(const sf::Event& event) {
    enum { kSave, kDiscard, kCancel };
    int answer = -1;
    if (event.type == sf::Event::KeyPressed && event.key.control &&
        event.key.code == sf::Keyboard::S) {
        answer = kSave;
    } else {
        const MenuInput input = prompt_.handle(event);
        if (input.kind == MenuInput::Kind::Back)
            answer = kCancel;
        else if (input.kind == MenuInput::Kind::Activate)
            answer = input.item;
    }
    if (answer < kSave || answer > kCancel)
        return {};
    const Then then = *pending_;
    pending_.reset();
    const char* names[] = {"save", "discard", "cancel"};
    log_.write(event_name::kPrompt, Json{{"answer", names[answer]}});
    if (answer == kCancel || (answer == kSave && !save()))
        return {};  // stay (a failed save's notice says why)
    if (answer == kDiscard)
        discard();
    switch (then) {
        case Then::NewLevel:
            newLevel();
            return {};
        case Then::Leave:
            return {EditorIntent::Kind::Leave};
        case Then::Proceed:
            return {EditorIntent::Kind::Proceed};
    }
    return {};
}

void EditorScreen::discard() {
    // Back to the last saved state: the level as opened, or as last written.
    start(baseline_);
    log_.write(event_name::kDiscarded, Json{{"file", file_.string()}});
    logEditor();
    logView();
}

}  // namespace catmaze::app
