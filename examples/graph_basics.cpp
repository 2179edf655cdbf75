// Directed graphs (catmaze/graph/graph.hpp), the model for any graph that is not a grid: rooms
// and doors, roads, quest states. Links one way or both, one-way removal, paths in both
// directions, costs of your own, and a Graph that owns its nodes. docs/GRAPHS.md walks through
// this program.

#include "catmaze/graph/graph.hpp"

#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

using catmaze::Graph;
using catmaze::GraphNode;

// A node with a name to print. Paths and links are GraphNode pointers, so name them back.
class Place : public GraphNode {
  public:
    explicit Place(std::string name) : name_(std::move(name)) {}
    const std::string& name() const { return name_; }

  private:
    std::string name_;
};

std::string names(const std::vector<GraphNode*>& nodes) {
    if (nodes.empty())
        return "(none)";
    std::string text;
    for (const GraphNode* node : nodes)
        text += (text.empty() ? "" : " ") + static_cast<const Place*>(node)->name();
    return text;
}

// A street map: each link has a length of its own (costTo), one-way streets are one-way links.
class Corner : public Place {
  public:
    using Place::Place;
    void street(Corner& to, double length, bool twoWay) {
        addConnections({&to}, twoWay);
        length_[&to] = length;
        if (twoWay)
            to.length_[this] = length;
    }
    double costTo(const GraphNode& node) const override {
        const auto it = length_.find(&node);
        return isConnectedTo(node) && it != length_.end() ? it->second : GraphNode::costTo(node);
    }

  private:
    std::map<const GraphNode*, double> length_;
};

double length(const std::vector<GraphNode*>& path) {
    double total = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        total += path[i - 1]->costTo(*path[i]);
    return total;
}

int main() {
    std::cout << "-- six nodes, one-way links\n";
    Place n1("n1"), n2("n2"), n3("n3"), n4("n4"), n5("n5"), n6("n6");
    n1.addConnections({&n2, &n3, &n4}, false);
    n2.addConnections({&n5, &n6}, false);
    std::cout << "n1 -> " << names(n1.connectedNodes()) << "\n";
    std::cout << "n2 -> " << names(n2.connectedNodes()) << "\n";
    std::cout << "n5 -> " << names(n5.connectedNodes()) << "\n";
    std::cout << "path n1 to n6: " << names(n1.findPathTo(n6)) << "\n";
    std::cout << "path n6 to n1: " << names(n6.findPathTo(n1)) << "\n";
    std::cout << "cost n1 to n4: " << n1.costTo(n4) << ", n1 to n5: " << n1.costTo(n5)
              << ", estimate n1 to n6: " << n1.estimatedCostTo(n6) << "\n";

    std::cout << "-- the same links both ways, then n2 -> n5 removed one way\n";
    Place m1("n1"), m2("n2"), m3("n3"), m4("n4"), m5("n5"), m6("n6");
    m1.addConnections({&m2, &m3, &m4}, true);
    m2.addConnections({&m5, &m6}, true);
    std::cout << "n2 -> " << names(m2.connectedNodes()) << "\n";
    m2.removeConnections({&m5}, false);
    std::cout << "n2 -> " << names(m2.connectedNodes()) << "\n";
    std::cout << "n5 -> " << names(m5.connectedNodes()) << "\n";
    std::cout << "path n5 to n1: " << names(m5.findPathTo(m1)) << "\n";
    std::cout << "path n1 to n5: " << names(m1.findPathTo(m5)) << "\n";

    std::cout << "-- streets with lengths, one of them one-way\n";
    Corner home("home"), bakery("bakery"), park("park"), school("school");
    home.street(bakery, 4, true);
    bakery.street(school, 3, true);
    home.street(park, 2, false);  // a one-way street
    park.street(school, 2, true);
    const std::vector<GraphNode*> there = home.findPathTo(school);
    const std::vector<GraphNode*> back = home.findPathFrom(school);  // school.findPathTo(home)
    std::cout << "to school: " << names(there) << " (" << length(there) << ")\n";
    std::cout << "back home: " << names(back) << " (" << length(back) << ")\n";

    std::cout << "-- a graph owns its nodes\n";
    Graph town;
    GraphNode& a = town.addNode(std::make_unique<Place>("a"));
    GraphNode& b = town.addNode(std::make_unique<Place>("b"));
    GraphNode& c = town.addNode(std::make_unique<Place>("c"));
    a.addConnections({&b}, true);
    b.addConnections({&c}, true);
    std::cout << "path a to c: " << names(town.findPath(a, c)) << "\n";
    town.removeNodes({&b});  // destroys b and every link to it
    std::cout << "nodes left: " << town.nodes().size() << ", a -> " << names(a.connectedNodes())
              << ", path a to c: " << names(town.findPath(a, c)) << "\n";
}
