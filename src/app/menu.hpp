#pragma once
/// \file
/// A menu: a title, a column of items (a label and an optional value such as "on"), chosen with
/// the mouse or the keyboard. It lays itself out for the window and draws itself; the owner
/// decides what an item does.

#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>
#include <nlohmann/json.hpp>

namespace catmaze::app {

/// One line of a menu.
struct MenuItem {
    std::string label;
    std::string value;    ///< shown on the right ("on", "0.40 s"); empty for plain buttons
    bool marked = false;  ///< drawn with a tick (a completed level)
};

/// What a key or click did to a menu.
struct MenuInput {
    enum class Kind { None, Activate, Left, Right, Back };
    Kind kind = Kind::None;
    int item = -1;
};

class Menu {
  public:
    /// Replaces the contents; keeps the selection when it is still in range.
    void set(std::string name, std::string title, std::vector<MenuItem> items,
             std::string subtitle = "");
    /// Changes one item's value (a setting changed).
    void setValue(int item, std::string value);

    /// Lays the items out centred in a window of `size` pixels, no higher than `minTop`.
    void layout(sf::Vector2f size, float minTop = 0);

    /// Interprets a window event: clicks and keys (Up/Down/W/S select, Enter/Space activate,
    /// Left/Right/A/D adjust, Escape/Backspace back). Mouse motion selects.
    MenuInput handle(const sf::Event& event);

    void draw(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold) const;

    /// The `menu` event: name, title, and each item's label, value and rect [x, y, w, h] in
    /// window pixels.
    nlohmann::ordered_json describe() const;

    const std::string& name() const { return name_; }
    int selected() const { return selected_; }

  private:
    // The band above the subtitle and items: the title's, or a small margin when there is none.
    float titleHeight() const;
    int itemAt(float x, float y) const;

    std::string name_;
    std::string title_;
    std::string subtitle_;
    std::vector<MenuItem> items_;
    std::vector<sf::FloatRect> rects_;
    sf::FloatRect panel_;
    int selected_ = 0;
};

}  // namespace catmaze::app
