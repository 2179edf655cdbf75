#include "editor/editor_keys.hpp"

#include <vector>

#include "editor/editor_palette.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

EditorKeyTable editorKeys() {
    // IJKL as in play (the arrows pan the editor's map); Enter as in play acts at the cursor.
    const auto key = [](Key k) { return KeyChord{k, false}; };
    const auto ctrl = [](Key k) { return KeyChord{k, true}; };
    return EditorKeyTable({
        {EditorCommand::CursorUp, {key(Key::I)}},
        {EditorCommand::CursorLeft, {key(Key::J)}},
        {EditorCommand::CursorDown, {key(Key::K)}},
        {EditorCommand::CursorRight, {key(Key::L)}},
        {EditorCommand::UseTool, {key(Key::Enter), key(Key::Space)}},
        {EditorCommand::Undo, {ctrl(Key::Z)}},
        {EditorCommand::Redo, {ctrl(Key::Y)}},
        {EditorCommand::Save, {ctrl(Key::S)}},
        {EditorCommand::Reload, {key(Key::F5)}},
        {EditorCommand::Play, {key(Key::P)}},
        {EditorCommand::New, {ctrl(Key::N)}},
        {EditorCommand::Rename, {key(Key::F2)}},
        {EditorCommand::Diagonal, {key(Key::G)}},
        {EditorCommand::Leave, {key(Key::E), key(Key::Escape)}},
        {EditorCommand::ToolFloor, {key(Key::Num1)}},
        {EditorCommand::ToolWall, {key(Key::Num2)}},
        {EditorCommand::ToolCat, {key(Key::Num3)}},
        {EditorCommand::ToolBone, {key(Key::Num4)}},
        {EditorCommand::ToolDog, {key(Key::Num5)}},
        {EditorCommand::ToolExit, {key(Key::Num6)}},
        {EditorCommand::ToolObstacle, {key(Key::Num7)}},
        {EditorCommand::ToolPatrol, {key(Key::Num8)}},
        {EditorCommand::PanUp, {key(Key::Up)}},
        {EditorCommand::PanDown, {key(Key::Down)}},
        {EditorCommand::PanLeft, {key(Key::Left)}},
        {EditorCommand::PanRight, {key(Key::Right)}},
        {EditorCommand::StopCheck, {key(Key::C)}},
        {EditorCommand::ResetZoom, {key(Key::Home)}},
        {EditorCommand::Remove, {key(Key::Backspace), key(Key::Delete)}},
        {EditorCommand::RoundKind, {key(Key::Tab)}},
    });
}

std::string editorCommandName(EditorCommand command) {
    const std::string prefix(kEditorActionPrefix);
    if (const std::optional<int> tool = editorToolOf(command))
        return prefix + "tool-" + toolLogName(*tool);
    switch (command) {
        case EditorCommand::CursorUp:
            return prefix + "cursor-up";
        case EditorCommand::CursorLeft:
            return prefix + "cursor-left";
        case EditorCommand::CursorDown:
            return prefix + "cursor-down";
        case EditorCommand::CursorRight:
            return prefix + "cursor-right";
        case EditorCommand::UseTool:
            return prefix + "use-tool";
        case EditorCommand::Undo:
            return prefix + "undo";
        case EditorCommand::Redo:
            return prefix + "redo";
        case EditorCommand::Save:
            return prefix + "save";
        case EditorCommand::Reload:
            return prefix + "reload";
        case EditorCommand::Play:
            return prefix + "play";
        case EditorCommand::New:
            return prefix + "new";
        case EditorCommand::Rename:
            return prefix + "rename";
        case EditorCommand::Diagonal:
            return prefix + "diagonal";
        case EditorCommand::Leave:
            return prefix + "leave";
        case EditorCommand::PanUp:
            return prefix + "pan-up";
        case EditorCommand::PanDown:
            return prefix + "pan-down";
        case EditorCommand::PanLeft:
            return prefix + "pan-left";
        case EditorCommand::PanRight:
            return prefix + "pan-right";
        case EditorCommand::StopCheck:
            return prefix + "stop-check";
        case EditorCommand::ResetZoom:
            return prefix + "reset-zoom";
        case EditorCommand::Remove:
            return prefix + "remove";
        case EditorCommand::RoundKind:
            return prefix + "round-kind";
        default:
            return prefix + "?";  // the tools, named above
    }
}

std::optional<EditorCommand> editorCommandNamed(std::string_view name) {
    const EditorKeyTable own = editorKeys();
    for (const CommandBinding<EditorCommand>& binding : own.bindings()) {
        if (editorCommandName(binding.command) == name)
            return binding.command;
    }
    return std::nullopt;
}

