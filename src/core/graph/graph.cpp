#include "catmaze/graph/graph.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "catmaze/search/astar.hpp"
#include "reached_nodes.hpp"

namespace catmaze {

namespace {

void eraseValue(std::vector<GraphNode*>& nodes, const GraphNode* value) {
    const auto it = std::find(nodes.begin(), nodes.end(), value);
    if (it != nodes.end())
        nodes.erase(it);
}

}  // namespace

GraphNode::~GraphNode() {
    for (GraphNode* to : outgoing_)
        eraseValue(to->incoming_, this);
    for (GraphNode* from : incoming_)
        eraseValue(from->outgoing_, this);
}

void GraphNode::link(GraphNode& to) {
    if (&to == this || isConnectedTo(to))
        return;
    outgoing_.push_back(&to);
    to.incoming_.push_back(this);
}

void GraphNode::unlink(GraphNode& to) {
    const auto it = std::find(outgoing_.begin(), outgoing_.end(), &to);
    if (it == outgoing_.end())
        return;
    outgoing_.erase(it);
    eraseValue(to.incoming_, this);
}

void GraphNode::addConnections(const std::vector<GraphNode*>& nodes, bool bidirectional) {
    for (GraphNode* node : nodes) {
        if (node == nullptr)
            continue;
        link(*node);
        if (bidirectional)
            node->link(*this);
    }
}

void GraphNode::removeConnections(const std::vector<GraphNode*>& nodes, bool bidirectional) {
    // A copy: `nodes` may be this node's own connectedNodes(), which the loop changes.
    // NOLINTNEXTLINE(performance-unnecessary-copy-initialization)
    const std::vector<GraphNode*> targets = nodes;
    for (GraphNode* node : targets) {
        if (node == nullptr)
            continue;
        unlink(*node);
        if (bidirectional)
            node->unlink(*this);
    }
}

bool GraphNode::isConnectedTo(const GraphNode& node) const {
    return std::find(outgoing_.begin(), outgoing_.end(), &node) != outgoing_.end();
}

double GraphNode::costTo(const GraphNode& node) const {
    return isConnectedTo(node) ? 1.0 : std::numeric_limits<double>::infinity();
}

double GraphNode::estimatedCostTo(const GraphNode& /*node*/) const {
    return 0.0;
}

std::vector<GraphNode*> GraphNode::findPathTo(GraphNode& goal) {
    return findPathTo(goal, nullptr);
}

std::vector<GraphNode*> GraphNode::findPathTo(GraphNode& goal, GraphSearchTrace* trace) {
    return searchPathTo(goal, {}, trace).nodes;
}

GraphPath GraphNode::searchPathTo(GraphNode& goal, PathOptions options, GraphSearchTrace* trace) {
    GraphPath answer;
    if (&goal == this) {
        answer.status = PathStatus::AlreadyThere;
        answer.nodes = {this};
        return answer;
    }
    AStar<double> engine;  // its buffers are kept from one try to the next
    PathResult<double> result;
    NodeId capacity = detail::kFirstCapacity;
    std::optional<detail::ReachedNodes> source;
    for (;;) {
        source.emplace(*this, goal, capacity);
        engine.findPath(*source, 0, 1, result, options);
        if (!source->overflowed() || capacity == detail::kMostCapacity)
            break;
        capacity = detail::grownCapacity(capacity);
    }
    if (trace != nullptr) {
        for (NodeId id = 0; id < source->numberedCount(); ++id) {
            const NodeVisit visit = engine.visitOf(id);
            if (visit == NodeVisit::Closed)
                trace->expanded.push_back(source->node(id));
            else if (visit == NodeVisit::Open)
                trace->open.push_back(source->node(id));
        }
    }
    answer.status = result.status;
    if (result.status != PathStatus::Found && result.status != PathStatus::Partial)
        return answer;
    // The engine's path leaves the start out (the cat's convention); graph paths include it.
    answer.cost = result.cost;
    answer.nodes.reserve(result.path.size() + 1);
    answer.nodes.push_back(this);
    for (const NodeId id : result.path)
        answer.nodes.push_back(source->node(id));
    return answer;
}

std::vector<GraphNode*> GraphNode::findPathFrom(GraphNode& start) {
    return start.findPathTo(*this);
}

GraphBase::~GraphBase() = default;

GraphNode& GraphBase::addNode(std::unique_ptr<GraphNode> node) {
    if (!node)
        throw std::invalid_argument("Graph::addNode: the node is null");
    nodes_.push_back(std::move(node));
    return *nodes_.back();
}

void GraphBase::addNodes(std::vector<std::unique_ptr<GraphNode>> nodes) {
    for (std::unique_ptr<GraphNode>& node : nodes) {
        if (node)
            nodes_.push_back(std::move(node));
    }
}

void GraphBase::removeNodes(const std::vector<GraphNode*>& nodes) {
    // One pass over the owned nodes (not one per removed node): removing many walls from a large
    // grid stays linear.
    const std::unordered_set<const GraphNode*> doomed(nodes.begin(), nodes.end());
    forgetNodes(doomed);  // while the nodes still exist
    std::vector<std::unique_ptr<GraphNode>> removed;
    std::vector<std::unique_ptr<GraphNode>> kept;
    kept.reserve(nodes_.size());
    for (std::unique_ptr<GraphNode>& node : nodes_)
        (doomed.count(node.get()) != 0 ? removed : kept).push_back(std::move(node));
    nodes_ = std::move(kept);
    removed.clear();  // destroys the removed nodes, which unlinks them
}

void GraphBase::forgetNodes(const std::unordered_set<const GraphNode*>& /*doomed*/) {}

bool GraphBase::contains(const GraphNode& node) const {
    return std::any_of(nodes_.begin(), nodes_.end(),
                       [&node](const auto& owned) { return owned.get() == &node; });
}

void GraphBase::connectNodeToLowestCostNode(GraphNode& node, bool bidirectional) {
    GraphNode* best = nullptr;
    double bestCost = std::numeric_limits<double>::infinity();
    for (const std::unique_ptr<GraphNode>& other : nodes_) {
        if (other.get() == &node)
            continue;
        const double cost = node.costTo(*other);
        if (cost < bestCost) {  // strict: ties keep the node added first
            best = other.get();
            bestCost = cost;
        }
    }
    if (best != nullptr)
        node.addConnections({best}, bidirectional);
}

std::vector<GraphNode*> GraphBase::findPath(GraphNode& from, GraphNode& to) {
    return from.findPathTo(to);
}

GraphPath GraphBase::searchPath(GraphNode& from, GraphNode& to, PathOptions options) {
    return from.searchPathTo(to, options);
}

}  // namespace catmaze
