#pragma once
/// \file
/// What a click at the mouse would do, before the player clicks: the route the cat would walk
/// there, its cost, and how the walk would end under the bone and dog rules (a warning when a dog
/// would catch the cat). Searched again only when the mouse or the cat moved; logged as
/// `preview` when it changes. The player's words for it (and for a refused click) are made here
/// too, in the player's language; the event log keeps the core's English (describe()).

#include <optional>
#include <string>

#include "catmaze/game/play_session.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {

/// The status line for `preview` in the player's language: what the core's describe() says in
/// English (the steps and cost of the walk up to where it ends, the dogs a bone pays, a warning
/// naming the dog that would catch the cat, why a click would do nothing), the same English text
/// when no catalogue is chosen. Empty when there is nothing to say. Thread safety: as tr().
std::string previewWords(const RoutePreview& preview);

/// Why a click was refused, in the player's language (the core's describe(RefuseReason) in
/// English); empty for a click after the level ended. Thread safety: as tr().
std::string refusalWords(RefuseReason reason);

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
