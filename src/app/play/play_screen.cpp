#include "play/play_screen.hpp"

#include <cmath>

#include "menus/menu_screen.hpp"
#include "play/level_play.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

namespace {

// The play screen's key bindings.
std::optional<PlayCommand> commandFor(const sf::Event::KeyEvent& key) {
    switch (key.code) {
        case sf::Keyboard::Enter:
            return PlayCommand::CloseCard;
        case sf::Keyboard::Escape:
            return PlayCommand::Pause;
        case sf::Keyboard::G:
            return PlayCommand::ToggleDiagonal;
        case sf::Keyboard::O:
            return PlayCommand::ToggleOverlay;
        case sf::Keyboard::H:
            return PlayCommand::Hint;
        case sf::Keyboard::U:
        case sf::Keyboard::BackSpace:
            return PlayCommand::Undo;
        case sf::Keyboard::Z:
            return key.control ? std::optional(PlayCommand::Undo) : std::nullopt;
        case sf::Keyboard::Y:
            return key.control ? std::optional(PlayCommand::Redo) : std::nullopt;
        case sf::Keyboard::E:
            return PlayCommand::Edit;
        case sf::Keyboard::Up:
        case sf::Keyboard::W:
            return PlayCommand::StepUp;
        case sf::Keyboard::Down:
        case sf::Keyboard::S:
            return PlayCommand::StepDown;
        case sf::Keyboard::Left:
        case sf::Keyboard::A:
            return PlayCommand::StepLeft;
        case sf::Keyboard::Right:
        case sf::Keyboard::D:
            return PlayCommand::StepRight;
        case sf::Keyboard::Space:
        case sf::Keyboard::Period:
            return PlayCommand::Wait;
        default:
            return std::nullopt;
    }
}

}  // namespace

PlayScreen::PlayScreen(Context& context, std::shared_ptr<LevelPlay> level)
    : Screen(context), level_(std::move(level)) {}

void PlayScreen::carryOut(const PlayRequest& request) {
    Director& director = context_.director;
    switch (request.kind) {
        case PlayRequest::Kind::None:
            return;
        case PlayRequest::Kind::Pause:
            director.screens().push(std::make_unique<PauseScreen>(context_));
            return;
        case PlayRequest::Kind::Edit:
            director.openEditor();
            return;
        case PlayRequest::Kind::ChangeSetting: {
            const SettingField& field = *findSetting(request.setting);
            director.changeSetting(field, 0);  // logs `settings` and saves the file
            if (request.announce.empty())
                return;
            Settings now = context_.files.settings;
            now.diagonal = director.diagonal();
            context_.notices.notify(request.announce + " " + settingText(field, now));
            return;
        }
    }
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
                carryOut(level->click(event.mouseButton.x, event.mouseButton.y));
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
    if (const std::optional<PlayCommand> command = commandFor(event.key))
        carryOut(level->command(*command));
}

bool PlayScreen::update(double seconds) {
    LevelPlay* level = level_.get();
    level->setRunning(shiftHeld_ || context_.files.settings.fastWalk);
    level->update(seconds, /*walking=*/true);
    if (const std::optional<bool> won = level->takeEndScreen())
        context_.director.screens().push(std::make_unique<EndScreen>(context_, *won));
    return false;
}

void PlayScreen::draw(sf::RenderTarget& target, float alpha) {
    level_->draw(target, alpha);
}

void PlayScreen::resized(sf::Vector2f size) {
    level_->resized(size);
}

std::array<std::vector<ScreenBox>, 3> PlayScreen::inSight(sf::Vector2f windowSize) const {
    return level_->inSight(windowSize);
}

}  // namespace catmaze::app
