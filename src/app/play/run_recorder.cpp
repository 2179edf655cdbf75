#include "play/run_recorder.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

}  // namespace

void RunRecorder::recordWin(const RunResult& run, const LevelOrigin& origin) {
    if (origin.campaignIndex)
        recordCampaignWin(run, *origin.campaignIndex);
    if (origin.daily)
        recordDailyWin(run, *origin.daily);
}

void RunRecorder::recordCampaignWin(const RunResult& run, std::size_t index) {
    const std::string& name = campaign_.names.at(index);
    // The star: a win at par, with no hint shown during the run (the cost is kept either way).
    catmaze::recordWin(progress_, name, run.record(), run.rule);
    if (index + 1 == campaign_.levels.size())
        progress_.campaignComplete = true;  // the last level: the ending, and the title says so
    const LevelBest& record = progress_.bests(run.rule).at(name);
    log_.write(
        event_name::kBest,
        Json{{"level", name},
             {"rule", toString(run.rule)},
             {"cost", run.cost},
             {"steps", run.steps},
             {"optimal", run.star()},
             {"record",
              {{"cost", record.cost}, {"steps", record.steps}, {"optimal", record.optimal}}}});
    notices_.save(PlayerFile::Progress);
}

void RunRecorder::recordDailyWin(const RunResult& run, const std::string& date) {
    catmaze::recordDailyWin(progress_, date, run.record(), run.rule);
    const LevelBest& record = progress_.dailies(run.rule).at(date);
    log_.write(event_name::kBest, Json{{"daily", date},
                                       {"rule", toString(run.rule)},
                                       {"cost", run.cost},
                                       {"steps", run.steps},
                                       {"optimal", run.star()},
                                       {"record",
                                        {{"cost", record.cost},
                                         {"steps", record.steps},
                                         {"optimal", record.optimal},
                                         {"par", record.par ? Json(*record.par) : Json()}}}});
    notices_.save(PlayerFile::Progress);
}

}  // namespace catmaze::app
