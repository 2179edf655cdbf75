#pragma once
/// \file
/// What the benchmark solves: each Moving AI map of tests/data/movingai with one query list,
/// and the answer every algorithm row reports so the rows can be checked and compared.

#include <cstdint>
#include <string>
#include <vector>

#include "catmaze/level/movingai.hpp"

namespace catmaze::bench {

/// A map and its queries. `queries` holds one problem from each of up to kMaxQueries buckets of
/// the `.scen` file, spread evenly from the first (shortest) bucket to the last (longest), so
/// short and long problems weigh as in the file. `tutorialQueries` is the part of that list
/// short enough for the original tutorial's algorithm to finish (optimal length <= 96).
struct Workload {
    std::string name;  ///< the map's file name, e.g. "arena2.map"
    MovingAiMap map;
    std::vector<MovingAiProblem> queries;
    std::vector<MovingAiProblem> tutorialQueries;
};

/// The most queries taken from one map.
inline constexpr std::size_t kMaxQueries = 64;

/// The benchmark's maps, smallest first.
const std::vector<std::string>& benchmarkMaps();

/// The workload of `mapName` (loaded once, then cached). Aborts with a message when the files
/// cannot be read: the benchmark has nothing to measure without them.
const Workload& workload(const std::string& mapName);

/// One query's answer, the same shape for every algorithm row.
struct Answer {
    bool found = false;
    double cost = 0.0;
    std::int64_t expanded = 0;  ///< nodes expanded (closed); for JPS, jump points expanded
};

/// True when `answer` reached the goal at the problem's optimal length (within the rounding of
/// the file's 8 decimals).
bool matchesOptimal(const Answer& answer, const MovingAiProblem& problem);

/// The maps with a weighted variant (the game's grids have dogs: cells dearer to enter).
const std::vector<std::string>& weightedMaps();

/// A map with costly cells: kWeightedPercent % of its free cells, drawn with a fixed seed, cost
/// kWeightedMultiplier times the step to enter; and the cheapest cost of each of the workload's
/// queries on it, from a plain Dijkstra written here (not the library's engine).
struct WeightedWorkload {
    std::vector<double> multiplier;  ///< per cell, row-major: 1 or kWeightedMultiplier
    std::vector<double> optimal;     ///< per query of workload(map).queries; < 0: unreachable
};

/// Percentage of the free cells that are costly.
inline constexpr int kWeightedPercent = 1;
/// What entering a costly cell costs, in steps.
inline constexpr double kWeightedMultiplier = 10.0;

/// The costly cells of `mapName`'s weighted variant: per cell, row-major, 1 or
/// kWeightedMultiplier for kWeightedPercent % of the free cells, drawn with a fixed seed (the
/// same cells in every run and every benchmark program).
std::vector<double> weightedMultipliers(const std::string& mapName);

/// The weighted variant of `mapName` (built once, then cached).
const WeightedWorkload& weightedWorkload(const std::string& mapName);

/// True when `answer` reached the goal at `optimal` (within rounding).
bool matchesCost(const Answer& answer, double optimal);

}  // namespace catmaze::bench
