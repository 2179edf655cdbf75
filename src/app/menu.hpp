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

/// How an item's text is drawn: its label (cut with an ellipsis when it would reach the value)
/// and its value, with the boxes they cover in window pixels.
struct ItemText {
    sf::String label;        ///< the label as drawn (with the tick of a marked item)
    sf::Vector2f labelAt;    ///< where the label's text is placed
    sf::FloatRect labelBox;  ///< the label's drawn bounds
    sf::Vector2f valueAt;    ///< where the value's text is placed
    sf::FloatRect valueBox;  ///< the value's drawn bounds (empty without a value)
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
    /// The items' width in pixels (380 unless set; lists with long values ask for more).
    void setItemWidth(float width) { itemWidth_ = width; }
    /// The fonts the menu is drawn with (they outlive it): with them, layout() fits the items'
    /// text and describe() logs what is drawn.
    void setFonts(const sf::Font& font, const sf::Font& bold) {
        font_ = &font;
        bold_ = &bold;
    }

    /// Lays the items out centred in a window of `size` pixels, no higher than `minTop`.
    void layout(sf::Vector2f size, float minTop = 0);

    /// Interprets a window event: clicks and keys (Up/Down/W/S select, Enter/Space activate,
    /// Left/Right/A/D adjust, Escape/Backspace back). Mouse motion selects.
    MenuInput handle(const sf::Event& event);

    void draw(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold) const;

    /// The `menu` event: name, title, subtitle (when there is one; lines split by "\n"), and each
    /// item's label, value and rect [x, y, w, h] in window pixels; with the fonts set, also the
    /// drawn bounds of its label and value text (label_box, value_box) and the label as drawn
    /// when it had to be cut (shown).
    nlohmann::ordered_json describe() const;

    const std::string& name() const { return name_; }
    int selected() const { return selected_; }

  private:
    // The band above the subtitle and items: the title's, or a small margin when there is none.
    float titleHeight() const;
    int itemAt(float x, float y) const;
    // Fits item `i`'s text in its rect with these fonts.
    ItemText fit(std::size_t i, const sf::Font& font, const sf::Font& bold) const;

    std::string name_;
    std::string title_;
    std::string subtitle_;
    std::vector<MenuItem> items_;
    std::vector<sf::FloatRect> rects_;
    std::vector<ItemText> texts_;  // fitted by layout() when the fonts are set
    float itemWidth_ = 380;
    const sf::Font* font_ = nullptr;
    const sf::Font* bold_ = nullptr;
    sf::FloatRect panel_;
    int selected_ = 0;
};

}  // namespace catmaze::app
