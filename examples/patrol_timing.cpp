// Space-time A* (catmaze/search/space_time_path.hpp): a walker crossing a guard's beat waits for
// the gap, and a walker in a corridor a guard sweeps pays to pass it, or finds no way when the
// guard may never be met. docs/SPACE_TIME.md walks through this program.

#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/periodic_movers.hpp"
#include "catmaze/search/space_time_grid.hpp"
#include "catmaze/search/space_time_path.hpp"

using Cost = std::int64_t;
using catmaze::GridDataSource;
using catmaze::PeriodicMover;
using catmaze::SpaceTimeGrid;
using catmaze::SpaceTimePath;
using catmaze::SpaceTimeStep;
using catmaze::Tile;

// A 4-connected grid (steps cost 10) drawn as text: '#' a wall, anything else floor.
GridDataSource<Cost> gridOf(const std::vector<std::string>& rows) {
    const catmaze::GridSize size{static_cast<int>(rows.front().size()),
                                 static_cast<int>(rows.size())};
    std::vector<std::uint8_t> walkable;
    for (const std::string& row : rows) {
        for (const char c : row)
            walkable.push_back(c == '#' ? 0 : 1);
    }
    return GridDataSource<Cost>(size, walkable, catmaze::GridMovement<Cost>{});
}

// Plans from `from` at tick 0 to `to` and prints the walk, tick by tick, beside the guard.
void walk(const SpaceTimeGrid<Cost>& world, Tile from, Tile to) {
    catmaze::AStar<Cost> engine;
    const SpaceTimePath<Cost> path = catmaze::findSpaceTimePath(engine, world, from, 0, to);
    std::cout << catmaze::toString(from) << " to " << catmaze::toString(to) << ": "
              << catmaze::toString(path.status);
    if (!path.reachedGoal()) {
        std::cout << "\n";
        return;
    }
    std::cout << ", cost " << path.cost << "\n";
    for (const SpaceTimeStep& step : path.steps) {
        std::cout << "  tick " << step.tick << ": " << (step.wait ? "wait on " : "step to ")
                  << catmaze::toString(step.tile) << ", guard on "
                  << catmaze::toString(world.moverAt(0, step.tick))
                  << (step.meets ? " (met: x10)" : "") << "\n";
    }
}

int main() {
    // A corridor along the middle row; a guard walks up and down the crossing at column 3.
    const GridDataSource<Cost> crossing = gridOf({"###.###",  //
                                                  ".......", "###.###"});
    const PeriodicMover<Cost> guard{catmaze::backAndForthCycle({{3, 0}, {3, 1}, {3, 2}})};
    const SpaceTimeGrid<Cost> beat(crossing, {guard});
    std::cout << "The crossing: period " << beat.period() << ", " << beat.nodeCount()
              << " tile-moments\n";
    walk(beat, {0, 1}, {6, 1});

    // A one-tile corridor that a guard sweeps from end to end: no way past it without a meeting.
    const GridDataSource<Cost> corridor = gridOf({"...."});
    const auto sweep = catmaze::backAndForthCycle({{3, 0}, {2, 0}, {1, 0}, {0, 0}});
    std::cout << "\nThe corridor, a guard met for ten times the cost:\n";
    walk(SpaceTimeGrid<Cost>(corridor, {PeriodicMover<Cost>{sweep}}), {0, 0}, {3, 0});
    std::cout << "The corridor, a guard never to be met:\n";
    walk(SpaceTimeGrid<Cost>(corridor,
                             {PeriodicMover<Cost>{sweep, catmaze::MeetingRule::Forbidden}}),
         {0, 0}, {3, 0});
    return 0;
}
