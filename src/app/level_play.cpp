#include "level_play.hpp"

#include <algorithm>
#include <cmath>

#include "catmaze/game/solver.hpp"
#include "rules_view.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

constexpr double kHintSeconds = 5.0;
constexpr double kDogFrameSeconds = 0.45;
constexpr double kRunStepSeconds = 1.0 / 120;  // running: two tiles a frame at 60 fps
constexpr double kRunSpeedUp = 8;              // running on open floor

Json tileJson(Tile t) {
    return Json::array({t.col, t.row});
}

Json tilesJson(const std::vector<Tile>& tiles) {
    Json out = Json::array();
    for (const Tile& t : tiles)
        out.push_back(tileJson(t));
    return out;
}

// The cat's sprite row for a direction of travel (diagonals face sideways).
int rowFacing(Offset d) {
    if (d.dcol < 0)
        return kCatLeft;
    if (d.dcol > 0)
        return kCatRight;
    return d.drow < 0 ? kCatUp : kCatDown;
}

}  // namespace

LevelPlay::LevelPlay(Context& context, Level level, std::filesystem::path file,
                     std::optional<std::size_t> campaignIndex)
    : context_(context),
      presenter_(context.log, context.audio),
      file_(std::move(file)),
      campaignIndex_(campaignIndex),
      session_(level, context.director.diagonal(), context.files.settings.stepSeconds),
      stepSeconds_(context.files.settings.stepSeconds),
      renderer_(context.art) {
    if (level.openFloor())
        openFloor_.emplace(level);
    renderer_.buildTerrain(level);
    renderer_.buildObjects(board(), dogFrame_);
    camera_.setMap(level.size, level.tileSize);
    resized(context_.windowSize());
    previousCat_ = catPosition();
    camera_.follow(previousCat_);
    context_.window.setTitle(utf8("CatMaze — " + level.name));
    context_.log.write("level_loaded", Json{{"name", level.name},
                                            {"file", file_.string()},
                                            {"width", level.size.width},
                                            {"height", level.size.height},
                                            {"cat", tileJson(level.catStart())}});
    showRulesCard();
}

void LevelPlay::clearTransient() {
    effects_.clear();
    hint_.clear();
    hintSearch_.reset();
    ended_ = false;
    endTimer_ = 0;
    searchGoal_.reset();
    renderer_.clearSearchOverlay();
    caughtBy_.reset();
    preview_.reset();
    previewKey_.clear();
}

void LevelPlay::restart() {
    session_.restart();
    if (openFloor_)
        openFloor_->restart();
    clearTransient();
    renderer_.buildObjects(board(), dogFrame_);
    previousCat_ = catPosition();
    context_.log.write("restart");
}

void LevelPlay::applySettings(DiagonalMode diagonal, double stepSeconds) {
    stepSeconds_ = stepSeconds;
    session_.setDiagonal(diagonal);
    session_.setStepSeconds(running_ ? kRunStepSeconds : stepSeconds);
    if (openFloor_)
        openFloor_->setSpeed(running_ ? kOpenFloorSpeed * kRunSpeedUp : kOpenFloorSpeed);
}

void LevelPlay::click(int x, int y) {
    if (rulesCard_ && rulesCardRect(context_.windowSize())
                          .contains(static_cast<float>(x), static_cast<float>(y))) {
        dismissRulesCard();
        return;
    }
    if (openFloor_)
        return clickOpenFloor(x, y);
    const Tile t = camera_.tileAt(static_cast<float>(x), static_cast<float>(y));
    context_.log.write("click", Json{{"tile", tileJson(t)}});
    session_.clickTile(t);
    take(presenter_.present(session_.takeEvents(), session_.cat().steps));
}

void LevelPlay::press(Offset direction) {
    if (openFloor_)
        return;  // open floor walks by clicks only
    session_.pressDirection(direction);
    take(presenter_.present(session_.takeEvents(), session_.cat().steps));
}

void LevelPlay::hover(std::optional<sf::Vector2i> pixel) {
    hover_.reset();
    if (!pixel)
        return;
    const Tile t = camera_.tileAt(static_cast<float>(pixel->x), static_cast<float>(pixel->y));
    if (session_.board().size.contains(t))
        hover_ = t;
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
    applySettings(session_.diagonal(), stepSeconds_);
}

void LevelPlay::take(const Presented& presented) {
    effects_.insert(effects_.end(), presented.effects.begin(), presented.effects.end());
    if (presented.objectsChanged)
        renderer_.buildObjects(board(), dogFrame_);
    if (presented.searchGoal) {
        searchGoal_ = presented.searchGoal;
        renderer_.buildSearchOverlay(session_.lastJumpSearch(), session_.lastSearchGrid(),
                                     session_.board().size);
    }
    if (presented.caughtBy)
        caughtBy_ = presented.caughtBy;
    if (presented.ended) {
        won_ = *presented.ended;
        ended_ = true;
        endTimer_ = 0;
        if (won_ && campaignIndex_)
            recordCampaignWin();
    }
}

