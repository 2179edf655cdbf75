#pragma once
/// \file
/// The stack of screens, after the state stack of "SFML Game Development": input goes to the top
/// screen, updates go down while screens let them, drawing goes bottom up from the topmost
/// opaque screen. Push, pop and clear are requests, applied by applyRequests() after the loop has
/// walked the stack, so nothing changes the stack while it is being walked.

#include <memory>
#include <vector>

#include "shell/screen.hpp"

namespace catmaze::app {

/// Screens, the top one active.
class ScreenStack {
  public:
    /// Asks for `screen` on top.
    void push(std::unique_ptr<Screen> screen);
    /// Asks for the top screen to go.
    void pop();
    /// Asks for every screen to go.
    void clear();

    /// Applies the requests in the order made; when any was applied, the top screen (if any) is
    /// told it is shown. Screens removed are destroyed here.
    void applyRequests();

    /// Gives `event` to the top screen, then applies the requests it made.
    void handle(const sf::Event& event);
    /// Gives a pad's control pressed or released to the top screen, then applies the requests.
    void pad(const PadPress& press);
    /// Updates from the top down, while each screen lets the one below update; then applies the
    /// requests made.
    void update(double seconds);
    /// Draws from the topmost opaque screen (or the bottom) up. `alpha` (how far the time is
    /// between the last two fixed steps) goes to the screens the last update() reached; the
    /// others did not step and are drawn as they are (alpha 1).
    void draw(sf::RenderTarget& target, float alpha);
    /// Tells every screen the window's new size.
    void resized(sf::Vector2f size);

    /// True with no screen.
    bool empty() const { return screens_.empty(); }
    /// The top screen, or null.
    Screen* top() const { return screens_.empty() ? nullptr : screens_.back().get(); }

  private:
    struct Request {
        enum class Kind { Push, Pop, Clear } kind;
        std::unique_ptr<Screen> screen;  // Push
    };
    std::vector<std::unique_ptr<Screen>> screens_;
    std::vector<Request> requests_;
    std::size_t liveFrom_ = 0;  // screens_[liveFrom_..] ran the last update
};

}  // namespace catmaze::app
