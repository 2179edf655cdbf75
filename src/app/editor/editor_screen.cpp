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

}  // namespace

EditorScreen::EditorScreen(const Art& art, EventLog& log)
    : art_(art),
      log_(log),
      notice_(log, textWidth(art.font, kNoticeTextSize)),
      doc_(playerLevelsDir(), log, notice_, saveLevelFile),
      paint_(doc_, log),
      obstacles_(doc_, log, notice_),
      check_(log) {
    doc_.onStart([this] { started(); });
}

// --- opening and layout -----------------------------------------------------------------------

void EditorScreen::open(Level level, const fs::path& sourceFile, sf::Vector2f windowSize) {
    window_ = windowSize;
    doc_.open(std::move(level), sourceFile);
    logEditor();
    logView();
}

void EditorScreen::openDraft(Level draft, const std::vector<std::string>& fixes,
                             const fs::path& sourceFile, sf::Vector2f windowSize) {
    window_ = windowSize;
    doc_.openDraft(std::move(draft), fixes, sourceFile);
    logEditor();
    logView();
}

void EditorScreen::started() {
    pending_.reset();
    name_.end();
    hover_.reset();
    paint_.reset();
    obstacles_.reset();
    frame_.resetZoom();
    layout();
    map_.rebuild(doc_.level());
    check();
}

void EditorScreen::resume(sf::Vector2f windowSize) {
    window_ = windowSize;
    paint_.reset();
    loggedTile_ = -1;  // the play screen logged its own view since
    layout();
    logEditor();
    logView();
}

void EditorScreen::close() {
    paint_.stop();
    hover_.reset();
    name_.end();
    log_.write(event_name::kEditor, Json{{"on", false}, {"file", doc_.file().string()}});
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
    if (doc_.isOpen())
        check();
}

void EditorScreen::layout() {
    layout_.layout(window_.x, window_.y);
    frame_.setArea(layout_.mapArea());
    notice_.setWidth(frame_.area().width);
    if (doc_.isOpen())
        frame_.fit(doc_.level().size);
    if (pending_) {
        prompt_.layout(window_);
        log_.write(event_name::kMenu, prompt_.describe());
    }
}

void EditorScreen::check() {
    check_.start(doc_.level(), doc_.saveTarget().filename().string(), diagonal_);
}

void EditorScreen::logEditor() {
    const Level& level = doc_.level();
    log_.write(event_name::kEditor, Json{{"on", true},
                                         {"file", doc_.file().string()},
                                         {"save_to", doc_.saveTarget().string()},
                                         {"name", level.name},
                                         {"name_rect", layout_.nameRectJson()},
                                         {"unsaved", doc_.unsaved()},
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

void EditorScreen::update(double seconds) {
    notice_.update(seconds);
    check_.update();
}

void EditorScreen::changed() {
    obstacles_.levelChanged();
    frame_.fit(doc_.level().size);
    map_.rebuild(doc_.level());
    check();
    logView();
}

// --- saving -----------------------------------------------------------------------------------

bool EditorScreen::save() {
    if (!doc_.save(check_.errorCount(), check_.cannotBeWon()))
        return false;
    logEditor();
    return true;
}

void EditorScreen::newLevel() {
    if (doc_.newLevel() == NewOutcome::NeedsPrompt) {
        ask(Then::NewLevel);
        return;
    }
    logEditor();
    logView();
}

// --- the unsaved-changes prompt ---------------------------------------------------------------

bool EditorScreen::askFirst() {
    if (!doc_.unsaved())
        return true;
    ask(Then::Proceed);
    return false;
}

void EditorScreen::ask(Then then) {
    paint_.stop();
    name_.end();
    pending_ = then;
    const std::string file = doc_.promptLabel();
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
    doc_.discard();
    logEditor();
    logView();
}

}  // namespace catmaze::app
