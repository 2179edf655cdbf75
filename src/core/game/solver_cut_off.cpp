#include "solver_cut_off.hpp"

#include <cstddef>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace catmaze::solving {

namespace {

constexpr std::int32_t kUnreached = std::numeric_limits<std::int32_t>::max();

// Per cell: the fewest steps from the nearest source, and which source that is.
struct Reach {
    std::vector<std::int32_t> steps;
    std::vector<std::int32_t> source;

    bool reached(std::int32_t cell) const { return steps[index(cell)] != kUnreached; }
    static std::size_t index(std::int32_t cell) { return static_cast<std::size_t>(cell); }
};

// Breadth first from every cell of `sources` at once, over what `forEachNext(cell, visit)`
// offers, not entering cells for which `blocked` is true.
template <class ForEachNext, class Blocked>
Reach reachFrom(const Board& board, const std::vector<std::int32_t>& sources,
                ForEachNext&& forEachNext, Blocked&& blocked) {
    const auto cells = static_cast<std::size_t>(board.size.cellCount());
    Reach reach{std::vector<std::int32_t>(cells, kUnreached), std::vector<std::int32_t>(cells, -1)};
    std::vector<std::int32_t> queue = sources;
    for (const std::int32_t s : sources) {
        reach.steps[Reach::index(s)] = 0;
        reach.source[Reach::index(s)] = s;
    }
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const std::int32_t cell = queue[next];
        forEachNext(cell, [&](std::int32_t n) {
            if (reach.reached(n) || blocked(n))
                return;
            reach.steps[Reach::index(n)] = reach.steps[Reach::index(cell)] + 1;
            reach.source[Reach::index(n)] = reach.source[Reach::index(cell)];
            queue.push_back(n);
        });
    }
    return reach;
}

// The cat's steps over walls (dogs, bones and exits are no obstacle).
auto catSteps(const Board& board) {
    return [&board](std::int32_t cell, auto&& visit) {
        forEachStep(board, cell, [&](std::int32_t n, bool) { visit(n); });
    };
}

// King's moves over every cell, walls included: distance as the eye sees it.
auto kingMoves(const Board& board) {
    return [&board](std::int32_t cell, auto&& visit) {
        const Tile t = board.size.tileAt(cell);
        for (int drow = -1; drow <= 1; ++drow) {
            for (int dcol = -1; dcol <= 1; ++dcol) {
                const Tile n{t.col + dcol, t.row + drow};
                if ((dcol != 0 || drow != 0) && board.size.contains(n))
                    visit(board.size.indexOf(n));
            }
        }
    };
}

// The cells of `kind`, in row-major order.
std::vector<std::int32_t> cellsOf(const Board& board, TileKind kind) {
    std::vector<std::int32_t> cells;
    for (std::size_t i = 0; i < board.kinds.size(); ++i) {
        if (board.kinds[i] == kind)
            cells.push_back(static_cast<std::int32_t>(i));
    }
    return cells;
}

std::int64_t squaredDistance(Tile a, Tile b) {
    const std::int64_t dc = a.col - b.col;
    const std::int64_t dr = a.row - b.row;
    return dc * dc + dr * dr;
}

// Among the dogs next to a cell of `area` (by the cat's steps), the one with the least
// `rank`; first in row-major order among equals. nullopt when no dog borders the area.
template <class Rank>
std::optional<std::int32_t> borderDog(const Board& board, const Reach& area, Rank&& rank) {
    std::optional<std::int32_t> best;
    for (std::int32_t cell = 0; cell < board.size.cellCount(); ++cell) {
        if (board.at(cell) != TileKind::Dog)
            continue;
        bool borders = false;
        forEachStep(board, cell, [&](std::int32_t n, bool) {
            borders = borders || (area.reached(n) && board.at(n) != TileKind::Dog);
        });
        if (borders && (!best || rank(cell) < rank(*best)))
            best = cell;
    }
    return best;
}

}  // namespace

ExitCutOff walledOff(const Board& board, std::int32_t cat) {
    const std::vector<std::uint8_t> area =
        floodFrom(board, cat, [](std::int32_t) { return false; });
    const Reach nearExit = reachFrom(board, cellsOf(board, TileKind::Exit), kingMoves(board),
                                     [](std::int32_t) { return false; });
    const auto farness = [&](std::int32_t cell) {
        const std::size_t i = Reach::index(cell);
        return std::pair{nearExit.steps[i], squaredDistance(board.size.tileAt(cell),
                                                            board.size.tileAt(nearExit.source[i]))};
    };
    std::int32_t best = cat;
    for (std::int32_t cell = 0; cell < board.size.cellCount(); ++cell) {
        if (area[Reach::index(cell)] && farness(cell) < farness(best))
            best = cell;
    }
    return {CutBy::Walls, board.size.tileAt(nearExit.source[Reach::index(best)]),
            board.size.tileAt(best)};
}

ExitCutOff cutByDogs(const Board& board, std::int32_t cat, CutBy by) {
    const auto never = [](std::int32_t) { return false; };
    const auto isDog = [&board](std::int32_t cell) { return board.at(cell) == TileKind::Dog; };
    const Reach fromCat = reachFrom(board, {cat}, catSteps(board), never);
    const std::vector<std::int32_t> exits = [&] {
        std::vector<std::int32_t> inReach;
        for (const std::int32_t e : cellsOf(board, TileKind::Exit))
            if (fromCat.reached(e))
                inReach.push_back(e);
        return inReach;
    }();
    ExitCutOff cut{by, board.size.tileAt(exits.empty() ? cat : exits.front()), std::nullopt};
    if (by == CutBy::DogWithNoBone) {
        // The cat's own side: the dog it meets first that is nearest to an exit.
        const Reach catArea = reachFrom(board, {cat}, catSteps(board), isDog);
        const Reach fromExits = reachFrom(board, exits, catSteps(board), never);
        const auto dog = borderDog(
            board, catArea, [&](std::int32_t d) { return fromExits.steps[Reach::index(d)]; });
        if (dog) {
            cut.at = board.size.tileAt(*dog);
            cut.exit = board.size.tileAt(fromExits.source[Reach::index(*dog)]);
        }
        return cut;
    }
    // The exit's side: the last dog before an exit that is nearest to the cat.
    const Reach exitArea = reachFrom(board, exits, catSteps(board), isDog);
    const auto dog =
        borderDog(board, exitArea, [&](std::int32_t d) { return fromCat.steps[Reach::index(d)]; });
    if (dog) {
        cut.at = board.size.tileAt(*dog);
        // The exit whose area the dog borders.
        forEachStep(board, *dog, [&](std::int32_t n, bool) {
            if (exitArea.reached(n) && !isDog(n))
                cut.exit = board.size.tileAt(exitArea.source[Reach::index(n)]);
        });
    }
    return cut;
}

}  // namespace catmaze::solving
