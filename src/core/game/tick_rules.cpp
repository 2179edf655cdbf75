// The rules of a tick: what the cat's arrival on a tile does (resolveArrival, every level) and,
// on a level with patrols, the whole tick with the dogs walking (resolveTick). The session, its
// preview and the tests share them, so each rule is written once.

#include "catmaze/game/game.hpp"

namespace catmaze {

void resolveArrival(Level& board, CatState& cat, Tile tile, std::vector<PlayEvent>& events) {
    cat.tile = tile;
    if (cat.status != GameStatus::Playing || !board.size.contains(tile))
        return;
    switch (board.at(tile)) {
        case TileKind::Bone:
            ++cat.bones;
            board.set(tile, TileKind::Floor);
            events.emplace_back(play_event::BonePicked{tile, cat.bones});
            break;
        case TileKind::Dog:
            if (cat.bones == 0) {
                // The dog stays: it is still there when the player looks at the lost level.
                cat.status = GameStatus::Lost;
                events.emplace_back(play_event::Caught{tile});
            } else {
                --cat.bones;
                board.set(tile, TileKind::Floor);
                events.emplace_back(play_event::DogPaid{tile, cat.bones});
            }
            break;
        case TileKind::Exit:
            cat.status = GameStatus::Won;
            events.emplace_back(play_event::Won{tile});
            break;
        case TileKind::Floor:
        case TileKind::Wall:
        case TileKind::CatStart:
            break;
    }
}

void resolveTick(Level& board, CatState& cat, PatrolDogs& dogs, Tile tile,
                 std::vector<PlayEvent>& events, std::vector<std::size_t>* paid) {
    const Tile from = cat.tile;
    const std::int64_t tick = cat.tick;
    const std::vector<std::size_t> met = dogs.met(from, tile, tick);
    cat.tick = tick + 1;
    cat.tile = tile;
    if (cat.status != GameStatus::Playing)
        return;
    for (const DogSpot& dog : dogs.at(tick))
        events.emplace_back(
            play_event::DogMoved{dog.dog, dog.tile, dogs.rounds().at(dog.dog, tick + 1)});
    // The bone (or a dog without a patrol) first; the exit only after the meetings.
    const bool exit = board.at(tile) == TileKind::Exit;
    if (!exit)
        resolveArrival(board, cat, tile, events);
    for (const std::size_t dog : met) {
        if (cat.status != GameStatus::Playing)
            return;
        const Tile at = dogs.rounds().at(dog, tick + 1);
        if (cat.bones == 0) {
            cat.status = GameStatus::Lost;  // the dog stays, as a standing one does
            events.emplace_back(play_event::Caught{at});
            return;
        }
        --cat.bones;
        dogs.setPaid(dog, true);
        if (paid)
            paid->push_back(dog);
        events.emplace_back(play_event::DogPaid{at, cat.bones});
    }
    if (exit)
        resolveArrival(board, cat, tile, events);
}

}  // namespace catmaze
