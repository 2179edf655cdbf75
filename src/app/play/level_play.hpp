#pragma once
/// \file
/// The level being played: the core's PlaySession (on either floor, behind one interface), and
/// what the play screen shows of it (the world's layers, the camera, effects, the hint, the end
/// animation). The play screen turns input into calls here; the menus above it only read it.

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include <memory>
#include "play/camera.hpp"

#include "catmaze/game/play_session.hpp"
#include "play/hint_controller.hpp"
#include "play/presenter.hpp"
#include "play/run_result.hpp"
#include "render/world_renderer.hpp"
#include "shell/frame_bench.hpp"
#include "shell/screen.hpp"
#include "workers/graph_build.hpp"

namespace catmaze::app {

/// Window pixels at the top kept for the HUD's bar (the map is never drawn under it).
inline constexpr float kHudTopBand = 36;
/// Window pixels at the bottom kept for the HUD's two lines: what a click on the hovered tile
/// would do, and the key help (or the search overlay's legend). The map is never drawn under it.
inline constexpr float kHudBottomBand = 48;

/// Seconds a refused click's reason stays on the status line.
inline constexpr double kRefusalSeconds = 2.5;

/// Seconds the end animation (the cat spinning off) lasts before the end screen.
inline constexpr double kEndAnimationSeconds = 1.3;

/// One level in play.
class LevelPlay {
  public:
    /// Plays `session` (not null; started on a worker, level_loading.hpp), its level read from
    /// `file`, campaign level `campaignIndex` if any; logs `level_loaded`.
    LevelPlay(Context& context, std::unique_ptr<PlaySession> session, std::filesystem::path file,
              std::optional<std::size_t> campaignIndex);
    LevelPlay(const LevelPlay&) = delete;
    LevelPlay& operator=(const LevelPlay&) = delete;

    /// The level from the start (logs `restart`).
    void restart();
    /// The cat runs (many tiles a second) while `running` (Shift held, or the setting).
    void setRunning(bool running);
    /// Applies the diagonal mode, the step time (the walking one: running goes faster) and
    /// whether searches are recorded for the overlay (only while the setting shows it).
    void applySettings(DiagonalMode diagonal, double stepSeconds);

    /// A left click at window pixel (x, y): a walk there (logs `click`).
    void click(int x, int y);
    /// An arrow key: one step that way (the open floor ignores it).
    void press(Offset direction);
    /// Takes back the last step (U, Backspace, Ctrl+Z; held, they repeat): bones, dogs, cost
    /// and steps as before it, and a loss taken back (logs `step_undone`). Nothing when there is
    /// nothing to take back.
    void undo();
    /// Takes again the last step taken back (Ctrl+Y; logs `step_redone`).
    void redo();
    /// The mouse at window pixel (x, y), or gone (nullopt).
    void hover(std::optional<sf::Vector2i> pixel);
    /// Zooms the camera by `factor` about window pixel `pixel` (the wheel, at the cursor).
    void zoomAt(float factor, sf::Vector2i pixel) {
        camera_.zoomAt(factor,
                       sf::Vector2f(static_cast<float>(pixel.x), static_cast<float>(pixel.y)));
    }
    /// Moves the view with a drag of `windowPixels` (right or middle button).
    void pan(sf::Vector2i windowPixels) {
        camera_.panBy(
            sf::Vector2f(static_cast<float>(windowPixels.x), static_cast<float>(windowPixels.y)));
    }
    /// Starts looking for the cheapest winning route from the cat, shown for a few seconds when
    /// found (H; where the floor offers hints); H while it looks cancels it.
    void showHint();
    /// The window's size changed.
    void resized(sf::Vector2f size);

    /// One fixed step: the cat walks (when `walking`), animations age.
    void update(double seconds, bool walking);
    /// Draws the world and the HUD; `alpha` places the cat between the last two steps.
    void draw(sf::RenderTarget& target, float alpha);
    /// Writes a `view` event when the camera moved since the last one.
    void logView();
    /// The next logView() writes even when the camera did not move.
    void forgetView() { lastTile_ = -1; }

