#pragma once
/// \file
/// The names level files give themselves, read one after another on a worker thread: a menu of
/// level files (My levels) shows its items at once, under their file names, and fills in each
/// level's own name as it arrives. Reading a file is loading it whole (loadLevelFile), which for
/// a large file takes far longer than a frame.

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "catmaze/level/level.hpp"
#include "workers/detached_task.hpp"

namespace catmaze::app {

/// What a level file says of itself.
struct LevelName {
    std::string name;    ///< the level's name, or its file name when it has none or did not load
    bool loads = false;  ///< true when the file loads
    /// The level's own diagonal mode (its rules' "diagonal"); PlayersSetting when it names none
    /// or does not load.
    LevelDiagonal diagonal = LevelDiagonal::PlayersSetting;
    bool openFloor = false;  ///< true when it loads as an open-floor level (it has obstacles)
};

/// The names of `files`, read in order on a worker.
class LevelNames {
  public:
    /// Starts reading at once.
    explicit LevelNames(std::vector<std::filesystem::path> files);
    /// Asks the worker to stop after the file it is reading, without waiting for it (it owns
    /// what it reads into, so leaving a menu of slow files never waits either).
    ~LevelNames() = default;
    LevelNames(const LevelNames&) = delete;
    LevelNames& operator=(const LevelNames&) = delete;

    /// The files, in the order given.
    const std::vector<std::filesystem::path>& files() const { return *files_; }
    /// File `i`'s name once read, else null. One look at the worker: a menu of several names
    /// takes readyNow() once instead, or it may show a name beside an earlier one still
    /// "reading" (the worker moves on while the menu is built).
    const LevelName* ready(std::size_t i) const;
    /// The names read now, one look at the worker for all of them (see ReadyResults).
    ReadyResults<LevelName> readyNow() const { return names_.readyNow(); }
    /// How many files are read (they are read in order).
    std::size_t readyCount() const { return names_.readyCount(); }
    /// True when a menu built with `shown` names ready, `sinceShown` seconds ago, should be
    /// built again: more names arrived, and they are all in or kRefreshSeconds have passed (a
    /// long list is not rebuilt every frame while its names stream in).
    bool worthShowing(std::size_t shown, double sinceShown) const {
        const std::size_t now = readyCount();
        return now != shown && (now == files().size() || sinceShown >= kRefreshSeconds);
    }
    /// The shortest time between two rebuilds of a menu while names arrive.
    static constexpr double kRefreshSeconds = 0.25;

  private:
    // Shared with the worker, so a list of 30,000 files is not copied for it.
    std::shared_ptr<const std::vector<std::filesystem::path>> files_;
    DetachedSequence<LevelName> names_;
};

/// The names a menu of level files shows, and when to build the menu again as they arrive: the
/// menu asks for its files' names in build() (namesOf) and builds again when update() says so.
class NamesOnScreen {
  public:
    /// The names of `count` files from index `first` of the menu's list (which must not change
    /// while the menu lives): those being read already when they are the same files, else a new
    /// reader's of makeFiles(). The names ready now count as shown: build the menu from one
    /// readyNow() of the result (it may hold more, which only brings one more rebuild). The list is
    /// made only for a new reader: a menu of 30,000 levels rebuilt while their names stream in
    /// copies nothing.
    template <class MakeFiles>
    const LevelNames& namesOf(std::size_t first, std::size_t count, MakeFiles&& makeFiles) {
        if (!names_ || first != first_ || count != names_->files().size()) {
            names_ = std::make_unique<LevelNames>(makeFiles());
            first_ = first;
        }
        shown_ = names_->readyCount();
        age_ = 0;
        return *names_;
    }
    /// `seconds` more since the names were shown: true when the menu should be built again
    /// (LevelNames::worthShowing).
    bool update(double seconds) {
        age_ += seconds;
        return names_ && names_->worthShowing(shown_, age_);
    }

  private:
    std::unique_ptr<LevelNames> names_;
    std::size_t first_ = 0;  // the list index of names_'s first file
    std::size_t shown_ = 0;  // names ready when the menu was last built
    double age_ = 0;         // seconds since then
};

}  // namespace catmaze::app
