// Must not compile: a space-time grid built on a temporary grid would keep a reference to a grid
// destroyed at the end of the statement, and every search of it would read freed memory. The
// error must name the deleted constructor (tests/unit/CMakeLists.txt,
// search_space_time_grid_refuses_a_temporary_grid). Compiled with CATMAZE_PROBE_NAMED_GRID the
// grid is a named object and the file compiles, so the failure is the check's and not a broken
// command.

#include <cstdint>
#include <vector>

#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/space_time_grid.hpp"

using Cost = std::int64_t;

catmaze::GridDataSource<Cost> corridor() {
    return catmaze::GridDataSource<Cost>({4, 1}, std::vector<std::uint8_t>(4, 1),
                                         catmaze::GridMovement<Cost>{});
}

int main() {
#ifdef CATMAZE_PROBE_NAMED_GRID
    const catmaze::GridDataSource<Cost> grid = corridor();
    const catmaze::SpaceTimeGrid<Cost> world(grid, {});
#else
    const catmaze::SpaceTimeGrid<Cost> world(corridor(), {});
#endif
    return world.period() == 1 ? 0 : 1;
}
