#include "app.hpp"

#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "catmaze/level_files.hpp"
#include "catmaze/level_writer.hpp"
#include "catmaze/solver.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr double kTickSeconds = 1.0 / 60.0;  // the fixed update step
constexpr int kMaxCatchUpTicks = 5;          // a long frame never runs more updates than this
constexpr double kEndAnimationSeconds = 1.3;
constexpr double kHintSeconds = 5.0;
constexpr double kNoticeSeconds = 2.5;
constexpr double kStepPresets[] = {0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1.0};

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

Json tileJson(Tile t) {
    return Json::array({t.col, t.row});
}

Json tilesJson(const std::vector<Tile>& tiles) {
    Json out = Json::array();
    for (const Tile& t : tiles)
        out.push_back(tileJson(t));
    return out;
}

std::string onOff(bool on) {
    return on ? "on" : "off";
}

std::string stepText(double seconds) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(2) << seconds << " s";
    return out.str();
}

const char* screenName(Screen screen) {
    switch (screen) {
        case Screen::Play:
            return "play";
        case Screen::Pause:
            return "pause";
        case Screen::Settings:
            return "settings";
        case Screen::Levels:
            return "levels";
        case Screen::Won:
            return "won";
        case Screen::Lost:
            return "lost";
        case Screen::Error:
            return "error";
        case Screen::Editor:
            return "editor";
    }
    return "play";
}

sf::String utf8(const std::string& text) {
    return sf::String::fromUtf8(text.begin(), text.end());
}

// The cat's sprite row for a direction of travel (diagonals face sideways).
int rowFacing(Offset d) {
    if (d.dcol < 0)
        return kCatLeft;
    if (d.dcol > 0)
        return kCatRight;
    return d.drow < 0 ? kCatUp : kCatDown;
}

// The name a level file gives itself, for the Levels menu (its file name when it cannot load).
std::string levelTitle(const fs::path& file) {
    const LevelLoadResult loaded = loadLevelFile(file);
    return loaded.ok() && !loaded.level->name.empty() ? loaded.level->name
                                                      : file.filename().string();
}

MenuAction settingAction(std::string key) {
    MenuAction action{MenuAction::Kind::ChangeSetting};
    action.setting = std::move(key);
    return action;
}

MenuAction levelAction(std::size_t index) {
    MenuAction action{MenuAction::Kind::PlayLevel};
    action.level = index;
    return action;
}

}  // namespace

App::App(Options options) : options_(std::move(options)) {
    diagonalOverride_ = options_.diagonal;
    if (options_.benchFrames > 0)
        bench_.emplace(options_.benchFrames);
}

// --- start-up and levels ----------------------------------------------------------------------

void App::loadSettingsAndProgress() {
    playerFiles_ = PlayerFiles(options_.settings.value_or(defaultConfigDir() / "settings.json"));
    reportProblems(playerFiles_.load());
}

bool App::start() {
    if (!options_.events.empty()) {
        if (auto problem = log_.open(options_.events)) {
            std::cerr << "catmaze: " << *problem << "\n";
            return false;
        }
    }
    loadSettingsAndProgress();

    const fs::path campaignFile = options_.levels / "campaign.json";
    CampaignLoad campaign = loadCampaign(campaignFile);
    if (campaign.ok()) {
        campaign_ = campaign.campaign;
    } else if (!options_.level) {
        for (const Diagnostic& d : campaign.diagnostics)
            std::cerr << d.format() << "\n";
        return false;
    }

    window_.create(sf::VideoMode(options_.windowWidth, options_.windowHeight), "CatMaze",
                   sf::Style::Default);
    window_.setFramerateLimit(bench_ ? 0 : 60);  // the bench measures the frames unlimited
    window_.setKeyRepeatEnabled(false);
    if (auto problem = art_.load(options_.assets)) {
        std::cerr << "catmaze: " << *problem << "\n";
        return false;
    }
    window_.setIcon(art_.icon.getSize().x, art_.icon.getSize().y, art_.icon.getPixelsPtr());
    if (auto problem = audio_.load(options_.assets)) {
        std::cerr << "catmaze: " << *problem << "; playing without sound\n";
    }
    applySettings();
    camera_.setWindowSize(static_cast<float>(window_.getSize().x),
                          static_cast<float>(window_.getSize().y));

    if (options_.level)
        openLevel(*options_.level, std::nullopt);
    else
        openLevel(campaign_.levels.front(), 0);
    return true;
}

