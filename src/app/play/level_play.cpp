#include "play/level_play.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "play/key_help.hpp"
#include "play/rules_view.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

constexpr double kDogFrameSeconds = 0.45;

// The keys offered on `floor`, as the key bar lists them.
Json keysJson(Floor floor, bool fromFile) {
    Json out = Json::array();
    for (const KeyHelp& k : offeredKeys(floor, fromFile))
        out.push_back(k.key);
    return out;
}

// The cat's sprite row for a direction of travel (diagonals face sideways).
int rowFacing(Vec2 d) {
    if (std::abs(d.x) >= std::abs(d.y))
        return d.x < 0 ? kCatLeft : kCatRight;
    return d.y < 0 ? kCatUp : kCatDown;
}

// World pixels of the top-left corner of the tile-sized sprite centred on `centre` (tile units).
sf::Vector2f spriteCorner(Vec2 centre, float side) {
    const Vec2 at = centre - Vec2{0.5, 0.5};
    return sf::Vector2f(static_cast<float>(at.x), static_cast<float>(at.y)) * side;
}

}  // namespace

LevelPlay::LevelPlay(Context& context, std::unique_ptr<PlaySession> session,
                     std::filesystem::path file, std::optional<std::size_t> campaignIndex)
    : context_(context),
      presenter_(context.log),
      file_(std::move(file)),
      campaignIndex_(campaignIndex),
      session_(std::move(session)),
      stepSeconds_(context.files.settings.stepSeconds),
      renderer_(context.art),
      hint_(context.log, context.notices) {
    const Level& level = session_->originalLevel();
    session_->deferGraphBuilds();  // built on a worker from now on (feedGraph)
    session_->recordSearches(context.files.settings.searchOverlay);  // else the fastest mode
    renderer_.buildTerrain(level);
    renderer_.buildObstacles(level);
    renderer_.buildObjects(board(), dogFrame_);
    camera_.setMap(level.size, level.tileSize);
    resized(context_.windowSize());
    previousCat_ = catPosition();
    frameCatAndExit();
    context_.window.setTitle(utf8("CatMaze — " + level.name));
    context_.log.write(event_name::kLevelLoaded,
                       Json{{"name", level.name},
                            {"file", file_.string()},
                            {"width", level.size.width},
                            {"height", level.size.height},
                            {"cat", tileJson(level.catStart())},
                            {"keys", keysJson(session_->floor(), !file_.empty())}});
    showRulesCard();
}

void LevelPlay::clearTransient() {
    effects_.clear();
    hint_.clear();
    ended_ = false;
    endTimer_ = 0;
    trace_.reset();
    refusalTimer_ = 0;
    renderer_.clearSearchOverlay();
    caughtBy_.reset();
    preview_.reset();
}

void LevelPlay::showHint() {
    hint_.press(*session_);
}

void LevelPlay::restart() {
    session_->restart();
    clearTransient();
    hint_.newRun();
    result_.reset();
    renderer_.buildObjects(board(), dogFrame_);
    previousCat_ = catPosition();
    frameCatAndExit();
    context_.log.write(event_name::kRestart);
}

void LevelPlay::frameCatAndExit() {
    const sf::Vector2f cat = catPosition();
    const float side = static_cast<float>(board().tileSize);
    std::optional<sf::Vector2f> nearest;
    for (const Tile exit : board().find(TileKind::Exit)) {
        const sf::Vector2f at =
            sf::Vector2f(static_cast<float>(exit.col), static_cast<float>(exit.row)) * side;
        const auto far = [&cat](sf::Vector2f p) { return std::hypot(p.x - cat.x, p.y - cat.y); };
        if (!nearest || far(at) < far(*nearest))
            nearest = at;
    }
    const sf::Vector2f half(side / 2, side / 2);
    camera_.frame(cat + half, nearest.value_or(cat) + half, side);
}

