// The editor model's keyboard: the key table's commands, and the tile cursor that lets every
// tool be used without a mouse (IJKL move it, a held key glides it on, Enter or Space uses the
// tool at its tile as a click there would). Part of EditorModel (editor_model.hpp).

#include <utility>
#include <variant>

#include "editor/editor_model.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

void EditorModel::setKeys(EditorKeyTable keys) {
    repeat_.releaseAll();  // a held key may ask for something else now
    keys_ = std::move(keys);
    relayout();
}

EditorIntent EditorModel::run(EditorCommand command) {
    if (const auto offset = editorCursorOffset(command)) {
        moveCursor(*offset);
        return {};
    }
    if (const std::optional<int> tool = editorToolOf(command)) {
        selectTool(*tool);
        return {};
    }
    if (const std::optional<Edge> edge = editorPanEdge(command)) {
        pan(*edge);
        return {};
    }
    switch (command) {
        case EditorCommand::UseTool:
            return useToolAtCursor();
        case EditorCommand::Undo:
            undo();
            return {};
        case EditorCommand::Redo:
            redo();
            return {};
        case EditorCommand::Save:
            save();
            return {};
        case EditorCommand::Reload:
            reloadKey();
            return {};
        case EditorCommand::New:
            newLevel();
            return {};
        case EditorCommand::Rename:
            beginRename();
            return {};
        case EditorCommand::Diagonal:
            cycleDiagonal();
            return {};
        case EditorCommand::StopCheck:
            if (check_.cancel())
                notice_.show(tr("Stopped checking whether the level can be won"));
            return {};
        case EditorCommand::ResetZoom:
            frame_.resetZoom();
            frame_.fit(document_.level().size);
            logView();
            return {};
        case EditorCommand::Play:
        case EditorCommand::Leave: {
            // As the panel's button, so the prompt for unsaved changes and the check's errors
            // are asked the same way.
            const EditorButton* b =
                layout_.find(command == EditorCommand::Play ? EditorButton::Action::Play
                                                            : EditorButton::Action::Leave);
            return b != nullptr ? press(*b) : EditorIntent{};
        }
        default:
            return {};
    }
}

void EditorModel::pan(Edge edge) {
    const float step = frame_.tile() * 3;
    frame_.panBy(edge == Edge::Left    ? step
                 : edge == Edge::Right ? -step
                                       : 0,
                 edge == Edge::Top      ? step
                 : edge == Edge::Bottom ? -step
                                        : 0);
    frame_.fit(document_.level().size);
    logView();
}

void EditorModel::moveCursor(Offset direction) {
    const GridSize size = document_.level().size;
    // Shown from the mouse's tile, else from the map's middle.
    cursor_.move(direction, hover_.value_or(Tile{size.width / 2, size.height / 2}), size);
}

EditorIntent EditorModel::useToolAtCursor() {
    const GridSize size = document_.level().size;
    const std::optional<Tile> at = cursor_.tile();
    if (!at || at->col >= size.width || at->row >= size.height) {
        // Hidden (or left off a map that shrank): shown first, so the key's tile is seen.
        cursor_.hide();
        moveCursor({0, 0});
        notice_.show(fill(
            tr("{cursor} move the cursor; {use} uses the tool there"),
            {{"cursor", cursorKeysText(keys_)}, {"use", keysText(keys_, EditorCommand::UseTool)}}));
        return {};
    }
    if (obstacleTool()) {
        // A corner at the tile's middle: the half-tile grid a click snaps to.
        if (obstacles_.place({at->col + 0.5, at->row + 0.5}).changed)
            changed();
        return {};
    }
    if (patrolTool()) {
        if (patrols_.press(*at).changed)
            changed();
        return {};
    }
    const std::size_t patrols = document_.level().patrols.size();
    if (paint_.begin(*at, false, tool_)) {
        ++revision_;
        paintedOver(patrols);
    }
    if (paint_.end())  // one tile: one undo step
        check();
    return {};
}

void EditorModel::keyReleased(const InputEvent& input) {
    if (const auto* released = std::get_if<KeyReleased>(&input)) {
        if (const auto command = keys_.commandFor({released->key, false}))
            repeat_.release(*command);
        return;
    }
    repeat_.releaseAll();
}

void EditorModel::repeatCursor(double seconds) {
    if (prompt_.shown() || name_.active()) {
        repeat_.releaseAll();
        return;
    }
    const std::optional<EditorCommand> held = repeat_.held();
    for (int n = repeat_.advance(seconds); n > 0 && held; --n)
        moveCursor(*editorCursorOffset(*held));
}

}  // namespace catmaze::app
