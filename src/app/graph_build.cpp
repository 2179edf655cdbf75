#include "graph_build.hpp"

#include <thread>
#include <utility>

namespace catmaze::app {

GraphBuild::GraphBuild(GraphOrder order) : id_(order.id), shared_(std::make_shared<Shared>()) {
    // Detached: a build no longer wanted is never waited for (see the destructor).
    std::thread([shared = shared_, order = std::move(order)] {
        shared->graph = openFloorGraph(*order.blockers, order.board);
        shared->done.store(true, std::memory_order_release);
    }).detach();
}

}  // namespace catmaze::app