void App::openLevel(const fs::path& file, std::optional<std::size_t> campaignIndex, bool reload) {
    levelFile_ = file;
    campaignIndex_ = campaignIndex;
    effects_.clear();
    hint_.clear();
    endTimer_ = -1;
    searchGoal_.reset();
    renderer_.clearSearchOverlay();

    LevelLoadResult loaded = loadLevelFile(file);
    for (const Diagnostic& d : loaded.diagnostics)
        std::cerr << d.format() << "\n";
    if (!loaded.ok()) {
        std::string text;
        for (const Diagnostic& d : loaded.diagnostics) {
            if (d.severity == Severity::Error)
                text += (text.empty() ? "" : "\n") + d.format();
        }
        errorText_ = text;
        session_.reset();
        window_.setTitle(utf8("CatMaze — error in " + file.filename().string()));
        log_.write("error", Json{{"file", file.string()}, {"message", errorText_}});
        showScreen(Screen::Error);
        return;
    }
    if (reload)
        log_.write("level_reloaded", Json{{"file", file.string()}});
    openLevelFrom(std::move(*loaded.level), file);
    if (reload)
        notify("Reloaded " + file.filename().string());
}

void App::openLevelFrom(Level level, const fs::path& file) {
    levelFile_ = file;
    effects_.clear();
    hint_.clear();
    endTimer_ = -1;
    searchGoal_.reset();
    renderer_.clearSearchOverlay();
    errorText_.clear();
    session_.emplace(level, diagonal(), settings_.stepSeconds);
    openFloor_.reset();
    if (level.openFloor())
        openFloor_.emplace(level);
    renderer_.buildTerrain(level);
    renderer_.buildObjects(board(), dogFrame_);
    camera_.setMap(level.size, level.tileSize);
    camera_.follow(sceneNow().cat.position);
    lastTile_ = -1;  // a new map always gets a view event
    window_.setTitle(utf8("CatMaze — " + level.name));
    log_.write("level_loaded", Json{{"name", level.name},
                                    {"file", file.string()},
                                    {"width", level.size.width},
                                    {"height", level.size.height},
                                    {"cat", tileJson(level.catStart())}});
    showScreen(Screen::Play);
}

void App::restartLevel() {
    if (!session_)
        return;
    session_->restart();
    if (openFloor_)
        openFloor_->restart();
    effects_.clear();
    hint_.clear();
    endTimer_ = -1;
    searchGoal_.reset();
    renderer_.clearSearchOverlay();
    renderer_.buildObjects(board(), dogFrame_);
    log_.write("restart");
    showScreen(Screen::Play);
}

void App::openEditor() {
    if (!session_)
        return;
    const sf::Vector2f size(window_.getSize());
    hover_.reset();
    showScreen(Screen::Editor);  // first, so `screen` comes before the editor's own events
    // Back from playing the edit (P) or from a look at the game: the same editor, undo history
    // and all. A level reloaded after a change by hand (F5) gets a fresh editor.
    if (editor_ && editor_->savePath() == levelFile_ &&
        editor_->continues(session_->originalLevel())) {
        editor_->resume(size);
    } else {
        editor_.emplace(art_, log_);
        editor_->open(session_->originalLevel(), levelFile_, size);
    }
}

void App::leaveEditor(bool play) {
    editor_->close();
    // Formatted text compares everything a file would hold (tiles, size, name, keys).
    const bool changed = formatLevel(editor_->level()) != formatLevel(session_->originalLevel());
    if ((play || changed) && editor_->playable()) {
        if (changed)
            campaignIndex_.reset();  // an edited level is not the campaign's level any more
        openLevelFrom(editor_->level(), editor_->savePath());
        return;
    }
    if (changed)
        notify("The edited level has errors; playing the last version that loads");
    lastTile_ = -1;  // the editor logged its own view; log the game's again
    showScreen(Screen::Play);
}

void App::handleEditorInput(const sf::Event& event) {
    const EditorIntent intent = editor_->handle(event);
    if (intent.kind != EditorIntent::Kind::None)
        leaveEditor(intent.kind == EditorIntent::Kind::Play);
}

// --- the loop ---------------------------------------------------------------------------------

