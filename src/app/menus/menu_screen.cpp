#include "menus/menu_screen.hpp"

#include <nlohmann/json.hpp>

#include "catmaze/player/overloaded.hpp"
#include "catmaze/player/settings_table.hpp"
#include "menus/controls_screen.hpp"
#include "shell/event_names.hpp"
#include "shell/screen_stack.hpp"
#include "shell/sfml_keys.hpp"

namespace catmaze::app {

std::unique_ptr<Screen> makeMenuScreen(ScreenKind kind, Context& context) {
    switch (kind) {
        case ScreenKind::Levels:
            return std::make_unique<LevelsScreen>(context);
        case ScreenKind::Daily:
            return std::make_unique<DailyScreen>(context);
        case ScreenKind::MyLevels:
            return std::make_unique<MyLevelsScreen>(context);
        case ScreenKind::Settings:
            return std::make_unique<SettingsScreen>(context);
        case ScreenKind::Quit:
            return std::make_unique<QuitScreen>(context);
        case ScreenKind::Controls:
            return std::make_unique<ControlsScreen>(context);
        case ScreenKind::Title:
        case ScreenKind::Play:
        case ScreenKind::Loading:
        case ScreenKind::Error:
            break;  // not menus of their own: App::push builds them
    }
    return nullptr;
}

void MenuScreen::shown() {
    Screen::shown();
    // Shown again after a screen above it: what the pad held then was let go up there.
    pad_.releaseAll();
    refresh();
}

void MenuScreen::refresh() {
    page_ = page();
    std::vector<MenuItem> items;
    items.reserve(page_.items.size());
    for (const PageItem& item : page_.items)
        items.push_back({item.label, item.value, item.marked, item.shorterValues});
    menu_.set(name(), page_.title, std::move(items), page_.subtitle);
    const sf::Vector2f size = context_.windowSize();
    menu_.setFonts(context_.art.font, context_.art.bold);
    menu_.setScale(uiScaleOf(context_.files.settings));
    menu_.setItemWidth(itemWidth(size));
    menu_.layout(size, minTop(size));
    context_.log.write(event_name::kMenu, menu_.describe());
}

void MenuScreen::carryOut(const Choice& chosen) {
    Director& director = context_.director;
    std::visit(Overloaded{
                   [](const choice::Nothing&) {},
                   [&](const choice::OpenLevel& c) { director.openLevel(c.file, c.campaignIndex); },
                   [&](const choice::OpenEditor& c) {
                       director.openLevel(c.file, c.campaignIndex);
                       director.openEditor();
                   },
                   [&](const choice::NextLevel&) { director.nextLevel(); },
                   [&](const choice::Restart&) { director.restartLevel(); },
                   [&](const choice::ShowTitle&) { director.showTitle(); },
                   [&](const choice::Push& c) {
                       director.screens().push(makeMenuScreen(c.kind, context_));
                   },
                   [&](const choice::Pop&) { director.screens().pop(); },
                   [](const choice::PlayDaily&) {},
                   [](const choice::Turn&) {},
                   [&](const choice::ChangeSetting& c) {
                       if (const SettingField* field = findSetting(c.key)) {
                           director.changeSetting(*field, c.direction);
                           refresh();
                       }
                   },
                   [&](const choice::Quit&) { director.quit(); },
                   [&](const choice::Reload&) { director.reloadLevel(); },
                   [&](const choice::Repair&) { director.repairLevel(); },
                   [](const choice::Rebind&) {},  // the Controls page's own
                   [](const choice::ResetControls&) {},
               },
               chosen);
}

void MenuScreen::handle(const sf::Event& event) {
    const std::size_t shownBefore = menu_.firstShown();
    const MenuInput input = menu_.handle(event);
    // A scrolled menu shows other items: logged, so that what is on screen is in the log.
    if (menu_.firstShown() != shownBefore)
        context_.log.write(event_name::kMenu, menu_.describe());
    take(input);
    holdArrow(event);
}

void MenuScreen::holdArrow(const sf::Event& event) {
    // A held arrow key glides the choice on as a held d-pad does (the window's own key repeat is
    // off): the press was obeyed above, the repeats come from update().
    if (event.type != sf::Event::KeyPressed && event.type != sf::Event::KeyReleased)
        return;
    const std::optional<KeyChord> chord = keyChord(event.key);
    if (!chord || chord->control || (chord->key != Key::Up && chord->key != Key::Down))
        return;
    pad_.take({chord->key == Key::Up ? PadControl::Up : PadControl::Down,
               event.type == sf::Event::KeyPressed});
}

void MenuScreen::pad(const PadPress& press) {
    if (const std::optional<PadControl> control = pad_.take(press))
        obey(*control);
}

void MenuScreen::obey(PadControl control) {
    const std::size_t shownBefore = menu_.firstShown();
    const MenuInput input = menu_.pad(control);
    if (menu_.firstShown() != shownBefore)
        context_.log.write(event_name::kMenu, menu_.describe());
    take(input);
}

void MenuScreen::take(const MenuInput& input) {
    if (input.kind == MenuInput::Kind::Back) {
        carryOut(Choice(page_.back));
        return;
    }
    if (input.item < 0 || input.item >= static_cast<int>(page_.items.size()))
        return;
    // A copy: carrying it out may build the page again (a setting changed) and so destroy it.
    const PageItem item = page_.items[static_cast<std::size_t>(input.item)];
    switch (input.kind) {
        case MenuInput::Kind::Activate:
            context_.audio.play(Sfx::Click);
            carryOut(item.choice);
            break;
        case MenuInput::Kind::Left:
        case MenuInput::Kind::Right:
            if (item.adjustable)
                carryOut(adjusted(item.choice, input.kind == MenuInput::Kind::Left ? -1 : +1));
            break;
        default:
            break;
    }
}

bool MenuScreen::update(double seconds) {
    if (context_.director.screens().top() == this) {
        for (const PadControl control : pad_.advance(seconds))
            obey(control);
    } else {
        pad_.releaseAll();  // the pad's release goes to the screen on top
    }
    follow(seconds);
    return false;  // the game under a menu waits
}

void MenuScreen::draw(sf::RenderTarget& target, float) {
    menu_.draw(target, context_.art.font, context_.art.bold);
}

void MenuScreen::resized(sf::Vector2f size) {
    // Only the menu on top is in front of the player (and in the log).
    if (context_.director.screens().top() == this)
        refresh();
    else {
        menu_.setScale(uiScaleOf(context_.files.settings));
        menu_.setItemWidth(itemWidth(size));
        menu_.layout(size, minTop(size));
    }
}

}  // namespace catmaze::app
