// Drawing the editor: the map (EditorMapView), the top bar with the level's name and where it
// saves, the side panel, the status bar and the notice, and the unsaved-changes prompt on top.
// Part of EditorScreen (editor_screen.hpp); draw() only reads.

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "editor/editor_palette.hpp"
#include "editor/editor_screen.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// The colour of the verdict line: green winnable, red errors, amber anything else.
sf::Color verdictColour(Verdict verdict) {
    switch (verdict) {
        case Verdict::Winnable:
            return as<sf::Color>(palette::kEditorVerdictWinnable);
        case Verdict::Errors:
            return as<sf::Color>(palette::kEditorVerdictError);
        case Verdict::Other:
            break;
    }
    return as<sf::Color>(palette::kEditorVerdictOther);
}

const sf::Color kGold = as<sf::Color>(palette::kEditorHeading);
const sf::Color kDim = as<sf::Color>(palette::kEditorDim);
const sf::Color kText = as<sf::Color>(palette::kEditorText);

void drawText(sf::RenderTarget& target, const sf::Font& font, const sf::String& text, unsigned size,
              sf::Vector2f at, sf::Color color) {
    sf::Text t(text, font, size);
    t.setFillColor(color);
    t.setPosition(std::round(at.x), std::round(at.y));
    target.draw(t);
}

void fillRect(sf::RenderTarget& target, sf::FloatRect rect, sf::Color color) {
    sf::RectangleShape box({rect.width, rect.height});
    box.setPosition(rect.left, rect.top);
    box.setFillColor(color);
    target.draw(box);
}

// `text` cut with an ellipsis to fit `room` pixels (the one rule, font_text.hpp).
sf::Text fitted(const std::string& text, const sf::Font& font, unsigned size, float room) {
    return sf::Text(fitToWidth(text, font, size, room), font, size);
}

}  // namespace

void EditorScreen::draw(sf::RenderTarget& target) const {
    if (!model_.document().isOpen())
        return;
    const sf::Vector2f window = windowSize();
    const bool prompting = model_.prompt().shown();
    // The keyboard's cursor, shown, outlines its tile with any tool; the mouse's tile is
    // outlined with the painting tools only (the other tools paint no tile).
    const std::optional<Tile> cursor = model_.cursor();
    const bool ghost = !prompting && (cursor || model_.paintTool());
    map_.draw(target, art_, model_.frame(), window,
              ghost ? (cursor ? cursor : model_.hover()) : std::nullopt,
              model_.paintTool() ? kPalette[model_.tool()].kind : TileKind::Floor,
              model_.paint().erasing());
    drawPatrols(target);
    drawObstacleTool(target);
    drawTopBar(target);
    drawPanel(target);
    drawBottomBar(target);
    drawNotice(target);
    if (prompting) {
        fillRect(target, {0, 0, window.x, window.y}, as<sf::Color>(palette::kEditorPromptShade));
        prompt_.draw(target, art_.font, art_.bold);
    }
}

void EditorScreen::drawTopBar(sf::RenderTarget& target) const {
    fillRect(target, {0, 0, windowSize().x, model_.layout().nameBox().height},
             as<sf::Color>(palette::kEditorBar));
    const Level& level = model_.document().level();
    if (model_.name().active()) {
        // The name being typed, in a box, with a caret.
        fillRect(target,
                 {8, 4, model_.layout().nameBox().width - 8, model_.layout().nameBox().height - 8},
                 as<sf::Color>(palette::kEditorButton));
        sf::String shown = utf8(fill(tr("Name: {name}"), {{"name", model_.name().typed()}}) + "|");
        drawText(target, art_.bold, shown, 18, {12, 7}, kText);
        const float hintLeft = model_.layout().nameBox().width + 8;
        sf::Text hint = fitted(tr("Enter: rename   Esc: keep the name"), art_.font, 13,
                               windowSize().x - hintLeft - 8);
        hint.setFillColor(kDim);
        hint.setPosition(hintLeft, 11);
        target.draw(hint);
        return;
    }
    const std::string title =
        fill(tr("Editing: {name}"), {{"name", level.name}}) + (model_.unsaved() ? " *" : "");
    sf::Text titleText = fitted(title, art_.bold, 18, model_.layout().nameBox().width - 12);
    titleText.setFillColor(kGold);
    titleText.setPosition(12, 7);
    target.draw(titleText);
    // Where Ctrl+S writes, and the size.
    const std::filesystem::path to = model_.document().saveTarget();
    std::string where =
        to == model_.document().file()
            ? to.filename().string()
            // TRANSLATORS: where Ctrl+S writes, beside the level's name (keep it short); "My
            // levels" is the menu's name
            : fill(tr("saves to My levels/{file}"), {{"file", to.filename().string()}});
    if (model_.document().fresh())
        where = tr("not saved yet");
    where +=
        "   " + std::to_string(level.size.width) + " \xC3\x97 " + std::to_string(level.size.height);
    // Right-aligned to the panel, in the room the title leaves (a longer language cuts it).
    const float titleEnd = 12 + titleText.getLocalBounds().width + 16;
    sf::Text whereText = fitted(where, art_.font, 15, model_.layout().panel().left - 16 - titleEnd);
    whereText.setFillColor(kDim);
    whereText.setPosition(
        std::round(model_.layout().panel().left - whereText.getLocalBounds().width - 16), 10);
    target.draw(whereText);
}

