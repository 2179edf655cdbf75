#include <algorithm>

#include "menus/menu_screen.hpp"
#include "play/level_play.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

void EndScreen::build() {
    Director& director = context_.director;
    const bool hasCampaign = !context_.campaign.levels.empty();
    const auto openLevels = [this](int) {
        context_.director.screens().push(std::make_unique<LevelsScreen>(context_));
    };
    if (won_) {
        const LevelPlay* level = director.level();
        const std::optional<RunResult> result = level ? level->result() : std::nullopt;
        title_ = resultTitle(result);
        if (result) {
            for (const std::string& line : resultLines(*result))
                subtitle_ += (subtitle_.empty() ? "" : "\n") + line;
        }
        if (ending()) {
            // The campaign's last level: the ending, over the result of its last run.
            title_ = "Campaign complete!";
            subtitle_ += "\n" + campaignSummary(context_.campaign, context_.files.progress);
            add("Title", [&director](int) { director.showTitle(); });
            add("Levels", openLevels);
            add("Restart", [&director](int) { director.restartLevel(); });
            return;
        }
        const auto index = director.campaignIndex();
        // Not into a chapter still locked (a level of this one left unwon).
        if (index && *index + 1 < context_.campaign.levels.size() &&
            levelOpen(context_.campaign, *index + 1, context_.files.progress.completed))
            add("Next level", [&director](int) { director.nextLevel(); });
        add("Restart", [&director](int) { director.restartLevel(); });
        if (level && level->daily()) {
            // Back to the week's list, this day's new record in it.
            add("Daily maze", [this](int) {
                context_.director.screens().push(std::make_unique<DailyScreen>(context_));
            });
        }
        if (hasCampaign)
            add("Levels", openLevels);
    } else {
        title_ = "Caught!";
        const std::optional<Tile> dog =
            director.level() ? director.level()->caughtBy() : std::nullopt;
        subtitle_ = "The dog" + (dog ? " at " + toString(*dog) : std::string()) +
                    " caught the cat:\nit had no bone to give it";
        add("Restart", [&director](int) { director.restartLevel(); });
        if (hasCampaign)
            add("Levels", openLevels);
    }
}

float EndScreen::itemWidth(sf::Vector2f size) const {
    // The ending's title is wider than the others: room for it inside the panel.
    return ending() ? std::min(460.0f, size.x - 64) : MenuScreen::itemWidth(size);
}

bool EndScreen::ending() const {
    const auto index = context_.director.campaignIndex();
    return won_ && index && *index + 1 == context_.campaign.levels.size();
}

void EndScreen::back() {
    // Esc: look at the board the level ended on (R restarts, Esc again pauses).
    context_.director.screens().pop();
}

}  // namespace catmaze::app
