#pragma once
/// \file
/// The game's fixed menus as pages (menu_page.hpp), built from the facts they show: the title,
/// the pause menu and its "Quit CatMaze?", the end of a level (won, lost, or the campaign's
/// ending), the error screen's menu, the settings and the loading note. Pure functions: the menu
/// screens show what they return and carry out the choices.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/player/settings.hpp"
#include "menus/menu_page.hpp"
#include "play/key_table.hpp"
#include "play/run_result.hpp"

namespace catmaze::app {

/// The first screen: Continue (the first level not won, or after the ending "campaign complete"
/// and the Levels list), Daily maze (`today`, with ★ once won at par), Levels, Editor (on the
/// level Continue opens), Settings, Quit. Without a campaign, only Daily maze, Settings, Quit.
/// Esc does nothing.
MenuPage titlePage(const Campaign& campaign, const Progress& progress, CalendarDate today);

/// Esc in play: Resume, Restart, Settings, Levels (with a campaign), Title, Quit (which asks).
MenuPage pausePage(bool hasCampaign);

/// "Quit CatMaze?": Quit, or Cancel (also Esc) back to the pause menu.
MenuPage quitPage();

/// How a level ended, for its end screen.
struct EndFacts {
    bool won = false;                          ///< won (else lost)
    std::optional<RunResult> result;           ///< won: the run
    std::optional<std::size_t> campaignIndex;  ///< the level's place in the campaign, if any
    bool daily = false;                        ///< the level is a daily maze
    std::optional<Tile> caughtBy;              ///< lost: the dog that caught the cat, if known
};

/// True when `facts` end the campaign: its last level won (the ending is shown).
bool endsCampaign(const EndFacts& facts, const Campaign& campaign);

/// The end screen. Won: the result's title and lines; Next level (when the next level is open),
/// Restart, Daily maze (a daily maze), Levels (with a campaign). The campaign's last level won:
/// "Campaign complete!" with the campaign's summary; Title, Levels, Restart. Lost: "Caught!", the
/// dog and why; Restart, Levels. Esc goes back to the board the level ended on (Pop).
MenuPage endPage(const EndFacts& facts, const Campaign& campaign, const Progress& progress);

/// The menu under a level's errors: Reload (with the first of its `keys`: "Reload (F5)"), Repair
/// in the editor, Levels (with a campaign), Quit. Esc does nothing.
MenuPage errorPage(bool hasCampaign, const KeyTable& keys = KeyTable::defaults());

/// Every setting of the settings table that has a label, with `shown`'s value (adjustable with
/// Left/Right), then Controls (the keys' page, with the `keys` setting's value), then Back; the
/// labels and values in the player's language (setting_words.hpp), the language setting's
/// "system" naming `systemLanguage` (the environment's language code) when it is not empty.
MenuPage settingsPage(const Settings& shown, std::string_view systemLanguage = {});

/// "Loading <name>…" while a level loads: Cancel (also Esc, as Pop).
MenuPage loadingPage(const std::string& name);

}  // namespace catmaze::app
