#include "play/hud_text.hpp"

#include <algorithm>

#include "play/diagonal_rule_words.hpp"
#include "play/hover_preview.hpp"
#include "ui/decimal_text.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// The gaps between the counts along the top bar: wide between groups, narrower within one.
constexpr char kGroupGap[] = "     ";
constexpr char kCountGap[] = "   ";

// The counts, each whole, in order: bones, then steps, cost, the route's cost and the diagonal
// rule on tiles, or the length walked and the cost on open floor. `widest` gives them as they
// read with four-digit numbers and a route shown, so that the room the bar keeps for them does
// not change as they count up or the mouse moves.
std::vector<std::string> countItems(const PlayModel& model, bool widest) {
    const PlaySession& session = model.session();
    const std::optional<RoutePreview>& preview =
        model.ended() ? std::nullopt : model.preview().current();
    const bool walkPreviewed = preview && preview->status == PreviewStatus::Walk;
    const auto number = [widest](auto value) {
        return widest ? std::string("8888") : std::to_string(value);
    };
    // Each count is a label of its own, so that a language words it its way; the gaps between
    // them are the bar's layout.
    const auto costText = [&](GridCost cost) {
        // TRANSLATORS: the HUD's count: what the walk so far cost.
        return fill(tr("Cost: {cost}"), {{"cost", number(cost)}});
    };
    // TRANSLATORS: the HUD's count of bones in hand, after the bone's picture ("x 2": two bones).
    std::vector<std::string> items{fill(tr("x {bones}"), {{"bones", number(session.bones())}})};
    // A floor that counts steps shows them with their cost; the open floor counts none.
    if (const std::optional<StepTally> tally = session.stepTally()) {
        // TRANSLATORS: the HUD's count of steps taken.
        items.push_back(fill(tr("Steps: {steps}"), {{"steps", number(tally->steps)}}));
        items.push_back(costText(tally->cost));
    } else {
        // TRANSLATORS: the HUD's count on open floor: the length walked, in tiles ("12.3").
        items.push_back(fill(tr("Walked: {length}"),
                             {{"length", widest ? number(0) : tenthsText(session.walked())}}));
        items.push_back(costText(session.cost()));
    }
    if (walkPreviewed || widest) {
        // TRANSLATORS: the HUD's count: what the route under the mouse would cost.
        items.push_back(
            fill(tr("Route: {cost}"), {{"cost", number(walkPreviewed ? preview->walkedCost : 0)}}));
    }
    if (session.stepTally())
        items.push_back(diagonalHudText(session.originalLevel().rules, session.diagonal()));
    return items;
}

}  // namespace

HudText hudText(const PlayModel& model, bool overlay) {
    const std::optional<RoutePreview>& preview =
        model.ended() ? std::nullopt : model.preview().current();
    HudText out;
    out.counts = countItems(model, false);
    out.widestCounts = countItems(model, true);
    // Wide gaps between the groups (bones; the walk's counts; the rule), narrower within one.
    const bool steps = model.session().stepTally().has_value();
    for (std::size_t i = 0; i < out.counts.size(); ++i) {
        const bool group = i == 1 || (steps && i + 1 == out.counts.size());
        out.stats += (i == 0 ? "" : group ? kGroupGap : kCountGap) + out.counts[i];
    }
    // A refused click's reason wins over the preview for a moment: no click is refused unsaid.
    const std::string refusal = model.ended() ? std::string() : model.refusal();
    if (!refusal.empty()) {
        out.status = refusal;
        out.statusWarning = true;
    } else if (preview) {
        out.status = previewWords(*preview);
        out.statusWarning = preview->warns();
    }
    if (overlay && model.trace()) {
        const SearchTrace& trace = *model.trace();
        out.legend = OverlayLegend{trace.jumped, trace.expanded, trace.graph, trace.period};
    }
    const PlaySession& session = model.session();
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
    // TRANSLATORS: a searched tile's numbers in the search overlay: g the cost so far, h the
    // estimate to the goal, f = g + h (the legend explains the letters).
    std::string label =
        fill(tr("g {g}   h {h}   f {f}"),
             {{"g", std::to_string(g)}, {"h", std::to_string(h)}, {"f", std::to_string(g + h)}});
    if (trace.period > 0) {
        // Through time: the tile's moments, and when the search first stood there.
        const std::string closed = std::to_string(node->momentsClosed);
        const std::string period = std::to_string(trace.period);
        // TRANSLATORS: a searched tile through time: {closed} of its {period} moments were closed;
        // the search first stood there at the start, or {n} ticks after it.
        const std::string moments =
            node->firstTick == 0
                ? fill(tr("closed at {closed} of {period} moments, first at the start"),
                       {{"closed", closed}, {"period", period}})
                : fill(trn("closed at {closed} of {period} moments, first in {n} tick",
                           "closed at {closed} of {period} moments, first in {n} ticks",
                           static_cast<unsigned long>(node->firstTick)),
                       {{"closed", closed},
                        {"period", period},
                        {"n", std::to_string(node->firstTick)}});
        label += kCountGap + moments;
    }
    return label;
}

}  // namespace catmaze::app
