#pragma once
/// \file
/// How a walker moves on a grid: which neighbouring cells it may step to (and in which order),
/// what a step costs, and the matching consistent heuristic. This is the one place these rules
/// live: the grid data source, the grid graph, the winnability solver and the direction keys all
/// ask it, so they can never disagree.

#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/detail/contract_text.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {

/// When a diagonal step is allowed. A diagonal step from `t` to `t + (dx, dy)` passes the two
/// side cells `t + (dx, 0)` and `t + (0, dy)`; the target itself must always be walkable.
enum class DiagonalMode : std::uint8_t {
    Never,            ///< 4-connected: up, right, down, left only
    NoCornerCutting,  ///< only when both side cells are walkable (CatMaze's and Moving AI's rule)
    AtLeastOneSideFree,  ///< when at least one side cell is walkable (squeezes past one corner)
    Always,              ///< whatever the side cells are (GameplayKit's grid graph)
};

/// `never`, `no-corner-cutting`, `at-least-one-side-free`, `always`: the names settings files and
/// command lines use.
constexpr const char* toString(DiagonalMode mode) {
    switch (mode) {
        case DiagonalMode::Never:
            return "never";
        case DiagonalMode::NoCornerCutting:
            return "no-corner-cutting";
        case DiagonalMode::AtLeastOneSideFree:
            return "at-least-one-side-free";
        case DiagonalMode::Always:
            return "always";
    }
    return "never";
}

/// The mode named `name` (see toString), or nothing for any other text.
constexpr std::optional<DiagonalMode> parseDiagonalMode(std::string_view name) {
    for (const DiagonalMode mode : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                                    DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        if (name == toString(mode))
            return mode;
    }
    return std::nullopt;
}

/// Which heuristic fits a movement model (see heuristicFor).
enum class Heuristic : std::uint8_t {
    Manhattan,  ///< (dx + dy) * straight: 4-connected, or diagonals costing two straight steps or
                ///< more
    Octile,     ///< min(dx, dy) * diagonal + (max - min) * straight: diagonals between 1 and 2
                ///< straights
    Chebyshev,  ///< max(dx, dy) * diagonal: diagonals no dearer than a straight step (GameplayKit's
                ///< 1/1)
};

/// The eight step directions in the order every grid lists its neighbours: up, right, down, left,
/// then up-right, down-right, down-left, up-left. Rows grow downwards.
inline constexpr std::array<Offset, 8> kStepOrder = {
    Offset{0, -1}, Offset{1, 0}, Offset{0, 1},  Offset{-1, 0},
    Offset{1, -1}, Offset{1, 1}, Offset{-1, 1}, Offset{-1, -1},
};

/// kStepOrder's index of `step` (the bit of a move in GridDataSource::moveBits); -1 when it is
/// none of the eight.
constexpr int stepIndex(Offset step) {
    for (std::size_t i = 0; i < kStepOrder.size(); ++i) {
        if (kStepOrder[i] == step)
            return static_cast<int>(i);
    }
    return -1;
}

/// True for a step that changes both the column and the row.
constexpr bool isDiagonal(Offset step) {
    return step.dcol != 0 && step.drow != 0;
}

