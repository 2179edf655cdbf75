// The Daily maze screen: DailyList's page; a day chosen plays once its maze is generated.

#include <algorithm>

#include "menus/menu_screen.hpp"
#include "menus/menu_texts.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

DailyScreen::DailyScreen(Context& context)
    : MenuScreen(context), list_(dailyToday(context.options.date)) {}

float DailyScreen::itemWidth(sf::Vector2f size) const {
    // A date beside a labelled record, as in the Levels list.
    return std::clamp(size.x - 64, 380.0f, 660.0f);
}

MenuPage DailyScreen::page() {
    return list_.page(context_.files.progress, context_.director.diagonal());
}

void DailyScreen::carryOut(const Choice& chosen) {
    if (const auto* day = std::get_if<choice::PlayDaily>(&chosen)) {
        if (const std::optional<DailyStart> start = list_.choose(day->day))
            play(*start);
        else
            refresh();  // "plays when ready"
        return;
    }
    MenuScreen::carryOut(chosen);
}

void DailyScreen::play(const DailyStart& start) {
    if (!start.level) {
        context_.notices.notify(start.notice);
        return;
    }
    context_.director.playDaily(start.date, *start.level);
}

void DailyScreen::follow(double) {
    if (const std::optional<DailyStart> start = list_.update()) {
        play(*start);
        return;
    }
    if (list_.stale() && context_.director.screens().top() == this)
        refresh();  // a day's maze came in: its par replaces "generating..."
}

}  // namespace catmaze::app
