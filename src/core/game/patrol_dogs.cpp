#include "catmaze/game/patrol_dogs.hpp"

namespace catmaze {

PatrolDogs::PatrolDogs(const Level& level)
    : rounds_(level),
      paid_(rounds_.count(), false),
      multiplier_(level.rules.dogCostMultiplier < 1 ? 1 : level.rules.dogCostMultiplier) {}

std::vector<std::size_t> PatrolDogs::met(Tile from, Tile to, std::int64_t tick) const {
    std::vector<std::size_t> out;
    for (std::size_t dog = 0; dog < rounds_.count(); ++dog) {
        if (present(dog) && rounds_.meets(dog, from, to, tick))
            out.push_back(dog);
    }
    return out;
}

GridCost PatrolDogs::tickCost(const GridDataSource<GridCost>& grid, Tile from, Tile to,
                              std::int64_t tick) const {
    const GridSize size = grid.size();
    const GridCost base = from == to ? grid.movement().straightCost
                                     : grid.moveCost(size.indexOf(from), size.indexOf(to));
    return met(from, to, tick).empty() ? base : base * multiplier_;
}

std::vector<PeriodicMover<GridCost>> PatrolDogs::movers() const {
    std::vector<bool> present(rounds_.count());
    for (std::size_t dog = 0; dog < present.size(); ++dog)
        present[dog] = this->present(dog);
    return rounds_.movers(present, multiplier_);
}

std::vector<DogSpot> PatrolDogs::at(std::int64_t tick) const {
    std::vector<DogSpot> out;
    for (std::size_t dog = 0; dog < rounds_.count(); ++dog) {
        if (present(dog))
            out.push_back({dog, rounds_.at(dog, tick)});
    }
    return out;
}

}  // namespace catmaze
