// The rules of a tick: what the cat's arrival on a tile does (resolveArrival, every level) and,
// on a level with patrols, the whole tick with the dogs walking (resolveTick, in playTick's
// order, which the solver follows too). The session and its preview share them.

#include "catmaze/game/tick_rules.hpp"
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
    // A dog without a patrol is met on its tile alone (a patrol goes round it: patrol_rules).
    if (board.at(tile) == TileKind::Dog) {
        resolveArrival(board, cat, tile, events);
        return;
    }
    // The order of the rules is playTick's; here they become events and the board's changes.
    TickStart start;
    start.stepCost = 1;  // the session counts the cost (PatrolDogs::tickCost)
    start.bonesHeld = cat.bones;
    start.boneOnTile = board.at(tile) == TileKind::Bone;
    start.dogsMet = static_cast<int>(met.size());
    start.exitOnTile = board.at(tile) == TileKind::Exit;
    const TickOutcome outcome = playTick(start);
    if (outcome.bonePicked) {
        board.set(tile, TileKind::Floor);
        events.emplace_back(play_event::BonePicked{tile, ++cat.bones});
    }
    if (outcome.status == GameStatus::Lost) {
        cat.status = GameStatus::Lost;  // the dogs stay, as a standing one does
        events.emplace_back(play_event::Caught{dogs.rounds().at(met.front(), tick + 1)});
        return;
    }
    for (const std::size_t dog : met) {
        dogs.setPaid(dog, true);
        if (paid)
            paid->push_back(dog);
        events.emplace_back(play_event::DogPaid{dogs.rounds().at(dog, tick + 1), --cat.bones});
    }
    if (outcome.status == GameStatus::Won) {
        cat.status = GameStatus::Won;
        events.emplace_back(play_event::Won{tile});
    }
}

}  // namespace catmaze