int App::run() {
    if (!start())
        return 2;
    sf::Clock clock;
    double carried = 0;
    while (window_.isOpen()) {
        sf::Event event;
        while (window_.pollEvent(event)) {
            handle(event);
            if (quitting_)
                break;
        }
        if (bench_ && session_) {
            for (const sf::Event& e :
                 bench_->input({board(), session_->cat().tile, session_->moving(), camera_,
                                window_.getSize()}))
                handle(e);
        }
        if (quitting_)
            break;
        carried += std::min(clock.restart().asSeconds(), 0.5f);
        int ticks = 0;
        while (carried >= kTickSeconds && ticks < kMaxCatchUpTicks) {
            update(kTickSeconds);
            carried -= kTickSeconds;
            ++ticks;
        }
        if (ticks == kMaxCatchUpTicks)
            carried = 0;  // too far behind: drop the backlog rather than spiral
        render();
        if (bench_ && !bench_->frameShown()) {
            bench_->report(std::cout);
            quit();
        }
    }
    window_.close();
    return 0;
}

void App::quit() {
    log_.write("quit");
    quitting_ = true;
}

void App::handle(const sf::Event& event) {
    if (event.type == sf::Event::Closed) {
        quit();
        return;
    }
    if (handleBannerInput(event))
        return;
    if (event.type == sf::Event::Resized) {
        const sf::Vector2f size(static_cast<float>(event.size.width),
                                static_cast<float>(event.size.height));
        window_.setView(sf::View(sf::FloatRect({0, 0}, size)));
        camera_.setWindowSize(size.x, size.y);
        if (screen_ == Screen::Editor)
            editor_->setWindowSize(size);
        else if (screen_ != Screen::Play)
            refreshMenu();
        return;
    }
    // The editor has its own keys (R, F5 and the rest are tiles and tools there); only the
    // screenshot key is shared.
    if (screen_ == Screen::Editor) {
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12)
            screenshotWanted_ = true;
        else
            handleEditorInput(event);
        return;
    }
    if (event.type == sf::Event::KeyPressed) {
        switch (event.key.code) {
            case sf::Keyboard::F12:
                screenshotWanted_ = true;
                return;
            case sf::Keyboard::F5:
                openLevel(levelFile_, campaignIndex_, /*reload=*/true);
                return;
            case sf::Keyboard::R:
                if (session_) {
                    restartLevel();
                    return;
                }
                break;
            default:
                break;
        }
    }
    if (screen_ == Screen::Play)
        handlePlayInput(event);
    else
        handleMenuInput(event);
}

void App::handlePlayInput(const sf::Event& event) {
    if (!session_)
        return;
    if (event.type == sf::Event::MouseMoved) {
        const Tile t = camera_.tileAt(static_cast<float>(event.mouseMove.x),
                                      static_cast<float>(event.mouseMove.y));
        hover_ = session_->board().size.contains(t) ? std::optional<Tile>(t) : std::nullopt;
        return;
    }
    if (event.type == sf::Event::MouseLeft) {
        hover_.reset();
        return;
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
        camera_.zoomBy(std::pow(1.15f, event.mouseWheelScroll.delta));
        return;
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        if (openFloor_)
            return clickOpenFloor(event.mouseButton.x, event.mouseButton.y);
        const Tile t = camera_.tileAt(static_cast<float>(event.mouseButton.x),
                                      static_cast<float>(event.mouseButton.y));
        log_.write("click", Json{{"tile", tileJson(t)}});
        session_->clickTile(t);
        processGameEvents();
        return;
    }
    if (event.type != sf::Event::KeyPressed)
        return;
    Offset direction;
    switch (event.key.code) {
        case sf::Keyboard::Escape:
            showScreen(Screen::Pause);
            return;
        case sf::Keyboard::G:
            changeSetting("diagonal", 0);
            notify(std::string("Diagonal moves ") + (diagonalOn() ? "on" : "off"));
            return;
        case sf::Keyboard::O:
            changeSetting("searchOverlay", 0);
            notify(std::string("Search overlay ") + (settings_.searchOverlay ? "on" : "off"));
            return;
        case sf::Keyboard::H:
            showHint();
            return;
        case sf::Keyboard::E:
            openEditor();
            return;
        case sf::Keyboard::Up:
        case sf::Keyboard::W:
            direction = {0, -1};
            break;
        case sf::Keyboard::Down:
        case sf::Keyboard::S:
            direction = {0, 1};
            break;
        case sf::Keyboard::Left:
        case sf::Keyboard::A:
            direction = {-1, 0};
            break;
        case sf::Keyboard::Right:
        case sf::Keyboard::D:
            direction = {1, 0};
            break;
        default:
            return;
    }
    if (openFloor_)
        return;  // open floor walks by clicks only
    session_->pressDirection(direction);
    processGameEvents();
}

