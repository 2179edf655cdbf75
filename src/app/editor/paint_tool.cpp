#include "editor/paint_tool.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "editor/editor_palette.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

bool PaintTool::begin(Tile t, bool erase, int tool) {
    // A click and drag is one stroke: one undo step, one validation at the end.
    mode_ = erase ? Mode::Erase : Mode::Paint;
    tool_ = tool;
    changed_ = false;
    document_.edit().beginStroke();
    last_ = t;
    return paintAt(t);
}

bool PaintTool::drag(Tile t) {
    if (!painting() || t == last_)
        return false;
    // Every tile on the line, so a fast drag leaves no gaps.
    const Tile from = last_;
    const int steps = std::max(std::abs(t.col - from.col), std::abs(t.row - from.row));
    bool changed = false;
    for (int i = 1; i <= steps; ++i) {
        const float f = static_cast<float>(i) / static_cast<float>(steps);
        changed |= paintAt(
            {from.col + static_cast<int>(std::lround(f * static_cast<float>(t.col - from.col))),
             from.row + static_cast<int>(std::lround(f * static_cast<float>(t.row - from.row)))});
    }
    return changed;
}

bool PaintTool::end() {
    if (!painting())
        return false;
    mode_ = Mode::None;
    document_.edit().endStroke();
    return changed_;
}

void PaintTool::stop() {
    if (document_.isOpen())
        document_.edit().endStroke();
    mode_ = Mode::None;
}

bool PaintTool::paintAt(Tile t) {
    const TileKind kind = mode_ == Mode::Erase ? TileKind::Floor : kPalette[tool_].kind;
    last_ = t;
    if (!document_.edit().paint(t, kind))
        return false;
    changed_ = true;
    document_.touched();
    log_.write(event_name::kEdit,
               nlohmann::ordered_json{{"tile", nlohmann::ordered_json::array({t.col, t.row})},
                                      {"kind", logName(kind)}});
    return true;
}

}  // namespace catmaze::app
