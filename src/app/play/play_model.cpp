#include "play/play_model.hpp"

#include <algorithm>
#include <utility>

#include <nlohmann/json.hpp>

#include "catmaze/game/tile_play.hpp"

#include "play/diagonal_rule_words.hpp"
#include "play/key_help.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// The keys of `keys` offered on `floor`, as the key bar lists them.
Json keysJson(const KeyTable& keys, Floor floor, bool fromFile, bool patrols) {
    Json out = Json::array();
    for (const KeyHelp& k : offeredKeys(keys, floor, fromFile, patrols))
        out.push_back(k.key);
    return out;
}

}  // namespace

PlayModel::PlayModel(PlayContext context, std::unique_ptr<PlaySession> session, LevelOrigin origin,
                     float windowWidth, float windowHeight)
    : log_(context.log),
      notices_(context.notices),
      settings_(context.settings),
      origin_(std::move(origin)),
      session_(std::move(session)),
      presenter_(context.log),
      hint_(context.log, context.notices),
      recorder_(context.progress, context.campaign, context.log, context.notices),
      card_(context.log),
      preview_(context.log),
      keys_(std::move(context.keys)),
      pad_(std::move(context.pad)),
      windowWidth_(windowWidth),
      windowHeight_(windowHeight),
      stepSeconds_(context.settings.stepSeconds) {
    const Level& level = session_->originalLevel();
    hint_.setKeys(keys_.keysOf(PlayCommand::Hint));
    session_->deferGraphBuilds();  // built on a worker from now on (GraphFeeder)
    session_->recordSearches(settings_.searchOverlay);  // else the fastest mode
    log_.write(event_name::kLevelLoaded,
               Json{{"name", level.name},
                    {"file", origin_.file.string()},
                    {"width", level.size.width},
                    {"height", level.size.height},
                    {"cat", tileJson(level.catStart())},
                    {"diagonal", session_->diagonal() != DiagonalMode::Never},
                    {"diagonal_rule",
                     level.rules.diagonal == LevelDiagonal::PlayersSetting ? "setting" : "level"},
                    {"keys", keysJson(keys_, session_->floor(), origin_.fromFile(),
                                      walksPatrols(session_->originalLevel()))}});
    card_.open(levelCards(walksPatrols(level), origin_.campaignIndex), settings_, windowWidth_,
               windowHeight_);
    // The level's own diagonal rule over the player's setting: said once, as the level starts.
    if (session_->floor() == Floor::Tiles) {
        if (std::optional<std::string> notice =
                diagonalOverrideNotice(level.rules, context.diagonal))
            notices_.notify(std::move(*notice));
    }
}

std::string PlayModel::windowTitle() const {
    return "CatMaze \xE2\x80\x94 " + name();
}

double PlayModel::endProgress() const {
    return std::min(endTimer_ / kEndAnimationSeconds, 1.0);
}

PlayRequest PlayModel::command(PlayCommand command) {
    switch (command) {
        case PlayCommand::CloseCard:
            return closeCard();
        case PlayCommand::Pause:
            return PlayRequest::pause();
        case PlayCommand::Edit:
            return PlayRequest::edit();
        case PlayCommand::ToggleDiagonal:
            // Diagonal moves mean nothing on open floor, where the key bar does not offer G.
            if (session_->floor() != Floor::Tiles)
                return {};
            // A level with its own diagonal rule keeps it: G says so and changes nothing.
            if (std::optional<std::string> refusal =
                    diagonalKeyRefusal(session_->originalLevel().rules)) {
                notices_.notify(std::move(*refusal));
                return {};
            }
            return PlayRequest::changeSetting("diagonal", translatable("Diagonal moves"));
        case PlayCommand::ToggleOverlay:
            return PlayRequest::changeSetting("searchOverlay", translatable("Search overlay"));
        case PlayCommand::Hint:
            hint_.press(*session_);
            return {};
        case PlayCommand::Undo:
            undo();
            return {};
        case PlayCommand::Redo:
            redo();
            return {};
        case PlayCommand::StepUp:
            step({0, -1});
            return {};
        case PlayCommand::StepDown:
            step({0, 1});
            return {};
        case PlayCommand::StepLeft:
            step({-1, 0});
            return {};
        case PlayCommand::StepRight:
            step({1, 0});
            return {};
        case PlayCommand::Wait:
            hint_.playerMoved();
            session_->wait();
            present();
            return {};
        case PlayCommand::CursorUp:
        case PlayCommand::CursorDown:
        case PlayCommand::CursorLeft:
        case PlayCommand::CursorRight:
            moveCursor(*cursorOffset(command));
            repeat_.press(command);  // held, it glides on
            return {};
        case PlayCommand::WalkToCursor:
            return walkToCursor();
        case PlayCommand::Restart:
        case PlayCommand::Reload:
        case PlayCommand::Run:
        case PlayCommand::ZoomIn:
        case PlayCommand::ZoomOut:
            // Answered around the model: R and F5 by the game's flow on every screen of a level,
            // Run (held) as setRunning, the zoom by the screen's camera (zoomByKey).
            return {};
    }
    return {};
}

void PlayModel::moveCursor(Offset direction) {
    // From where the pointer is: the cursor, else the mouse's tile, else the cat.
    const Tile start = preview_.tile().value_or(session_->catTile());
    cursor_.move(direction, start, session_->board().size);
    preview_.hover(tileCentre(*cursor_.tile()));
}

PlayRequest PlayModel::walkToCursor() {
    // The card covers the map: the walk key closes it first, as Enter always did.
    if (card_.shown())
        return closeCard();
    if (const std::optional<Tile> tile = cursor_.tile())
        walkTo(tileCentre(*tile));
    return {};
}

