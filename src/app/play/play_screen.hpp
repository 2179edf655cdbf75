#pragma once
/// \file
/// The play screen: the level in play (LevelPlay) under the player's mouse and keys. A key asks
/// for the command the key table (play/key_table.hpp) binds it to, and the level decides what
/// that means (Esc pauses, E edits, IJKL move the tile cursor and Enter walks there, ...); after
/// the end animation it shows the end screen. While the run key (Shift) is held, or with the
/// "Always run" setting, the cat runs. A drag with the right or middle button pans the view; the
/// wheel zooms at the mouse. A pad's controls ask for commands through the pad table
/// (play/pad_table.hpp); the key bar names the buttons of the device used last.

#include <memory>
#include <optional>

#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>

#include "play/play_request.hpp"
#include "shell/screen.hpp"

namespace catmaze::app {

/// Playing a level: the screen holds what it plays, as a state holds its world.
class PlayScreen : public Screen {
  public:
    /// Plays `level` (not null), which the screen keeps alive while it is on the stack.
    PlayScreen(Context& context, std::shared_ptr<LevelPlay> level);
    const char* name() const override { return "play"; }
    /// Shown, or shown again after a menu over it: lets go of the keys and pad directions held
    /// before (their release went to the menu), so the tile cursor does not glide on by itself.
    void shown() override;
    void handle(const sf::Event& event) override;
    /// A pad's control asks for the command the model's pad table binds it to, as a key does
    /// (held, a direction glides the cursor on until released); the bar shows the pad's buttons.
    void pad(const PadPress& press) override;
    bool update(double seconds) override;
    void draw(sf::RenderTarget& target, float alpha) override;
    void resized(sf::Vector2f size) override;
    bool opaque() const override { return true; }
    std::array<std::vector<ScreenBox>, 3> inSight(sf::Vector2f windowSize) const override;
    std::optional<float> bottomBand() const override;

  private:
    // Does what the level asks of the game (the pause menu, the editor, a setting changed).
    void carryOut(const PlayRequest& request);
    // A key pressed or released.
    void key(const sf::Event::KeyEvent& event, bool pressed);
    std::shared_ptr<LevelPlay> level_;
    bool runHeld_ = false;
    std::optional<sf::Vector2i> dragFrom_;  // where the pan's drag was last, while it lasts
};

}  // namespace catmaze::app
