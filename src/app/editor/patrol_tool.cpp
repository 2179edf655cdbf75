#include "editor/patrol_tool.hpp"

#include <nlohmann/json.hpp>

#include "catmaze/level/patrol_rules.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

}  // namespace

std::optional<std::size_t> PatrolTool::editing() const {
    if (route_.empty())
        return std::nullopt;
    return document_.edit().patrolOf(route_.front());
}

std::size_t PatrolTool::patrolNumber(Tile dog) const {
    const std::optional<std::size_t> index = document_.edit().patrolOf(dog);
    return index ? *index : document_.level().patrols.size();
}

std::optional<std::string> PatrolTool::routeProblem(const Patrol& candidate,
                                                    bool lastTileOnly) const {
    // The level's own patrols with this round in its place, so the rules (written once, in
    // patrol_rules.hpp) speak of it by the number it has in the file.
    const Level& level = document_.level();
    std::vector<Patrol> patrols = level.patrols;
    const std::size_t number = patrolNumber(candidate.tiles.front());
    if (number < patrols.size())
        patrols[number] = candidate;
    else
        patrols.push_back(candidate);
    for (const PatrolProblem& problem : patrolRouteProblems(level, patrols)) {
        if (problem.patrol == number &&
            (!lastTileOnly || problem.tile + 1 == candidate.tiles.size()))
            return problem.message;
    }
    return std::nullopt;
}

std::optional<std::string> PatrolTool::refusal(Tile t) const {
    if (route_.empty()) {
        if (auto problem = patrolsOpenFloorProblem(document_.level().openFloor()))
            return problem;
        return routeProblem({{t}, false}, false);
    }
    if (t == route_.front())
        return route_.size() < kMinPatrolTiles ? std::nullopt : routeProblem({route_, true}, false);
    if (route_.size() + 1 > kMaxPatrolTiles)
        return patrolLengthProblem(route_.size() + 1, patrolNumber(route_.front()));
    std::vector<Tile> longer = route_;
    longer.push_back(t);
    return routeProblem({std::move(longer), false}, true);
}

ToolOutcome PatrolTool::press(Tile t) {
    if (!document_.level().size.contains(t))
        return {};
    if (route_.empty())
        return start(t);
    if (t == route_.front())
        return finish(true);
    if (auto problem = refusal(t))
        return refuse(*problem);
    route_.push_back(t);
    return {true, false};
}

ToolOutcome PatrolTool::start(Tile dog) {
    if (auto problem = refusal(dog))
        return refuse(*problem);
    const std::optional<std::size_t> index = document_.edit().patrolOf(dog);
    if (!index) {
        if (auto problem = patrolCountProblem(document_.level().patrols.size() + 1))
            return refuse(*problem);
    }
    size_ = document_.level().size;
    if (index) {
        const Patrol& patrol = document_.level().patrols[*index];
        route_ = patrol.tiles;
        loop_ = patrol.loop;
    } else {
        route_ = {dog};
        loop_ = false;
    }
    // TRANSLATORS: {tile} is a tile's place on the map, such as (3, 4)
    notice_.show(fill(tr("The round of the dog at {tile}: click its tiles in turn; the dog again "
                         "closes a loop; Enter: done"),
                      {{"tile", toString(dog)}}));
    return {true, false};
}

ToolOutcome PatrolTool::finish(bool closeLoop) {
    Patrol patrol{route_, closeLoop || loop_};
    if (patrol.tiles.size() >= kMinPatrolTiles) {
        if (auto problem = routeProblem(patrol, false))
            return refuse(*problem);  // still drawing: the player can fix it
    }
    const Tile dog = route_.front();
    const bool removing = patrol.tiles.size() < kMinPatrolTiles;
    const std::size_t tiles = patrol.tiles.size();
    const bool loops = patrol.loop;
    reset();
    if (!document_.edit().setPatrol(patrol)) {
        notice_.show(fill(removing ? tr("The dog at {tile} stays on its tile")
                                   : tr("The round of the dog at {tile} is unchanged"),
                          {{"tile", toString(dog)}}));
        return {true, false};
    }
    document_.touched();
    if (removing) {
        log_.write(event_name::kPatrolRemoved, Json{{"dog", tileJson(dog)}});
        notice_.show(fill(tr("The dog at {tile} stays on its tile: its patrol is removed"),
                          {{"tile", toString(dog)}}));
    } else {
        log_.write(
            event_name::kPatrolSet,
            Json{{"dog", tileJson(dog)}, {"tiles", tilesJson(patrol.tiles)}, {"loop", loops}});
        notice_.show(fill(loops ? trn("The dog at {tile} walks {n} tile, round and round",
                                      "The dog at {tile} walks {n} tiles, round and round", tiles)
                                : trn("The dog at {tile} walks {n} tile, back and forth",
                                      "The dog at {tile} walks {n} tiles, back and forth", tiles),
                          {{"tile", toString(dog)}, {"n", std::to_string(tiles)}}));
    }
    return {true, true};
}

ToolOutcome PatrolTool::command(EditorCommand command, bool modified) {
    if (route_.empty())
        return {};
    switch (command) {
        case EditorCommand::UseTool:
        case EditorCommand::ToolPatrol:
            return finish(false);
        case EditorCommand::Leave:
            reset();
            notice_.show(tr("Round not changed"));
            return {true, false};
        case EditorCommand::RoundKind: {
            loop_ = !loop_;
            const std::string key = firstKeyText(keys_, EditorCommand::RoundKind);
            notice_.show(
                loop_ ? fill(tr("The dog loops: from its last tile back to its first ({key}: "
                                "back and forth)"),
                             {{"key", key}})
                      : fill(tr("The dog walks back and forth ({key}: loop)"), {{"key", key}}));
            return {true, false};
        }
        case EditorCommand::Undo:
            if (modified)
                return {true, false};  // no redo under a round being drawn
            [[fallthrough]];
        case EditorCommand::Remove:
            route_.pop_back();
            return {true, false};
        case EditorCommand::Redo:
            return {true, false};  // no redo under a round being drawn
        case EditorCommand::PanUp:
        case EditorCommand::PanDown:
        case EditorCommand::PanLeft:
        case EditorCommand::PanRight:
            return {modified, false};  // no resize under it either
        default:
            return {};
    }
}

ToolOutcome PatrolTool::refuse(const std::string& message) {
    // The core's words (patrol rules), as the log and `catmaze-level` have them.
    notice_.show(message, true);
    log_.write(event_name::kPatrolRefused, Json{{"message", message}});
    return {true, false};
}

void PatrolTool::reset() {
    route_.clear();
    loop_ = false;
}

void PatrolTool::levelChanged() {
    if (route_.empty())
        return;
    const Level& level = document_.level();
    if (level.size != size_ || level.at(route_.front()) != TileKind::Dog)
        reset();
}

}  // namespace catmaze::app
