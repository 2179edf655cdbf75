// The daily maze's win: kept as that day's best in the progress, with its par and star.

#include <nlohmann/json.hpp>

#include "play/level_play.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

using Json = nlohmann::ordered_json;

void LevelPlay::recordDailyWin() {
    Progress& progress = context_.files.progress;
    const RunResult& run = *result_;
    catmaze::recordDailyWin(progress, *daily_, run.record());
    const LevelBest& record = progress.daily.at(*daily_);
    context_.log.write(event_name::kBest,
                       Json{{"daily", *daily_},
                            {"cost", run.cost},
                            {"steps", run.steps},
                            {"optimal", run.star()},
                            {"record",
                             {{"cost", record.cost},
                              {"steps", record.steps},
                              {"optimal", record.optimal},
                              {"par", record.par ? Json(*record.par) : Json()}}}});
    context_.notices.save(PlayerFile::Progress);
}

}  // namespace catmaze::app
