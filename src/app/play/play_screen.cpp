#include "play/play_screen.hpp"

#include <cmath>
#include <optional>

#include "menus/menu_screen.hpp"
#include "menus/setting_words.hpp"
#include "play/level_play.hpp"
#include "shell/screen_stack.hpp"
#include "shell/sfml_keys.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// What a key that switched a setting says, in the player's language: "Diagonal moves on", the
// setting `announce` names (its English) and `field`'s value in `now` as the Settings menu says it.
std::string switchedText(const std::string& announce, const SettingField& field,
                         const Settings& now) {
    // TRANSLATORS: a notice: {setting} ("Diagonal moves", "Search overlay") was switched to
    // {value} ("on", "off").
    return fill(tr("{setting} {value}"),
                {{"setting", tr(std::string_view(announce))}, {"value", settingWords(field, now)}});
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
            context_.notices.notify(switchedText(request.announce, field, now));
            return;
        }
    }
}

void PlayScreen::shown() {
    Screen::shown();
    runHeld_ = false;
    level_->releaseKeys();
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
            level->zoomAt(std::pow(kZoomStep, event.mouseWheelScroll.delta),
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
        case sf::Event::KeyPressed:
        case sf::Event::KeyReleased:
            key(event.key, event.type == sf::Event::KeyPressed);
            return;
        case sf::Event::LostFocus:
            runHeld_ = false;  // its release goes to another window
            level->releaseKeys();
            dragFrom_.reset();
            return;
        default:
            return;
    }
}

void PlayScreen::key(const sf::Event::KeyEvent& event, bool pressed) {
    // The key table says what a key asks for; the level (its model) what that means now.
    const std::optional<KeyChord> chord = keyChord(event);
    const std::optional<PlayCommand> command =
        chord ? context_.keys.commandFor(*chord) : std::nullopt;
    if (pressed)
        level_->setDevice(InputDevice::Keyboard);
    if (command == PlayCommand::Run)
        runHeld_ = pressed;
    else if (command && pressed)
        carryOut(level_->command(*command));
    else if (command)
        level_->release(*command);
}

void PlayScreen::pad(const PadPress& press) {
    if (press.pressed)
        level_->setDevice(InputDevice::Pad);
    const std::optional<PlayCommand> command = level_->model().pad().commandFor(press.control);
    if (command == PlayCommand::Run)
        runHeld_ = press.pressed;  // held, as its key is
    else if (command && press.pressed)
        carryOut(level_->command(*command));
    else if (command)
        level_->release(*command);
}

bool PlayScreen::update(double seconds) {
    LevelPlay* level = level_.get();
    level->setRunning(runHeld_ || context_.files.settings.fastWalk);
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

std::optional<float> PlayScreen::bottomBand() const {
    return level_->bottomBand();
}

}  // namespace catmaze::app
