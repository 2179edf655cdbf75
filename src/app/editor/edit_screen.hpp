#pragma once
/// \file
/// The level editor as a screen: the Director's EditorScreen (kept between visits, so E resumes
/// the same edit) gets the input, the time and the window; E/Esc or P leave it.

#include "shell/screen.hpp"

namespace catmaze::app {

/// Editing the level in play.
class EditScreen : public Screen {
  public:
    using Screen::Screen;
    const char* name() const override { return "editor"; }
    /// Logs `screen`, then starts (or resumes) the edit, which logs its own events.
    void shown() override;
    void handle(const sf::Event& event) override;
    bool update(double seconds) override;
    void draw(sf::RenderTarget& target, float alpha) override;
    void resized(sf::Vector2f size) override;
    bool opaque() const override { return true; }
    bool takesAllKeys() const override { return true; }
    bool isEditor() const override { return true; }

  private:
    EditorScreen* editor_ = nullptr;  // set when first shown
};

}  // namespace catmaze::app