void App::handleMenuInput(const sf::Event& event) {
    const MenuInput input = menu_.handle(event);
    switch (input.kind) {
        case MenuInput::Kind::None:
            return;
        case MenuInput::Kind::Back:
            goBack();
            return;
        case MenuInput::Kind::Activate:
            audio_.play(Sfx::Click);
            activateMenuItem(input.item, 0);
            return;
        case MenuInput::Kind::Left:
            activateMenuItem(input.item, -1);
            return;
        case MenuInput::Kind::Right:
            activateMenuItem(input.item, +1);
            return;
    }
}

void App::goBack() {
    switch (screen_) {
        case Screen::Pause:
            showScreen(Screen::Play);
            break;
        case Screen::Settings:
        case Screen::Levels:
            showScreen(session_ ? Screen::Pause : Screen::Error);
            break;
        default:
            break;
    }
}

void App::update(double seconds) {
    noticeTimer_ = std::max(0.0, noticeTimer_ - seconds);
    hintTimer_ = std::max(0.0, hintTimer_ - seconds);
    if (hintTimer_ == 0)
        hint_.clear();
    for (TileEffect& e : effects_)
        e.age += static_cast<float>(seconds);
    std::erase_if(effects_, [](const TileEffect& e) { return e.age >= e.duration; });
    if (!session_)
        return;

    dogTimer_ += seconds;
    if (dogTimer_ >= 0.45) {
        dogTimer_ = 0;
        dogFrame_ = 1 - dogFrame_;
        renderer_.buildObjects(board(), dogFrame_);
    }
    if (screen_ == Screen::Editor)
        editor_->update(seconds);
    if (screen_ == Screen::Play && openFloor_) {
        openFloor_->update(seconds);
        processOpenFloorEvents();
    } else if (screen_ == Screen::Play) {
        session_->update(seconds);
        processGameEvents();
    }
    if (endTimer_ >= 0) {
        endTimer_ += seconds;
        if (endTimer_ >= kEndAnimationSeconds && screen_ == Screen::Play)
            showScreen(won_ ? Screen::Won : Screen::Lost);
    }
    camera_.follow(sceneNow().cat.position +
                   sf::Vector2f(0.5f, 0.5f) * static_cast<float>(session_->board().tileSize));
}

void App::processGameEvents() {
    if (!session_)
        return;
    for (const GameEvent& event : session_->takeEvents()) {
        std::visit(
            Overloaded{
                [&](const event::PathPlanned& e) {
                    log_.write("path", Json{{"target", tileJson(e.target)},
                                            {"status", toString(e.status)},
                                            {"cost", e.cost},
                                            {"tiles", tilesJson(e.tiles)}});
                    searchGoal_ = e.target;
                    const CatGrid* grid = session_->lastSearchGrid();
                    renderer_.buildSearchOverlay(session_->lastJumpSearch(), grid,
                                                 session_->board().size);
                },
                [&](const event::StepStarted&) {},
                [&](const event::Stepped& e) {
                    log_.write("step", Json{{"tile", tileJson(e.tile)}, {"steps", e.steps}});
                    audio_.play(Sfx::Step);
                },
                [&](const event::BonePicked& e) {
                    log_.write("bone", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bone);
                    effects_.push_back({TileEffect::Kind::BonePicked, e.tile, 0, 0.7f});
                    renderer_.buildObjects(session_->board(), dogFrame_);
                },
                [&](const event::DogBribed& e) {
                    log_.write("dog_bribed", Json{{"tile", tileJson(e.tile)}, {"bones", e.bones}});
                    audio_.play(Sfx::Bribe);
                    effects_.push_back({TileEffect::Kind::DogLeaves, e.tile, 0, 0.9f});
                    renderer_.buildObjects(session_->board(), dogFrame_);
                },
                [&](const event::Eaten& e) {
                    log_.write("eaten", Json{{"tile", tileJson(e.tile)}});
                    log_.write("lost");
                    audio_.play(Sfx::Lose);
                    won_ = false;
                    endTimer_ = 0;
                },
                [&](const event::Won&) {
                    log_.write("won", Json{{"steps", session_->cat().steps}});
                    audio_.play(Sfx::Win);
                    won_ = true;
                    endTimer_ = 0;
                    if (campaignIndex_) {
                        progress_.completed.insert(campaign_.names[*campaignIndex_]);
                        savePlayerFile(PlayerFile::Progress);
                    }
                },
                [&](const event::Refused& e) {
                    log_.write("refused",
                               Json{{"tile", tileJson(e.tile)}, {"reason", toString(e.reason)}});
                    if (e.reason == RefuseReason::Wall) {
                        audio_.play(Sfx::Wall);
                        effects_.push_back({TileEffect::Kind::Bump, e.tile, 0, 0.35f});
                    }
                },
            },
            event);
    }
}

