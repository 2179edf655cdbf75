// The obstacle graph's pass nodes (obstacle_graph.hpp: "Pass nodes"): obstacles a route may
// walk through at a price, their zones, and the segment test that lets a zone's ends cross it.

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/graph/obstacle_graph.hpp"
#include "catmaze/search/detail/contract_text.hpp"

namespace catmaze {

const ObstacleId* ObstacleGraph::homeOf(const GraphNode2D* node) const {
    if (node == nullptr || node->pass_ == nullptr)
        return nullptr;
    const auto it = passHome_.find(node->pass_);
    return it == passHome_.end() ? nullptr : &it->second;
}

GraphNode2D* ObstacleGraph::passNodeOf(ObstacleId id) const {
    for (const auto& [node, home] : passHome_) {
        if (home == id)
            return static_cast<GraphNode2D*>(const_cast<GraphNode*>(node));  // owned here
    }
    return nullptr;
}

GraphNode2D& ObstacleGraph::addPassNode(ObstacleId obstacle, Vec2 position, double toll) {
    return *addPassNodes({{obstacle, position, toll}}).front();
}

std::vector<GraphNode2D*> ObstacleGraph::addPassNodes(const std::vector<PassSpec>& passes) {
    // Every node made (its position and toll checked) before any is added: a bad one adds none.
    std::vector<std::unique_ptr<GraphNode2D>> made;
    made.reserve(passes.size());
    for (const PassSpec& pass : passes) {
        if (bufferedObstacle(pass.obstacle) == nullptr)
            throw std::invalid_argument("ObstacleGraph::addPassNode: unknown obstacle id " +
                                        std::to_string(pass.obstacle));
        if (!GraphNode2D::isValidEntryCost(pass.toll))
            throw std::invalid_argument("ObstacleGraph::addPassNode: the toll " +
                                        detail::numberText(pass.toll) +
                                        " is not a number >= 0 (+infinity closes the zone)");
        made.push_back(std::make_unique<GraphNode2D>(pass.position));
        made.back()->setEntryCost(pass.toll);
    }
    std::vector<GraphNode2D*> added;
    for (std::size_t i = 0; i < passes.size(); ++i) {
        auto& owned = static_cast<GraphNode2D&>(addNode(std::move(made[i])));
        owned.pass_ = &owned;
        passHome_.emplace(&owned, passes[i].obstacle);
        linked_.push_back(&owned);
        added.push_back(&owned);
    }
    rebuild();  // the zones' corners, and every linked node linked again
    return added;
}

bool ObstacleGraph::hasPassNode(ObstacleId id) const {
    return std::any_of(passHome_.begin(), passHome_.end(),
                       [&](const auto& entry) { return entry.second == id; });
}

GraphNode2D* ObstacleGraph::passNodeAt(Vec2 position) const {
    for (const auto& [node, home] : passHome_) {
        auto* pass = static_cast<GraphNode2D*>(const_cast<GraphNode*>(node));  // owned here
        if (distance(pass->position(), position) <= kGeometryEpsilon)
            return pass;
    }
    return nullptr;
}

}  // namespace catmaze
