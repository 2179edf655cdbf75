#include "play/play_screen.hpp"

#include <cmath>

#include "menus/menu_screen.hpp"
#include "play/level_play.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

PlayScreen::PlayScreen(Context& context, std::shared_ptr<LevelPlay> level)
    : Screen(context), level_(std::move(level)) {}

void PlayScreen::toggle(std::string_view key, const char* what) {
    Director& director = context_.director;
    director.changeSetting(*findSetting(key), 0);
    Settings now = context_.files.settings;
    now.diagonal = director.diagonal();
    context_.notices.notify(std::string(what) + " " + settingText(*findSetting(key), now));
}

void PlayScreen::handle(const sf::Event& event) {
    LevelPlay* level = level_.get();
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const sf::Vector2i at(event.mouseMove.x, event.mouseMove.y);
            if (dragFrom_) {
                level->pan(at - *dragFrom_);
                dragFrom_ = at;
            }
            level->hover(at);
            return;
        }
        case sf::Event::MouseLeft:
            level->hover(std::nullopt);
            return;
        case sf::Event::MouseWheelScrolled:
            level->zoomAt(std::pow(1.15f, event.mouseWheelScroll.delta),
                          {event.mouseWheelScroll.x, event.mouseWheelScroll.y});
            return;
        case sf::Event::MouseButtonPressed:
            if (event.mouseButton.button == sf::Mouse::Left)
                level->click(event.mouseButton.x, event.mouseButton.y);
            else if (event.mouseButton.button == sf::Mouse::Right ||
                     event.mouseButton.button == sf::Mouse::Middle)
                dragFrom_ = sf::Vector2i(event.mouseButton.x, event.mouseButton.y);
            return;
        case sf::Event::MouseButtonReleased:
            if (event.mouseButton.button == sf::Mouse::Right ||
                event.mouseButton.button == sf::Mouse::Middle)
                dragFrom_.reset();
            return;
        case sf::Event::KeyReleased:
            if (event.key.code == sf::Keyboard::LShift || event.key.code == sf::Keyboard::RShift)
                shiftHeld_ = false;
            return;
        case sf::Event::KeyPressed:
            break;
        case sf::Event::LostFocus:
            shiftHeld_ = false;  // its release goes to another window
            dragFrom_.reset();
            return;
        default:
            return;
    }
    if (event.key.code == sf::Keyboard::LShift || event.key.code == sf::Keyboard::RShift) {
        shiftHeld_ = true;
        return;
    }
    switch (event.key.code) {
        case sf::Keyboard::Enter:
            level->dismissRulesCard();
            return;
        case sf::Keyboard::Escape:
            context_.director.screens().push(std::make_unique<PauseScreen>(context_));
            return;
        case sf::Keyboard::G:
            // Diagonal moves mean nothing on open floor, where the key bar does not offer G.
            if (level->floor() == Floor::Tiles)
                toggle("diagonal", "Diagonal moves");
            return;
        case sf::Keyboard::O:
            toggle("searchOverlay", "Search overlay");
            return;
        case sf::Keyboard::H:
            level->showHint();
            return;
        case sf::Keyboard::U:
        case sf::Keyboard::BackSpace:
            level->undo();
            return;
        case sf::Keyboard::Z:
            if (event.key.control)
                level->undo();
            return;
        case sf::Keyboard::Y:
            if (event.key.control)
                level->redo();
            return;
        case sf::Keyboard::E:
            context_.director.openEditor();
            return;
        case sf::Keyboard::Up:
        case sf::Keyboard::W:
            return level->press({0, -1});
        case sf::Keyboard::Down:
        case sf::Keyboard::S:
            return level->press({0, 1});
        case sf::Keyboard::Left:
        case sf::Keyboard::A:
            return level->press({-1, 0});
        case sf::Keyboard::Right:
        case sf::Keyboard::D:
            return level->press({1, 0});
        default:
            return;
    }
}

bool PlayScreen::update(double seconds) {
    LevelPlay* level = level_.get();
    level->setRunning(shiftHeld_ || context_.files.settings.fastWalk);
    level->update(seconds, /*walking=*/true);
    if (!level->endDue())
        endShown_ = false;  // an undo took the loss back: the next end shows its screen again
    if (level->endDue() && !endShown_) {
        endShown_ = true;
        context_.director.screens().push(std::make_unique<EndScreen>(context_, level->won()));
    }
    return false;
}

void PlayScreen::draw(sf::RenderTarget& target, float alpha) {
    level_->draw(target, alpha);
}

void PlayScreen::resized(sf::Vector2f size) {
    level_->resized(size);
}

std::array<std::vector<sf::FloatRect>, 3> PlayScreen::inSight(sf::Vector2f windowSize) const {
    return level_->inSight(windowSize);
}

}  // namespace catmaze::app