// --- screens, menus and settings --------------------------------------------------------------

void App::showScreen(Screen screen) {
    screen_ = screen;
    log_.write("screen", Json{{"name", screenName(screen)}});
    if (screen != Screen::Play)
        refreshMenu();
}

void App::refreshMenu() {
    std::vector<MenuItem> items;
    menuActions_.clear();
    const auto add = [&](std::string label, MenuAction action, std::string value = "",
                         bool marked = false) {
        items.push_back({std::move(label), std::move(value), marked});
        menuActions_.push_back(std::move(action));
    };
    using K = MenuAction::Kind;
    std::string title;
    std::string subtitle;
    switch (screen_) {
        case Screen::Play:
        case Screen::Editor:
            return;
        case Screen::Pause:
            title = "Paused";
            add("Resume", MenuAction{K::Resume});
            add("Restart", MenuAction{K::Restart});
            add("Settings", MenuAction{K::OpenSettings});
            if (!campaign_.levels.empty())
                add("Levels", MenuAction{K::OpenLevels});
            add("Quit", MenuAction{K::Quit});
            break;
        case Screen::Settings:
            title = "Settings";
            add("Diagonal movement", settingAction("diagonal"), onOff(diagonalOn()));
            add("Show path", settingAction("showPath"), onOff(settings_.showPath));
            add("Search overlay", settingAction("searchOverlay"), onOff(settings_.searchOverlay));
            add("Step speed", settingAction("stepSeconds"), stepText(settings_.stepSeconds));
            add("Sound volume", settingAction("volume"), std::to_string(settings_.volume) + "%");
            add("Music", settingAction("music"), onOff(settings_.music));
            add("Back", MenuAction{K::Back});
            break;
        case Screen::Levels:
            title = "Levels";
            for (std::size_t i = 0; i < campaign_.levels.size(); ++i) {
                const bool done = progress_.completed.count(campaign_.names[i]) > 0;
                add(std::to_string(i + 1) + ". " + levelTitle(campaign_.levels[i]), levelAction(i),
                    done ? "done" : "", done);
            }
            add("Back", MenuAction{K::Back});
            break;
        case Screen::Won:
            title = "You win!";
            subtitle = session_ ? std::to_string(session_->cat().steps) + " steps" : "";
            if (campaignIndex_ && *campaignIndex_ + 1 < campaign_.levels.size())
                add("Next level", MenuAction{K::NextLevel});
            add("Restart", MenuAction{K::Restart});
            if (!campaign_.levels.empty())
                add("Levels", MenuAction{K::OpenLevels});
            break;
        case Screen::Lost:
            title = "You lose!";
            subtitle = "A dog caught the cat. Bring a bone next time.";
            add("Restart", MenuAction{K::Restart});
            if (!campaign_.levels.empty())
                add("Levels", MenuAction{K::OpenLevels});
            break;
        case Screen::Error:
            title = "This level has errors";
            subtitle = "Fix the file, then reload it with F5";
            add("Reload (F5)", MenuAction{K::Reload});
            if (!campaign_.levels.empty())
                add("Levels", MenuAction{K::OpenLevels});
            add("Quit", MenuAction{K::Quit});
            break;
    }
    menu_.set(screenName(screen_), title, std::move(items), subtitle);
    const sf::Vector2f size(window_.getSize());
    menu_.layout(size, screen_ == Screen::Error ? size.y * 0.45f : 0.0f);
    Json described = menu_.describe();
    log_.write("menu", described);
}

