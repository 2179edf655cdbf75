#include "menu_screen.hpp"
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
    const sf::Vector2f size = target.getView().getSize();
    sf::Text text(utf8(text_), context_.art.font, 15);
    text.setFillColor(sf::Color(255, 150, 140));
    text.setPosition(20, 20);
    sf::RectangleShape box({size.x - 20, size.y * 0.45f - 30});
    box.setPosition(10, 10);
    box.setFillColor(sf::Color(40, 16, 20, 230));
    target.draw(box);
    target.draw(text);
    MenuScreen::draw(target, alpha);
}

}  // namespace catmaze::app
