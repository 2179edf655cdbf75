// The banner's bookkeeping of the player's file problems (see file_problems.hpp).

#include "ui/file_problems.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

void FileProblems::report(const std::vector<PlayerFileProblem>& problems) {
    reportAs(problems, FileStep::Read);
}

void FileProblems::reportAs(const std::vector<PlayerFileProblem>& problems, FileStep step) {
    if (problems.empty())
        return;
    for (const PlayerFileProblem& problem : problems) {
        err_ << "catmaze: " << problem.message << "\n";
        log_.write(
            event_name::kFileProblem,
            nlohmann::ordered_json{{"file", toString(problem.file)}, {"message", problem.message}});
        std::erase_if(banner_,
                      [&](const BannerProblem& p) { return p.problem.file == problem.file; });
        banner_.push_back({problem, step});
    }
    logBanner("problem");
}

std::optional<std::string> FileProblems::save(PlayerFile changed) {
    const bool wasUnsaved[] = {files_.unsaved(PlayerFile::Settings),
                               files_.unsaved(PlayerFile::Progress)};
    reportAs(files_.save(changed), FileStep::Save);
    // A retried save that worked: its line goes, and the player is told.
    bool savedNow[] = {false, false};
    std::size_t linesGone = 0;
    for (const PlayerFile file : {PlayerFile::Settings, PlayerFile::Progress}) {
        if (!wasUnsaved[static_cast<int>(file)] || files_.unsaved(file))
            continue;
        linesGone += std::erase_if(
            banner_, [file](const BannerProblem& p) { return p.problem.file == file; });
        savedNow[static_cast<int>(file)] = true;
    }
    if (linesGone > 0)
        logBanner("saved");
    const bool settings = savedNow[static_cast<int>(PlayerFile::Settings)];
    const bool progress = savedNow[static_cast<int>(PlayerFile::Progress)];
    if (settings && progress)
        return tr("Saved the settings and progress after all");
    if (settings)
        return tr("Saved the settings after all");
    if (progress)
        return tr("Saved the progress after all");
    return std::nullopt;
}

bool FileProblems::dismiss(const char* why) {
    if (banner_.empty())
        return false;
    banner_.clear();
    logBanner(why);
    return true;
}

std::string FileProblems::headline(const BannerProblem& problem) const {
    const bool settings = problem.problem.file == PlayerFile::Settings;
    const std::string path = (settings ? files_.settingsFile() : files_.progressFile()).string();
    if (problem.step == FileStep::Save) {
        // TRANSLATORS: a banner's first line; {path} is the file's full path. The reason follows.
        return fill(settings ? tr("Could not save your settings to {path}.")
                             : tr("Could not save your progress to {path}."),
                    {{"path", path}});
    }
    // TRANSLATORS: a banner's first line; {path} is the file's full path. The reason follows.
    return fill(settings ? tr("There is a problem with your settings file {path}.")
                         : tr("There is a problem with your progress file {path}."),
                {{"path", path}});
}

void FileProblems::logBanner(const char* why) {
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    nlohmann::ordered_json headlines = nlohmann::ordered_json::array();
    for (const BannerProblem& p : banner_) {
        lines.push_back(p.problem.message);
        headlines.push_back(headline(p));
    }
    log_.write(event_name::kBanner,
               nlohmann::ordered_json{{"lines", lines}, {"headlines", headlines}, {"why", why}});
}

}  // namespace catmaze::app