std::optional<int> editorToolOf(EditorCommand command) {
    static_assert(static_cast<int>(EditorCommand::ToolPatrol) -
                      static_cast<int>(EditorCommand::ToolFloor) ==
                  kPatrolTool);
    const int index = static_cast<int>(command) - static_cast<int>(EditorCommand::ToolFloor);
    if (index < 0 || index > kPatrolTool)
        return std::nullopt;
    return index;
}

std::optional<Edge> editorPanEdge(EditorCommand command) {
    switch (command) {
        case EditorCommand::PanUp:
            return Edge::Top;
        case EditorCommand::PanDown:
            return Edge::Bottom;
        case EditorCommand::PanLeft:
            return Edge::Left;
        case EditorCommand::PanRight:
            return Edge::Right;
        default:
            return std::nullopt;
    }
}

bool onEditorKeyLine(EditorCommand command) {
    return !editorToolOf(command) && !editorPanEdge(command) &&
           command != EditorCommand::StopCheck && command != EditorCommand::ResetZoom &&
           command != EditorCommand::Remove && command != EditorCommand::RoundKind;
}

std::string editorCommandWords(EditorCommand command) {
    switch (command) {
        case EditorCommand::CursorUp:
        case EditorCommand::CursorLeft:
        case EditorCommand::CursorDown:
        case EditorCommand::CursorRight:
            // TRANSLATORS: the editor's bottom line of keys, "IJKL: cursor   Ctrl+S: save   ...":
            // a word or two for what each key does, short (the line is cut where it is too long)
            return trc("editor key line", "cursor");
        case EditorCommand::UseTool:
            return trc("editor key line", "use tool");
        case EditorCommand::Undo:
            return trc("editor key line", "undo");
        case EditorCommand::Redo:
            return trc("editor key line", "redo");
        case EditorCommand::Save:
            return trc("editor key line", "save");
        case EditorCommand::Reload:
            return trc("editor key line", "reload");
        case EditorCommand::Play:
            return trc("editor key line", "play");
        case EditorCommand::New:
            return trc("editor key line", "new");
        case EditorCommand::Rename:
            return trc("editor key line", "rename");
        case EditorCommand::Diagonal:
            return trc("editor key line", "diagonals");
        case EditorCommand::Leave:
            return trc("editor key line", "leave");
        default:
            return "?";  // not on the line (onEditorKeyLine)
    }
}

std::vector<std::string> editorKeyItems(const EditorKeyTable& table) {
    std::vector<std::string> items;
    bool cursorListed = false;
    for (const CommandBinding<EditorCommand>& binding : table.bindings()) {
        if (!onEditorKeyLine(binding.command))
            continue;
        const bool cursor = editorCursorOffset(binding.command).has_value();
        if (cursor && cursorListed)
            continue;  // the four cursor keys are one entry: "IJKL: cursor"
        cursorListed = cursorListed || cursor;
        items.push_back((cursor ? cursorKeysText(table) : keysText(table, binding.command)) + ": " +
                        editorCommandWords(binding.command));
    }
    return items;
}

std::string keysText(const EditorKeyTable& table, EditorCommand command) {
    std::string keys;
    for (const KeyChord& chord : table.keysOf(command))
        keys += (keys.empty() ? "" : "/") + shownChordName(chord);
    return keys;
}

std::string cursorKeysText(const EditorKeyTable& table) {
    constexpr EditorCommand kCursor[] = {EditorCommand::CursorUp, EditorCommand::CursorLeft,
                                         EditorCommand::CursorDown, EditorCommand::CursorRight};
    std::vector<std::string> keys;
    bool letters = true;
    for (const EditorCommand command : kCursor) {
        keys.push_back(firstKeyText(table, command));
        letters = letters && keys.back().size() == 1;
    }
    std::string text;
    for (const std::string& key : keys)
        text += (text.empty() || letters ? "" : "/") + key;
    return text;
}

std::string firstKeyText(const EditorKeyTable& table, EditorCommand command) {
    const std::vector<KeyChord> keys = table.keysOf(command);
    return keys.empty() ? std::string() : shownChordName(keys.front());
}

std::optional<Offset> editorCursorOffset(EditorCommand command) {
    switch (command) {
        case EditorCommand::CursorUp:
            return Offset{0, -1};
        case EditorCommand::CursorDown:
            return Offset{0, 1};
        case EditorCommand::CursorLeft:
            return Offset{-1, 0};
        case EditorCommand::CursorRight:
            return Offset{1, 0};
        default:
            return std::nullopt;
    }
}

}  // namespace catmaze::app
