// The end of a level: won, lost or the campaign's ending (endPage), from the level in play.

#include <algorithm>

#include "menus/menu_screen.hpp"
#include "play/level_play.hpp"

namespace catmaze::app {

EndFacts EndScreen::facts() const {
    Director& director = context_.director;
    const LevelPlay* level = director.level();
    EndFacts facts;
    facts.won = won_;
    facts.campaignIndex = director.campaignIndex();
    if (level) {
        facts.result = level->result();
        facts.daily = level->daily().has_value();
        facts.caughtBy = level->caughtBy();
    }
    return facts;
}

const char* EndScreen::name() const {
    return endsCampaign(facts(), context_.campaign) ? "ending" : won_ ? "won" : "lost";
}

MenuPage EndScreen::page() {
    return endPage(facts(), context_.campaign, context_.files.progress);
}

float EndScreen::itemWidth(sf::Vector2f size) const {
    // The ending's title is wider than the others: room for it inside the panel.
    return endsCampaign(facts(), context_.campaign) ? std::min(460.0f, size.x - 64)
                                                    : MenuScreen::itemWidth(size);
}

}  // namespace catmaze::app
