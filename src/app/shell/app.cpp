#include "shell/app.hpp"

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string_view>

#include "catmaze/io/regular_file.hpp"
#include "catmaze/level/level_files.hpp"
#include "play/hud_layout.hpp"
#include "render/palette.hpp"
#include "shell/event_names.hpp"
#include "shell/sfml_keys.hpp"
#include "shell/sfml_pad.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr double kTickSeconds = 1.0 / 60.0;  // the fixed update step
constexpr int kMaxCatchUpTicks = 5;          // a long frame never runs more updates than this

}  // namespace

App::App(Options options) : options_(std::move(options)) {
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
    flow_.loadPlayerFiles(options_.settings.value_or(defaultConfigDir() / "settings.json"),
                          [this] { applyLanguage(); });

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
    flow_.begin(options_.level, bench_.has_value());
    screens_.applyRequests();
    return true;
}

void App::createWindow() {
    fullscreen_ = files_.settings.fullscreen && !bench_;
    // Fullscreen is a borderless window the size of the screen: no video mode change, so it
    // works the same on any X server (Xvfb included) and leaves the desktop as it was.
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    window_.create(fullscreen_ ? desktop
                               : sf::VideoMode(std::max(options_.windowWidth, kMinWindowWidth),
                                               std::max(options_.windowHeight, kMinWindowHeight)),
                   "CatMaze", fullscreen_ ? sf::Style::None : sf::Style::Default);
    if (fullscreen_)
        window_.setPosition({0, 0});
    window_.setFramerateLimit(bench_ ? 0 : 60);  // the bench measures the frames unlimited
    window_.setKeyRepeatEnabled(false);
    const sf::Vector2u size = window_.getSize();
    log_.write(event_name::kWindow, Json{{"fullscreen", fullscreen_}, {"size", {size.x, size.y}}});
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
    while (window_.isOpen() && !flow_.quitting()) {
        sf::Event event;
        while (!flow_.quitting() && window_.pollEvent(event))
            handle(event);
        if (bench_ && level_) {
            for (const sf::Event& e : bench_->input(level_->benchSight(window_.getSize())))
                handle(e);
        }
        if (flow_.quitting())
            break;
        // Fixed steps for the rules; what is left over (less than a step) places the drawing
        // between the last two steps (Game Programming Patterns, "Game Loop").
        carried += std::min(clock.restart().asSeconds(), 0.5f);
        int ticks = 0;
        flow_.finishLoading();
        screens_.applyRequests();  // a level ready plays before the next event comes in
        logInputHandled();
        while (carried >= kTickSeconds && ticks < kMaxCatchUpTicks) {
            notices_.update(kTickSeconds);
            screens_.update(kTickSeconds);
            flow_.watchLevel(kTickSeconds);  // the level's file changed on disk: F5's reload
            carried -= kTickSeconds;
            ++ticks;
        }
        if (ticks == kMaxCatchUpTicks)
            carried = 0;  // too far behind: drop the backlog rather than spiral
        retired_.reset();
        if (flow_.quitting())
            break;
        render(static_cast<float>(carried / kTickSeconds));
        if (bench_ && level_ && !bench_->frameShown()) {  // frames of the level, not its loading
            bench_->report(std::cout);
            quit();
        }
    }
    window_.close();
    return 0;
}

void App::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed || event.type == sf::Event::MouseButtonPressed ||
        event.type == sf::Event::MouseWheelScrolled)
        ++pressesHandled_;
    if (event.type == sf::Event::Closed) {
        quit();
        return;
    }
    if (const std::optional<PadEvent> padDid = padEvent(event)) {
        pad(*padDid);
        return;
    }
    if (notices_.handle(event, static_cast<float>(window_.getSize().x)))
        return;
    if (event.type == sf::Event::Resized) {
        // Smaller than the layouts are made for: back to the smallest size they hold at 200 %.
        if (event.size.width < kMinWindowWidth || event.size.height < kMinWindowHeight) {
            window_.setSize({std::max(event.size.width, kMinWindowWidth),
                             std::max(event.size.height, kMinWindowHeight)});
            return;  // the window's own Resized event follows
        }
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
            // The level keys, from the key table, on every screen of a level (play, pause, end).
            const std::optional<KeyChord> chord = keyChord(event.key);
            const std::optional<PlayCommand> command =
                chord ? keys_.commandFor(*chord) : std::nullopt;
            const std::optional<LevelKey> levelKey =
                command == PlayCommand::Reload    ? std::optional(LevelKey::Reload)
                : command == PlayCommand::Restart ? std::optional(LevelKey::Restart)
                                                  : std::nullopt;
            if (levelKey && flow_.levelKey(*levelKey)) {
                screens_.applyRequests();
                return;
            }
        }
    }
    screens_.handle(event);
}

