// The editor screen's input and prompt (editor_screen.hpp): window events become the model's
// input, and the model's prompt becomes a menu.

#include "editor/editor_screen.hpp"

#include <utility>

#include "editor/sfml_editor_input.hpp"
#include "render/font_text.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

EditorScreen::EditorScreen(const Art& art, EventLog& log, EditorModel& model)
    : art_(art), log_(log), model_(model) {
    // Measured, the prompt's question wraps and its rows fit rather than run off its panel; at
    // the editor's own size (it keeps 100 %, as the rest of the editor).
    prompt_.setFonts(art_.font, art_.bold);
}

EditorMeasures EditorScreen::measures(const Art& art) {
    return {textWidth(art.font, kNoticeTextSize), textWidth(art.font, EditorLayout::kHelpTextSize)};
}

sf::Vector2f EditorScreen::windowSize() const {
    return {model_.layout().width(), model_.layout().height()};
}

void EditorScreen::setWindowSize(sf::Vector2f size) {
    model_.resize(size.x, size.y);
    layoutPrompt();
    model_.logLayout();
}

void EditorScreen::update(double seconds) {
    model_.update(seconds);
    follow();
}

EditorIntent EditorScreen::handle(const sf::Event& event) {
    if (!model_.document().isOpen())
        return {};
    EditorIntent intent;
    if (model_.prompt().shown()) {
        intent = handlePrompt(event);  // the prompt is modal
    } else if (const std::optional<InputEvent> input = toEditorInput(event)) {
        intent = model_.handle(*input);
    }
    follow();
    return intent;
}

EditorIntent EditorScreen::handlePrompt(const sf::Event& event) {
    // The model's own keys (Ctrl+S, F5), when the question offers them.
    if (event.type == sf::Event::KeyPressed &&
        ((event.key.control && event.key.code == sf::Keyboard::S) ||
         event.key.code == sf::Keyboard::F5)) {
        if (const std::optional<InputEvent> input = toEditorInput(event))
            return model_.handle(*input);
    }
    const PromptPage& page = model_.prompt().page();
    const MenuInput input = prompt_.handle(event);
    if (input.kind == MenuInput::Kind::Back)
        return model_.answer(page.escape);
    if (input.kind == MenuInput::Kind::Activate && input.item >= 0 &&
        input.item < static_cast<int>(page.answers.size()))
        return model_.answer(page.answers[static_cast<std::size_t>(input.item)]);
    return {};
}

void EditorScreen::follow() {
    if (model_.revision() != builtRevision_) {
        builtRevision_ = model_.revision();
        map_.rebuild(model_.level());
    }
    if (model_.prompt().asked() != promptAsked_) {
        promptAsked_ = model_.prompt().asked();
        const PromptPage& page = model_.prompt().page();
        std::vector<MenuItem> items;
        for (const auto& [label, value] : page.items)
            items.push_back({label, value});
        prompt_.set(page.name, page.title, std::move(items), page.subtitle);
        layoutPrompt();
    }
}

void EditorScreen::layoutPrompt() {
    if (!model_.prompt().shown())
        return;
    prompt_.layout(windowSize());
    log_.write(event_name::kMenu, prompt_.describe());
}

}  // namespace catmaze::app
