#pragma once
/// \file
/// The menus as the window tests see them in the event log (`menu` and `screen` events), and
/// campaigns made for them at test time.

#include <filesystem>
#include <string>
#include <utility>

#include "harness.hpp"

namespace catmaze::wintest {

/// True when event `e` (a `screen` or `menu` event) is named `name`.
bool isScreen(const Json& e, const std::string& name);
/// True for the Levels menu.
bool isLevelsMenu(const Json& e);
/// True for a Levels menu event whose names have all arrived (a worker reads them, in order): it
/// has the item `last`, its last level's label.
bool levelsNamed(const Json& e, const std::string& last);
/// A Levels menu scrolled away from its top.
bool isScrolledDown(const Json& e);
/// A level one step from its exit, named `name` (its JSON text).
std::string tinyLevel(const std::string& name);
/// A campaign of `count` levels in dir/campaign, level i (from 1) in l<i>.json named
/// "Level <i>"; returns that folder.
std::filesystem::path writeHugeCampaign(const std::filesystem::path& dir, int count);
/// The game on the campaign in `campaign`, with the test settings and XDG_CONFIG_HOME in `dir`,
/// in a window of `window` (WxH).
GameOptions campaignOptions(const std::filesystem::path& dir, const std::filesystem::path& campaign,
                            const std::string& window = GameOptions{}.windowSize);
/// The Levels menu once its names are in (quiet for 2 s): waits for the first Levels menu, then
/// returns the last one logged.
Json settledLevels(Game& game);
/// Opens the Levels list from the title screen and returns its settled menu.
Json openLevels(Game& game);
/// The item of a `menu` event labelled `label` (throws HarnessError when there is none).
Json menuItem(const Json& menu, const std::string& label);
/// Clicks the centre of `rect` ([x, y, w, h], window pixels).
void clickCentre(Game& game, const Json& rect);
/// Clicks the centre of the item labelled `label` of `menu` (a `menu` event already waited for).
void clickItem(Game& game, const Json& menu, const std::string& label);
/// The item of the editor's palette (an `editor` event) labelled `label` (throws HarnessError
/// when there is none).
Json paletteItem(const Json& editor, const std::string& label);
/// The centre of an item's "rect" [x, y, w, h], in window pixels.
std::pair<int, int> centreOf(const Json& item);
/// True when box [x, y, w, h] lies within `rect`.
bool inside(const Json& box, const Json& rect);

}  // namespace catmaze::wintest