void LevelPlay::recordCampaignWin() {
    Progress& progress = context_.files.progress;
    const std::string& name = context_.campaign.names[*campaignIndex_];
    if (openFloor_) {
        progress.completed.insert(name);  // no tile cost to compare on open floor
    } else {
        // The star: the cost paid is the cheapest the solver finds under the same rules.
        const CatState& cat = session_.cat();
        SolveOptions options;
        options.diagonal = session_.diagonal();
        const Solution best = solveLevel(session_.originalLevel(), options);
        const bool optimal = best.status == SolveStatus::Winnable && cat.cost == best.cost;
        recordWin(progress, name, {cat.cost, cat.steps, optimal});
        context_.log.write("best", Json{{"level", name},
                                        {"cost", cat.cost},
                                        {"steps", cat.steps},
                                        {"optimal", optimal},
                                        {"record",
                                         {{"cost", progress.best[name].cost},
                                          {"steps", progress.best[name].steps},
                                          {"optimal", progress.best[name].optimal}}}});
    }
    context_.notices.save(PlayerFile::Progress);
}

void LevelPlay::showHint() {
    if (openFloor_)
        return;  // the hint is the tile solver's; open floor has none yet
    // H while the hint is searching stops it; the search runs off the main thread, so a level
    // with many bones and dogs never freezes the game.
    if (hintSearch_.cancel()) {
        context_.notices.notify("Hint cancelled");
        context_.log.write("hint", Json{{"winnable", false},
                                        {"status", toString(SolveStatus::Cancelled)},
                                        {"reason", "cancelled by the player"}});
        return;
    }
    const CatState& cat = session_.cat();
    hintSearch_.start(session_.board(), session_.stepTarget().value_or(cat.tile), cat.bones,
                      session_.diagonal());
    context_.notices.notify("Hint: checking\xE2\x80\xA6 (H again cancels)");
    context_.log.write("hint_started");
}

void LevelPlay::takeHint() {
    const CatState& cat = session_.cat();
    bool stale = false;
    const std::optional<Solution> found =
        hintSearch_.poll(session_.stepTarget().value_or(cat.tile), cat.bones, stale);
    if (stale) {
        context_.notices.notify("The cat moved while the hint was searching: press H again");
        context_.log.write("hint", Json{{"winnable", false},
                                        {"status", "stale"},
                                        {"reason", "the cat moved during the search"}});
        return;
    }
    if (!found)
        return;
    const Solution& solution = *found;
    if (solution.status == SolveStatus::Winnable) {
        hint_ = solution.route;
        hintFrom_ = session_.stepTarget().value_or(cat.tile);  // not stale: the search start
        hintTimer_ = kHintSeconds;
        context_.notices.notify("Hint: follow the green trail (cost " +
                                std::to_string(solution.cost) + ")");
        context_.log.write("hint", Json{{"winnable", true},
                                        {"cost", solution.cost},
                                        {"route", tilesJson(solution.route)},
                                        {"bones", tilesJson(solution.bonesPicked)},
                                        {"dogs", tilesJson(solution.dogsBribed)}});
    } else {
        hint_.clear();
        context_.notices.notify(solution.status == SolveStatus::TooComplex
                                    ? "No hint: " + solution.reason
                                    : "No way to win from here: " + solution.reason);
        context_.log.write("hint", Json{{"winnable", false},
                                        {"status", toString(solution.status)},
                                        {"reason", solution.reason}});
    }
}

void LevelPlay::update(double seconds, bool walking) {
    takeHint();
    hintTimer_ = std::max(0.0, hintTimer_ - seconds);
    if (hintTimer_ == 0)
        hint_.clear();
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
    if (walking && openFloor_) {
        openFloor_->update(seconds);
        take(presenter_.present(openFloor_->takeEvents(), openFloor_->walked()));
    } else if (walking) {
        session_.update(seconds);
        take(presenter_.present(session_.takeEvents(), session_.cat().steps));
    }
    if (ended_)
        endTimer_ += seconds;
    updatePreview();
}

sf::Vector2f LevelPlay::catPosition() const {
    CatPose pose;
    if (openFloor_) {
        poseOpenFloorCat(pose);
        return pose.position;
    }
    const float side = static_cast<float>(session_.board().tileSize);
    const CatState& cat = session_.cat();
    sf::Vector2f at(static_cast<float>(cat.tile.col), static_cast<float>(cat.tile.row));
    if (const auto target = session_.stepTarget()) {
        const float p = static_cast<float>(session_.stepProgress());
        at +=
            (sf::Vector2f(static_cast<float>(target->col), static_cast<float>(target->row)) - at) *
            p;
    }
    return at * side;
}

WorldScene LevelPlay::scene(float alpha) const {
    WorldScene scene;
    CatPose& pose = scene.cat;
    if (const auto target = session_.stepTarget(); target && !openFloor_) {
        const float p = static_cast<float>(session_.stepProgress());
        pose.row = rowFacing(session_.facing());
        pose.frame = p < 0.5f ? 1 : 2;
        if (context_.files.settings.showPath) {
            scene.path.push_back(*target);
            scene.path.insert(scene.path.end(), session_.remainingPath().begin(),
                              session_.remainingPath().end());
        }
    }
    if (openFloor_)
        poseOpenFloorCat(pose);
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
    const float side = static_cast<float>(session_.board().tileSize);
    camera_.follow(now.cat.position + sf::Vector2f(0.5f, 0.5f) * side);
    const sf::View screenView = target.getView();
    target.setView(camera_.view());
    renderer_.draw(target, now, context_.files.settings.searchOverlay);
    if (openFloor_)
        drawOpenFloor(target);
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
    context_.log.write("view",
                       Json{{"origin", {origin.x + 0.0f, origin.y + 0.0f}}, {"tile", tile}});
}

}  // namespace catmaze::app