void App::activateMenuItem(int item, int direction) {
    if (item < 0 || item >= static_cast<int>(menuActions_.size()))
        return;
    const MenuAction action = menuActions_[static_cast<std::size_t>(item)];
    if (direction != 0 && action.kind != MenuAction::Kind::ChangeSetting)
        return;
    using K = MenuAction::Kind;
    switch (action.kind) {
        case K::Resume:
            showScreen(Screen::Play);
            break;
        case K::Restart:
            restartLevel();
            break;
        case K::OpenSettings:
            showScreen(Screen::Settings);
            break;
        case K::OpenLevels:
            showScreen(Screen::Levels);
            break;
        case K::Quit:
            quit();
            break;
        case K::Back:
            goBack();
            break;
        case K::NextLevel:
            if (campaignIndex_ && *campaignIndex_ + 1 < campaign_.levels.size())
                openLevel(campaign_.levels[*campaignIndex_ + 1], *campaignIndex_ + 1);
            break;
        case K::Reload:
            openLevel(levelFile_, campaignIndex_, /*reload=*/true);
            break;
        case K::PlayLevel:
            openLevel(campaign_.levels[action.level], action.level);
            break;
        case K::ChangeSetting:
            changeSetting(action.setting, direction);
            break;
    }
}

void App::changeSetting(const std::string& key, int direction) {
    Json changed;
    if (key == "diagonal") {
        settings_.diagonal = catDiagonal(!diagonalOn());
        diagonalOverride_.reset();
        changed[key] = diagonalOn();
    } else if (key == "showPath") {
        settings_.showPath = !settings_.showPath;
        changed[key] = settings_.showPath;
    } else if (key == "searchOverlay") {
        settings_.searchOverlay = !settings_.searchOverlay;
        changed[key] = settings_.searchOverlay;
    } else if (key == "music") {
        settings_.music = !settings_.music;
        changed[key] = settings_.music;
    } else if (key == "stepSeconds") {
        // Cycle through the presets: right/click = slower, left = faster.
        const int count = static_cast<int>(std::size(kStepPresets));
        int at = 0;
        for (int i = 0; i < count; ++i) {
            if (std::abs(kStepPresets[i] - settings_.stepSeconds) <
                std::abs(kStepPresets[at] - settings_.stepSeconds))
                at = i;
        }
        at = (at + (direction < 0 ? count - 1 : 1)) % count;
        settings_.stepSeconds = kStepPresets[at];
        changed[key] = settings_.stepSeconds;
    } else if (key == "volume") {
        settings_.volume = (settings_.volume + (direction < 0 ? 100 : 10)) % 110;
        changed[key] = settings_.volume;
    } else {
        return;
    }
    applySettings();
    log_.write("settings", Json{{"changed", changed}});
    savePlayerFile(PlayerFile::Settings);
    if (screen_ == Screen::Settings)
        refreshMenu();
}

void App::applySettings() {
    audio_.configure(settings_.volume, settings_.music);
    if (session_) {
        session_->setDiagonal(diagonal());
        session_->setStepSeconds(settings_.stepSeconds);
    }
}

void App::notify(std::string text) {
    notice_ = std::move(text);
    noticeTimer_ = kNoticeSeconds;
}

void App::showHint() {
    if (!session_ || openFloor_)
        return;  // the hint is the tile solver's; open floor has none yet
    const CatState& cat = session_->cat();
    SolveOptions options;
    options.diagonal = diagonal();
    // The hint runs between two frames: a smaller budget than the tool's (a fraction of a
    // second); beyond it the hint says the level is too complex to decide from here.
    options.maxTiles = 4'000'000;
    const Tile from = session_->stepTarget().value_or(cat.tile);
    const Solution solution = solveFrom(session_->board(), from, cat.bones, options);
    if (solution.status == SolveStatus::Winnable) {
        hint_ = solution.route;
        hintTimer_ = kHintSeconds;
        notify("Hint: follow the green trail (cost " + std::to_string(solution.cost) + ")");
        log_.write("hint", Json{{"winnable", true},
                                {"cost", solution.cost},
                                {"route", tilesJson(solution.route)},
                                {"bones", tilesJson(solution.bonesPicked)},
                                {"dogs", tilesJson(solution.dogsBribed)}});
    } else {
        hint_.clear();
        notify(solution.status == SolveStatus::TooComplex
                   ? "No hint: " + solution.reason
                   : "No way to win from here: " + solution.reason);
        log_.write("hint", Json{{"winnable", false},
                                {"status", toString(solution.status)},
                                {"reason", solution.reason}});
    }
}

