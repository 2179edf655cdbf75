#include "open_floor_tool.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <tuple>

#include <nlohmann/json.hpp>

#include "args.hpp"
#include "commands.hpp"

namespace catmaze::tool {

namespace {

// "X,Y" with two finite numbers.
Vec2 parsePoint(const std::string& text, const std::string& what) {
    const std::size_t comma = text.find(',');
    if (comma != std::string::npos) {
        Vec2 p;
        const char* end = text.data() + text.size();
        const auto x = std::from_chars(text.data(), text.data() + comma, p.x);
        const auto y = std::from_chars(text.data() + comma + 1, end, p.y);
        if (x.ec == std::errc() && x.ptr == text.data() + comma && y.ec == std::errc() &&
            y.ptr == end && std::isfinite(p.x) && std::isfinite(p.y))
            return p;
    }
    throw UsageError(what + ": '" + text + "' is not a point; expected X,Y (e.g. 3.5,4)");
}

// A number for people: at most 4 decimals, no trailing zeros.
std::string number(double v) {
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, std::round(v * 1e4) / 1e4,
                                 std::chars_format::fixed);
    std::string s(buffer, r.ptr);
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.')
            s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

std::string pointList(const std::vector<Vec2>& points) {
    std::string text;
    for (const Vec2 p : points)
        text += (text.empty() ? "(" : " (") + number(p.x) + "," + number(p.y) + ")";
    return text;
}

nlohmann::ordered_json pointsJson(const std::vector<Vec2>& points) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Vec2 p : points)
        list.push_back({p.x, p.y});
    return list;
}

// Blends `colour` over the pixel at (x, y) with `alpha` (0..1), if it is on the image.
void blend(sf::Image& image, int x, int y, sf::Color colour, double alpha) {
    const sf::Vector2u size = image.getSize();
    if (x < 0 || y < 0 || x >= static_cast<int>(size.x) || y >= static_cast<int>(size.y))
        return;
    const sf::Color under = image.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y));
    const auto mix = [alpha](sf::Uint8 a, sf::Uint8 b) {
        return static_cast<sf::Uint8>(std::lround(a * (1 - alpha) + b * alpha));
    };
    image.setPixel(static_cast<unsigned>(x), static_cast<unsigned>(y),
                   {mix(under.r, colour.r), mix(under.g, colour.g), mix(under.b, colour.b), 255});
}

// A line of about `width` pixels from `a` to `b` (pixels), by stamping squares along it.
void drawLine(sf::Image& image, Vec2 a, Vec2 b, int width, sf::Color colour) {
    const int steps = std::max(1, static_cast<int>(std::ceil(distance(a, b))));
    for (int i = 0; i <= steps; ++i) {
        const Vec2 p = a + (b - a) * (static_cast<double>(i) / steps);
        for (int dy = -width / 2; dy <= width / 2; ++dy) {
            for (int dx = -width / 2; dx <= width / 2; ++dx)
                blend(image, static_cast<int>(p.x) + dx, static_cast<int>(p.y) + dy, colour, 1.0);
        }
    }
}

}  // namespace

