// The editor's input: clicks on the panel and the map (painting strokes), keys, and typing the
// level's name. Part of EditorScreen (editor_screen.hpp).

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "editor/editor_palette.hpp"
#include "editor/editor_screen.hpp"
#include "editor/sfml_editor_input.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// The longest level name the field takes (the top bar shows about this much).
constexpr std::size_t kMaxNameLength = 60;

std::optional<Edge> edgeOf(sf::Keyboard::Key code) {
    switch (code) {
        case sf::Keyboard::Up:
            return Edge::Top;
        case sf::Keyboard::Down:
            return Edge::Bottom;
        case sf::Keyboard::Left:
            return Edge::Left;
        case sf::Keyboard::Right:
            return Edge::Right;
        default:
            return std::nullopt;
    }
}

Pointer pixelOf(int x, int y) {
    return {static_cast<float>(x), static_cast<float>(y)};
}

}  // namespace

std::optional<Tile> EditorScreen::tileAt(Pointer pixel) const {
    return frame_.tileAt(pixel);
}

EditorIntent EditorScreen::handle(const sf::Event& event) {
    if (!doc_.isOpen())
        return {};
    if (pending_)
        return handlePrompt(event);  // the prompt is modal
    if (name_.active()) {
        handleName(event);
        return {};
    }
    switch (event.type) {
        case sf::Event::MouseMoved:
            hover_ = tileAt(pixelOf(event.mouseMove.x, event.mouseMove.y));
            if (obstacleTool()) {
                obstacles_.move(pixelOf(event.mouseMove.x, event.mouseMove.y), shiftHeld(), frame_);
                return {};
            }
            if (hover_ && paint_.drag(*hover_))
                map_.rebuild(doc_.level());  // validation waits for the end of the stroke
            return {};
        case sf::Event::MouseLeft:
            hover_.reset();
            obstacles_.pointerLeft();
            return {};
        case sf::Event::MouseWheelScrolled:
            frame_.zoomBy(event.mouseWheelScroll.delta);
            frame_.fit(doc_.level().size);
            logView();
            return {};
        case sf::Event::MouseButtonPressed: {
            const Pointer at = pixelOf(event.mouseButton.x, event.mouseButton.y);
            const bool left = event.mouseButton.button == sf::Mouse::Left;
            if (left) {
                if (const EditorButton* b = layout_.buttonAt(at))
                    return press(*b);
                if (boxContains(layout_.nameBox(), at)) {
                    beginRename();
                    return {};
                }
            }
            if (obstacleTool()) {
                if (boxContains(frame_.area(), at) &&
                    obstacles_.press(at, left, shiftHeld(), frame_).changed)
                    changed();
                return {};
            }
            const auto t = tileAt(at);
            if (!t || (!left && event.mouseButton.button != sf::Mouse::Right))
                return {};
            if (paint_.begin(*t, !left, tool_))
                map_.rebuild(doc_.level());
            return {};
        }
        case sf::Event::MouseButtonReleased:
            if (obstacles_.release().changed)
                changed();
            if (paint_.end())
                check();
            return {};
        case sf::Event::KeyPressed:
            if (obstacles_.drag() && event.key.code == sf::Keyboard::Escape) {
                obstacles_.cancelDrag();  // the corner goes back where it was
                return {};
            }
            if (paint_.painting() || obstacles_.drag())
                return {};  // no undo or resize in the middle of a stroke or a drag
            return handleKey(event.key);
        default:
            return {};
    }
}

