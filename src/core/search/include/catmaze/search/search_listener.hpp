#pragma once
/// \file
/// What a search tells as it runs, for whoever wants to watch it (the game's search overlay, a
/// test, a profiler): the events of warthog's expansion policies. A search reports each one to
/// the listener it is given, as it happens; the default, NullSearchListener, does nothing and
/// inlines away, so a search nobody watches pays nothing.

#include <concepts>

#include "catmaze/search/path_source.hpp"

namespace catmaze {

/// A listener of searches over costs `Cost`: three calls, made in the order the search works.
/// - generated(node, g, h): `node` was reached for the first time, at cost `g` from the start,
///   with the estimate `h` the search uses for it (the start first, at g = 0).
/// - relaxed(node, g, h): a cheaper way to the open `node` was found; its cost is now `g`.
/// - expanded(node, g): `node` was closed at cost `g`, its moves about to be followed (the goal
///   too, when it is reached, though its moves are not followed).
/// A node expanded was generated before; one generated but never expanded was still open when
/// the search ended. The calls come from the thread running the search.
template <class Listener, class Cost>
concept SearchListener = requires(Listener& listener, NodeId node, Cost cost) {
    listener.generated(node, cost, cost);
    listener.relaxed(node, cost, cost);
    listener.expanded(node, cost);
};

/// The listener of a search nobody watches: every call does nothing. Thread safety: stateless;
/// one may serve any number of searches at once.
template <class Cost>
struct NullSearchListener {
    /// Nothing.
    void generated(NodeId /*node*/, Cost /*g*/, Cost /*h*/) {}
    /// Nothing.
    void relaxed(NodeId /*node*/, Cost /*g*/, Cost /*h*/) {}
    /// Nothing.
    void expanded(NodeId /*node*/, Cost /*g*/) {}
};

}  // namespace catmaze
