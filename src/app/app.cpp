#include "app.hpp"

#include <algorithm>
#include <iostream>

#include "catmaze/level_files.hpp"
#include "catmaze/level_repair.hpp"
#include "catmaze/level_writer.hpp"
#include "palette.hpp"
#include "screens/edit_screen.hpp"
#include "screens/menu_screen.hpp"
#include "screens/play_screen.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr double kTickSeconds = 1.0 / 60.0;  // the fixed update step
constexpr int kMaxCatchUpTicks = 5;          // a long frame never runs more updates than this

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// A setting's value as the `settings` event logs it (the diagonal mode as on/off).
Json loggedValue(const SettingField& field, const Settings& settings) {
    return std::visit(Overloaded{
                          [&](const FlagSetting& f) { return Json(settings.*f.member); },
                          [&](const DiagonalSetting& f) {
                              return Json(settings.*f.member != DiagonalMode::Never);
                          },
                          [&](const SecondsSetting& f) { return Json(settings.*f.member); },
                          [&](const PercentSetting& f) { return Json(settings.*f.member); },
                      },
                      field.type);
}

}  // namespace

App::App(Options options) : options_(std::move(options)) {
    diagonalOverride_ = options_.diagonal;
    if (options_.benchFrames > 0)
        bench_.emplace(options_.benchFrames);
}

// --- start-up and the loop --------------------------------------------------------------------

bool App::start() {
    if (!options_.events.empty()) {
        if (auto problem = log_.open(options_.events)) {
            std::cerr << "catmaze: " << *problem << "\n";
            return false;
        }
    }
    files_ = PlayerFiles(options_.settings.value_or(defaultConfigDir() / "settings.json"));
    notices_.report(files_.load());

    const fs::path campaignFile = options_.levels / "campaign.json";
    CampaignLoad campaign = loadCampaign(campaignFile);
    if (campaign.ok()) {
        campaign_ = campaign.campaign;
    } else if (!options_.level) {
        for (const Diagnostic& d : campaign.diagnostics)
            std::cerr << d.format() << "\n";
        return false;
    }

    createWindow();
    if (auto problem = art_.load(options_.assets)) {
        std::cerr << "catmaze: " << *problem << "\n";
        return false;
    }
    window_.setIcon(art_.icon.getSize().x, art_.icon.getSize().y, art_.icon.getPixelsPtr());
    if (auto problem = audio_.load(options_.assets)) {
        std::cerr << "catmaze: " << *problem << "; playing without sound\n";
    }
    applySettings();

    // A level named on the command line (or the frame bench) plays at once; else the title.
    if (options_.level)
        openLevel(*options_.level, std::nullopt, false);
    else if (bench_)
        openLevel(campaign_.levels.front(), 0, false);
    else
        screens_.push(std::make_unique<TitleScreen>(context_));
    screens_.applyRequests();
    return true;
}

void App::createWindow() {
    fullscreen_ = files_.settings.fullscreen && !bench_;
    // Fullscreen is a borderless window the size of the screen: no video mode change, so it
    // works the same on any X server (Xvfb included) and leaves the desktop as it was.
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    window_.create(
        fullscreen_ ? desktop : sf::VideoMode(options_.windowWidth, options_.windowHeight),
        "CatMaze", fullscreen_ ? sf::Style::None : sf::Style::Default);
    if (fullscreen_)
        window_.setPosition({0, 0});
    window_.setFramerateLimit(bench_ ? 0 : 60);  // the bench measures the frames unlimited
    window_.setKeyRepeatEnabled(false);
    const sf::Vector2u size = window_.getSize();
    log_.write("window", Json{{"fullscreen", fullscreen_}, {"size", {size.x, size.y}}});
}

void App::applyWindowMode() {
    if (files_.settings.fullscreen == fullscreen_ || bench_)
        return;
    createWindow();
    window_.setIcon(art_.icon.getSize().x, art_.icon.getSize().y, art_.icon.getPixelsPtr());
    window_.setTitle(level_ ? utf8("CatMaze — " + level_->name()) : sf::String("CatMaze"));
    const sf::Vector2f size(window_.getSize());
    window_.setView(sf::View(sf::FloatRect({0, 0}, size)));
    screens_.resized(size);
}

int App::run() {
    if (!start())
        return 2;
    sf::Clock clock;
    double carried = 0;
    while (window_.isOpen() && !quitting_) {
        sf::Event event;
        while (!quitting_ && window_.pollEvent(event))
            handle(event);
        if (bench_ && level_) {
            for (const sf::Event& e : bench_->input(level_->benchSight(window_.getSize())))
                handle(e);
        }
        if (quitting_)
            break;
        // Fixed steps for the rules; what is left over (less than a step) places the drawing
        // between the last two steps (Game Programming Patterns, "Game Loop").
        carried += std::min(clock.restart().asSeconds(), 0.5f);
        int ticks = 0;
        while (carried >= kTickSeconds && ticks < kMaxCatchUpTicks) {
            notices_.update(kTickSeconds);
            screens_.update(kTickSeconds);
            carried -= kTickSeconds;
            ++ticks;
        }
        if (ticks == kMaxCatchUpTicks)
            carried = 0;  // too far behind: drop the backlog rather than spiral
        retired_.reset();
        if (quitting_)
            break;
        render(static_cast<float>(carried / kTickSeconds));
        if (bench_ && !bench_->frameShown()) {
            bench_->report(std::cout);
            quit();
        }
    }
    window_.close();
    return 0;
}

