// isSimplePolygon in O(n log n): a Shamos-Hoey sweep line over the edges, with the tolerance of
// the file comment of geometry.hpp ("touching" is coming within kGeometryEpsilon).
//
// A vertical line sweeps left to right; the edges it crosses are kept ordered by their height on
// it. While no two edges touch that order never changes, and the first pair to touch is next to
// each other in it when one of them arrives or when an edge between them leaves. So only edges
// that become neighbours are compared: O(n) comparisons, each O(log n) to find. An edge is in the
// sweep from half the tolerance before its left end to half after its right end, so edges whose
// ends are within the tolerance across a gap are in it together. Consecutive edges always share a
// vertex: they are checked apart, for folding back, in one pass.

#include <algorithm>
#include <cstddef>
#include <limits>
#include <set>
#include <vector>

#include "catmaze/geom/geometry.hpp"

namespace catmaze {

namespace {

// One edge, its ends in lexicographic (x, then y) order.
struct Edge {
    Vec2 left;
    Vec2 right;
};

class Sweep {
  public:
    explicit Sweep(const Polygon& polygon) : count_(polygon.size()) {
        edges_.reserve(count_);
        for (std::size_t i = 0; i < count_; ++i) {
            Vec2 a = polygon[i];
            Vec2 b = polygon[(i + 1) % count_];
            if (b.x < a.x || (b.x == a.x && b.y < a.y))
                std::swap(a, b);
            edges_.push_back({a, b});
        }
    }

    // True when two edges that are not consecutive come within the tolerance.
    bool findsTouchingEdges() {
        struct Event {
            double x;
            bool leaves;  // arrivals first at the same x, so edges meeting there are compared
            std::size_t edge;
        };
        std::vector<Event> events;
        events.reserve(2 * count_);
        for (std::size_t i = 0; i < count_; ++i) {
            events.push_back({edges_[i].left.x - kHalfTolerance, false, i});
            events.push_back({edges_[i].right.x + kHalfTolerance, true, i});
        }
        std::sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
            return a.x < b.x || (a.x == b.x && !a.leaves && b.leaves);
        });
        Active active{Order{this}};
        std::vector<Active::iterator> where(count_);
        for (const Event& event : events) {
            x_ = event.x;
            if (!event.leaves) {
                const auto at = active.insert(event.edge).first;
                where[event.edge] = at;
                if (touchesAbove(at, active) || touchesBelow(at, active))
                    return true;
            } else {
                const auto at = where[event.edge];
                const auto above = active.erase(at);
                if (above != active.begin() && touchesAbove(std::prev(above), active))
                    return true;
                if (above != active.end() && touchesBelow(above, active))
                    return true;
            }
        }
        return false;
    }

  private:
    static constexpr double kHalfTolerance = kGeometryEpsilon / 2.0;

    // Orders edge indices by their height at the sweep's x. Edges that start at one vertex have
    // the same height there: the one rising less is below to the right (a vertical one, whose
    // height is its lower end's, rises most). Then by index, for a strict order.
    struct Order {
        const Sweep* sweep;
        bool operator()(std::size_t a, std::size_t b) const {
            const double ya = sweep->heightAt(a);
            const double yb = sweep->heightAt(b);
            if (ya != yb)
                return ya < yb;
            const double sa = sweep->slope(a);
            const double sb = sweep->slope(b);
            return sa < sb || (sa == sb && a < b);
        }
    };
    using Active = std::set<std::size_t, Order>;

    // Whether the edge at `at` touches its neighbour above, or the one above that when the
    // neighbour is consecutive with it: a consecutive edge meets it at their shared vertex, and
    // may lie between it and an edge it touches (at most two do, so this is O(1)).
    bool touchesAbove(Active::const_iterator at, const Active& active) const {
        for (auto other = std::next(at); other != active.end(); ++other) {
            if (touch(*at, *other))
                return true;
            if (!consecutive(*at, *other))
                return false;
        }
        return false;
    }

    // The same below.
    bool touchesBelow(Active::const_iterator at, const Active& active) const {
        for (auto other = at; other != active.begin();) {
            --other;
            if (touch(*at, *other))
                return true;
            if (!consecutive(*at, *other))
                return false;
        }
        return false;
    }

    // The edge's height at the sweep's x, its end's height beyond its ends; a vertical edge
    // counts at its lower end.
    double heightAt(std::size_t i) const {
        const Edge& e = edges_[i];
        if (e.right.x == e.left.x)
            return e.left.y;
        const double t = std::clamp((x_ - e.left.x) / (e.right.x - e.left.x), 0.0, 1.0);
        return e.left.y + t * (e.right.y - e.left.y);
    }

    double slope(std::size_t i) const {
        const Edge& e = edges_[i];
        if (e.right.x == e.left.x)
            return std::numeric_limits<double>::infinity();
        return (e.right.y - e.left.y) / (e.right.x - e.left.x);
    }

    bool consecutive(std::size_t i, std::size_t j) const {
        return (i + 1) % count_ == j || (j + 1) % count_ == i;
    }

    bool touch(std::size_t i, std::size_t j) const {
        if (consecutive(i, j))
            return false;  // checked for folding back instead
        return segmentDistance(edges_[i].left, edges_[i].right, edges_[j].left, edges_[j].right) <=
               kGeometryEpsilon;
    }

    std::size_t count_;
    std::vector<Edge> edges_;
    double x_ = 0.0;
};

// True when an edge folds back onto the one before it (one's far end lies on the other).
bool foldsBack(const Polygon& polygon) {
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[(i + 1) % n];
        const Vec2 c = polygon[(i + 2) % n];
        if (distanceToSegment(c, a, b) <= kGeometryEpsilon ||
            distanceToSegment(a, b, c) <= kGeometryEpsilon)
            return true;
    }
    return false;
}

}  // namespace

bool isSimplePolygon(const Polygon& polygon) {
    const std::size_t n = polygon.size();
    if (n < 3 || std::abs(signedArea(polygon)) <= kGeometryEpsilon)
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        if (distance(polygon[i], polygon[(i + 1) % n]) <= kGeometryEpsilon)
            return false;
    }
    return !foldsBack(polygon) && !Sweep(polygon).findsTouchingEdges();
}

}  // namespace catmaze
