#pragma once
/// \file
/// The in-game level editor screen (E in play): the view of an EditorModel (editor_model.hpp),
/// which makes every decision. It turns window events into the model's input, shows the
/// unsaved-changes prompt as a menu and turns its clicks into answers, and draws the map
/// (editor_map_view.hpp), the obstacle tool, a palette, the bars and the notice from what the
/// model says.
///
/// Files: editor_screen.cpp (input, the prompt's menu), editor_obstacles.cpp (drawing
/// the obstacle tool), editor_patrols.cpp (the dogs' rounds), editor_draw.cpp (the panel and
/// bars).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "editor/editor_map_view.hpp"
#include "editor/editor_model.hpp"
#include "render/art.hpp"
#include "shell/event_log.hpp"
#include "ui/menu.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// The editor screen. Input goes in through handle(), time through update(); draw() only reads.
/// Writes `menu` {"name": "unsaved", ...} when it shows the prompt; the model writes the rest.
/// It views an edit the game keeps (EditingFlow), which opens, resumes and asks it.
class EditorScreen {
  public:
    /// The view of `model`, drawing with `art` and writing events to `log` (all three outlive
    /// it).
    EditorScreen(const Art& art, EventLog& log, EditorModel& model);

    /// How the editor's notice and help are measured: the widths of their fonts (for the
    /// model to wrap them).
    static EditorMeasures measures(const Art& art);

    /// The window changed size: lays the screen out again.
    void setWindowSize(sf::Vector2f size);
    /// Catches up with changes made to the model outside handle(): the map is rebuilt when the
    /// level changed, and a prompt asked since is shown and laid out (logs `menu`).
    void follow();
    /// Lays the prompt shown out again in the model's window and logs its `menu` (nothing
    /// without one).
    void layoutPrompt();

    /// Handles one window event; returns what the App should do.
    EditorIntent handle(const sf::Event& event);
    /// Advances the model's time, and catches up with changes made to the model directly
    /// (through model()): the map is rebuilt, a prompt asked is shown.
    void update(double seconds);
    /// The window title when it changed since last taken (EditorModel::takeTitle).
    std::optional<std::string> takeTitle() { return model_.takeTitle(); }
    /// Draws the whole screen (map, palette, status, any prompt) in window pixels.
    void draw(sf::RenderTarget& target) const;

    /// The model this screen views.
    EditorModel& model() { return model_; }
    const EditorModel& model() const { return model_; }

  private:
    // The notice's text size: it wraps by this font size's widths.
    static constexpr unsigned kNoticeTextSize = 16;

    // editor_screen.cpp
    sf::Vector2f windowSize() const;
    EditorIntent handlePrompt(const sf::Event& event);

    // editor_obstacles.cpp
    void drawObstacleTool(sf::RenderTarget& target) const;
    // editor_patrols.cpp
    void drawPatrols(sf::RenderTarget& target) const;

    // editor_draw.cpp
    void drawTopBar(sf::RenderTarget& target) const;
    void drawPanel(sf::RenderTarget& target) const;
    void drawBottomBar(sf::RenderTarget& target) const;
    void drawNotice(sf::RenderTarget& target) const;

    const Art& art_;
    EventLog& log_;
    EditorModel& model_;
    EditorMapView map_;
    std::uint64_t builtRevision_ = 0;  // the model's revision the map was built from
    Menu prompt_;
    int promptAsked_ = 0;  // the model's prompt count the menu was set for
};

}  // namespace catmaze::app