void LevelPlay::applySettings(DiagonalMode diagonal, double stepSeconds) {
    stepSeconds_ = stepSeconds;
    session_->setDiagonal(diagonal);
    session_->setPace(stepSeconds, running_);
    session_->recordSearches(context_.files.settings.searchOverlay);
}

void LevelPlay::click(int x, int y) {
    if (rulesCard_ && rulesCardRect(context_.windowSize())
                          .contains(static_cast<float>(x), static_cast<float>(y))) {
        dismissRulesCard();
        return;
    }
    // The point in tile units (a tile click is a point inside that tile).
    const sf::Vector2f o = camera_.origin();
    const double side = camera_.tileOnScreen();
    const Vec2 point{(x - o.x) / side, (y - o.y) / side};
    presenter_.clicked(*session_, point);
    hint_.playerMoved();
    session_->click(point);
    take(presenter_.present(session_->takeEvents(), *session_));
    if (session_->clickWaiting())
        context_.notices.notify("Thinking\xE2\x80\xA6");  // the graph after a dog paid is building
}

void LevelPlay::press(Offset direction) {
    hint_.playerMoved();
    session_->press(direction);
    take(presenter_.present(session_->takeEvents(), *session_));
}

void LevelPlay::undo() {
    hint_.playerMoved();
    if (session_->undo())
        take(presenter_.present(session_->takeEvents(), *session_));
}

void LevelPlay::redo() {
    hint_.playerMoved();
    if (session_->redo())
        take(presenter_.present(session_->takeEvents(), *session_));
}

void LevelPlay::hover(std::optional<sf::Vector2i> pixel) {
    hover_.reset();
    hoverPoint_.reset();
    if (!pixel)
        return;
    const Tile t = camera_.tileAt(static_cast<float>(pixel->x), static_cast<float>(pixel->y));
    if (!board().size.contains(t))
        return;
    hover_ = t;
    // The point in tile units, as a click there would send it (the open floor's preview).
    const sf::Vector2f o = camera_.origin();
    const double side = camera_.tileOnScreen();
    hoverPoint_ = Vec2{(pixel->x - o.x) / side, (pixel->y - o.y) / side};
}

void LevelPlay::resized(sf::Vector2f size) {
    // The map between the HUD's bands, never under them; fitted again to the new size.
    const float height = std::max(1.0f, size.y - kHudTopBand - kHudBottomBand);
    camera_.setArea({0, kHudTopBand, size.x, height}, size);
    camera_.fit();
}

void LevelPlay::setRunning(bool running) {
    if (running == running_)
        return;
    running_ = running;
    applySettings(session_->diagonal(), stepSeconds_);
}

void LevelPlay::take(const Presented& presented) {
    for (const Sfx sound : presented.sounds)
        context_.audio.play(sound);
    if (presented.undone) {
        // The board went back in time: nothing of the moment undone stays on screen.
        effects_.clear();
        ended_ = false;
        endTimer_ = 0;
        caughtBy_.reset();
        preview_.reset();
        previousCat_ = catPosition();
    }
    effects_.insert(effects_.end(), presented.effects.begin(), presented.effects.end());
    if (presented.objectsChanged)
        renderer_.buildObjects(board(), dogFrame_);
    if (presented.trace) {
        trace_ = presented.trace;
        renderer_.buildSearchOverlay(*trace_);
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
        if (won_)
            result_ = wonRun(*session_, hint_.used());
        if (won_ && campaignIndex_)
            recordCampaignWin();
        if (won_ && daily_)
            recordDailyWin();
    }
}

