#include "menu_screen.hpp"
#include "palette.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

void ErrorScreen::build() {
    Director& director = context_.director;
    title_ = "This level has errors";
    subtitle_ = "Fix the file, then reload it with F5";
    add("Reload (F5)", [&director](int) { director.reloadLevel(); });
    add("Repair in the editor", [&director](int) { director.repairLevel(); });
    if (!context_.campaign.levels.empty()) {
        add("Levels", [this](int) {
            context_.director.screens().push(std::make_unique<LevelsScreen>(context_));
        });
    }
    add("Quit", [&director](int) { director.quit(); });
}

void ErrorScreen::draw(sf::RenderTarget& target, float alpha) {
    // The menu first: its shade must not dim the errors (palette.hpp's "error screen text").
    MenuScreen::draw(target, alpha);
    const sf::Vector2f size = target.getView().getSize();
    sf::Text text(utf8(text_), context_.art.font, 15);
    text.setFillColor(as<sf::Color>(palette::kErrorText));
    text.setPosition(20, 20);
    sf::RectangleShape box({size.x - 20, size.y * 0.45f - 30});
    box.setPosition(10, 10);
    box.setFillColor(as<sf::Color>(palette::kErrorPanel));
    target.draw(box);
    target.draw(text);
}

}  // namespace catmaze::app
