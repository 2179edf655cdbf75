// consumer LEVEL.json: loads a CatMaze level and prints the cheapest path from the cat to the
// first exit, using only the installed library (CatMaze::core).

#include <iostream>

#include "catmaze/game/game.hpp"
#include "catmaze/level/level_files.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: consumer LEVEL.json\n";
        return 2;
    }
    const catmaze::LevelLoadResult loaded = catmaze::loadLevelFile(argv[1]);
    for (const catmaze::Diagnostic& d : loaded.diagnostics)
        std::cerr << d.format() << '\n';
    if (!loaded.ok() || loaded.level->find(catmaze::TileKind::Exit).empty())
        return 2;
    const catmaze::Level& level = *loaded.level;

    catmaze::AStar<catmaze::GridCost> engine;
    const auto path =
        catmaze::findTilePath(engine, catmaze::makeCatGrid(level, catmaze::DiagonalMode::Never),
                              level.catStart(), level.find(catmaze::TileKind::Exit).front());
    std::cout << level.name << ": " << catmaze::toString(path.status) << ", cost " << path.cost
              << ", " << path.tiles.size() << " steps\n";
    return path.status == catmaze::PathStatus::Found ? 0 : 1;
}
