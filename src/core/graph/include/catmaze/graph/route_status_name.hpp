#pragma once
/// \file
/// The name of an ObstacleGraph route's status (RouteStatus), for logs and tools. In a header of
/// its own rather than obstacle_graph.hpp, so that a program that already names the statuses
/// itself with a `toString(RouteStatus)` of its own (as examples/obstacle_graph.cpp does) still
/// compiles unchanged when it includes only the graph: the two would be ambiguous.

#include "catmaze/graph/export.hpp"
#include "catmaze/graph/obstacle_graph.hpp"

namespace catmaze {

/// `Found`, `AlreadyThere`, `StartBlocked`, `GoalBlocked`, `NoPath` (the enumerators' own names,
/// as the game's event log and the level tool print a route's status); `?` for a value that is
/// no enumerator. Thread safety: a pure function.
CATMAZE_GRAPH_EXPORT const char* toString(RouteStatus status);

}  // namespace catmaze
