#include "graph_build.hpp"

#include <utility>

namespace catmaze::app {

GraphBuild::GraphBuild(GraphOrder order) : id_(order.id) {
    // Started last: every member the worker touches is constructed by now.
    worker_ = std::thread([this, order = std::move(order)] {
        graph_ = openFloorGraph(*order.blockers, order.board);
        done_.store(true, std::memory_order_release);
    });
}

GraphBuild::~GraphBuild() {
    worker_.join();
}

}  // namespace catmaze::app