void EditorScreen::drawPanel(sf::RenderTarget& target) const {
    fillRect(target, toRect(model_.layout().panel()), as<sf::Color>(palette::kEditorPanel));
    fillRect(target,
             {model_.layout().panel().left, model_.layout().panel().top, 2,
              model_.layout().panel().height},
             as<sf::Color>(palette::kEditorPanelEdge));
    const float headingX = model_.layout().panel().left + 14;
    // TRANSLATORS: the heading of the editor's palette
    drawText(target, art_.bold, tr("Tools"), 15, {headingX, model_.layout().panel().top + 8},
             kGold);
    bool sizeHeadingDrawn = false;
    for (const EditorButton& b : model_.layout().buttons()) {
        const bool isTool = b.action == EditorButton::Action::Tool;
        const bool selected = isTool && b.value == model_.tool();
        if (!isTool && !sizeHeadingDrawn) {
            sizeHeadingDrawn = true;
            drawText(target, art_.bold, utf8(tr("Rows & columns")), 15, {headingX, b.rect.top - 26},
                     kGold);
        }
        sf::RectangleShape box({b.rect.width, b.rect.height});
        box.setPosition(b.rect.left, b.rect.top);
        box.setFillColor(selected ? as<sf::Color>(palette::kEditorButtonSelected)
                                  : as<sf::Color>(palette::kEditorButton));
        box.setOutlineColor(selected ? kGold : as<sf::Color>(palette::kEditorButtonOutline));
        box.setOutlineThickness(selected ? 3 : 1);
        target.draw(box);
        if (selected) {
            // Told by shape too, not by colour alone: a bar under the chosen tool's label.
            sf::RectangleShape underline({b.rect.width - 48, 3});
            underline.setPosition(b.rect.left + 42, b.rect.top + b.rect.height - 5);
            underline.setFillColor(kGold);
            target.draw(underline);
        }
        if (isTool) {
            const sf::FloatRect icon{b.rect.left + 6, b.rect.top + 1, b.rect.height - 2,
                                     b.rect.height - 2};
            if (b.value == kObstacleTool)
                drawObstacleIcon(target, art_, icon);
            else if (b.value == kPatrolTool)
                drawPatrolIcon(target, art_, icon);
            else
                drawTileArt(target, art_, kPalette[b.value].kind, icon);
            // Between the icon and the tool's key.
            sf::Text name = fitted(buttonText(b), art_.font, 16, b.rect.width - 42 - 24);
            name.setFillColor(kText);
            name.setPosition(b.rect.left + 42, b.rect.top + 3);
            target.draw(name);
            drawText(target, art_.bold, std::to_string(b.value + 1), 14,
                     {b.rect.left + b.rect.width - 20, b.rect.top + 5}, kDim);
            continue;
        }
        if (b.action == EditorButton::Action::Add) {
            // The edge's name, left of its + and - buttons.
            sf::Text name = fitted(edgeText(static_cast<Edge>(b.value)), art_.font, 15,
                                   b.rect.left - headingX - 4);
            name.setFillColor(kText);
            name.setPosition(headingX, b.rect.top + 3);
            target.draw(name);
        }
        const bool symbol = !b.text.empty();
        sf::Text label = fitted(buttonText(b), symbol ? art_.bold : art_.font, symbol ? 18 : 15,
                                b.rect.width - 4);
        const sf::FloatRect lb = label.getLocalBounds();
        label.setPosition(std::round(b.rect.left + (b.rect.width - lb.width) / 2 - lb.left),
                          std::round(b.rect.top + (b.rect.height - lb.height) / 2 - lb.top));
        label.setFillColor(kText);
        target.draw(label);
    }
}

