#include "play/graph_feeder.hpp"

namespace catmaze::app {

bool GraphFeeder::feed(PlaySession& session) {
    const std::optional<std::uint64_t> wanted = session.graphOrderId();
    if (build_ && build_->id() != wanted)
        build_.reset();
    if (wanted && !build_)
        build_ = std::make_unique<GraphBuild>(*session.graphWanted());  // copies the board
    if (!build_ || !build_->done())
        return false;
    session.giveGraph(build_->id(), build_->take());
    build_.reset();
    return true;
}

}  // namespace catmaze::app
