#pragma once
/// \file
/// The level being played, on screen: the play model (play_model.hpp: what the game decides) and
/// how it is shown (the world's layers, the camera, effects, the hint's trail, the end
/// animation). The play screen turns input into calls here; the menus above it only read it.

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics.hpp>

#include <memory>

#include "play/camera.hpp"
#include "play/notice_sight.hpp"
#include "play/play_layout.hpp"

#include "play/play_model.hpp"
#include "render/world_renderer.hpp"
#include "shell/frame_bench.hpp"
#include "shell/screen.hpp"

namespace catmaze::app {

/// One level in play, on screen. Not thread-safe: the game's thread uses it.
class LevelPlay {
  public:
    /// Plays `session` (not null; started on a worker, level_loading.hpp), its level read from
    /// `file`, campaign level `campaignIndex` if any; logs `level_loaded`.
    LevelPlay(Context& context, std::unique_ptr<PlaySession> session, std::filesystem::path file,
              std::optional<std::size_t> campaignIndex);
    LevelPlay(const LevelPlay&) = delete;
    LevelPlay& operator=(const LevelPlay&) = delete;

    /// What the game decides of the level.
    const PlayModel& model() const { return model_; }

    /// The level from the start (logs `restart`).
    void restart();
    /// The cat runs (many tiles a second) while `running` (Shift held, or the setting).
    void setRunning(bool running) { model_.setRunning(running); }
    /// Applies the diagonal mode, the step time (the walking one: running goes faster) and
    /// whether searches are recorded for the overlay (only while the setting shows it).
    void applySettings(DiagonalMode diagonal, double stepSeconds) {
        model_.applySettings(diagonal, stepSeconds);
    }

    /// The keys of play are now `keys` (PlayModel::setKeys).
    void setKeys(KeyTable keys) { model_.setKeys(std::move(keys)); }
    /// The pad's buttons of play are now `pad` (PlayModel::setPad).
    void setPad(PadTable pad) { model_.setPad(std::move(pad)); }

    /// A left click at window pixel (x, y) (logs `click`): what it asks of the game.
    PlayRequest click(int x, int y);
    /// A command (a key): what it asks of the game; the view zooms (zoomByKey) and keeps the
    /// tile cursor in sight.
    PlayRequest command(PlayCommand command);
    /// The key of `command` was released (a held cursor key stops gliding).
    void release(PlayCommand command) { model_.release(command); }
    /// Every key was released (the window lost the focus).
    void releaseKeys() { model_.releaseAll(); }
    /// The player's last input came from `device` (the key bar names its keys or buttons).
    void setDevice(InputDevice device) { model_.setDevice(device); }
    /// The mouse at window pixel (x, y), or gone (nullopt).
    void hover(std::optional<sf::Vector2i> pixel);
    /// Zooms the camera by `factor` about window pixel `pixel` (the wheel, at the cursor).
    void zoomAt(float factor, sf::Vector2i pixel) {
        camera_.zoomAt(factor, {static_cast<float>(pixel.x), static_cast<float>(pixel.y)});
    }
    /// Moves the view with a drag of `windowPixels` (right or middle button).
    void pan(sf::Vector2i windowPixels) {
        camera_.panBy({static_cast<float>(windowPixels.x), static_cast<float>(windowPixels.y)});
    }
    /// The window's size changed.
    void resized(sf::Vector2f size);

    /// One fixed step: the cat walks (when `walking`), animations age.
    void update(double seconds, bool walking);
    /// The end screen once due (true won): PlayModel::takeEndScreen.
    std::optional<bool> takeEndScreen() { return model_.takeEndScreen(); }
    /// Draws the world and the HUD; `alpha` places the cat between the last two steps.
    void draw(sf::RenderTarget& target, float alpha);
    /// Writes a `view` event when the camera moved since the last one.
    void logView();
    /// The next logView() writes even when the camera did not move.
    void forgetView() { lastTile_ = -1; }

    /// True once the end animation has played (the end screen is due).
    bool endDue() const { return model_.endDue(); }
    /// True when the level was won (valid once it ended).
    bool won() const { return model_.won(); }
    /// How the cat moves in this level (tiles or open floor).
    Floor floor() const { return model_.session().floor(); }
    /// The level's file.
    const std::filesystem::path& file() const { return model_.origin().file; }
    /// The campaign index, if a campaign level.
    std::optional<std::size_t> campaignIndex() const { return model_.origin().campaignIndex; }
    /// Marks the level as the daily maze of `date` (`YYYY-MM-DD`): a win is kept as that
    /// day's best.
    void setDaily(std::string date) { model_.setDaily(std::move(date)); }
    /// The date of the daily maze in play, if it is one.
    const std::optional<std::string>& daily() const { return model_.origin().daily; }
    /// What a notice should not hide (notice_sight.hpp), in a window of `windowSize` pixels.
    /// The bottom band of the HUD as last drawn (the key bar's lines), none before the first frame.
    std::optional<float> bottomBand() const {
        return bandsShown_ ? std::optional<float>(bandsShown_->second) : std::nullopt;
    }
    std::array<std::vector<ScreenBox>, 3> inSight(sf::Vector2f windowSize) const {
        return app::inSight(model_, camera_, {windowSize.x, windowSize.y});
    }
    /// What the frame bench (--bench-frames) looks at, in a window of `windowSize` pixels.
    BenchSight benchSight(sf::Vector2u windowSize) const {
        return {board(), model_.session().catTile(), model_.session().stride().has_value(), camera_,
                windowSize};
    }
    /// The level's name.
    const std::string& name() const { return model_.name(); }
    /// The level as loaded (for the editor).
    const Level& originalLevel() const { return model_.session().originalLevel(); }
    /// Won: the run's result (cost, steps or length, par, star); nullopt until the level is won.
    const std::optional<RunResult>& result() const { return model_.result(); }
    /// Lost: the dog's tile, where the cat was caught.
    std::optional<Tile> caughtBy() const { return model_.caughtBy(); }

  private:
    const Level& board() const { return model_.session().board(); }
    // The patrolling dogs where they are now: gliding along their rounds as the cat steps.
    std::vector<DogPose> dogPoses() const;
    // Shows what the model presented since the last call: sounds, effects, the objects, the
    // overlay's trace, a step undone.
    void show();
    // Pans to keep the tile cursor in sight when it moved.
    void followCursor();
    sf::Vector2f catPosition() const;  // world pixels, now
    // The point in tile units under window pixel (x, y).
    Vec2 pointAt(int x, int y) const;
    WorldScene scene(float alpha) const;

    Context& context_;
    PlayModel model_;
    WorldRenderer renderer_;
    Camera camera_;

    std::vector<TileEffect> effects_;
    double dogTimer_ = 0;
    int dogFrame_ = 0;
    std::vector<DogPose> previousDogs_;  // the dogs before the last fixed step, to interpolate
    sf::Vector2f previousCat_;  // the cat's world position before the last step, to interpolate
    ScreenPoint lastOrigin_{-1e9f, -1e9f};
    float lastTile_ = -1;
    UiScale scaleShown_;  // the UI scale the map's area was fitted at
    // The HUD's bands (top, bottom) the map's area was fitted between: the texts' lines (the
    // language, the legend) can make them grow; none since a resize, to fit the zoom again.
    std::optional<std::pair<float, float>> bandsShown_;
    std::optional<Tile> cursorShown_;  // the cursor's tile the view last kept in sight
};

}  // namespace catmaze::app
