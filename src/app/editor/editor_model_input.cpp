// The editor model's input: clicks on the panel and the map (painting strokes, the obstacle
// tool), keys, and typing the level's name. Part of EditorModel (editor_model.hpp).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>

#include "editor/editor_model.hpp"
#include "editor/editor_palette.hpp"
#include "shell/event_names.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// The longest level name the entry takes (the top bar shows about this much).
constexpr std::size_t kMaxNameLength = 60;

}  // namespace

bool EditorModel::obstacleTool() const {
    return tool_ == kObstacleTool;
}

bool EditorModel::patrolTool() const {
    return tool_ == kPatrolTool;
}

EditorIntent EditorModel::handle(const InputEvent& input) {
    if (!document_.isOpen())
        return {};
    if (std::holds_alternative<KeyReleased>(input) || std::holds_alternative<FocusLost>(input)) {
        keyReleased(input);
        return {};
    }
    if (prompt_.shown()) {
        // The prompt is modal: Ctrl+S saves, F5 reloads, Esc gives the safe answer, when the
        // question offers them; the screen's menu answers the rest.
        if (const auto* key = std::get_if<KeyPress>(&input)) {
            if (key->control && key->key == Key::S)
                return answer(PromptAnswer::Save);
            if (key->key == Key::F5)
                return answer(PromptAnswer::Reload);
            if (key->key == Key::Escape)
                return answer(prompt_.page().escape);
        }
        return {};
    }
    if (name_.active()) {
        nameInput(input);
        return {};
    }
    if (const auto* move = std::get_if<PointerMoved>(&input)) {
        pointerMoved(*move);
    } else if (std::holds_alternative<PointerLeft>(input)) {
        hover_.reset();
        obstacles_.pointerLeft();
    } else if (const auto* wheel = std::get_if<WheelTurned>(&input)) {
        frame_.zoomBy(wheel->delta);
        frame_.fit(document_.level().size);
        logView();
    } else if (const auto* press = std::get_if<ButtonPressed>(&input)) {
        return pointerPressed(*press);
    } else if (std::holds_alternative<ButtonReleased>(input)) {
        pointerReleased();
    } else if (const auto* key = std::get_if<KeyPress>(&input)) {
        if (obstacles_.drag() && key->key == Key::Escape) {
            obstacles_.cancelDrag();  // the corner goes back where it was
            return {};
        }
        if (paint_.painting() || obstacles_.drag())
            return {};  // no undo or resize in the middle of a stroke or a drag
        return keyPressed(*key);
    }
    return {};
}

void EditorModel::pointerMoved(const PointerMoved& move) {
    hover_ = frame_.tileAt(move.at);
    cursor_.hide();  // the mouse points again
    if (obstacleTool()) {
        obstacles_.move(move.at, move.fine, frame_);
        return;
    }
    const std::size_t patrols = document_.level().patrols.size();
    if (hover_ && paint_.drag(*hover_)) {
        ++revision_;  // validation waits for the end of the stroke
        paintedOver(patrols);
    }
}

EditorIntent EditorModel::pointerPressed(const ButtonPressed& press) {
    const bool left = press.button == Button::Left;
    if (left) {
        if (const EditorButton* b = layout_.buttonAt(press.at))
            return this->press(*b);
        if (boxContains(layout_.nameBox(), press.at)) {
            beginRename();
            return {};
        }
    }
    if (obstacleTool()) {
        if (boxContains(frame_.area(), press.at) &&
            obstacles_.press(press.at, left, press.fine, frame_).changed)
            changed();
        return {};
    }
    const auto t = frame_.tileAt(press.at);
    if (t && left && patrolTool() && patrols_.press(*t).changed)
        changed();
    if (!t || (!left && press.button != Button::Right) || patrolTool())
        return {};
    const std::size_t patrols = document_.level().patrols.size();
    if (paint_.begin(*t, !left, tool_)) {
        ++revision_;
        paintedOver(patrols);
    }
    return {};
}

