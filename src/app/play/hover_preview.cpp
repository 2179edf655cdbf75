#include "play/hover_preview.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"
#include "shell/log_json.hpp"
#include "ui/decimal_text.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

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

// How far the previewed walk goes before it ends, and what that costs: "4 steps (2 waits), cost
// 40" on tiles, "12.3 tiles, cost 123" on open floor (no steps).
std::string walkWords(const RoutePreview& p) {
    std::string walk;
    if (p.tiles.empty() && !p.points.empty()) {
        // TRANSLATORS: a length walked on open floor, {length} with one decimal ("12.3 tiles").
        walk = fill(tr("{length} tiles"), {{"length", tenthsText(p.walkedLength)}});
    } else {
        walk = fill(trn("{n} step", "{n} steps", p.stepsWalked),
                    {{"n", std::to_string(p.stepsWalked)}});
        if (p.waits > 0) {
            // TRANSLATORS: {steps} is "4 steps"; {n} of them are waits (a dog's round goes on).
            walk = fill(trn("{steps} ({n} wait)", "{steps} ({n} waits)",
                            static_cast<unsigned long>(p.waits)),
                        {{"steps", walk}, {"n", std::to_string(p.waits)}});
        }
    }
    // TRANSLATORS: {walk} is "4 steps" or "12.3 tiles"; {cost} what walking it costs.
    return fill(tr("{walk}, cost {cost}"),
                {{"walk", walk}, {"cost", std::to_string(p.walkedCost)}});
}

}  // namespace

std::string previewWords(const RoutePreview& preview) {
    switch (preview.status) {
        case PreviewStatus::Walk:
            break;
        case PreviewStatus::AlreadyThere:
            return tr("The cat is here");
        case PreviewStatus::Wall:
            return tr("A wall: the cat cannot go there");
        case PreviewStatus::NoPath:
            return tr("No way there");
        case PreviewStatus::OutsideMap:
        case PreviewStatus::GameOver:
            return "";
    }
    const std::string walk = walkWords(preview);
    if (preview.end == RouteEnd::Caught && preview.caughtBy) {
        // TRANSLATORS: {tile} is the dog's tile "(3,1)"; {walk} is "2 steps, cost 20".
        return fill(tr("No bone for the dog at {tile}: the cat would be caught after {walk}"),
                    {{"tile", toString(*preview.caughtBy)}, {"walk", walk}});
    }
    // TRANSLATORS: {walk} is "4 steps, cost 40" (or "12.3 tiles, cost 123").
    std::string text =
        fill(preview.end == RouteEnd::Wins ? tr("To the exit: {walk}") : tr("Walk: {walk}"),
             {{"walk", walk}});
    if (!preview.dogsPaid.empty()) {
        const std::size_t n = preview.dogsPaid.size();
        // TRANSLATORS: {text} is "Walk: 4 steps, cost 40"; the bones held pay the dogs met.
        text = fill(trn("{text}, a bone pays the dog", "{text}, bones pay {n} dogs", n),
                    {{"text", text}, {"n", std::to_string(n)}});
    }
    return text;
}

std::string refusalWords(RefuseReason reason) {
    switch (reason) {
        case RefuseReason::Wall:
            return tr("A wall: the cat cannot go there");
        case RefuseReason::NoPath:
            return tr("No way there");
        case RefuseReason::OutsideMap:
            return tr("Outside the map: the cat cannot go there");
        case RefuseReason::GameOver:
            return "";
    }
    return "";
}

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
