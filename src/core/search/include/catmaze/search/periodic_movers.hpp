#pragma once
/// \file
/// Movers whose moves are known in advance: each walks a cycle of tiles, one tile per tick, and
/// what meeting one does to a walker's step. The world they make repeats with the movers' common
/// period, which a space-time search (space_time_grid.hpp) takes as its clock.

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/detail/contract_text.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze {

/// What a step that meets a mover does to the walker.
enum class MeetingRule : std::uint8_t {
    Costly,     ///< the step is allowed and its cost is multiplied (PeriodicMover::multiplier)
    Forbidden,  ///< the step is never taken
};

/// A mover on a grid that walks a fixed cycle: at tick `t` (t >= 0) it stands on
/// `cycle[t % cycle.size()]`. A mover that stays put has one tile; one that walks back and forth
/// along a line of tiles is given as the unrolled cycle (backAndForthCycle). The tiles need not
/// be neighbours nor walkable: a mover jumps or goes through walls if its cycle says so (the
/// walker, who keeps to walkable tiles, simply never meets it there).
///
/// A walker's step from tile `a` at tick `t` to tile `b` at tick `t + 1` (a wait when a == b)
/// meets the mover when the mover stands on `b` at `t + 1`, or when they swap tiles (the mover on
/// `b` at `t` and on `a` at `t + 1`).
///
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct PeriodicMover {
    /// The tiles of one round, in order (at least one).
    std::vector<Tile> cycle;
    /// What meeting this mover does to a step.
    MeetingRule meeting = MeetingRule::Costly;
    /// The factor a Costly meeting multiplies the step's cost by: finite and >= 1
    /// (isValidMultiplier). 10 is CatMaze's dog.
    Cost multiplier{10};

    /// Same cycle and meeting.
    friend bool operator==(const PeriodicMover&, const PeriodicMover&) = default;
};

/// Whether a walker's step from `from` at a tick to `to` at the next meets a mover that stands on
/// `before` at the first tick and on `after` at the next: the walker ends on the mover's tile, or
/// they swap tiles (PeriodicMover's meeting, for callers that follow movers of their own).
constexpr bool stepMeets(Tile from, Tile to, Tile before, Tile after) {
    return to == after || (to == before && from == after);
}

/// The cycle of a mover that walks `line` from its first tile to its last and back, turning on
/// the end tiles without standing still: {a, b, c, d} gives {a, b, c, d, c, b} (period 6);
/// one or two tiles are their own cycle. Throws std::invalid_argument when `line` is empty.
inline std::vector<Tile> backAndForthCycle(const std::vector<Tile>& line) {
    if (line.empty())
        throw std::invalid_argument("backAndForthCycle: the line has no tiles");
    std::vector<Tile> cycle = line;
    for (std::size_t i = line.size() - 1; i-- > 1;)
        cycle.push_back(line[i]);
    return cycle;
}

/// The longest common period a space-time search takes (SpaceTimeGrid): the least common
/// multiple of the movers' cycle lengths may be at most this. A few rounds of prime lengths
/// (7, 11, 13 and 16: 16016) fit; more than that would mostly make a search too large to keep.
inline constexpr std::int64_t kMaxMoverPeriod = 1 << 16;

/// The movers' common period: the least common multiple of their cycle lengths (1 with no
/// movers), after which every mover stands where it stood at tick 0. Nothing when it is larger
/// than `limit` (no overflow whatever the lengths: the multiple is checked as it grows). Throws
/// std::invalid_argument, naming the mover, when a mover's cycle is empty, and when `limit` < 1.
template <class Cost>
std::optional<std::int64_t> commonPeriod(const std::vector<PeriodicMover<Cost>>& movers,
                                         std::int64_t limit = kMaxMoverPeriod) {
    if (limit < 1)
        throw std::invalid_argument("commonPeriod: the limit " + std::to_string(limit) + " is < 1");
    std::int64_t period = 1;
    for (std::size_t i = 0; i < movers.size(); ++i) {
        const auto length = static_cast<std::int64_t>(movers[i].cycle.size());
        if (length == 0) {
            throw std::invalid_argument("commonPeriod: mover " + std::to_string(i) +
                                        " has an empty cycle");
        }
        if (length > limit)
            return std::nullopt;
        // lcm = period * (length / gcd); the product could overflow, so compare by division.
        const std::int64_t step = length / std::gcd(period, length);
        if (period > limit / step)
            return std::nullopt;
        period *= step;
    }
    return period;
}

/// Throws std::invalid_argument, naming the mover and the value, unless every mover has a cycle
/// of tiles on a `size` grid and a valid multiplier (isValidMultiplier; asked of Forbidden movers
/// too, so that switching a mover's rule never makes it invalid). `caller` starts the message.
template <class Cost>
void requireValidMovers(const std::vector<PeriodicMover<Cost>>& movers, GridSize size,
                        const char* caller) {
    for (std::size_t i = 0; i < movers.size(); ++i) {
        const std::string who = std::string(caller) + ": mover " + std::to_string(i);
        if (movers[i].cycle.empty())
            throw std::invalid_argument(who + " has an empty cycle");
        for (const Tile t : movers[i].cycle) {
            if (!size.contains(t)) {
                throw std::invalid_argument(who + " walks through " + toString(t) + ", off the " +
                                            detail::sizeText(size) + " grid");
            }
        }
        if (!isValidMultiplier(movers[i].multiplier)) {
            throw std::invalid_argument(who + " has the multiplier " +
                                        detail::numberText(movers[i].multiplier) +
                                        "; it must be a finite number >= 1");
        }
    }
}

}  // namespace catmaze
