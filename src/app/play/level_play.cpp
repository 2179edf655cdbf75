#include "play/level_play.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "play/camera_view.hpp"
#include "play/hud_view.hpp"
#include "play/rules_in_world.hpp"
#include "play/rules_view.hpp"
#include "render/font_text.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

constexpr double kDogFrameSeconds = 0.45;

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
      model_({context.log, context.notices, context.files.settings, context.files.progress,
              context.campaign, context.director.diagonal(), context.keys, context.pad},
             std::move(session), LevelOrigin{std::move(file), campaignIndex, std::nullopt},
             context.windowSize().x, context.windowSize().y),
      renderer_(context.art) {
    const Level& level = model_.session().originalLevel();
    renderer_.buildTerrain(level);
    renderer_.buildObstacles(level);
    renderer_.buildObjects(board(), dogFrame_);
    camera_.setMap(level.size, level.tileSize);
    resized(context_.windowSize());
    previousCat_ = catPosition();
    previousDogs_ = dogPoses();
    frameCatAndExit(camera_, board(), model_.session().catPosition());
    context_.window.setTitle(utf8(model_.windowTitle()));
}

std::vector<DogPose> LevelPlay::dogPoses() const {
    const PlaySession& session = model_.session();
    return patrolDogPoses(session.patrolDogsNow(), session.patrolDogsAhead(), session.stride());
}

void LevelPlay::restart() {
    model_.restart();
    effects_.clear();
    renderer_.clearSearchOverlay();
    renderer_.buildObjects(board(), dogFrame_);
    previousCat_ = catPosition();
    previousDogs_ = dogPoses();
    frameCatAndExit(camera_, board(), model_.session().catPosition());
}

Vec2 LevelPlay::pointAt(int x, int y) const {
    // The point in tile units (a tile click is a point inside that tile).
    const ScreenPoint o = camera_.origin();
    const double side = camera_.tileOnScreen();
    return {(x - o.x) / side, (y - o.y) / side};
}

PlayRequest LevelPlay::click(int x, int y) {
    const PlayRequest request =
        model_.click(static_cast<float>(x), static_cast<float>(y), pointAt(x, y));
    show();
    return request;
}

PlayRequest LevelPlay::command(PlayCommand command) {
    const PlayRequest request = model_.command(command);
    zoomByKey(camera_, command, model_.cursor().tile(), board().tileSize);
    followCursor();
    show();
    return request;
}

void LevelPlay::hover(std::optional<sf::Vector2i> pixel) {
    model_.hover(pixel ? std::optional<Vec2>(pointAt(pixel->x, pixel->y)) : std::nullopt);
}

void LevelPlay::resized(sf::Vector2f size) {
    // The map between the HUD's bands, never under them; fitted again to the new size.
    scaleShown_ = uiScaleOf(context_.files.settings);
    fitToWindow(camera_, size.x, size.y, scaleShown_);
    bandsShown_.reset();
    model_.setWindowSize(size.x, size.y);
}

void LevelPlay::show() {
    const Presented presented = model_.takePresented();
    for (const Sfx sound : presented.sounds)
        context_.audio.play(sound);
    if (presented.undone) {
        // The board went back in time: nothing of the moment undone stays on screen.
        effects_.clear();
        previousCat_ = catPosition();
        previousDogs_ = dogPoses();
    }
    effects_.insert(effects_.end(), presented.effects.begin(), presented.effects.end());
    if (presented.objectsChanged)
        renderer_.buildObjects(board(), dogFrame_);
    if (presented.trace)
        renderer_.buildSearchOverlay(*presented.trace);
}

void LevelPlay::update(double seconds, bool walking) {
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
    previousDogs_ = dogPoses();
    model_.update(seconds, walking);
    if (context_.files.settings.reducedMotion)
        previousCat_ = catPosition();  // landed: no glide between the last two ticks either
    followCursor();                    // a held cursor key glides on
    show();
}

void LevelPlay::followCursor() {
    const std::optional<Tile> cursor = model_.cursor().tile();
    if (cursor && cursor != cursorShown_)
        keepInSight(camera_, *cursor, board().tileSize);
    cursorShown_ = cursor;
}

sf::Vector2f LevelPlay::catPosition() const {
    return spriteCorner(model_.session().catPosition(), static_cast<float>(board().tileSize));
}

WorldScene LevelPlay::scene(float alpha) const {
    WorldScene scene;
    CatPose& pose = scene.cat;
    const PlaySession& session = model_.session();
    pose.row = rowFacing(session.facing());
    if (const std::optional<double> stride = session.stride()) {
        pose.frame = *stride < 0.5 ? 1 : 2;  // walking: two frames, changing every half stride
        const RouteAhead ahead = session.routeAhead();
        if (context_.files.settings.showPath && ahead.stepwise) {
            for (const Vec2 p : ahead.points)
                scene.path.push_back(tileHolding(p));
        }
    }
    // Between the last two fixed steps, so the walk is smooth at any frame rate.
    pose.position = previousCat_ + (catPosition() - previousCat_) * alpha;
    scene.dogs = posesBetween(previousDogs_, dogPoses(), alpha);
    scene.dogFrame = dogFrame_;
    poseEnd(pose, model_, static_cast<float>(board().tileSize));
    // The hint trail is drawn as arrows (drawRulesInWorld), so its order shows.
    scene.effects = effects_;
    scene.hover = model_.preview().tile();
    scene.keyCursor = model_.cursor().tile().has_value();
    return scene;
}

void LevelPlay::draw(sf::RenderTarget& target, float alpha) {
    // A new UI scale is applied at once: the HUD's bands change, so the map is fitted again.
    if (uiScaleOf(context_.files.settings) != scaleShown_)
        resized(target.getView().getSize());
    // The HUD takes the lines its texts need; the map keeps to the room between its bands.
    const sf::Vector2f window = target.getView().getSize();
    const HudFit hud = hudFit(context_.art, model_, context_.files.settings, window);
    const std::pair<float, float> bands{hud.layout.topBand, hud.layout.bottomBand};
    if (bandsShown_ != bands) {
        camera_.setArea(mapAreaBetween(hud.layout, window.x, window.y), {window.x, window.y});
        if (!bandsShown_)
            camera_.fit();
        bandsShown_ = bands;
    }
    const WorldScene now = scene(alpha);
    const float side = static_cast<float>(board().tileSize);
    camera_.follow(toPoint(now.cat.position + sf::Vector2f(0.5f, 0.5f) * side));
    const sf::View screenView = target.getView();
    target.setView(cameraView(camera_));
    const Settings& settings = context_.files.settings;
    renderer_.setHighContrast(settings.highContrast, model_.session().originalLevel());
    renderer_.draw(target, now, settings.searchOverlay);
    if (settings.showPath)
        drawRouteAhead(target, model_, side);
    drawRulesInWorld(target, context_.art, model_, side, dogFrame_, catPosition(), now.dogs);
    target.setView(screenView);
    drawHud(target, context_.art, model_, camera_, settings, hud);
    if (const std::optional<CardRules>& card = model_.card().card())
        drawRulesCard(target, context_.art.font, context_.art.bold, *card, model_.device(),
                      model_.keys(), model_.pad(), scaleShown_);
}

void LevelPlay::logView() {
    const ScreenPoint origin = camera_.origin();
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
