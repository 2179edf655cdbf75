#include "play/hover_preview.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"
#include "shell/log_json.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

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

void HoverPreview::update(PlaySession& session) {
    // The session searches again only when the point or the cat changed; the log hears changes.
    std::optional<RoutePreview> now = point_ ? session.previewRoute(*point_) : std::nullopt;
    if (now == current_)
        return;
    current_ = std::move(now);
    if (!current_)
        return;
    const Json logged = previewJson(*current_);
    std::string text = logged.dump();
    if (text != logged_) {
        logged_ = std::move(text);
        log_.write(event_name::kPreview, logged);
    }
}

}  // namespace catmaze::app
