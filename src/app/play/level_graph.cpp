// LevelPlay's obstacle graphs on a worker: the session orders the graph of a board whose dogs
// changed, a GraphBuild makes it off the UI thread, and it is handed in when done (the cat
// walks on meanwhile; a click waits for it).

#include "play/level_play.hpp"

namespace catmaze::app {

void LevelPlay::feedGraph() {
    const std::optional<std::uint64_t> wanted = session_->graphOrderId();
    if (graphBuild_ && graphBuild_->id() != wanted)
        graphBuild_.reset();  // for a board left behind: dropped, its worker ends on its own
    if (wanted && !graphBuild_)
        graphBuild_ = std::make_unique<GraphBuild>(*session_->graphWanted());  // copies the board
    if (graphBuild_ && graphBuild_->done()) {
        session_->giveGraph(graphBuild_->id(), graphBuild_->take());
        graphBuild_.reset();
        take(presenter_.present(session_->takeEvents(), *session_));  // a waiting click's route
    }
}

}  // namespace catmaze::app
