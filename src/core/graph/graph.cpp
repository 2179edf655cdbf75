#include "catmaze/graph/graph.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "catmaze/search/astar.hpp"

namespace catmaze {

namespace {

/// True when a search may take a link of cost `cost` (the engine needs finite costs > 0).
bool usableCost(double cost) {
    return cost > 0.0 && std::isfinite(cost);
}

/// The nodes reachable from a start, numbered 0.. in breadth-first order (the start is 0) with
/// their usable links and costs laid out flat, as the engine's data source. Each costTo is asked
/// once, so a search sees one consistent set of costs.
class ReachableNodes final : public PathDataSource<double> {
  public:
    explicit ReachableNodes(GraphNode& start) {
        idOf_.emplace(&start, 0);
        nodes_.push_back(&start);
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            const GraphNode& from = *nodes_[i];
            firstLink_.push_back(links_.size());
            for (GraphNode* to : from.connectedNodes()) {
                const double cost = from.costTo(*to);
                if (!usableCost(cost))
                    continue;
                const auto [it, added] = idOf_.emplace(to, static_cast<NodeId>(nodes_.size()));
                if (added)
                    nodes_.push_back(to);
                links_.push_back({it->second, cost});
            }
        }
        firstLink_.push_back(links_.size());
    }

    /// The number of `node`, or -1 when it cannot be reached.
    NodeId idOf(const GraphNode& node) const {
        const auto it = idOf_.find(&node);
        return it == idOf_.end() ? -1 : it->second;
    }
    GraphNode* node(NodeId id) const { return nodes_[static_cast<std::size_t>(id)]; }

    NodeId nodeCount() const override { return static_cast<NodeId>(nodes_.size()); }
    bool isWalkable(NodeId /*node*/) const override { return true; }
    void walkableNeighbours(NodeId node, std::vector<NodeId>& out) const override {
        for (std::size_t i = begin(node); i < end(node); ++i)
            out.push_back(links_[i].to);
    }
    void walkableMoves(NodeId node, NodeId goal, MoveList<double>& out) const override {
        for (std::size_t i = begin(node); i < end(node); ++i)
            out.add(links_[i].to, links_[i].cost, estimateCost(links_[i].to, goal));
    }
    double moveCost(NodeId from, NodeId to) const override {
        for (std::size_t i = begin(from); i < end(from); ++i) {
            if (links_[i].to == to)
                return links_[i].cost;
        }
        return std::numeric_limits<double>::infinity();  // not asked: the engine asks listed moves
    }
    double estimateCost(NodeId from, NodeId goal) const override {
        const double estimate = node(from)->estimatedCostTo(*node(goal));
        return estimate > 0.0 ? estimate : 0.0;  // a negative or NaN estimate would mislead A*
    }

  private:
    struct Link {
        NodeId to;
        double cost;
    };
    std::size_t begin(NodeId node) const { return firstLink_[static_cast<std::size_t>(node)]; }
    std::size_t end(NodeId node) const { return firstLink_[static_cast<std::size_t>(node) + 1]; }

    std::vector<GraphNode*> nodes_;
    std::unordered_map<const GraphNode*, NodeId> idOf_;
    std::vector<std::size_t> firstLink_;  // links of node i: [firstLink_[i], firstLink_[i + 1])
    std::vector<Link> links_;
};

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
    const ReachableNodes source(*this);
    const NodeId goalId = source.idOf(goal);
    if (goalId < 0)
        return {};
    AStar<double> engine;
    const PathResult<double> result = engine.findPath(source, 0, goalId);
    if (trace != nullptr) {
        for (NodeId id = 0; id < source.nodeCount(); ++id) {
            const NodeVisit visit = engine.visitOf(id);
            if (visit == NodeVisit::Closed)
                trace->expanded.push_back(source.node(id));
            else if (visit == NodeVisit::Open)
                trace->open.push_back(source.node(id));
        }
    }
    if (!result.reachedGoal())
        return {};
    // The engine's path leaves the start out (the cat's convention); graph paths include it.
    std::vector<GraphNode*> path;
    path.reserve(result.path.size() + 1);
    path.push_back(this);
    for (const NodeId id : result.path)
        path.push_back(source.node(id));
    return path;
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

}  // namespace catmaze
