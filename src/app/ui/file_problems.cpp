// The banner's bookkeeping of the player's file problems (see file_problems.hpp).

#include "ui/file_problems.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"

namespace catmaze::app {

void FileProblems::report(const std::vector<PlayerFileProblem>& problems) {
    if (problems.empty())
        return;
    for (const PlayerFileProblem& problem : problems) {
        err_ << "catmaze: " << problem.message << "\n";
        log_.write(
            event_name::kFileProblem,
            nlohmann::ordered_json{{"file", toString(problem.file)}, {"message", problem.message}});
        std::erase_if(banner_, [&](const PlayerFileProblem& p) { return p.file == problem.file; });
        banner_.push_back(problem);
    }
    logBanner("problem");
}

std::optional<std::string> FileProblems::save(PlayerFile changed) {
    const bool wasUnsaved[] = {files_.unsaved(PlayerFile::Settings),
                               files_.unsaved(PlayerFile::Progress)};
    report(files_.save(changed));
    // A retried save that worked: its line goes, and the player is told.
    std::string savedNow;
    std::size_t linesGone = 0;
    for (const PlayerFile file : {PlayerFile::Settings, PlayerFile::Progress}) {
        if (!wasUnsaved[static_cast<int>(file)] || files_.unsaved(file))
            continue;
        linesGone +=
            std::erase_if(banner_, [file](const PlayerFileProblem& p) { return p.file == file; });
        savedNow += std::string(savedNow.empty() ? "" : " and ") + toString(file);
    }
    if (linesGone > 0)
        logBanner("saved");
    if (savedNow.empty())
        return std::nullopt;
    return "Saved the " + savedNow + " after all";
}

bool FileProblems::dismiss(const char* why) {
    if (banner_.empty())
        return false;
    banner_.clear();
    logBanner(why);
    return true;
}

void FileProblems::logBanner(const char* why) {
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (const PlayerFileProblem& p : banner_)
        lines.push_back(p.message);
    log_.write(event_name::kBanner, nlohmann::ordered_json{{"lines", lines}, {"why", why}});
}

}  // namespace catmaze::app