void App::handle(const sf::Event& event) {
    if (event.type == sf::Event::Closed) {
        quit();
        return;
    }
    if (notices_.handle(event, static_cast<float>(window_.getSize().x)))
        return;
    if (event.type == sf::Event::Resized) {
        const sf::Vector2f size(static_cast<float>(event.size.width),
                                static_cast<float>(event.size.height));
        window_.setView(sf::View(sf::FloatRect({0, 0}, size)));
        screens_.resized(size);
        return;
    }
    const Screen* top = screens_.top();
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::F12) {
            screenshotWanted_ = true;
            return;
        }
        if (event.key.code == sf::Keyboard::F11) {
            changeSetting(*findSetting("fullscreen"), 0);
            return;
        }
        if (top && !top->takesAllKeys()) {
            if (event.key.code == sf::Keyboard::F5) {
                reloadLevel();
                screens_.applyRequests();
                return;
            }
            if (event.key.code == sf::Keyboard::R && level_) {
                restartLevel();
                screens_.applyRequests();
                return;
            }
        }
    }
    screens_.handle(event);
}

void App::quit() {
    if (askEditorFirst([this] { quit(); }))
        return;
    log_.write("quit");
    quitting_ = true;
}

// --- levels -----------------------------------------------------------------------------------

void App::openLevel(const fs::path& file, std::optional<std::size_t> campaignIndex, bool reload) {
    // Reloading the edited file keeps the edit (E resumes it); another file would replace it.
    if (!(editor_ && file == editor_->savePath()) &&
        askEditorFirst(
            [this, file, campaignIndex, reload] { loadLevel(file, campaignIndex, reload); }))
        return;
    loadLevel(file, campaignIndex, reload);
}

void App::loadLevel(const fs::path& file, std::optional<std::size_t> campaignIndex, bool reload) {
    levelFile_ = file;
    campaignIndex_ = campaignIndex;
    LevelLoadResult loaded = loadLevelFile(file);
    for (const Diagnostic& d : loaded.diagnostics)
        std::cerr << d.format() << "\n";
    if (!loaded.ok()) {
        std::string text;
        for (const Diagnostic& d : loaded.diagnostics) {
            if (d.severity == Severity::Error)
                text += (text.empty() ? "" : "\n") + d.format();
        }
        retired_ = std::move(level_);
        window_.setTitle(utf8("CatMaze — error in " + file.filename().string()));
        log_.write("error", Json{{"file", file.string()}, {"message", text}});
        screens_.clear();
        screens_.push(std::make_unique<ErrorScreen>(context_, text));
        return;
    }
    if (reload)
        log_.write("level_reloaded", Json{{"file", file.string()}});
    play(std::move(*loaded.level), file, campaignIndex);
    if (reload)
        notices_.notify("Reloaded " + file.filename().string());
}

void App::play(Level level, const fs::path& file, std::optional<std::size_t> campaignIndex) {
    levelFile_ = file;
    campaignIndex_ = campaignIndex;
    retired_ = std::move(level_);
    level_ = std::make_unique<LevelPlay>(context_, std::move(level), file, campaignIndex);
    screens_.clear();
    screens_.push(std::make_unique<PlayScreen>(context_));
}

void App::reloadLevel() {
    if (!levelFile_.empty())
        openLevel(levelFile_, campaignIndex_, /*reload=*/true);
}

void App::restartLevel() {
    if (!level_)
        return;
    level_->restart();
    screens_.clear();
    screens_.push(std::make_unique<PlayScreen>(context_));
}

void App::nextLevel() {
    if (campaignIndex_ && *campaignIndex_ + 1 < campaign_.levels.size())
        openLevel(campaign_.levels[*campaignIndex_ + 1], *campaignIndex_ + 1, false);
}

// --- the editor -------------------------------------------------------------------------------

void App::openEditor() {
    if (!level_)
        return;
    level_->hover(std::nullopt);
    screens_.push(std::make_unique<EditScreen>(context_));
}