    /// True once the end animation has played (the end screen is due).
    bool endDue() const { return ended_ && endTimer_ >= kEndAnimationSeconds; }
    /// True when the level was won (valid once it ended).
    bool won() const { return won_; }
    /// How the cat moves in this level (tiles or open floor).
    Floor floor() const { return session_->floor(); }
    /// The level's file.
    const std::filesystem::path& file() const { return file_; }
    /// The campaign index, if a campaign level.
    std::optional<std::size_t> campaignIndex() const { return campaignIndex_; }
    /// Marks the level as the daily maze of `date` (`YYYY-MM-DD`): a win is kept as that
    /// day's best.
    void setDaily(std::string date) { daily_ = std::move(date); }
    /// The date of the daily maze in play, if it is one.
    const std::optional<std::string>& daily() const { return daily_; }
    /// What a notice should not hide, in window pixels, in tiers for Notices::draw
    /// (level_sight.cpp): the cat's box; the bones, dogs and exit in the window of `windowSize`
    /// pixels (only while it shows at most 65,536 tiles: further out they are specks); the tiles
    /// of the hint's trail while it is shown.
    std::array<std::vector<sf::FloatRect>, 3> inSight(sf::Vector2f windowSize) const;
    /// What the frame bench (--bench-frames) looks at, in a window of `windowSize` pixels.
    BenchSight benchSight(sf::Vector2u windowSize) const {
        return {board(), session_->catTile(), session_->stride().has_value(), camera_, windowSize};
    }
    /// The level's name.
    const std::string& name() const { return session_->originalLevel().name; }
    /// The level as loaded (for the editor).
    const Level& originalLevel() const { return session_->originalLevel(); }
    /// Won: the run's result (cost, steps or length, par, star); nullopt until the level is won.
    const std::optional<RunResult>& result() const { return result_; }
    /// Lost: the dog's tile, where the cat was caught.
    std::optional<Tile> caughtBy() const { return caughtBy_; }

    /// True while the first level's rules card is shown.
    bool rulesCardShown() const { return rulesCard_; }
    /// Closes the rules card for good (the setting rulesCardDismissed; logs `rules_card`).
    void dismissRulesCard();

  private:
    const Level& board() const { return session_->board(); }
    void take(const Presented& presented);
    /// Marks the campaign level won and keeps its best result (logs `best`).
    void recordCampaignWin();
    /// Keeps the daily maze's best result for its day (level_daily.cpp; logs `best`).
    void recordDailyWin();
    void clearTransient();
    void frameCatAndExit();  // the first view: the cat and, where it fits, the nearest exit
    sf::Vector2f catPosition() const;  // world pixels, now
    // The tile-sized box centred on `centre` (tile units), in window pixels.
    sf::FloatRect spriteOnScreen(Vec2 centre) const;
    WorldScene scene(float alpha) const;
    void drawHud(sf::RenderTarget& target) const;
    // Rules the player sees (level_rules.cpp): the rules card at the start, the hovered route
    // (recomputed when the hover or the cat changes; logs `preview`), the end animations, and
    // their drawing in the world and on the HUD.
    void showRulesCard();
    void updatePreview();
    void poseEnd(CatPose& pose) const;
    void drawRulesInWorld(sf::RenderTarget& target) const;
    void drawRulesOnHud(sf::RenderTarget& target) const;
    // A route drawn as a line (open floor), over the world (obstacle_view.cpp; the obstacles
    // are the renderer's, under the cat).
    void drawObstaclesAndRoute(sf::RenderTarget& target) const;
    // The open floor's obstacle graph, built on a worker when the session orders one (a dog
    // paid, an undo), handed in once built (level_graph.cpp); a click meanwhile waits, with a
    // "Thinking…" note.
    void feedGraph();

    Context& context_;
    Presenter presenter_;
    std::filesystem::path file_;
    std::optional<std::size_t> campaignIndex_;
    std::optional<std::string> daily_;  // the daily maze's date
    std::unique_ptr<PlaySession> session_;
    double stepSeconds_;  // the settings' step time, when not running
    bool running_ = false;
    WorldRenderer renderer_;
    Camera camera_;

    std::vector<TileEffect> effects_;
    bool ended_ = false;
    double endTimer_ = 0;  // seconds into the end animation
    bool won_ = false;
    double dogTimer_ = 0;
    int dogFrame_ = 0;
    HintController hint_;                       // H: the planner on a worker thread, the trail
    std::unique_ptr<GraphBuild> graphBuild_;    // the graph the session waits for, building
    std::shared_ptr<const SearchTrace> trace_;  // the last route search, for the overlay
    std::optional<Tile> hover_;
    std::optional<Vec2> hoverPoint_;  // the mouse in tile units, over the map
    sf::Vector2f previousCat_;  // the cat's world position before the last step, to interpolate
    sf::Vector2f lastOrigin_{-1e9f, -1e9f};
    float lastTile_ = -1;

    bool rulesCard_ = false;
    std::optional<Tile> caughtBy_;
    std::optional<RoutePreview> preview_;  // what a click on the hovered tile would do
    std::string previewLogged_;            // the last `preview` event, to log changes only
    std::optional<RunResult> result_;      // the run, once won
    std::string refusal_;                  // why the last click was refused, in words
    double refusalTimer_ = 0;              // seconds it stays on the status line
};

}  // namespace catmaze::app
