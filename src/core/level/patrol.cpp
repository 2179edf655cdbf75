#include "catmaze/level/patrol.hpp"

#include <stdexcept>
#include <string>

namespace catmaze {

std::int64_t Patrol::period() const {
    if (tiles.empty())
        throw std::invalid_argument("Patrol::period: the patrol has no tiles");
    const auto n = static_cast<std::int64_t>(tiles.size());
    if (loop || n == 1)
        return n;
    return 2 * (n - 1);
}

Tile Patrol::tileAt(std::int64_t tick) const {
    if (tick < 0)
        throw std::invalid_argument("Patrol::tileAt: tick " + std::to_string(tick) +
                                    " is negative");
    const std::int64_t phase = tick % period();
    const auto n = static_cast<std::int64_t>(tiles.size());
    // Back and forth: past the last tile the walk comes back down the list.
    const std::int64_t index = phase < n ? phase : 2 * (n - 1) - phase;
    return tiles[static_cast<std::size_t>(index)];
}

}  // namespace catmaze
