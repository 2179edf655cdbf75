#include "play/hud_text.hpp"

#include <algorithm>
#include <cmath>

#include "play/diagonal_rule_words.hpp"

namespace catmaze::app {

namespace {

// `v` with one decimal (the open floor's length walked).
std::string tenths(double v) {
    const long t = std::lround(v * 10);
    return std::to_string(t / 10) + "." + std::to_string(t % 10);
}

}  // namespace

HudText hudText(const PlayModel& model, bool overlay) {
    const PlaySession& session = model.session();
    const std::optional<RoutePreview>& preview =
        model.ended() ? std::nullopt : model.preview().current();
    const bool walkPreviewed = preview && preview->status == PreviewStatus::Walk;
    const std::string route =
        walkPreviewed ? "   Route: " + std::to_string(preview->walkedCost) : "";
    HudText out;
    // A floor that counts steps shows them with their cost; the open floor counts none.
    const std::optional<StepTally> tally = session.stepTally();
    out.stats = "x " + std::to_string(session.bones());
    if (tally) {
        out.stats += "     Steps: " + std::to_string(tally->steps) +
                     "   Cost: " + std::to_string(tally->cost) + route + "     " +
                     diagonalHudText(session.originalLevel().rules, session.diagonal());
    } else {
        out.stats += "     Walked: " + tenths(session.walked()) +
                     "   Cost: " + std::to_string(session.cost()) + route;
    }
    // A refused click's reason wins over the preview for a moment: no click is refused unsaid.
    const std::string refusal = model.ended() ? std::string() : model.refusal();
    if (!refusal.empty()) {
        out.status = refusal;
        out.statusWarning = true;
    } else if (preview) {
        out.status = describe(*preview);
        out.statusWarning = preview->warns();
    }
    if (overlay && model.trace()) {
        const SearchTrace& trace = *model.trace();
        out.legend = OverlayLegend{trace.jumped, trace.expanded, trace.graph, trace.period};
    }
    const bool patrols = walksPatrols(session.originalLevel());
    out.keys = model.device() == InputDevice::Pad
                   ? offeredButtons(model.pad(), patrols)
                   : offeredKeys(model.keys(), session.floor(), model.origin().fromFile(), patrols);
    out.keyBar = keyBarText(out.keys);
    return out;
}

HudTop hudTop(std::string_view name, float width, const TextWidth& measure, UiScale scale) {
    HudTop out;
    const float left = scale.px(kHudNameLeft);
    const float gap = scale.px(30);
    out.name = fitLine(name, std::max(scale.px(120), width * 0.4f - left - gap), measure);
    out.nameRight = left + measure(out.name);
    out.countsLeft = std::max(out.nameRight + gap, width * 0.3f);
    return out;
}

std::optional<std::string> nodeLabel(const SearchTrace& trace, Tile tile) {
    const SearchTrace::Node* node = trace.nodeAt(tile);
    if (!node)
        return std::nullopt;
    const GridCost g = node->g;
    const GridCost h = node->h;
    std::string label =
        "g " + std::to_string(g) + "   h " + std::to_string(h) + "   f " + std::to_string(g + h);
    if (trace.period > 0) {
        // Through time: the tile's moments, and when the search first stood there.
        label += "   closed at " + std::to_string(node->momentsClosed) + " of " +
                 std::to_string(trace.period) + " moments, ";
        label += node->firstTick == 0 ? std::string("first at the start")
                                      : "first in " + std::to_string(node->firstTick) +
                                            (node->firstTick == 1 ? " tick" : " ticks");
    }
    return label;
}

}  // namespace catmaze::app
