#include "editor/editor_keys.hpp"

#include <vector>

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
    });
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
    }
    return "?";
}

std::string editorKeyHelp(const EditorKeyTable& table) {
    struct Entry {
        std::string keys;
        std::string words;
    };
    std::vector<Entry> entries;
    for (const CommandBinding<EditorCommand>& binding : table.bindings()) {
        std::string keys;
        for (const KeyChord& chord : binding.keys)
            keys += (keys.empty() ? "" : "/") + shownChordName(chord);
        const std::string words = editorCommandWords(binding.command);
        if (!entries.empty() && entries.back().words == words)
            entries.back().keys += keys;  // the four cursor keys: "IJKL"
        else
            entries.push_back({keys, words});
    }
    std::string line;
    for (const Entry& entry : entries)
        line += (line.empty() ? "" : "   ") + entry.keys + ": " + entry.words;
    return line;
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
