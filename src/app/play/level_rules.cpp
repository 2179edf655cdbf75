// The rules the player sees before they bite (issue 11 section 2), for the level in play: the
// first level's rules card, the route a click on the hovered tile would walk (logged as
// `preview`), and end animations that read as caught or as won.

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "play/level_play.hpp"
#include "play/rules_view.hpp"
#include "render/palette.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

constexpr float kPi = 3.14159265f;

Json previewJson(const RoutePreview& p) {
    Json tiles = Json::array();
    for (const Tile& t : p.tiles)
        tiles.push_back(tileJson(t));
    Json out{
        {"target", tileJson(p.target)},   {"status", toString(p.status)}, {"cost", p.cost},
        {"steps", p.tiles.size()},        {"end", toString(p.end)},       {"warning", p.warns()},
        {"status_line", describe(p)},     {"tiles", std::move(tiles)},    {"length", p.length},
        {"walked_length", p.walkedLength}};
    Json points = Json::array();
    for (const Vec2 q : p.points)
        points.push_back(Json::array({q.x, q.y}));
    out["points"] = std::move(points);
    if (p.caughtBy)
        out["caught_by"] = tileJson(*p.caughtBy);
    return out;
}

}  // namespace

void LevelPlay::showRulesCard() {
    // Only the campaign's first level: a player starting there has not met the rules yet.
    if (campaignIndex_ != std::optional<std::size_t>(0))
        return;
    rulesCard_ = !context_.files.settings.rulesCardDismissed;
    Json shown{{"shown", rulesCard_}};
    if (rulesCard_) {
        const sf::FloatRect r = rulesCardRect(context_.windowSize());
        shown["rect"] = {r.left, r.top, r.width, r.height};
    }
    context_.log.write(event_name::kRulesCard, shown);
}

void LevelPlay::dismissRulesCard() {
    if (!rulesCard_)
        return;
    rulesCard_ = false;
    context_.log.write(event_name::kRulesCard, Json{{"dismissed", true}});
    if (!context_.files.settings.rulesCardDismissed) {
        if (const SettingField* field = findSetting("rulesCardDismissed"))
            context_.director.changeSetting(*field, 0);  // logs `settings` and saves the file
    }
}

void LevelPlay::updatePreview() {
    // The session searches again only when the hover or the cat changed; the log hears changes.
    std::optional<RoutePreview> now =
        hoverPoint_ ? session_->previewRoute(*hoverPoint_) : std::nullopt;
    if (now == preview_)
        return;
    preview_ = std::move(now);
    if (!preview_)
        return;
    const Json logged = previewJson(*preview_);
    std::string text = logged.dump();
    if (text != previewLogged_) {
        previewLogged_ = std::move(text);
        context_.log.write(event_name::kPreview, logged);
    }
}

void LevelPlay::poseEnd(CatPose& pose) const {
    if (!ended_)
        return;
    const float t = static_cast<float>(std::min(endTimer_ / kEndAnimationSeconds, 1.0));
    const float side = static_cast<float>(board().tileSize);
    if (won_) {
        // Hops of joy, facing the player.
        pose.row = kCatDown;
        pose.frame = 0;
        pose.position.y -= std::abs(std::sin(t * 3 * kPi)) * side * 0.4f;
        pose.scale = 1 + 0.2f * t;
    } else {
        // Caught: the cat cowers and shakes under the dog (drawn over it, drawRulesInWorld).
        pose.scale = 1 - 0.3f * t;
        pose.rotation = std::sin(t * 10 * kPi) * 14 * (1 - t);
    }
}

void LevelPlay::drawRulesInWorld(sf::RenderTarget& target) const {
    const float side = static_cast<float>(board().tileSize);
    if (const std::optional<WinPlan>& shown = hint_.shown()) {
        sf::Color color = as<sf::Color>(palette::kHint);
        color.a = static_cast<sf::Uint8>(255 * std::clamp(hint_.secondsLeft(), 0.0, 1.0));
        sf::VertexArray arrows(sf::Triangles);
        appendTrailArrows(arrows, shown->points, !shown->tiles.empty(), side, color);
        target.draw(arrows);
    }
    if (preview_ && !ended_)
        drawRoutePreview(target, *preview_, side);
    if (!ended_)
        return;
    const float t = static_cast<float>(std::min(endTimer_ / kEndAnimationSeconds, 1.0));
    if (!won_ && caughtBy_) {
        const sf::Vector2f corner(static_cast<float>(caughtBy_->col) * side,
                                  static_cast<float>(caughtBy_->row) * side);
        sf::RectangleShape flash({side, side});
        flash.setPosition(corner);
        sf::Color red = as<sf::Color>(palette::kCaughtFlash);
        red.a = static_cast<sf::Uint8>(red.a * (0.5f + 0.5f * std::abs(std::sin(t * 4 * kPi))));
        flash.setFillColor(red);
        target.draw(flash);
        // The dog pounces: it leaps up and lands on the cat, then stays on top of it.
        const float leap = std::min(t / 0.4f, 1.0f);
        const float height = std::sin(leap * kPi) * side * 0.8f;
        const float scale = (1 + 0.35f * std::sin(leap * kPi) + 0.15f * leap) * side / kArtTile;
        sf::Sprite dog(context_.art.tileset,
                       sf::IntRect((dogFrame_ == 0 ? kTileDog : kTileDogAlt) * kArtTile, 0,
                                   kArtTile, kArtTile));
        dog.setOrigin(kArtTile / 2.0f, kArtTile / 2.0f);
        dog.setScale(scale, scale);
        dog.setPosition(corner + sf::Vector2f(side / 2, side / 2 - height));
        target.draw(dog);
    }
    if (won_) {
        // A golden ring spreading from the cat.
        const float radius = side * (0.5f + 1.6f * t);
        sf::CircleShape ring(radius, 40);
        ring.setOrigin(radius, radius);
        ring.setPosition(catPosition() + sf::Vector2f(side / 2, side / 2));
        ring.setFillColor(sf::Color::Transparent);
        sf::Color gold = as<sf::Color>(palette::kWinGlow);
        gold.a = static_cast<sf::Uint8>(gold.a * (1 - t));
        ring.setOutlineColor(gold);
        ring.setOutlineThickness(side * 0.15f);
        target.draw(ring);
    }
}

void LevelPlay::drawRulesOnHud(sf::RenderTarget& target) const {
    if (rulesCard_)
        drawRulesCard(target, context_.art.font, context_.art.bold);
}

}  // namespace catmaze::app