void LevelPlay::recordCampaignWin() {
    Progress& progress = context_.files.progress;
    const std::string& name = context_.campaign.names[*campaignIndex_];
    // The star: a win at par, with no hint shown during the run (the cost is kept either way).
    const RunResult& run = *result_;
    recordWin(progress, name, run.record());
    if (*campaignIndex_ + 1 == context_.campaign.levels.size())
        progress.campaignComplete = true;  // the last level: the ending, and the title says so
    context_.log.write(event_name::kBest, Json{{"level", name},
                                               {"cost", run.cost},
                                               {"steps", run.steps},
                                               {"optimal", run.star()},
                                               {"record",
                                                {{"cost", progress.best[name].cost},
                                                 {"steps", progress.best[name].steps},
                                                 {"optimal", progress.best[name].optimal}}}});
    context_.notices.save(PlayerFile::Progress);
}

void LevelPlay::update(double seconds, bool walking) {
    hint_.update(*session_, seconds);
    refusalTimer_ = std::max(0.0, refusalTimer_ - seconds);
    for (TileEffect& e : effects_)
        e.age += static_cast<float>(seconds);
    std::erase_if(effects_, [](const TileEffect& e) { return e.age >= e.duration; });
    dogTimer_ += seconds;
    if (dogTimer_ >= kDogFrameSeconds) {
        dogTimer_ = 0;
        dogFrame_ = 1 - dogFrame_;
        renderer_.buildObjects(board(), dogFrame_);
    }
    previousCat_ = catPosition();
    if (walking) {
        session_->update(seconds);
        take(presenter_.present(session_->takeEvents(), *session_));
    }
    hint_.startWanted(*session_);
    feedGraph();
    if (ended_)
        endTimer_ += seconds;
    updatePreview();
}

sf::Vector2f LevelPlay::catPosition() const {
    return spriteCorner(session_->catPosition(), static_cast<float>(board().tileSize));
}

sf::FloatRect LevelPlay::spriteOnScreen(Vec2 centre) const {
    const float side = camera_.tileOnScreen();
    return {camera_.origin() +
                spriteCorner(centre, static_cast<float>(board().tileSize)) * camera_.zoom(),
            {side, side}};
}

WorldScene LevelPlay::scene(float alpha) const {
    WorldScene scene;
    CatPose& pose = scene.cat;
    pose.row = rowFacing(session_->facing());
    if (const std::optional<double> stride = session_->stride()) {
        pose.frame = *stride < 0.5 ? 1 : 2;  // walking: two frames, changing every half stride
        const RouteAhead ahead = session_->routeAhead();
        if (context_.files.settings.showPath && ahead.stepwise) {
            for (const Vec2 p : ahead.points)
                scene.path.push_back(tileHolding(p));
        }
    }
    // Between the last two fixed steps, so the walk is smooth at any frame rate.
    pose.position = previousCat_ + (catPosition() - previousCat_) * alpha;
    poseEnd(pose);
    // The hint trail is drawn as arrows (drawRulesInWorld), so its order shows.
    scene.effects = effects_;
    scene.hover = hover_;
    return scene;
}

void LevelPlay::draw(sf::RenderTarget& target, float alpha) {
    const WorldScene now = scene(alpha);
    const float side = static_cast<float>(board().tileSize);
    camera_.follow(now.cat.position + sf::Vector2f(0.5f, 0.5f) * side);
    const sf::View screenView = target.getView();
    target.setView(camera_.view());
    renderer_.draw(target, now, context_.files.settings.searchOverlay);
    drawObstaclesAndRoute(target);
    drawRulesInWorld(target);
    target.setView(screenView);
    drawHud(target);
    drawRulesOnHud(target);
}

void LevelPlay::logView() {
    const sf::Vector2f origin = camera_.origin();
    const float tile = camera_.tileOnScreen();
    if (origin == lastOrigin_ && tile == lastTile_)
        return;
    lastOrigin_ = origin;
    lastTile_ = tile;
    // + 0.0f turns -0 into 0 for readers of the log.
    context_.log.write(event_name::kView,
                       Json{{"origin", {origin.x + 0.0f, origin.y + 0.0f}}, {"tile", tile}});
}

}  // namespace catmaze::app
