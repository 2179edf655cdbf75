#pragma once
/// \file
/// A won run kept in the player's progress: a campaign level's best (and the campaign complete
/// after its last level), or the daily maze's best for its day; logged as `best` and saved.

#include "catmaze/level/campaign.hpp"
#include "catmaze/player/settings.hpp"
#include "play/level_origin.hpp"
#include "play/run_result.hpp"
#include "shell/event_log.hpp"
#include "ui/notice_sink.hpp"

namespace catmaze::app {

/// Records wins. Not thread-safe: the game's thread records. The progress, campaign, log and
/// notices outlive it.
class RunRecorder {
  public:
    /// Records into `progress`, naming campaign levels from `campaign`, logging to `log`, saving
    /// the progress file through `notices` (which reports a failed save).
    RunRecorder(Progress& progress, const Campaign& campaign, EventLog& log, NoticeSink& notices)
        : progress_(progress), campaign_(campaign), log_(log), notices_(notices) {}

    /// Keeps `run` as the best of the level `origin` names, when it beats the record (a level
    /// from a file only, neither campaign nor daily, keeps nothing). Precondition: a campaign
    /// index is within the campaign.
    void recordWin(const RunResult& run, const LevelOrigin& origin);

  private:
    void recordCampaignWin(const RunResult& run, std::size_t index);
    void recordDailyWin(const RunResult& run, const std::string& date);

    Progress& progress_;
    const Campaign& campaign_;
    EventLog& log_;
    NoticeSink& notices_;
};

}  // namespace catmaze::app