int openFloorPath(const Level& level, const std::string& fromText, const std::string& toText,
                  bool json, std::ostream& out, std::ostream& err) {
    const Vec2 from = parsePoint(fromText, "--from");
    const Vec2 to = parsePoint(toText, "--to");
    // A point off the map has no meaning there (and far enough off, no finite route): say which.
    bool inside = true;
    for (const auto& [option, text, p] :
         {std::tuple{"--from", fromText, from}, std::tuple{"--to", toText, to}}) {
        if (p.x >= 0.0 && p.x <= level.size.width && p.y >= 0.0 && p.y <= level.size.height)
            continue;
        err << "catmaze-level path: " << option << ' ' << text << " is outside the "
            << level.size.width << 'x' << level.size.height << " map (x from 0 to "
            << level.size.width << ", y from 0 to " << level.size.height << ")\n";
        inside = false;
    }
    if (!inside)
        return kExitBadInput;
    // The graph the cat walks in the game: dogs cost, as there (openFloorGraph).
    const std::unique_ptr<ObstacleGraph> graph = openFloorGraph(openFloorBlockers(level), level);
    const Route route = graph->findPath(from, to);
    const GridCost cost = std::llround(route.cost * static_cast<double>(level.rules.straightCost));
    if (json) {
        nlohmann::ordered_json result;
        result["status"] = toString(route.status);
        result["length"] = route.length;
        result["cost"] = cost;
        result["points"] = pointsJson(route.points);
        out << result.dump() << '\n';
    } else if (route.reachedGoal()) {
        out << toString(route.status) << ": length " << number(route.length) << ", "
            << route.points.size() << " points\n"
            << pointList(route.points) << '\n';
    } else {
        const char* why = route.status == RouteStatus::StartBlocked
                              ? "the start is inside an obstacle"
                          : route.status == RouteStatus::GoalBlocked
                              ? "the goal is inside an obstacle"
                              : "the goal cannot be reached from the start";
        out << toString(route.status) << ": " << why << '\n';
    }
    return route.reachedGoal() ? kExitOk : kExitNo;
}

int openFloorSolve(const WinPlan& plan, bool json, std::ostream& out) {
    if (json) {
        nlohmann::ordered_json result;
        result["winnable"] = plan.winnable();
        result["openFloor"] = true;
        result["status"] = toString(plan.status);
        result["length"] = plan.winnable() ? nlohmann::ordered_json(plan.length) : nullptr;
        result["cost"] = plan.winnable() ? nlohmann::ordered_json(plan.cost) : nullptr;
        result["route"] = pointsJson(plan.points);
        if (!plan.winnable())
            result["reason"] = plan.reason;
        out << result.dump() << '\n';
    } else if (plan.winnable()) {
        out << "winnable (open floor): the cheapest walk has length " << number(plan.length)
            << ", cost " << plan.cost << " (" << plan.bonesPicked.size() << " bones picked, "
            << plan.dogsPaid.size() << " dogs paid)\nroute: " << pointList(plan.points) << '\n';
    } else {
        out << toString(plan.status) << " (open floor): " << plan.reason << '\n';
    }
    return plan.winnable() ? kExitOk : kExitNo;
}

void drawOpenFloor(sf::Image& image, const Level& level, int scale,
                   const std::vector<Vec2>* route) {
    const sf::Color fill(120, 110, 100);
    const sf::Color edge(60, 50, 45);
    for (const Polygon& polygon : level.obstacles) {
        const Box box = Box::around(polygon);
        const int x0 = static_cast<int>(std::floor(box.min.x * scale));
        const int x1 = static_cast<int>(std::ceil(box.max.x * scale));
        const int y0 = static_cast<int>(std::floor(box.min.y * scale));
        const int y1 = static_cast<int>(std::ceil(box.max.y * scale));
        for (int y = y0; y < y1; ++y) {
            for (int x = x0; x < x1; ++x) {
                const Vec2 centre{(x + 0.5) / scale, (y + 0.5) / scale};
                if (locatePoint(polygon, centre) != PointLocation::Outside)
                    blend(image, x, y, fill, 1.0);
            }
        }
        for (std::size_t i = 0; i < polygon.size(); ++i) {
            const Vec2 a = polygon[i] * scale;
            const Vec2 b = polygon[(i + 1) % polygon.size()] * scale;
            drawLine(image, a, b, std::max(1, scale / 16), edge);
        }
    }
    if (route) {
        for (std::size_t i = 0; i + 1 < route->size(); ++i) {
            drawLine(image, (*route)[i] * scale, (*route)[i + 1] * scale, std::max(1, scale / 10),
                     sf::Color(255, 220, 60));
        }
    }
}

}  // namespace catmaze::tool