/// A movement model: the diagonal rule and the base costs of a step (both finite and > 0: the
/// grids that take a model check them, see requireValidStepCosts). Entering a cell may cost a
/// multiple of the base (a per-cell multiplier >= 1, such as a dog's).
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct GridMovement {
    /// Whether and how diagonal steps are allowed.
    DiagonalMode diagonal = DiagonalMode::Never;
    /// Base cost of a step to a side neighbour.
    Cost straightCost{10};
    /// Base cost of a diagonal step.
    Cost diagonalCost{14};

    /// Same rule and costs.
    friend constexpr bool operator==(const GridMovement&, const GridMovement&) = default;

    /// True when `step` is one move of this model from `from`: one of the eight offsets (the
    /// diagonal ones only when the mode allows diagonals), onto a walkable cell, and for a diagonal
    /// passing its side cells as the mode requires. `isOpen(Tile)` answers "walkable and on the
    /// map"; it is asked about the target and, for diagonals, the two side cells.
    template <class IsOpen>
    constexpr bool canStep(Tile from, Offset step, IsOpen&& isOpen) const {
        if (step.dcol < -1 || step.dcol > 1 || step.drow < -1 || step.drow > 1 ||
            step == Offset{0, 0} || !isOpen(from + step)) {
            return false;
        }
        if (!isDiagonal(step))
            return true;
        return diagonalAllowed(isOpen(from + Offset{step.dcol, 0}),
                               isOpen(from + Offset{0, step.drow}));
    }

    /// The diagonal rule itself: may a diagonal step onto a walkable cell be taken when its two
    /// side cells are (`firstSideOpen`, `secondSideOpen`)?
    constexpr bool diagonalAllowed(bool firstSideOpen, bool secondSideOpen) const {
        switch (diagonal) {
            case DiagonalMode::Never:
                return false;
            case DiagonalMode::NoCornerCutting:
                return firstSideOpen && secondSideOpen;
            case DiagonalMode::AtLeastOneSideFree:
                return firstSideOpen || secondSideOpen;
            case DiagonalMode::Always:
                return true;
        }
        return false;
    }

    /// Calls `visit(Tile to, bool diagonalStep)` for every cell one move away from `from`, in
    /// kStepOrder.
    template <class IsOpen, class Visit>
    constexpr void forEachMove(Tile from, IsOpen&& isOpen, Visit&& visit) const {
        const int count = diagonal == DiagonalMode::Never ? 4 : 8;
        for (int i = 0; i < count; ++i) {
            const Offset step = kStepOrder[static_cast<std::size_t>(i)];
            if (canStep(from, step, isOpen))
                visit(from + step, i >= 4);
        }
    }

    /// The cost of one step into a cell whose multiplier is `enterMultiplier` (1 for plain floor).
    constexpr Cost stepCost(bool diagonalStep, Cost enterMultiplier = Cost{1}) const {
        return (diagonalStep ? diagonalCost : straightCost) * enterMultiplier;
    }

    /// The heuristic that is consistent for this model (and as tight as it can be on an open grid).
    constexpr Heuristic heuristic() const {
        if (diagonal == DiagonalMode::Never || !(diagonalCost < straightCost * 2))
            return Heuristic::Manhattan;
        if (!(straightCost < diagonalCost))
            return Heuristic::Chebyshev;
        return Heuristic::Octile;
    }

    /// A lower bound of the cost from `from` to `to` on an open grid with every multiplier 1, so a
    /// lower bound on any grid of this model; consistent: it drops by at most a step's cost per
    /// step. With diagonals cheaper than straight steps, zig-zagging beats going straight and the
    /// octile distance would overestimate; every step shortens the larger distance by at most 1.
    constexpr Cost estimateCost(Tile from, Tile to) const {
        const int dx = from.col > to.col ? from.col - to.col : to.col - from.col;
        const int dy = from.row > to.row ? from.row - to.row : to.row - from.row;
        const int shorter = dx < dy ? dx : dy;
        const int longer = dx < dy ? dy : dx;
        switch (heuristic()) {
            case Heuristic::Manhattan:
                return straightCost * static_cast<Cost>(dx + dy);
            case Heuristic::Chebyshev:
                return diagonalCost * static_cast<Cost>(longer);
            case Heuristic::Octile:
                return diagonalCost * static_cast<Cost>(shorter) +
                       straightCost * static_cast<Cost>(longer - shorter);
        }
        return Cost{};
    }
};

/// True when `multiplier` may be a cell's enter multiplier: a finite number >= 1 (below 1 the
/// movement's estimate would overestimate; NaN or infinite would break every sum of costs).
template <class Cost>
constexpr bool isValidMultiplier(Cost multiplier) {
    return multiplier >= Cost{1} && isValidMoveCost(multiplier);
}

/// Throws std::invalid_argument, its message starting with `caller` and naming both costs, unless
/// both of `movement`'s step costs are finite and > 0 (isValidMoveCost): the one check of a
/// movement model, made by GridDataSource (constructor, setMovement) and GridGraph.
template <class Cost>
void requireValidStepCosts(const GridMovement<Cost>& movement, std::string_view caller) {
    if (isValidMoveCost(movement.straightCost) && isValidMoveCost(movement.diagonalCost))
        return;
    std::string message(caller);
    message += ": step costs ";
    message += detail::numberText(movement.straightCost);
    message += " (straight) and ";
    message += detail::numberText(movement.diagonalCost);
    message += " (diagonal); each must be a finite number > 0";
    throw std::invalid_argument(message);
}

/// The Moving AI benchmarks' movement (octile maps): 8-connected, straight steps cost 1 and
/// diagonal ones sqrt(2), no corner cutting. Search a map of theirs with
/// `GridDataSource<double>(size, passable, movingAiMovement())`.
inline GridMovement<double> movingAiMovement() {
    return {DiagonalMode::NoCornerCutting, 1.0, std::sqrt(2.0)};
}

/// sqrt(2) rounded to 32 significant bits (1.4142135623842478, 1.1e-11 above the true value).
/// Sums of up to 2^21 steps of 1 and of this are exact in a double, so path costs and estimates
/// that are equal in exact arithmetic compare equal and the engine's tie rule (lowest h first)
/// decides between them, instead of the last bit of `std::sqrt(2.0)` multiples.
inline constexpr double kExactSqrt2 = 0x1.6a09e668p+0;

/// movingAiMovement with kExactSqrt2 for the diagonal: the same paths, path costs within 2e-8 of
/// the true lengths on maps up to 1024 x 1024, and exact ties (what the benchmark searches).
constexpr GridMovement<double> movingAiExactMovement() {
    return {DiagonalMode::NoCornerCutting, 1.0, kExactSqrt2};
}

}  // namespace catmaze
