// The game's flow between levels (see game_flow.hpp): loading on a worker, then playing or
// showing the errors.

#include "shell/game_flow.hpp"

#include <nlohmann/json.hpp>
#include <utility>

#include "shell/event_names.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

void GameFlow::loadPlayerFiles(const fs::path& settingsFile,
                               const std::function<void()>& settingsRead) {
    s_.files = PlayerFiles(settingsFile);  // the same object: GameSettings keeps seeing it
    const std::vector<PlayerFileProblem> problems = s_.files.load();
    if (settingsRead)
        settingsRead();
    s_.problems.report(problems);
}

void GameFlow::begin(const std::optional<fs::path>& level, bool firstCampaignLevel) {
    if (level)
        openLevel(*level, std::nullopt, false);
    else if (firstCampaignLevel && !s_.campaign.levels.empty())
        openLevel(s_.campaign.levels.front(), 0, false);
    else
        s_.screens.push(ScreenKind::Title);
}

void GameFlow::openLevel(const fs::path& file, std::optional<std::size_t> campaignIndex,
                         bool reload) {
    // Reloading the edited file keeps the edit (E resumes it); another file would replace it.
    if (!s_.editor.edits(file) && s_.editor.asksFirst([this, file, campaignIndex, reload] {
            load(file, campaignIndex, reload);
        }))
        return;
    load(file, campaignIndex, reload);
}

void GameFlow::playDaily(CalendarDate date, Level level) {
    if (s_.editor.asksFirst([this, date, level] { playDaily(date, level); }))
        return;
    // No file: F5 has nothing to reload.
    play(std::move(level), fs::path(), std::nullopt, false, toString(date));
}

void GameFlow::reloadLevel() {
    if (!levelFile_.empty())
        openLevel(levelFile_, campaignIndex_, /*reload=*/true);
}

void GameFlow::restartLevel() {
    if (!s_.screens.levelInPlay())
        return;
    s_.screens.playFromStart();
    s_.screens.clear();
    s_.screens.push(ScreenKind::Play);
}

bool GameFlow::levelKey(LevelKey key) {
    switch (key) {
        case LevelKey::Reload:
            reloadLevel();
            return true;
        case LevelKey::Restart:
            if (!s_.screens.levelInPlay())
                return false;
            restartLevel();
            return true;
    }
    return false;
}

void GameFlow::watchLevel(double seconds) {
    if (loading_ || !s_.screens.levelOnTop() || !levelWatch_.poll(seconds))
        return;
    reloadLevel();  // F5's own path: the editor's gate, the loading note, the errors
    if (loading_)
        loading_->changedOnDisk = true;
}

void GameFlow::levelFileWritten(const FileVersion& written) {
    const FileVersion now = versionOf(levelFile_);
    if (now.sameContent(written))
        levelWatch_.reread(now);
}

void GameFlow::nextLevel() {
    if (campaignIndex_ && *campaignIndex_ + 1 < s_.campaign.levels.size())
        openLevel(s_.campaign.levels[*campaignIndex_ + 1], *campaignIndex_ + 1, false);
}

void GameFlow::showTitle() {
    // With unsaved changes in the editor, ask first, as for any other level.
    if (s_.editor.asksFirst([this] { showTitle(); }))
        return;
    s_.screens.dropLevel();
    s_.screens.clear();
    s_.screens.push(ScreenKind::Title);
    s_.screens.setTitle("CatMaze");
}

void GameFlow::quit() {
    if (s_.editor.asksFirst([this] { quit(); }))
        return;
    s_.log.write(event_name::kQuit);
    quitting_ = true;
}

void GameFlow::load(const fs::path& file, std::optional<std::size_t> campaignIndex, bool reload) {
    PendingLoad load;
    load.version = versionOf(file);  // before the worker reads it: a later change is seen
    load.job = loadInBackground(file, s_.settings.diagonal(), s_.settings.kept().stepSeconds);
    load.file = file;
    load.campaignIndex = campaignIndex;
    load.reload = reload;
    startLoading(std::move(load), file.filename().string(), /*clearScreens=*/false);
}