void App::pad(const PadEvent& event) {
    if (event.kind == PadEvent::Kind::Connected || event.kind == PadEvent::Kind::Disconnected) {
        const std::string name = sf::Joystick::getIdentification(event.pad).name.toAnsiString();
        notices_.notify(padConnectionNotice(event.kind == PadEvent::Kind::Connected, name));
    }
    // A pad pulled out lets go of what it held: nothing glides on without it.
    for (const PadPress& press : pads_.read(event))
        screens_.pad(press);
}

void App::logInputHandled() {
    // Once the frame's input is handled and the screens it asked for are up: a driver that
    // counts its presses then knows which screen its next one meets (tests/soak).
    if (pressesHandled_ == pressesLogged_)
        return;
    pressesLogged_ = pressesHandled_;
    const Screen* top = screens_.top();
    log_.write(event_name::kInput,
               Json{{"presses", pressesHandled_}, {"screen", top ? top->name() : ""}});
}

void App::quit() {
    flow_.quit();
}

bool App::levelOnTop() const {
    const Screen* top = screens_.top();
    if (top == nullptr)
        return false;
    const std::string_view name = top->name();
    return name == screenName(ScreenKind::Play) || name == screenName(ScreenKind::Error);
}

// --- levels: GameFlow decides -----------------------------------------------------------------

void App::openLevel(const fs::path& file, std::optional<std::size_t> campaignIndex, bool reload) {
    flow_.openLevel(file, campaignIndex, reload);
}

void App::playDaily(CalendarDate date, Level level) {
    flow_.playDaily(date, std::move(level));
}

void App::reloadLevel() {
    flow_.reloadLevel();
}

void App::restartLevel() {
    flow_.restartLevel();
}

void App::nextLevel() {
    flow_.nextLevel();
}

void App::showTitle() {
    flow_.showTitle();
}

// --- drawing ----------------------------------------------------------------------------------

void App::render(float alpha) {
    window_.clear(as<sf::Color>(palette::kWindow));
    const sf::Vector2f size(window_.getSize());
    const sf::View screenView(sf::FloatRect({0, 0}, size));
    window_.setView(screenView);
    screens_.draw(window_, alpha);
    window_.setView(screenView);
    std::array<std::vector<ScreenBox>, 3> inSight;
    if (notices_.noticeShown() && screens_.top() != nullptr)
        inSight = screens_.top()->inSight(size);
    // Above the play screen's key bar as drawn (it may take more lines than the least).
    const std::optional<float> band = screens_.top() ? screens_.top()->bottomBand() : std::nullopt;
    notices_.draw(
        window_, inSight,
        band.value_or(hudLayout({size.x, size.y}, uiScaleOf(files_.settings)).bottomBand));
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
    // A FIFO under either name would hold the game in the image writer's open: left alone.
    const bool special = notRegularFile(file) || notRegularFile(temporary);
    if (special || !image.saveToFile(temporary.string()) ||
        (fs::rename(temporary, file, error), error)) {
        if (!special)
            fs::remove(temporary, error);
        std::cerr << "catmaze: cannot save the screenshot " << file.string() << "\n";
        notices_.notify(tr("Could not save the screenshot"));
        return;
    }
    // TRANSLATORS: {file} is the screenshot's file name ("catmaze-screenshot-1.png").
    notices_.notify(fill(tr("Screenshot saved: {file}"), {{"file", file.filename().string()}}));
    log_.write(event_name::kScreenshot, Json{{"file", file.string()}});
}

}  // namespace catmaze::app
