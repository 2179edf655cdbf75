#pragma once
/// \file
/// "My levels" as the game decides it: the level files in the player's own levels folder (where
/// the editor saves), by file name, seven to a page with a Page item when there are more; each
/// opens with a click (it is no campaign level). The page's files are read on a worker
/// (LevelNames): each shows its file name ("reading…") until its level's name arrives, then its
/// file name, or "has errors" when it does not load.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <utility>
#include <vector>

#include "menus/menu_page.hpp"
#include "workers/level_names.hpp"

namespace catmaze::app {

/// The list of one visit to the My levels screen. Not thread-safe: the game's thread uses it
/// (the names are read on a worker, which it never waits for).
class MyLevelsList {
  public:
    /// Levels on one page: with the Page item and Back, as many items as fit the smallest window.
    static constexpr std::size_t kPerPage = 7;

    /// The list of the level files in `dir` (listed on the first page(), not again: a folder of
    /// thousands takes a while to list).
    explicit MyLevelsList(std::filesystem::path dir) : dir_(std::move(dir)) {}

    /// The page shown: the folder as subtitle, its levels (each OpenLevel, no campaign index),
    /// "Page" ("2 / 3", adjustable, a Turn) when there is more than one, and Back. Starts reading
    /// the page's names.
    MenuPage page();
    /// `seconds` more of waiting for the names: true when the page should be built again (more
    /// names arrived).
    bool update(double seconds);
    /// Shows the next page (`direction` >= 0; after the last, the first) or the previous one.
    void turn(int direction);

  private:
    std::filesystem::path dir_;
    std::size_t page_ = 0;  // which seven files are listed
    std::optional<std::vector<std::filesystem::path>> files_;
    NamesOnScreen names_;  // the page's names, read on a worker
};

}  // namespace catmaze::app