void GameFlow::play(Level level, const fs::path& file, std::optional<std::size_t> campaignIndex,
                    bool clearScreens, std::optional<std::string> daily) {
    PendingLoad load;
    const std::string name = level.name;
    load.job =
        startInBackground(std::move(level), s_.settings.diagonal(), s_.settings.kept().stepSeconds);
    load.file = file;
    if (!file.empty())  // the edit played: the file as on disk now is what a change differs from
        load.version = versionOf(file);
    load.campaignIndex = campaignIndex;
    load.daily = std::move(daily);
    startLoading(std::move(load), name, clearScreens);
}

void GameFlow::startLoading(PendingLoad load, const std::string& name, bool clearScreens) {
    if (clearScreens)
        s_.screens.clear();
    load.nothingBeneath = clearScreens || s_.screens.empty();
    loading_ = std::move(load);  // a load running is dropped (its worker ends on its own)
    loadingName_ = name;
    s_.log.write(event_name::kLoading, Json{{"file", loading_->file.string()}, {"name", name}});
    s_.screens.push(ScreenKind::Loading);
}

void GameFlow::cancelLoading() {
    if (loading_)
        s_.log.write(event_name::kLoadCancelled, Json{{"file", loading_->file.string()}});
    // The player turned that version of the level in play down: only a later change reloads it.
    if (loading_ && loading_->file == levelFile_)
        levelWatch_.seenElsewhere(loading_->version);
    const bool nothingBeneath = loading_ && loading_->nothingBeneath;
    loading_.reset();  // its worker finishes the step under way on its own, unwaited
    if (!nothingBeneath) {
        s_.screens.pop();
        return;
    }
    s_.screens.clear();
    s_.screens.push(s_.screens.levelInPlay() ? ScreenKind::Play : ScreenKind::Title);
}

void GameFlow::finishLoading() {
    if (!loading_ || !loading_->job->done())
        return;
    PendingLoad load = std::move(*loading_);
    loading_.reset();
    LoadedLevel loaded = load.job->take();
    for (const Diagnostic& d : loaded.diagnostics)
        s_.err << d.format() << "\n";
    levelFile_ = load.file;
    campaignIndex_ = load.campaignIndex;
    levelWatch_ = load.file.empty() ? FileWatch() : FileWatch(load.file, load.version);
    if (!loaded.session) {
        s_.screens.dropLevel();
        showLoadError(load.file, loaded.diagnostics);
        return;
    }
    if (load.reload)
        s_.log.write(event_name::kLevelReloaded,
                     Json{{"file", load.file.string()}, {"changed_on_disk", load.changedOnDisk}});
    s_.screens.startLevel(
        LevelStart{std::move(loaded.session), load.file, load.campaignIndex, load.daily});
    s_.screens.clear();
    s_.screens.push(ScreenKind::Play);
    if (load.reload) {
        // TRANSLATORS: {file} is the level's file name ("maze.json").
        s_.notices.notify(fill(
            load.changedOnDisk ? tr("{file} changed on disk: reloaded") : tr("Reloaded {file}"),
            {{"file", load.file.filename().string()}}));
    }
}

void GameFlow::showLoadError(const fs::path& file, const std::vector<Diagnostic>& diagnostics) {
    errorText_.clear();
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error)
            errorText_ += (errorText_.empty() ? "" : "\n") + d.format();
    }
    // TRANSLATORS: the window's title; {file} is the level's file name ("maze.json").
    const std::string title = tr("CatMaze — error in {file}");
    s_.screens.setTitle(fill(title, {{"file", file.filename().string()}}));
    s_.log.write(event_name::kError, Json{{"file", file.string()}, {"message", errorText_}});
    s_.screens.clear();
    s_.screens.push(ScreenKind::Error);
}

}  // namespace catmaze::app
