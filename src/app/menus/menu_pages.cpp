// The fixed menus' pages (menu_pages.hpp).

#include "menus/menu_pages.hpp"

#include <utility>

#include "catmaze/player/settings_table.hpp"
#include "menus/menu_texts.hpp"
#include "menus/setting_words.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

MenuPage titlePage(const Campaign& campaign, const Progress& progress, CalendarDate today) {
    MenuPage page;
    page.back = choice::Nothing{};
    // No title text: the logo above the panel says it.
    page.subtitle = tr("A cat thief, dogs, bones and the cheapest path");
    // Continue: the first level not won yet (all won: the first, to play again); once the last
    // level was won, the campaign is complete and Continue offers the Levels list, to win the
    // stars still missing.
    const std::size_t next = firstUnfinished(campaign, progress).value_or(std::size_t{0});
    const bool hasCampaign = !campaign.levels.empty();
    if (hasCampaign && progress.campaignComplete) {
        page.subtitle = tr("Campaign complete!") + "\n" + campaignSummary(campaign, progress) +
                        "\n" + tr("Replay a level at par for its \xE2\x98\x85");
        // TRANSLATORS: the value beside Continue on the title once every level was won.
        std::string complete = tr("campaign complete");
        page.items.push_back(
            {tr("Continue"), std::move(complete), false, false, choice::Push{ScreenKind::Levels}});
    } else if (hasCampaign) {
        // TRANSLATORS: the value beside Continue on the title: the level it opens.
        std::string level = fill(tr("level {n}"), {{"n", std::to_string(next + 1)}});
        page.items.push_back({tr("Continue"), std::move(level), false, false,
                              choice::OpenLevel{campaign.levels[next], next}});
    }
    // The maze of the day (the same for every player): its date, and the star once won at par
    // (under either diagonal rule).
    const std::string day = toString(today);
    bool star = false;
    for (const BestRecords* records : {&progress.daily, &progress.dailyDiagonal}) {
        const auto record = records->find(day);
        star = star || (record != records->end() && record->second.optimal);
    }
    page.items.push_back({tr("Daily maze"), day + (star ? " \xE2\x98\x85" : ""), false, false,
                          choice::Push{ScreenKind::Daily}});
    if (hasCampaign) {
        page.items.push_back({tr("Levels"), "", false, false, choice::Push{ScreenKind::Levels}});
        page.items.push_back(
            {tr("Editor"), "", false, false, choice::OpenEditor{campaign.levels[next], next}});
    }
    page.items.push_back({tr("Settings"), "", false, false, choice::Push{ScreenKind::Settings}});
    page.items.push_back({tr("Quit"), "", false, false, choice::Quit{}});
    return page;
}

MenuPage pausePage(bool hasCampaign) {
    MenuPage page;
    page.title = tr("Paused");
    page.items.push_back({tr("Resume"), "", false, false, choice::Pop{}});
    page.items.push_back({tr("Restart"), "", false, false, choice::Restart{}});
    page.items.push_back({tr("Settings"), "", false, false, choice::Push{ScreenKind::Settings}});
    if (hasCampaign)
        page.items.push_back({tr("Levels"), "", false, false, choice::Push{ScreenKind::Levels}});
    // TRANSLATORS: a menu item: back to the title screen (the game's main menu).
    page.items.push_back({tr("Title"), "", false, false, choice::ShowTitle{}});
    // A mis-click on Quit would end the run: ask first.
    page.items.push_back({tr("Quit"), "", false, false, choice::Push{ScreenKind::Quit}});
    return page;
}

MenuPage quitPage() {
    MenuPage page;
    page.title = tr("Quit CatMaze?");
    page.subtitle = tr("The level in play ends; won levels are kept");
    page.items.push_back({tr("Quit"), "", false, false, choice::Quit{}});
    page.items.push_back({tr("Cancel"), "", false, false, choice::Pop{}});
    return page;
}

bool endsCampaign(const EndFacts& facts, const Campaign& campaign) {
    return facts.won && facts.campaignIndex && *facts.campaignIndex + 1 == campaign.levels.size();
}