void EditorScreen::drawBottomBar(sf::RenderTarget& target) const {
    const EditorLayout& layout = model_.layout();
    const ScreenBox& bar = layout.bottomBar();
    fillRect(target, toRect(bar), as<sf::Color>(palette::kEditorBar));
    const float width = EditorLayout::helpWidth(layout.width());
    const std::vector<std::string> lines =
        model().check().statusLines(firstKeyText(model_.keys(), EditorCommand::StopCheck));
    const sf::Color verdict = verdictColour(model().check().verdict());
    if (lines.size() == 1) {
        // A verdict alone takes both status lines rather than be cut.
        const std::vector<sf::String> wrapped = wrapToWidth(lines.front(), art_.bold, 16, width, 2);
        for (std::size_t i = 0; i < wrapped.size(); ++i) {
            sf::Text line(wrapped[i], art_.bold, 16);
            line.setFillColor(verdict);
            line.setPosition(bar.left + EditorLayout::kMargin, layout.statusTop(i));
            target.draw(line);
        }
    }
    for (std::size_t i = 0; lines.size() > 1 && i < 2; ++i) {
        // A long message is cut with an ellipsis rather than run off the window (the log and
        // `catmaze-level validate` have it whole).
        sf::Text line = fitted(lines[i], i == 0 ? art_.bold : art_.font, i == 0 ? 16 : 14, width);
        line.setFillColor(i == 0 ? verdict : as<sf::Color>(palette::kEditorDiagnostic));
        line.setPosition(bar.left + EditorLayout::kMargin, layout.statusTop(i));
        target.draw(line);
    }
    // The tool's hint, then the keys on the lines after the longest hint's (they stay put when
    // the tool changes); both made from the table the keys obey (editor_help.hpp).
    const EditorHelp& help = model_.help();
    const auto drawHelp = [&](const std::vector<std::string>& helpLines, std::size_t first) {
        for (std::size_t i = 0; i < helpLines.size(); ++i) {
            sf::Text line = fitted(helpLines[i], art_.font, EditorLayout::kHelpTextSize, width);
            line.setFillColor(kDim);
            line.setPosition(bar.left + EditorLayout::kMargin, layout.helpTop(first + i));
            target.draw(line);
        }
    };
    drawHelp(help.hint, 0);
    drawHelp(help.keys, help.hintRoom);
}

void EditorScreen::drawNotice(sf::RenderTarget& target) const {
    if (!model_.notice().shown())
        return;
    const ScreenBox& area = model_.frame().area();
    std::vector<sf::Text> texts;
    float width = 0;
    // Wrapped onto up to three lines: a refused polygon's message is long and must be read whole,
    // and a longer one keeps its end (a failed save's reason, after the path).
    for (const std::string& line : model_.notice().lines()) {
        texts.emplace_back(utf8(line), art_.font, kNoticeTextSize);
        width = std::max(width, texts.back().getLocalBounds().width);
    }
    constexpr float kLine = 22;
    sf::RectangleShape box({width + 28, 10 + kLine * static_cast<float>(texts.size())});
    box.setPosition(std::round(area.left + (area.width - width - 28) / 2),
                    model_.layout().panel().top + 10);
    box.setFillColor(as<sf::Color>(palette::kNoticeBox));
    box.setOutlineColor(model_.notice().warning() ? as<sf::Color>(palette::kEditorWarningOutline)
                                                  : kGold);
    box.setOutlineThickness(1);
    target.draw(box);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        sf::Text& text = texts[i];
        text.setFillColor(as<sf::Color>(palette::kNoticeText));
        text.setPosition(box.getPosition() + sf::Vector2f(14 - text.getLocalBounds().left,
                                                          6 + kLine * static_cast<float>(i)));
        target.draw(text);
    }
}

}  // namespace catmaze::app
