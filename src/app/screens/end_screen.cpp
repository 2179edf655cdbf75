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
        subtitle_ = director.level() ? std::to_string(director.level()->steps()) + " steps, cost " +
                                           std::to_string(director.level()->cost())
                                     : "";
        const auto index = director.campaignIndex();
        if (index && *index + 1 < context_.campaign.levels.size())
            add("Next level", [&director](int) { director.nextLevel(); });
        add("Restart", [&director](int) { director.restartLevel(); });
        if (hasCampaign)
            add("Levels", openLevels);
    } else {
        title_ = "Caught!";
        const std::optional<Tile> dog =
            director.level() ? director.level()->caughtBy() : std::nullopt;
        subtitle_ = "The dog" + (dog ? " at " + toString(*dog) : std::string()) +
                    " caught the cat: it had no bone";
        add("Restart", [&director](int) { director.restartLevel(); });
        if (hasCampaign)
            add("Levels", openLevels);
    }
}

void EndScreen::back() {
    // Esc: look at the board the level ended on (R restarts, Esc again pauses).
    context_.director.screens().pop();
}

}  // namespace catmaze::app