void EditorModel::pointerReleased() {
    if (obstacles_.release().changed)
        changed();
    if (paint_.end())
        check();
}

EditorIntent EditorModel::keyPressed(KeyPress key) {
    std::optional<EditorCommand> command = keys_.commandFor({key.key, key.control});
    bool modified = key.shift;  // Shift with a pan key resizes, with undo it redoes
    // Ctrl with a pan key resizes at its edge (below), unless Ctrl+that key is bound itself.
    if (!command && key.control) {
        const std::optional<EditorCommand> plain = keys_.commandFor({key.key, false});
        if (plain && editorPanEdge(*plain)) {
            command = plain;
            modified = true;
        }
    }
    // The cursor's keys come before a tool's own: L moves the cursor while a round is drawn, and
    // Enter at a shown cursor is a click there (hidden, Enter closes the outline or the round).
    if (command &&
        (editorCursorOffset(*command) || (*command == EditorCommand::UseTool && cursor_.tile()))) {
        if (editorCursorOffset(*command))
            repeat_.press(*command);
        return run(*command);
    }
    // Esc always cancels what a tool has drawn, as it cancels a corner's drag, whatever key
    // leaves the editor (the Controls page never gives Esc away).
    const std::optional<EditorCommand> toolCommand =
        !command && key.key == Key::Escape ? EditorCommand::Leave : command;
    if (toolCommand && (obstacleTool() || patrolTool())) {
        const ToolOutcome outcome = obstacleTool() ? obstacles_.command(*toolCommand, modified)
                                                   : patrols_.command(*toolCommand, modified);
        if (outcome.changed)
            changed();
        if (outcome.handled)
            return {};
    }
    if (!command)
        return {};
    if (key.shift && *command == EditorCommand::Undo) {
        redo();  // Ctrl+Shift+Z, as many programs redo
        return {};
    }
    if (const std::optional<Edge> edge = editorPanEdge(*command);
        edge && (key.shift || key.control)) {
        resize(*edge, key.shift);
        return {};
    }
    return run(*command);
}

EditorIntent EditorModel::press(const EditorButton& button) {
    using A = EditorButton::Action;
    switch (button.action) {
        case A::Tool:
            selectTool(button.value);
            break;
        case A::Add:
        case A::Remove:
            resize(static_cast<Edge>(button.value), button.action == A::Add);
            break;
        case A::Undo:
            undo();
            break;
        case A::Redo:
            redo();
            break;
        case A::Save:
            save();
            break;
        case A::New:
            newLevel();
            break;
        case A::Leave:
            if (unsaved()) {
                ask(PromptQuestion::Unsaved, AfterPrompt::Leave);
                return {};
            }
            return {EditorIntent::Kind::Leave};
        case A::Play:
            if (!playable()) {
                notice_.show(tr("Fix the errors before playing (see below)"), true);
                return {};
            }
            return {EditorIntent::Kind::Play};
    }
    return {};
}

// --- the level's diagonal rule ----------------------------------------------------------------

// G: the player's setting, then diagonal moves on for everyone, then off, then the setting again.
void EditorModel::cycleDiagonal() {
    const LevelDiagonal now = document_.level().rules.diagonal;
    const LevelDiagonal next = now == LevelDiagonal::PlayersSetting ? LevelDiagonal::On
                               : now == LevelDiagonal::On           ? LevelDiagonal::Off
                                                                    : LevelDiagonal::PlayersSetting;
    if (!document_.edit().setDiagonal(next))
        return;
    document_.touched();
    log_.write(
        event_name::kLevelRule,
        Json{{"diagonal", next == LevelDiagonal::PlayersSetting ? "setting" : toString(next)}});
    notice_.show(next == LevelDiagonal::PlayersSetting
                     ? tr("Diagonal moves: the player's setting decides (G: change)")
                 : next == LevelDiagonal::On
                     ? tr("Diagonal moves on for everyone who plays this level (G: change)")
                     : tr("Diagonal moves off for everyone who plays this level (G: change)"));
    changed();
}

