#pragma once
/// \file
/// Where the editor's parts lie in a window of a given size: the top bar with the level's name
/// (a click renames it), the side panel with its buttons (the tools, the rows and columns, the
/// actions), the map area and the bottom bar. Plain (no SFML): the editor model hit-tests clicks
/// with it, the screen draws by it, and the `editor` event logs its rectangles.

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/level/level_editor.hpp"
#include "editor/input_event.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// A clickable thing in the side panel.
struct EditorButton {
    /// What a click on it does.
    enum class Action { Tool, Add, Remove, Undo, Redo, Save, Play, New, Leave };
    Action action = Action::Tool;
    int value = 0;      ///< Tool: the tool index; Add/Remove: an Edge
    std::string label;  ///< its name in the log, in English ("Wall", "add top", "Save")
    std::string text;   ///< a symbol shown on the button ("+"); when empty, buttonText() words it
    ScreenBox rect;     ///< window pixels
};

/// The editor's layout for one window size. The side panel runs from the top bar to the
/// window's bottom; the bottom bar lies under the map, left of the panel, as tall as its lines:
/// the check's two status lines and the help's (editor_help.hpp). A value type.
class EditorLayout {
  public:
    /// Height of the top bar (the level's name).
    static constexpr float kTopBar = 36;
    /// Width of the side panel.
    static constexpr float kPanelWidth = 236;
    /// Height of a tool's button (eight of them, 2 pixels apart, fit an 800 x 600 window).
    static constexpr float kToolHeight = 26;
    /// Height of each of the bottom bar's two status lines (the check's verdict, a diagnostic).
    static constexpr float kStatusLine = 21;
    /// Height of each of the bottom bar's help lines.
    static constexpr float kHelpLine = 16;
    /// The help's character size (the screen draws it and measures it at this size).
    static constexpr unsigned kHelpTextSize = 12;
    /// The inner margin of the bars and the gap around the map, in pixels.
    static constexpr float kMargin = 12;

    /// The width of the bottom bar's text in a window `width` pixels wide.
    static float helpWidth(float width);
    /// The most help lines the bottom bar takes in a window `height` pixels high: the bar never
    /// takes more than half the height below the top bar, the map keeps the rest.
    static std::size_t mostHelpLines(float height);

    /// Lays the editor out in a window of `width` x `height` pixels, with `helpLines` lines of
    /// help in the bottom bar (at most mostHelpLines(height)).
    void layout(float width, float height, std::size_t helpLines);

    /// The window's width in pixels, as last laid out.
    float width() const { return width_; }
    /// The window's height in pixels, as last laid out.
    float height() const { return height_; }
    /// The side panel (the top bar to the window's bottom).
    const ScreenBox& panel() const { return panel_; }
    /// The bottom bar (under the map, left of the panel).
    const ScreenBox& bottomBar() const { return bottomBar_; }
    /// The top of the bottom bar's status line `index` (0: the verdict, 1: a diagnostic).
    float statusTop(std::size_t index) const;
    /// The top of the bottom bar's help line `index` (0 is the first under the status lines).
    float helpTop(std::size_t index) const;
    /// The area the map is drawn in (left of the panel, between the bars).
    const ScreenBox& mapArea() const { return mapArea_; }
    /// The level's name in the top bar (a click edits it).
    const ScreenBox& nameBox() const { return nameBox_; }
    /// The panel's buttons: the tools first (in tool order), then the rows and columns, then
    /// the actions.
    const std::vector<EditorButton>& buttons() const { return buttons_; }
    /// The button under `at`, or nullptr.
    const EditorButton* buttonAt(Pointer at) const;
    /// The first button doing `action`, or nullptr.
    const EditorButton* find(EditorButton::Action action) const;

    /// The tools' buttons as the `editor` event's "palette": [{"label", "rect"}...].
    nlohmann::ordered_json paletteJson() const;
    /// The other buttons as the `editor` event's "buttons".
    nlohmann::ordered_json buttonsJson() const;
    /// nameBox() as the `editor` event's "name_rect".
    nlohmann::ordered_json nameRectJson() const;

  private:
    float width_ = 800;
    float height_ = 600;
    ScreenBox panel_;
    ScreenBox bottomBar_;
    ScreenBox mapArea_;
    ScreenBox nameBox_;
    std::vector<EditorButton> buttons_;
};

/// What `button` shows, in the player's language (tr(), so made when it is drawn): its symbol
/// ("+", "−"), a tool's name, or an action's ("Undo").
std::string buttonText(const EditorButton& button);

/// The name of `edge` in the player's language, shown beside its + and − buttons ("Top").
std::string edgeText(Edge edge);

/// `box` as the log writes rectangles: [left, top, width, height].
nlohmann::ordered_json boxJson(const ScreenBox& box);

}  // namespace catmaze::app
