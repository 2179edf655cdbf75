#include "editor/editor_help.hpp"

#include <algorithm>

#include "editor/editor_palette.hpp"
#include "ui/fill.hpp"
#include "ui/item_lines.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// The first keys of `commands`, joined by "/".
std::string firstKeysText(const EditorKeyTable& keys,
                          std::initializer_list<EditorCommand> commands) {
    std::string text;
    for (const EditorCommand command : commands)
        text += (text.empty() ? "" : "/") + firstKeyText(keys, command);
    return text;
}

// The tools' keys: "1-8" while they are the digits in order, else each tool's first key.
std::string toolKeysText(const EditorKeyTable& keys) {
    bool digits = true;
    std::string each;
    for (int tool = 0; tool <= kPatrolTool; ++tool) {
        const auto command =
            static_cast<EditorCommand>(static_cast<int>(EditorCommand::ToolFloor) + tool);
        const std::vector<KeyChord> bound = keys.keysOf(command);
        digits =
            digits && bound.size() == 1 &&
            bound.front() == KeyChord{static_cast<Key>(static_cast<int>(Key::Num1) + tool), false};
        each += (each.empty() ? "" : "/") + firstKeyText(keys, command);
    }
    return digits ? "1-" + std::to_string(kPatrolTool + 1) : each;
}

// The pan keys: "Arrows" while they are the arrow keys, else each one's first key.
std::string panKeysText(const EditorKeyTable& keys) {
    const auto is = [&keys](EditorCommand command, Key key) {
        const std::vector<KeyChord> bound = keys.keysOf(command);
        return bound.size() == 1 && bound.front() == KeyChord{key, false};
    };
    if (is(EditorCommand::PanUp, Key::Up) && is(EditorCommand::PanDown, Key::Down) &&
        is(EditorCommand::PanLeft, Key::Left) && is(EditorCommand::PanRight, Key::Right))
        // TRANSLATORS: the editor's help: the four arrow keys together ("Arrows: pan")
        return tr("Arrows");
    return firstKeysText(keys, {EditorCommand::PanUp, EditorCommand::PanLeft,
                                EditorCommand::PanDown, EditorCommand::PanRight});
}

// `items` on lines of `width`, at most `most` of them (the last kept one marked as cut).
std::vector<std::string> onLines(const std::vector<std::string>& items, float width,
                                 std::size_t most, const TextWidth& measure) {
    std::vector<std::string> lines = itemLines(items, kEditorHelpGap, width, width, measure);
    if (lines.size() > most) {
        lines.resize(most);
        if (!lines.empty())
            lines.back() += " \xE2\x80\xA6";
    }
    return lines;
}

}  // namespace

std::vector<std::string> toolHintItems(int tool, const EditorKeyTable& keys) {
    const std::string use = firstKeyText(keys, EditorCommand::UseTool);
    // Esc cancels whatever leaves the editor (editor_model_input.cpp): named once.
    std::string cancel = keysText(keys, EditorCommand::Leave);
    const std::string esc = shownChordName({Key::Escape, false});
    if (!keys.keysOf(EditorCommand::Leave).empty() &&
        keys.commandFor({Key::Escape, false}) != EditorCommand::Leave)
        cancel += "/" + esc;
    else if (cancel.empty())
        cancel = esc;
    const std::string remove = keysText(keys, EditorCommand::Remove);
    if (tool == kObstacleTool)
        // TRANSLATORS: the editor's help at the bottom: short entries "keys or action: what it
        // does", shown side by side and wrapped between entries.
        return {fill(tr("Click ({key} at the cursor): add a corner"), {{"key", use}}),
                tr("First corner: close"),
                fill(tr("{keys}: cancel"), {{"keys", cancel}}),
                tr("Drag a corner: move it"),
                fill(tr("Right-click or {keys}: delete"), {{"keys", remove}}),
                tr("Shift: finer")};
    if (tool == kPatrolTool)
        return {fill(tr("Click ({key} at the cursor) a dog, then its tiles"), {{"key", use}}),
                tr("Dog again: loop"),
                fill(tr("{key}: loop / back and forth"),
                     {{"key", firstKeyText(keys, EditorCommand::RoundKind)}}),
                fill(tr("{key}: done"), {{"key", firstKeyText(keys, EditorCommand::ToolPatrol)}}),
                fill(tr("{keys}: last tile"), {{"keys", remove}}),
                fill(tr("{keys}: cancel"), {{"keys", cancel}})};
    const std::string arrows = panKeysText(keys);
    return {tr("Left drag: paint"),
            tr("Right drag: erase"),
            fill(tr("{keys}: tools"), {{"keys", toolKeysText(keys)}}),
            fill(tr("Shift+{keys}: add a line"), {{"keys", arrows}}),
            fill(tr("Ctrl+{keys}: remove a line"), {{"keys", arrows}}),
            fill(tr("{keys}: pan"), {{"keys", arrows}}),
            tr("Wheel: zoom"),
            fill(tr("{key}: zoom back"), {{"key", firstKeyText(keys, EditorCommand::ResetZoom)}})};
}

EditorHelp editorHelp(int tool, const EditorKeyTable& keys, float width, std::size_t mostLines,
                      const TextWidth& measure) {
    EditorHelp help;
    // Room for the longest hint: the paint tools share one, then the obstacle and patrol tools.
    for (const int each : {0, kObstacleTool, kPatrolTool})
        help.hintRoom = std::max(
            help.hintRoom,
            itemLines(toolHintItems(each, keys), kEditorHelpGap, width, width, measure).size());
    const std::vector<std::string> keyItems = editorKeyItems(keys);
    const std::size_t keyLines = itemLines(keyItems, kEditorHelpGap, width, width, measure).size();
    mostLines = std::max<std::size_t>(mostLines, 2);
    if (help.hintRoom + keyLines > mostLines)
        help.hintRoom = std::min(help.hintRoom, std::max<std::size_t>(1, mostLines - 1));
    help.hint = onLines(toolHintItems(tool, keys), width, help.hintRoom, measure);
    help.keys = onLines(keyItems, width, mostLines - help.hintRoom, measure);
    return help;
}

}  // namespace catmaze::app
