#include "algorithms.hpp"

#include "args.hpp"

namespace catmaze::tool {

Algorithm parseAlgorithm(const std::optional<std::string>& text, Algorithm fallback) {
    if (!text)
        return fallback;
    if (*text == "astar")
        return Algorithm::AStar;
    if (*text == "jps")
        return Algorithm::Jps;
    if (*text == "dijkstra")
        return Algorithm::Dijkstra;
    if (*text == "tutorial")
        return Algorithm::Tutorial;
    throw UsageError("--algorithm must be astar, jps, dijkstra or tutorial, not '" + *text + "'");
}

}  // namespace catmaze::tool