MenuPage endPage(const EndFacts& facts, const Campaign& campaign, const Progress& progress) {
    MenuPage page;
    // Esc: look at the board the level ended on (R restarts, Esc again pauses).
    page.back = choice::Pop{};
    const bool hasCampaign = !campaign.levels.empty();
    const PageItem levels{tr("Levels"), "", false, false, choice::Push{ScreenKind::Levels}};
    const PageItem restart{tr("Restart"), "", false, false, choice::Restart{}};
    if (!facts.won) {
        page.title = tr("Caught!");
        page.subtitle =
            facts.caughtBy
                // TRANSLATORS: {tile} is where the dog stands, "(3, 4)" (column, row).
                ? fill(tr("The dog at {tile} caught the cat:\nit had no bone to give it"),
                       {{"tile", toString(*facts.caughtBy)}})
                : tr("The dog caught the cat:\nit had no bone to give it");
        page.items.push_back(restart);
        if (hasCampaign)
            page.items.push_back(levels);
        return page;
    }
    page.title = resultTitle(facts.result);
    if (facts.result) {
        for (const std::string& line : resultLines(*facts.result))
            page.subtitle += (page.subtitle.empty() ? "" : "\n") + line;
    }
    if (endsCampaign(facts, campaign)) {
        // The campaign's last level: the ending, over the result of its last run.
        page.title = tr("Campaign complete!");
        page.subtitle += "\n" + campaignSummary(campaign, progress);
        page.items.push_back({tr("Title"), "", false, false, choice::ShowTitle{}});
        page.items.push_back(levels);
        page.items.push_back(restart);
        return page;
    }
    const auto index = facts.campaignIndex;
    // Not into a chapter still locked (a level of this one left unwon).
    if (index && *index + 1 < campaign.levels.size() &&
        levelOpen(campaign, *index + 1, progress.completed))
        page.items.push_back({tr("Next level"), "", false, false, choice::NextLevel{}});
    page.items.push_back(restart);
    // Back to the week's list, this day's new record in it.
    if (facts.daily)
        page.items.push_back({tr("Daily maze"), "", false, false, choice::Push{ScreenKind::Daily}});
    if (hasCampaign)
        page.items.push_back(levels);
    return page;
}

MenuPage errorPage(bool hasCampaign, const KeyTable& keys) {
    MenuPage page;
    page.back = choice::Nothing{};
    page.title = tr("This level has errors");
    const std::vector<KeyChord> reload = keys.keysOf(PlayCommand::Reload);
    const std::string key = reload.empty() ? "" : shownChordName(reload.front());
    page.subtitle = key.empty()
                        ? tr("Fix the file, then reload it")
                        // TRANSLATORS: {key} is the key that reloads the level ("F5").
                        : fill(tr("Fix the file, then reload it with {key}"), {{"key", key}});
    // TRANSLATORS: a menu item that reads the level's file again; {key} is its key ("F5").
    std::string reloadLabel =
        key.empty() ? tr("Reload") : fill(tr("Reload ({key})"), {{"key", key}});
    page.items.push_back({std::move(reloadLabel), "", false, false, choice::Reload{}});
    page.items.push_back({tr("Repair in the editor"), "", false, false, choice::Repair{}});
    if (hasCampaign)
        page.items.push_back({tr("Levels"), "", false, false, choice::Push{ScreenKind::Levels}});
    page.items.push_back({tr("Quit"), "", false, false, choice::Quit{}});
    return page;
}

MenuPage settingsPage(const Settings& shown, std::string_view systemLanguage) {
    MenuPage page;
    page.title = tr("Settings");
    for (const SettingField& field : settingFields()) {
        if (field.label.empty())
            continue;
        page.items.push_back({settingLabel(field), settingWords(field, shown, systemLanguage),
                              false, true, choice::ChangeSetting{std::string(field.key)}});
    }
    // The keys and the pad's buttons have a page of their own; the row says whether any were
    // rebound.
    page.items.push_back(
        {tr("Controls"), controlsWords(shown), false, false, choice::Push{ScreenKind::Controls}});
    page.items.push_back({tr("Back"), "", false, false, choice::Pop{}});
    return page;
}

MenuPage loadingPage(const std::string& name) {
    MenuPage page;
    // TRANSLATORS: {name} is the level's name.
    page.title = fill(tr("Loading {name}\xE2\x80\xA6"), {{"name", name}});
    page.subtitle = tr("Esc cancels");
    page.items.push_back({tr("Cancel"), "", false, false, choice::Pop{}});
    return page;
}

}  // namespace catmaze::app