// --- the level's name -------------------------------------------------------------------------

void EditorModel::beginRename() {
    name_.begin(document_.level().name, kMaxNameLength);
    log_.write(event_name::kNameEdit, Json{{"on", true}, {"name", document_.level().name}});
}

void EditorModel::nameInput(const InputEvent& input) {
    // Every key goes to the name while it is typed, so no shortcut fires.
    if (const auto* typed = std::get_if<TextTyped>(&input)) {
        name_.type(typed->code);
        return;
    }
    const auto* key = std::get_if<KeyPress>(&input);
    if (key == nullptr)
        return;
    switch (key->key) {
        case Key::Enter: {
            name_.end();
            const std::string name = name_.text();
            if (name.empty()) {
                notice_.show(fill(tr("A level needs a name; it is still \"{name}\""),
                                  {{"name", document_.level().name}}),
                             true);
            } else if (document_.edit().rename(name)) {
                document_.touched();
                log_.write(event_name::kRename, Json{{"name", name}});
                changed();
            }
            log_.write(event_name::kNameEdit,
                       Json{{"on", false}, {"name", document_.level().name}});
            logEditor();
            return;
        }
        case Key::Escape:
            name_.end();
            log_.write(event_name::kNameEdit,
                       Json{{"on", false}, {"name", document_.level().name}});
            return;
        case Key::Backspace:
            name_.eraseLast();
            return;
        default:
            return;
    }
}

// --- the tools and the model's other steps ----------------------------------------------------

void EditorModel::selectTool(int index) {
    if (index < 0 || index > kPatrolTool)
        return;
    tool_ = index;
    // The hint changes; its room, the longest tool's, does not: the map stays put.
    help_ = editorHelp(tool_, keys_, EditorLayout::helpWidth(layout_.width()),
                       EditorLayout::mostHelpLines(layout_.height()), helpMeasure_);
    if (!obstacleTool())
        obstacles_.reset();
    if (!patrolTool())
        patrols_.reset();
    log_.write(event_name::kTool, Json{{"kind", toolLogName(tool_)}});
}

// A paint that put something else on a dog's tile drops the dog's patrol in the same undo step
// (LevelEditor::paint): say so, so it is never lost unseen.
void EditorModel::paintedOver(std::size_t patrolsBefore) {
    if (document_.level().patrols.size() >= patrolsBefore)
        return;
    log_.write(event_name::kPatrolRemoved, Json{{"painted", true}});
    notice_.show(fill(tr("A dog on patrol was painted over: its patrol is removed too ({key}: "
                         "both back)"),
                      {{"key", firstKeyText(keys_, EditorCommand::Undo)}}),
                 true);
}

void EditorModel::undo() {
    if (!document_.edit().undo()) {
        notice_.show(tr("Nothing to undo"));
        return;
    }
    log_.write(event_name::kUndo);
    changed();
}

void EditorModel::redo() {
    if (!document_.edit().redo()) {
        notice_.show(tr("Nothing to redo"));
        return;
    }
    log_.write(event_name::kRedo);
    changed();
}

void EditorModel::resize(Edge edge, bool add) {
    const bool done = add ? document_.edit().addLine(edge) : document_.edit().removeLine(edge);
    if (!done) {
        notice_.show(add ? tr("The map is as large as a level can be")
                         : tr("A level needs at least 3 rows and 3 columns"),
                     true);
        return;
    }
    document_.touched();
    const Level& level = document_.level();
    log_.write(event_name::kResize, Json{{"width", level.size.width},
                                         {"height", level.size.height},
                                         {"edge", edgeName(edge)},
                                         {"added", add}});
    changed();
}

}  // namespace catmaze::app