// --- drawing ----------------------------------------------------------------------------------

WorldScene App::sceneNow() const {
    WorldScene scene;
    if (!session_)
        return scene;
    const float side = static_cast<float>(session_->board().tileSize);
    const CatState& cat = session_->cat();
    sf::Vector2f at(static_cast<float>(cat.tile.col), static_cast<float>(cat.tile.row));
    CatPose& pose = scene.cat;
    if (const auto target = session_->stepTarget()) {
        const float p = static_cast<float>(session_->stepProgress());
        at +=
            (sf::Vector2f(static_cast<float>(target->col), static_cast<float>(target->row)) - at) *
            p;
        pose.row = rowFacing(session_->facing());
        pose.frame = p < 0.5f ? 1 : 2;
        if (settings_.showPath) {
            scene.path.push_back(*target);
            scene.path.insert(scene.path.end(), session_->remainingPath().begin(),
                              session_->remainingPath().end());
        }
    }
    pose.position = at * side;
    if (openFloor_)
        poseOpenFloorCat(pose);
    if (endTimer_ >= 0) {
        const float t = static_cast<float>(std::min(endTimer_ / kEndAnimationSeconds, 1.0));
        pose.scale = 1 + 1.5f * t;
        pose.rotation = 720 * t;
    }
    scene.hint = hint_;
    scene.hintAlpha = static_cast<float>(std::min(1.0, hintTimer_));
    scene.effects = effects_;
    scene.hover = hover_;
    return scene;
}

void App::render() {
    window_.clear(sf::Color(16, 14, 22));
    const sf::Vector2f size(window_.getSize());
    const sf::View screenView(sf::FloatRect({0, 0}, size));
    const bool editing = screen_ == Screen::Editor;
    if (session_ && !editing) {
        window_.setView(camera_.view());
        renderer_.draw(window_, sceneNow(), settings_.searchOverlay);
        if (openFloor_)
            drawOpenFloor();
        window_.setView(screenView);
        drawHud();
    }
    window_.setView(screenView);
    if (editing)
        editor_->draw(window_);
    if (screen_ == Screen::Error)
        drawErrorText();
    if (screen_ != Screen::Play && !editing)
        menu_.draw(window_, art_.font, art_.bold);
    drawBanner();
    if (noticeTimer_ > 0) {
        sf::Text text(utf8(notice_), art_.font, 18);
        const sf::FloatRect b = text.getLocalBounds();
        sf::RectangleShape box({b.width + 28, 34});
        // Below the banner, never over it.
        const sf::FloatRect banner = bannerRect();
        const float top = banner.height > 0 ? banner.top + banner.height + 8 : 48;
        box.setPosition(std::round((size.x - b.width - 28) / 2), top);
        box.setFillColor(sf::Color(20, 20, 30, 210));
        box.setOutlineColor(sf::Color(255, 220, 120));
        box.setOutlineThickness(1);
        window_.draw(box);
        text.setPosition(box.getPosition() + sf::Vector2f(14 - b.left, 7));
        window_.draw(text);
    }
    if (screenshotWanted_) {
        screenshotWanted_ = false;
        saveScreenshot();
    }
    window_.display();
    if (session_ && !editing)
        writeViewEvent();
}

