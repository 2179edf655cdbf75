#pragma once
/// \file
/// What a click at the mouse would do, before the player clicks: the route the cat would walk
/// there, its cost, and how the walk would end under the bone and dog rules (a warning when a dog
/// would catch the cat). Searched again only when the mouse or the cat moved; logged as
/// `preview` when it changes.

#include <optional>
#include <string>

#include "catmaze/game/play_session.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// The hover's preview for one level in play. Not thread-safe: the game's thread uses it; the
/// log outlives it.
class HoverPreview {
  public:
    /// A preview logging to `log`.
    explicit HoverPreview(EventLog& log) : log_(log) {}

    /// The mouse at `point` (tile units) over the map, or off it (nullopt).
    void hover(std::optional<Vec2> point) { point_ = point; }
    /// Asks `session` what a click at the mouse would do now (it searches again only when the
    /// mouse or the cat changed); logs `preview` when the answer changed.
    void update(PlaySession& session);
    /// Forgets the current answer (the board changed under it: an undo, a restart).
    void clear() { current_.reset(); }

    /// The tile under the mouse, if the mouse is over the map.
    std::optional<Tile> tile() const {
        return point_ ? std::optional<Tile>(tileHolding(*point_)) : std::nullopt;
    }
    /// The mouse in tile units, if over the map.
    std::optional<Vec2> point() const { return point_; }
    /// What a click at the mouse would do, if the mouse is over the map.
    const std::optional<RoutePreview>& current() const { return current_; }

  private:
    EventLog& log_;
    std::optional<Vec2> point_;
    std::optional<RoutePreview> current_;
    std::string logged_;  // the last `preview` event, to log changes only
};

}  // namespace catmaze::app
