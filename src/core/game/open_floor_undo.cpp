// Undo and redo on open floor: a walk (what one click set going) is the step taken back. The
// moments are whole states, so the rules never run backwards.

#include "catmaze/game/open_floor.hpp"

#include <utility>

namespace catmaze {

OpenFloorSession::Moment OpenFloorSession::now() const {
    return {board_, cat_, facing_, bones_, walked_, dogsEntered_, status_};
}

void OpenFloorSession::restore(Moment moment) {
    const bool dogsChanged = moment.board != board_;
    board_ = std::move(moment.board);
    cat_ = moment.cat;
    facing_ = moment.facing;
    bones_ = moment.bones;
    walked_ = moment.walked;
    dogsEntered_ = moment.dogsEntered;
    status_ = moment.status;
    route_.clear();
    waitingClick_.reset();  // a click waiting for the graph was made on the board left behind
    if (dogsChanged)
        rebuildGraph();  // a dog paid or a bone taken since: the graph follows the board
}

bool OpenFloorSession::undo() {
    if (walks_.empty() || status_ == GameStatus::Won)
        return false;
    undone_.push_back(now());
    restore(std::move(walks_.back()));
    walks_.pop_back();
    events_.push_back(play_event::Undone{tileHolding(cat_), 0});
    return true;
}

bool OpenFloorSession::redo() {
    if (undone_.empty() || status_ != GameStatus::Playing)
        return false;
    walks_.push_back(now());
    restore(std::move(undone_.back()));
    undone_.pop_back();
    events_.push_back(play_event::Redone{tileHolding(cat_)});
    return true;
}

}  // namespace catmaze
