#include "editor/editor_layout.hpp"

#include <algorithm>
#include <utility>

#include "catmaze/level/level_editor.hpp"
#include "editor/editor_palette.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// The bottom bar's padding above its first line and below its last, and between the status
// lines and the help.
constexpr float kBarPadding = 5;
constexpr float kHelpGap = 4;

// The bottom bar's height with `helpLines` lines of help.
float bottomBarHeight(std::size_t helpLines) {
    return 2 * kBarPadding + 2 * EditorLayout::kStatusLine + kHelpGap +
           static_cast<float>(helpLines) * EditorLayout::kHelpLine;
}

}  // namespace

Json boxJson(const ScreenBox& box) {
    return Json::array({box.left, box.top, box.width, box.height});
}

float EditorLayout::helpWidth(float width) {
    return std::max(32.0f, width - kPanelWidth - 2 * kMargin);
}

std::size_t EditorLayout::mostHelpLines(float height) {
    const float room = (height - kTopBar) / 2 - bottomBarHeight(0);
    return room <= 0 ? 0 : static_cast<std::size_t>(room / kHelpLine);
}

float EditorLayout::statusTop(std::size_t index) const {
    return bottomBar_.top + kBarPadding + static_cast<float>(index) * kStatusLine;
}

float EditorLayout::helpTop(std::size_t index) const {
    return statusTop(2) + kHelpGap + static_cast<float>(index) * kHelpLine;
}

void EditorLayout::layout(float width, float height, std::size_t helpLines) {
    width_ = width;
    height_ = height;
    panel_ = {width - kPanelWidth, kTopBar, kPanelWidth, height - kTopBar};
    const float bar = bottomBarHeight(std::min(helpLines, mostHelpLines(height)));
    bottomBar_ = {0, height - bar, panel_.left, bar};
    mapArea_ = {kMargin, kTopBar + kMargin, std::max(32.0f, panel_.left - 2 * kMargin),
                std::max(32.0f, bottomBar_.top - kTopBar - 2 * kMargin)};
    nameBox_ = {0, 0, std::max(120.0f, panel_.left * 0.6f), kTopBar};

    buttons_.clear();
    const float left = panel_.left + 12;
    const float buttonWidth = panel_.width - 24;
    float y = panel_.top + 30;  // below the "Tools" heading
    using A = EditorButton::Action;
    // The tiles, then the obstacle and patrol tools: the panel fits an 800 x 600 window.
    for (int i = 0; i <= kPatrolTool; ++i) {
        buttons_.push_back({A::Tool, i, toolLabel(i), "", {left, y, buttonWidth, kToolHeight}});
        y += kToolHeight + 2;
    }
    y += 30;  // the "Size" heading
    constexpr Edge kEdges[] = {Edge::Top, Edge::Bottom, Edge::Left, Edge::Right};
    for (const Edge edge : kEdges) {
        const std::string name = edgeName(edge);
        buttons_.push_back({A::Add,
                            static_cast<int>(edge),
                            "add " + name,
                            "+",
                            {left + buttonWidth - 104, y, 48, 26}});
        buttons_.push_back({A::Remove,
                            static_cast<int>(edge),
                            "remove " + name,
                            "\xE2\x88\x92",
                            {left + buttonWidth - 52, y, 48, 26}});
        y += 28;
    }
    y += 10;
    const float third = (buttonWidth - 8) / 3;
    const std::pair<A, const char*> actions[] = {{A::Undo, "Undo"}, {A::Redo, "Redo"},
                                                 {A::Save, "Save"}, {A::Play, "Play"},
                                                 {A::New, "New"},   {A::Leave, "Exit"}};
    for (int i = 0; i < 6; ++i) {
        const float x = left + static_cast<float>(i % 3) * (third + 4);
        buttons_.push_back({actions[i].first,
                            0,
                            actions[i].second,
                            "",
                            {x, y + static_cast<float>(i / 3) * 34, third, 30}});
    }
}

std::string buttonText(const EditorButton& button) {
    using A = EditorButton::Action;
    if (!button.text.empty())
        return button.text;
    // The log keeps the English label; the player reads it in their language.
    switch (button.action) {
        case A::Tool:
            return tr(std::string_view(toolLabel(button.value)));
        case A::Undo:
            // TRANSLATORS: a narrow button of the editor (about 7 letters fit)
            return trc("editor button", "Undo");
        case A::Redo:
            // TRANSLATORS: a narrow button of the editor (about 7 letters fit)
            return trc("editor button", "Redo");
        case A::Save:
            // TRANSLATORS: a narrow button of the editor (about 7 letters fit)
            return trc("editor button", "Save");
        case A::Play:
            // TRANSLATORS: a narrow button of the editor: play the level being edited
            return trc("editor button", "Play");
        case A::New:
            // TRANSLATORS: a narrow button of the editor: a new level
            return trc("editor button", "New");
        case A::Leave:
            // TRANSLATORS: a narrow button of the editor: leave the editor, back to the game
            return trc("editor button", "Exit");
        case A::Add:
        case A::Remove:
            break;
    }
    return button.label;
}

std::string edgeText(Edge edge) {
    switch (edge) {
        case Edge::Top:
            // TRANSLATORS: the editor's map edge that gets or loses a row (+ and - beside it)
            return trc("map edge", "Top");
        case Edge::Bottom:
            return trc("map edge", "Bottom");
        case Edge::Left:
            return trc("map edge", "Left");
        case Edge::Right:
            return trc("map edge", "Right");
    }
    return "";
}

const EditorButton* EditorLayout::buttonAt(Pointer at) const {
    for (const EditorButton& b : buttons_) {
        if (boxContains(b.rect, at))
            return &b;
    }
    return nullptr;
}

const EditorButton* EditorLayout::find(EditorButton::Action action) const {
    for (const EditorButton& b : buttons_) {
        if (b.action == action)
            return &b;
    }
    return nullptr;
}

Json EditorLayout::paletteJson() const {
    Json palette = Json::array();
    for (const EditorButton& b : buttons_) {
        if (b.action == EditorButton::Action::Tool)
            palette.push_back(Json{{"label", b.label}, {"rect", boxJson(b.rect)}});
    }
    return palette;
}

Json EditorLayout::buttonsJson() const {
    Json buttons = Json::array();
    for (const EditorButton& b : buttons_) {
        if (b.action != EditorButton::Action::Tool)
            buttons.push_back(Json{{"label", b.label}, {"rect", boxJson(b.rect)}});
    }
    return buttons;
}

Json EditorLayout::nameRectJson() const {
    return boxJson(nameBox_);
}

}  // namespace catmaze::app
