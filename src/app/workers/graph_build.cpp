#include "workers/graph_build.hpp"

#include <atomic>
#include <utility>

namespace catmaze::app {

GraphBuild::GraphBuild(GraphOrder order)
    : id_(order.id), task_([order = std::move(order)](const std::atomic<bool>& /*cancelled*/) {
          return openFloorGraph(*order.blockers, order.board);
      }) {}

}  // namespace catmaze::app
