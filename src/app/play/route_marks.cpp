#include "play/route_marks.hpp"

#include "render/palette.hpp"

namespace catmaze::app {

std::vector<TrailArrow> trailArrows(const std::vector<Vec2>& points, bool stepwise,
                                    double walkedUpTo) {
    std::vector<TrailArrow> arrows;
    double along = 0;    // length walked to the start of this segment
    double next = 0.75;  // the next arrow's place along the line (open floor)
    for (std::size_t i = 1; i < points.size(); ++i) {
        const Vec2 a = points[i - 1];
        const double gap = distance(a, points[i]);
        if (gap <= 0)
            continue;
        const Vec2 d = (points[i] - a) * (1.0 / gap);
        if (stepwise) {
            arrows.push_back({points[i], d, along + gap <= walkedUpTo + 1e-9});
        } else {
            for (; next <= along + gap; next += 1.0)
                arrows.push_back({a + d * (next - along), d, next <= walkedUpTo});
        }
        along += gap;
    }
    return arrows;
}

Rgba routeColour(const RoutePreview& preview) {
    return preview.warns() ? palette::kRouteWarning : palette::kRoute;
}

std::optional<Vec2> catchPoint(const RoutePreview& preview) {
    if (!preview.warns() || preview.points.empty())
        return std::nullopt;
    double along = 0;
    for (std::size_t i = 1; i < preview.points.size(); ++i) {
        const Vec2 a = preview.points[i - 1];
        const double gap = distance(a, preview.points[i]);
        if (gap > 0 && along + gap >= preview.walkedLength - 1e-9)
            return a + (preview.points[i] - a) * ((preview.walkedLength - along) / gap);
        along += gap;
    }
    return preview.points.back();
}

}  // namespace catmaze::app