EditorScreen& App::beginEditing() {
    const sf::Vector2f size(window_.getSize());
    // Back from playing the edit (P) or from a look at the game: the same editor, undo history
    // and all; with no level in play (a repair from the error screen) or a prompt to answer,
    // the editor's own. A level reloaded after a change by hand (F5) gets a fresh editor.
    if (editor_ &&
        (afterEditorPrompt_ || !level_ ||
         (editor_->savePath() == levelFile_ && editor_->continues(level_->originalLevel())))) {
        editor_->resume(size);
    } else {
        editor_.emplace(art_, log_);
        editor_->open(level_->originalLevel(), levelFile_, size);
    }
    editor_->setDiagonal(diagonal());
    return *editor_;
}

void App::leaveEditor(bool play) {
    editor_->close();
    afterEditorPrompt_ = nullptr;
    if (!level_) {  // a repair: play it once it loads, else back to the error
        if (editor_->playable()) {
            this->play(editor_->level(), editor_->savePath(), std::nullopt);
            return;
        }
        notices_.notify("The level still has errors");
        screens_.pop();
        return;
    }
    // Formatted text compares everything a file would hold (tiles, size, name, keys).
    const bool changed = formatLevel(editor_->level()) != formatLevel(level_->originalLevel());
    if ((play || changed) && editor_->playable()) {
        // An edited level is not the campaign's level any more.
        this->play(editor_->level(), editor_->savePath(), changed ? std::nullopt : campaignIndex_);
        return;
    }
    if (changed)
        notices_.notify("The edited level has errors; playing the last version that loads");
    level_->forgetView();  // the editor logged its own view; log the game's again
    window_.setTitle(utf8("CatMaze \xE2\x80\x94 " + level_->originalLevel().name));
    screens_.pop();
}

bool App::askEditorFirst(std::function<void()> then) {
    if (!editor_ || !editor_->unsaved())
        return false;
    afterEditorPrompt_ = std::move(then);
    const Screen* top = screens_.top();
    if (!top || std::string(top->name()) != "editor")
        screens_.push(std::make_unique<EditScreen>(context_));
    editor_->askFirst();
    return true;
}

void App::proceed() {
    std::function<void()> then = std::move(afterEditorPrompt_);
    afterEditorPrompt_ = nullptr;
    if (!then)
        return;
    // Saved or discarded: nothing is held back any more. `then` quits or replaces the stack,
    // edit screen included, before the next frame.
    editor_->close();
    editor_.reset();
    then();
}

void App::repairLevel() {
    if (levelFormatOf(levelFile_) != LevelFormat::LevelJson) {
        notices_.notify("Only level files (.json) can be repaired in the editor");
        return;
    }
    const FileText text = readFileCapped(levelFile_);
    LevelDraft draft;
    if (text.ok())
        draft = draftLevel(text.text, levelFile_.filename().string());
    else
        draft.problem = text.error ? text.error->message : "it cannot be read";
    if (!draft.level) {
        notices_.notify("Cannot open it in the editor: " + draft.problem);
        return;
    }
    editor_.emplace(art_, log_);
    editor_->openDraft(std::move(*draft.level), draft.fixes, levelFile_,
                       sf::Vector2f(window_.getSize()));
    editor_->setDiagonal(diagonal());
    screens_.push(std::make_unique<EditScreen>(context_));
}

// --- settings ---------------------------------------------------------------------------------

DiagonalMode App::diagonal() const {
    return diagonalOverride_ ? catDiagonal(*diagonalOverride_) : files_.settings.diagonal;
}

void App::changeSetting(const SettingField& field, int direction) {
    Settings& settings = files_.settings;
    if (std::holds_alternative<DiagonalSetting>(field.type)) {
        settings.diagonal = diagonal();  // the command line's choice ends here
        diagonalOverride_.reset();
    }
    settings = changedSetting(field, settings, direction);
    applySettings();
    Json changed;
    changed[std::string(field.key)] = loggedValue(field, settings);
    log_.write("settings", Json{{"changed", changed}});
    notices_.save(PlayerFile::Settings);
}

void App::applySettings() {
    audio_.configure(files_.settings.volume, files_.settings.music);
    if (window_.isOpen())
        applyWindowMode();
    if (level_)
        level_->applySettings(diagonal(), files_.settings.stepSeconds);
}

// --- drawing ----------------------------------------------------------------------------------

void App::render(float alpha) {
    window_.clear(as<sf::Color>(palette::kWindow));
    const sf::Vector2f size(window_.getSize());
    const sf::View screenView(sf::FloatRect({0, 0}, size));
    window_.setView(screenView);
    screens_.draw(window_, alpha);
    window_.setView(screenView);
    notices_.draw(window_);
    if (screenshotWanted_) {
        screenshotWanted_ = false;
        saveScreenshot();
    }
    window_.display();
    if (level_ && screens_.top() && !screens_.top()->takesAllKeys())
        level_->logView();
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
        notices_.notify("Could not save the screenshot");
        return;
    }
    notices_.notify("Screenshot saved: " + file.filename().string());
    log_.write("screenshot", Json{{"file", file.string()}});
}

}  // namespace catmaze::app