void App::drawHud() {
    const sf::Vector2f size(window_.getSize());
    sf::RectangleShape bar({size.x, 36});
    bar.setFillColor(sf::Color(12, 12, 20, 200));
    window_.draw(bar);

    const CatState& cat = session_->cat();
    sf::Text name(utf8(session_->board().name), art_.bold, 18);
    name.setFillColor(sf::Color(255, 220, 120));
    name.setPosition(12, 7);
    window_.draw(name);

    sf::Sprite bone(art_.tileset, sf::IntRect(kTileBone * kArtTile, 0, kArtTile, kArtTile));
    const float left =
        std::max(name.getGlobalBounds().left + name.getGlobalBounds().width + 30, size.x * 0.38f);
    bone.setPosition(left, 2);
    window_.draw(bone);
    const std::string stats =
        openFloor_ ? "x " + std::to_string(openFloor_->bones()) + "     Open floor: click to walk"
                   : "x " + std::to_string(cat.bones) + "     Steps: " + std::to_string(cat.steps) +
                         "     Diagonal: " + onOff(diagonalOn());
    sf::Text text(utf8(stats), art_.font, 17);
    text.setPosition(left + 36, 8);
    window_.draw(text);

    sf::Text help(
        utf8("Esc menu   R restart   G diagonal   H hint   O search overlay   F5 reload   "
             "E edit"),
        art_.font, 13);
    help.setFillColor(sf::Color(210, 210, 225, 190));
    help.setPosition(10, size.y - 22);
    window_.draw(help);

    // The overlay's legend: which algorithm ran and how much it expanded.
    const CatGrid* grid = session_->lastSearchGrid();
    if (settings_.searchOverlay && grid) {
        const JumpPointSearch<GridCost>& search = session_->lastJumpSearch();
        const std::string legend =
            search.lastSearchJumped()
                ? "Search: jump point search, " + std::to_string(search.lastExpandedCount()) +
                      " jump points expanded (blue), open (green), scanned (yellow)"
                : "Search: A*, " + std::to_string(search.lastExpandedCount()) +
                      " nodes expanded (blue), open (green)";
        sf::Text text(utf8(legend), art_.font, 13);
        text.setFillColor(sf::Color(255, 236, 160, 230));
        text.setPosition(10, size.y - 42);
        window_.draw(text);
    }

    // g, h and f of the tile under the mouse, when the search overlay is on.
    if (settings_.searchOverlay && hover_ && grid && searchGoal_) {
        const GridSize mapSize = session_->board().size;
        const auto id = mapSize.indexOf(*hover_);
        if (session_->lastSearch().visitOf(id) != NodeVisit::Unseen) {
            const GridCost g = session_->lastSearch().costSoFar(id);
            const GridCost h = grid->estimateCost(id, mapSize.indexOf(*searchGoal_));
            const std::string label = "g " + std::to_string(g) + "   h " + std::to_string(h) +
                                      "   f " + std::to_string(g + h);
            sf::Text gh(utf8(label), art_.bold, 16);
            const sf::Vector2i mouse = sf::Mouse::getPosition(window_);
            sf::RectangleShape box({gh.getLocalBounds().width + 16, 26});
            box.setPosition(static_cast<float>(mouse.x) + 16, static_cast<float>(mouse.y) + 12);
            box.setFillColor(sf::Color(10, 10, 20, 220));
            window_.draw(box);
            gh.setPosition(box.getPosition() + sf::Vector2f(8, 3));
            window_.draw(gh);
        }
    }
}

void App::drawErrorText() {
    const sf::Vector2f size(window_.getSize());
    sf::Text text(utf8(errorText_), art_.font, 15);
    text.setFillColor(sf::Color(255, 150, 140));
    text.setPosition(20, 20);
    sf::RectangleShape box({size.x - 20, size.y * 0.45f - 30});
    box.setPosition(10, 10);
    box.setFillColor(sf::Color(40, 16, 20, 230));
    window_.draw(box);
    window_.draw(text);
}

void App::writeViewEvent() {
    const sf::Vector2f origin = camera_.origin();
    const float tile = camera_.tileOnScreen();
    if (origin == lastOrigin_ && tile == lastTile_)
        return;
    lastOrigin_ = origin;
    lastTile_ = tile;
    // + 0.0f turns -0 into 0 for readers of the log.
    log_.write("view", Json{{"origin", {origin.x + 0.0f, origin.y + 0.0f}}, {"tile", tile}});
}

void App::saveScreenshot() {
    sf::Texture texture;
    if (!texture.create(window_.getSize().x, window_.getSize().y))
        return;
    texture.update(window_);
    const sf::Image image = texture.copyToImage();
    fs::path file = options_.screenshot.value_or(
        fs::path("catmaze-screenshot-" + std::to_string(++screenshotCount_) + ".png"));
    file = fs::absolute(file);
    // Written beside the target, then renamed, so a reader never sees half a PNG.
    const fs::path temporary = file.parent_path() / (file.stem().string() + ".tmp.png");
    std::error_code error;
    if (!image.saveToFile(temporary.string()) || (fs::rename(temporary, file, error), error)) {
        fs::remove(temporary, error);
        std::cerr << "catmaze: cannot save the screenshot " << file.string() << "\n";
        notify("Could not save the screenshot");
        return;
    }
    notify("Screenshot saved: " + file.filename().string());
    log_.write("screenshot", Json{{"file", file.string()}});
}

}  // namespace catmaze::app
