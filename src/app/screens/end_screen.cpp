#include "level_play.hpp"
#include "menu_screen.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

void EndScreen::build() {
    Director& director = context_.director;
    const bool hasCampaign = !context_.campaign.levels.empty();
    const auto openLevels = [this](int) {
        context_.director.screens().push(std::make_unique<LevelsScreen>(context_));
    };
    if (won_) {
        title_ = "You win!";
        subtitle_ = director.level() ? std::to_string(director.level()->steps()) + " steps" : "";
        const auto index = director.campaignIndex();
        if (index && *index + 1 < context_.campaign.levels.size())
            add("Next level", [&director](int) { director.nextLevel(); });
        add("Restart", [&director](int) { director.restartLevel(); });
        if (hasCampaign)
            add("Levels", openLevels);
    } else {
        title_ = "You lose!";
        subtitle_ = "A dog caught the cat. Bring a bone next time.";
        add("Restart", [&director](int) { director.restartLevel(); });
        if (hasCampaign)
            add("Levels", openLevels);
    }
}

}  // namespace catmaze::app
