// Loading a level for play off the UI thread (level_loading.hpp): the file read, parse and
// session construction run on a worker while the loading note is shown; the level is played, or
// its errors shown, once the worker is done.

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "menus/loading_screen.hpp"
#include "menus/menu_screen.hpp"
#include "play/play_screen.hpp"
#include "shell/app.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

void App::loadLevel(const fs::path& file, std::optional<std::size_t> campaignIndex, bool reload) {
    PendingLoad load;
    load.job = loadInBackground(file, diagonal(), files_.settings.stepSeconds);
    load.file = file;
    load.campaignIndex = campaignIndex;
    load.reload = reload;
    startLoading(std::move(load), file.filename().string(), /*clearScreens=*/false);
}

void App::play(Level level, const fs::path& file, std::optional<std::size_t> campaignIndex,
               bool clearScreens) {
    PendingLoad load;
    const std::string name = level.name;
    load.job = startInBackground(std::move(level), diagonal(), files_.settings.stepSeconds);
    load.file = file;
    load.campaignIndex = campaignIndex;
    startLoading(std::move(load), name, clearScreens);
}

void App::startLoading(PendingLoad load, const std::string& name, bool clearScreens) {
    if (clearScreens)
        screens_.clear();
    load.nothingBeneath = clearScreens || screens_.top() == nullptr;
    loading_ = std::move(load);  // a load running is dropped (its worker ends on its own)
    log_.write(event_name::kLoading, Json{{"file", loading_->file.string()}, {"name", name}});
    screens_.push(std::make_unique<LoadingScreen>(context_, name, [this] { cancelLoading(); }));
}

void App::cancelLoading() {
    if (loading_)
        log_.write(event_name::kLoadCancelled, Json{{"file", loading_->file.string()}});
    const bool nothingBeneath = loading_ && loading_->nothingBeneath;
    loading_.reset();  // its worker finishes the step under way on its own, unwaited
    if (!nothingBeneath) {
        screens_.pop();
        return;
    }
    screens_.clear();
    if (level_)
        screens_.push(std::make_unique<PlayScreen>(context_, level_));
    else
        screens_.push(std::make_unique<TitleScreen>(context_));
}

void App::finishLoading() {
    if (!loading_ || !loading_->job->done())
        return;
    PendingLoad load = std::move(*loading_);
    loading_.reset();
    LoadedLevel loaded = load.job->take();
    for (const Diagnostic& d : loaded.diagnostics)
        std::cerr << d.format() << "\n";
    levelFile_ = load.file;
    campaignIndex_ = load.campaignIndex;
    retired_ = std::move(level_);
    if (!loaded.session) {
        showLoadError(load.file, loaded.diagnostics);
        return;
    }
    if (load.reload)
        log_.write(event_name::kLevelReloaded, Json{{"file", load.file.string()}});
    level_ = std::make_shared<LevelPlay>(context_, std::move(loaded.session), load.file,
                                         load.campaignIndex);
    if (load.daily)
        level_->setDaily(*load.daily);
    screens_.clear();
    screens_.push(std::make_unique<PlayScreen>(context_, level_));
    if (load.reload)
        notices_.notify("Reloaded " + load.file.filename().string());
}

void App::showLoadError(const fs::path& file, const std::vector<Diagnostic>& diagnostics) {
    std::string text;
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Error)
            text += (text.empty() ? "" : "\n") + d.format();
    }
    window_.setTitle(utf8("CatMaze — error in " + file.filename().string()));
    log_.write(event_name::kError, Json{{"file", file.string()}, {"message", text}});
    screens_.clear();
    screens_.push(std::make_unique<ErrorScreen>(context_, text));
}

}  // namespace catmaze::app