EditorIntent EditorScreen::handleKey(const sf::Event::KeyEvent& key) {
    if (obstacleTool()) {
        const ToolOutcome outcome = obstacles_.key(toKeyPress(key));
        if (outcome.changed)
            changed();
        if (outcome.handled)
            return {};
    }
    if (key.control) {
        switch (key.code) {
            case sf::Keyboard::Z:
                key.shift ? redo() : undo();
                return {};
            case sf::Keyboard::Y:
                redo();
                return {};
            case sf::Keyboard::S:
                save();
                return {};
            case sf::Keyboard::N:
                newLevel();
                return {};
            default:
                break;
        }
    }
    if (const auto edge = edgeOf(key.code)) {
        if (key.shift || key.control) {
            resize(*edge, key.shift);
        } else {
            const float step = frame_.tile() * 3;
            frame_.panBy(*edge == Edge::Left    ? step
                         : *edge == Edge::Right ? -step
                                                : 0,
                         *edge == Edge::Top      ? step
                         : *edge == Edge::Bottom ? -step
                                                 : 0);
            frame_.fit(doc_.level().size);
            logView();
        }
        return {};
    }
    if (key.code >= sf::Keyboard::Num1 && key.code <= sf::Keyboard::Num1 + kObstacleTool) {
        selectTool(key.code - sf::Keyboard::Num1);
        return {};
    }
    switch (key.code) {
        case sf::Keyboard::E:
        case sf::Keyboard::Escape:
            if (const EditorButton* b = layout_.find(EditorButton::Action::Leave))
                return press(*b);
            return {};
        case sf::Keyboard::P:
            if (const EditorButton* b = layout_.find(EditorButton::Action::Play))
                return press(*b);
            return {};
        case sf::Keyboard::F2:
            beginRename();
            return {};
        case sf::Keyboard::C:
            if (check_.cancel())
                notice_.show("Stopped checking whether the level can be won");
            return {};
        case sf::Keyboard::Home:
            frame_.resetZoom();
            frame_.fit(doc_.level().size);
            logView();
            return {};
        default:
            return {};
    }
}

EditorIntent EditorScreen::press(const EditorButton& button) {
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
                ask(Then::Leave);
                return {};
            }
            return {EditorIntent::Kind::Leave};
        case A::Play:
            if (!playable()) {
                notice_.show("Fix the errors before playing (see below)", true);
                return {};
            }
            return {EditorIntent::Kind::Play};
    }
    return {};
}

// --- the level's name -------------------------------------------------------------------------

void EditorScreen::beginRename() {
    name_.begin(doc_.level().name, kMaxNameLength);
    log_.write(event_name::kNameEdit, Json{{"on", true}, {"name", doc_.level().name}});
}

void EditorScreen::handleName(const sf::Event& event) {
    switch (name_.handle(event)) {
        case TextField::Outcome::Accepted: {
            const std::string name = name_.text();
            if (name.empty()) {
                notice_.show("A level needs a name; it is still \"" + doc_.level().name + "\"",
                             true);
            } else if (doc_.edit().rename(name)) {
                doc_.touched();
                log_.write(event_name::kRename, Json{{"name", name}});
                changed();
            }
            log_.write(event_name::kNameEdit, Json{{"on", false}, {"name", doc_.level().name}});
            logEditor();
            return;
        }
        case TextField::Outcome::Cancelled:
            log_.write(event_name::kNameEdit, Json{{"on", false}, {"name", doc_.level().name}});
            return;
        default:
            return;
    }
}

// --- painting and the model's other steps -----------------------------------------------------

void EditorScreen::selectTool(int index) {
    if (index < 0 || index > kObstacleTool)
        return;
    tool_ = index;
    if (!obstacleTool())
        obstacles_.reset();
    log_.write(event_name::kTool, Json{{"kind", toolLogName(tool_)}});
}

void EditorScreen::undo() {
    if (!doc_.edit().undo()) {
        notice_.show("Nothing to undo");
        return;
    }
    log_.write(event_name::kUndo);
    changed();
}

void EditorScreen::redo() {
    if (!doc_.edit().redo()) {
        notice_.show("Nothing to redo");
        return;
    }
    log_.write(event_name::kRedo);
    changed();
}

void EditorScreen::resize(Edge edge, bool add) {
    const bool done = add ? doc_.edit().addLine(edge) : doc_.edit().removeLine(edge);
    if (!done) {
        notice_.show(add ? "The map is as large as a level can be"
                         : "A level needs at least 3 rows and 3 columns",
                     true);
        return;
    }
    doc_.touched();
    const Level& level = doc_.level();
    log_.write(event_name::kResize, Json{{"width", level.size.width},
                                         {"height", level.size.height},
                                         {"edge", edgeName(edge)},
                                         {"added", add}});
    changed();
}

}  // namespace catmaze::app
