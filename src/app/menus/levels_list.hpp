#pragma once
/// \file
/// The Levels list as the game decides it: the campaign's levels, the ones won ticked with their
/// best result, and "My levels" when the player has any. A campaign in chapters shows one
/// chapter at a time under its title row (turned with Left/Right or Enter; it starts on the
/// chapter of the first level not won); a chapter's levels open once every earlier chapter is
/// won, and show "locked" until then. The levels' names are read on a worker (LevelNames): each
/// shows its file name until its name arrives.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <utility>

#include "catmaze/level/campaign.hpp"
#include "catmaze/player/settings.hpp"
#include "menus/menu_page.hpp"
#include "workers/level_names.hpp"

namespace catmaze::app {

/// The Levels list of one visit to the Levels screen. Not thread-safe: the game's thread uses
/// it (the names are read on a worker, which it never waits for).
class LevelsList {
  public:
    /// The list of `campaign` (which outlives it); "My levels" counts the level files in
    /// `myLevelsDir` (listed once, on the first page()).
    LevelsList(const Campaign& campaign, std::filesystem::path myLevelsDir)
        : campaign_(campaign), myLevelsDir_(std::move(myLevelsDir)) {}

    /// The page for `progress`, the player's diagonal mode being `setting`: the chapter's title
    /// row (chapters only: "N of M won" or "locked"; its choice is a Turn), each level ("I.
    /// name": its record under the rule it is played under, its own or `setting` (recordText,
    /// with shorter forms that keep the par and the star), "done", "locked" or nothing; an open
    /// level's choice opens it, a locked one's is Nothing), "My levels" with its count (when
    /// there are any) and Back. Starts reading the shown levels' names.
    MenuPage page(const Progress& progress, DiagonalMode setting = DiagonalMode::Never);
    /// The width of the list's rows in a window `windowWidth` pixels wide: wide enough for a
    /// level's name beside its labelled record, within the window.
    static float itemWidth(float windowWidth);
    /// `seconds` more of waiting for the names: true when the page should be built again (more
    /// names arrived).
    bool update(double seconds);
    /// Shows the next chapter (`direction` >= 0) or the previous one, wrapping round.
    void turn(int direction);

  private:
    const Campaign& campaign_;
    std::filesystem::path myLevelsDir_;
    std::optional<std::size_t> chapter_;   // the chapter shown (chosen on the first page())
    NamesOnScreen names_;                  // the chapter's level names, read on a worker
    std::optional<std::size_t> myLevels_;  // how many files My levels holds (listed once)
};

}  // namespace catmaze::app