PlayRequest PlayModel::closeCard() {
    // Only the card closed is remembered: closing one card never closes the other.
    const std::optional<CardRules> closed = card_.dismiss();
    if (closed && !cardDismissed(*closed, settings_))
        return PlayRequest::changeSetting(cardSetting(*closed), "");
    return {};
}

PlayRequest PlayModel::click(float x, float y, Vec2 point) {
    if (card_.hit(x, y, windowWidth_, windowHeight_, uiScaleOf(settings_)))
        return closeCard();
    walkTo(point);
    return {};
}

void PlayModel::walkTo(Vec2 point) {
    presenter_.clicked(*session_, point);
    hint_.playerMoved();
    session_->click(point);
    present();
    if (session_->clickWaiting())
        notices_.notify(tr("Thinking…"));  // the graph after a dog paid is building
}

void PlayModel::step(Offset direction) {
    hint_.playerMoved();
    session_->press(direction);
    present();
}

void PlayModel::undo() {
    hint_.playerMoved();
    if (session_->undo())
        present();
}

void PlayModel::redo() {
    hint_.playerMoved();
    if (session_->redo())
        present();
}

void PlayModel::hover(std::optional<Vec2> point) {
    // The mouse moved: it points again. It left the window: the cursor, if shown, still points.
    if (point)
        cursor_.hide();
    else if (cursor_.tile())
        return;
    if (point && !session_->board().size.contains(tileHolding(*point)))
        point.reset();
    preview_.hover(point);
}

void PlayModel::clearTransient() {
    hint_.clear();
    ended_ = false;
    endTimer_ = 0;
    trace_.reset();
    refusalTimer_ = 0;
    caughtBy_.reset();
    preview_.clear();
    pending_ = {};
}

void PlayModel::restart() {
    session_->restart();
    clearTransient();
    hint_.newRun();
    result_.reset();
    log_.write(event_name::kRestart);
}

void PlayModel::setRunning(bool running) {
    if (running == running_)
        return;
    running_ = running;
    applySettings(session_->diagonal(), stepSeconds_);
}

void PlayModel::applySettings(DiagonalMode diagonal, double stepSeconds) {
    stepSeconds_ = stepSeconds;
    session_->setDiagonal(diagonal);
    session_->setPace(stepSeconds, running_);
    session_->recordSearches(settings_.searchOverlay);
}

void PlayModel::setKeys(KeyTable keys) {
    keys_ = std::move(keys);
    hint_.setKeys(keys_.keysOf(PlayCommand::Hint));
    repeat_.releaseAll();  // a key held may mean something else now
}

void PlayModel::setPad(PadTable pad) {
    pad_ = std::move(pad);
    repeat_.releaseAll();  // a button held may mean something else now
}

void PlayModel::landWalk() {
    // At the run's pace, tick by tick, so each step's events come as they would on screen; a
    // bounded loop, whatever the route (open floor: tiles walked, one tick at a time).
    session_->setPace(stepSeconds_, /*running=*/true);
    for (int tick = 0; tick < kMaxLandingTicks && session_->stride(); ++tick)
        session_->update(kRunStepSeconds);
    session_->setPace(stepSeconds_, running_);
}

void PlayModel::setWindowSize(float width, float height) {
    windowWidth_ = width;
    windowHeight_ = height;
}

void PlayModel::update(double seconds, bool walking) {
    for (int n = repeat_.advance(seconds); n > 0; --n)
        moveCursor(*cursorOffset(*repeat_.held()));
    hint_.update(*session_, seconds);
    refusalTimer_ = std::max(0.0, refusalTimer_ - seconds);
    if (walking) {
        session_->update(seconds);
        if (settings_.reducedMotion)
            landWalk();
        present();
    }
    hint_.startWanted(*session_);
    if (graphs_.feed(*session_)) {
        // Logged so the tests can see keys answered while the worker built it.
        log_.write(event_name::kGraphReady);
        present();  // a waiting click's route
    }
    if (ended_)
        endTimer_ += seconds;
    preview_.update(*session_);
}

Presented PlayModel::takePresented() {
    return std::exchange(pending_, {});
}

std::optional<bool> PlayModel::takeEndScreen() {
    if (!endDue()) {
        endShown_ = false;  // an undo took the end back: the next end shows its screen again
        return std::nullopt;
    }
    if (endShown_)
        return std::nullopt;
    endShown_ = true;
    return won_;
}

void PlayModel::present() {
    take(presenter_.present(session_->takeEvents(), *session_));
}

void PlayModel::take(Presented presented) {
    if (presented.undone) {
        // The board went back in time: nothing of the moment undone stays on screen.
        pending_.effects.clear();
        pending_.undone = true;
        ended_ = false;
        endTimer_ = 0;
        caughtBy_.reset();
        preview_.clear();
    }
    pending_.sounds.insert(pending_.sounds.end(), presented.sounds.begin(), presented.sounds.end());
    pending_.effects.insert(pending_.effects.end(), presented.effects.begin(),
                            presented.effects.end());
    pending_.objectsChanged = pending_.objectsChanged || presented.objectsChanged;
    if (presented.trace) {
        trace_ = presented.trace;
        pending_.trace = presented.trace;
    }
    if (presented.caughtBy)
        caughtBy_ = presented.caughtBy;
    if (!presented.refusal.empty()) {
        refusal_ = presented.refusal;
        refusalTimer_ = kRefusalSeconds;
    }
    if (presented.ended) {
        won_ = *presented.ended;
        ended_ = true;
        endTimer_ = 0;
        if (won_) {
            result_ = wonRun(*session_, hint_.used());
            recorder_.recordWin(*result_, origin_);
        }
    }
}

}  // namespace catmaze::app
