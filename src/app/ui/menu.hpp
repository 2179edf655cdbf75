#pragma once
/// \file
/// A menu: a title, a column of items (a label and an optional value such as "on"), chosen with
/// the mouse or the keyboard. It lays itself out for the window and draws itself; the owner
/// decides what an item does. Any number of items: when they do not all fit the window, the
/// menu shows as many rows as fit and scrolls (keys, the wheel, a scroll bar to click or drag),
/// and only the rows shown are fitted and drawn, so a long list costs no more per frame than a
/// short one.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include <nlohmann/json_fwd.hpp>
#include "ui/ui_scale.hpp"

#include "ui/pad.hpp"

namespace catmaze::app {

/// One line of a menu.
struct MenuItem {
    std::string label;
    std::string value;    ///< shown on the right ("on", "0.40 s"); empty for plain buttons
    bool marked = false;  ///< drawn with a tick (a completed level)
    /// Shorter forms of `value`, longest first, drawn when it does not fit (row_fit.hpp).
    std::vector<std::string> shorterValues = {};
};

/// How an item's text is drawn: its label and its value fitted to the row by the one rule of
/// row_fit.hpp (the value whole or in a shorter form, the label cut to what it leaves), with the
/// boxes they cover in window pixels.
struct ItemText {
    sf::String label;        ///< the label as drawn (with the tick of a marked item)
    sf::Vector2f labelAt;    ///< where the label's text is placed
    sf::FloatRect labelBox;  ///< the label's drawn bounds
    sf::String value;        ///< the value as drawn
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
    /// Replaces the contents; keeps the selection (and the scroll) when it is still in range.
    void set(std::string name, std::string title, std::vector<MenuItem> items,
             std::string subtitle = "");
    /// Changes one item's value (a setting changed).
    void setValue(int item, std::string value);
    /// The items' width in pixels at 100 % (380 unless set; lists with long values ask for
    /// more); layout() scales it, within the window.
    void setItemWidth(float width) { itemWidth_ = width; }
    /// The UI scale of the menu's text, rows and margins (layout() applies it).
    void setScale(UiScale scale) { scale_ = scale; }
    /// The fonts the menu is drawn with (they outlive it): with them, layout() fits the shown
    /// items' text and describe() logs what is drawn.
    void setFonts(const sf::Font& font, const sf::Font& bold) {
        font_ = &font;
        bold_ = &bold;
    }

    /// Lays the menu out centred in a window of `size` pixels, no higher than `minTop`: as many
    /// rows as fit (at least one), scrolled so that the selected item is shown.
    void layout(sf::Vector2f size, float minTop = 0);

    /// Interprets a window event: clicks and keys (Up/Down/W/S select, Page Up/Page Down a page,
    /// Home/End the first and last item, Enter/Space activate, Left/Right/A/D adjust,
    /// Escape/Backspace back). Mouse motion selects; the wheel and the scroll bar scroll.
    MenuInput handle(const sf::Event& event);
    /// Interprets a pad's control pressed, as the keys it stands for: Up and Down select (the
    /// d-pad or the stick: choiceStep), Left and Right adjust, A activates, B goes back; the rest
    /// nothing. A held Up or Down comes again as it repeats (MenuPad, ui/menu_pad.hpp).
    MenuInput pad(PadControl control);

    void draw(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold) const;
    /// The panel as laid out (window pixels).
    const sf::FloatRect& panel() const { return panel_; }

    /// The `menu` event: name, title, subtitle (when there is one; lines split by "\n") and, when
    /// a line had to wrap to fit the panel, `subtitle_shown` (the lines as drawn), and each
    /// shown item's label, value and rect [x, y, w, h] in window pixels; with the fonts set, also
    /// the drawn bounds of its label and value text (label_box, value_box) and the label or
    /// value as drawn when it had to be cut (shown, value_shown). A menu that scrolls also logs
    /// `scroll`: the index of the first row shown, the rows shown, the item count and the scroll
    /// bar's rect (`track`); its items then carry their `index`.
    nlohmann::ordered_json describe() const;

    const std::string& name() const { return name_; }
    int selected() const { return selected_; }
    /// The index of the first item shown (0 unless the menu scrolls).
    std::size_t firstShown() const { return first_; }

  private:
    // The band above the subtitle and items: the title's, or a small margin when there is none.
    float titleHeight() const;
    float subtitleHeight() const;
    // Splits the subtitle at "\n" and wraps each line to the panel (with the fonts set).
    void wrapSubtitle();
    bool scrolls() const { return rows_ < items_.size(); }
    // Shows items from `first` on (clamped), placing and fitting the rows shown.
    void scrollTo(std::size_t first);
    // Scrolls as little as needed to show the selected item.
    void showSelected();
    // Selects `item` (clamped) and shows it.
    void select(long item);
    // Selects the item `by` (-1 or 1) from the selected one, round from the last to the first
    // (the arrow keys, the d-pad: steppedChoice); the menu has items.
    void selectNext(int by);
    // Scrolls so the scroll bar's thumb is centred at window y.
    void scrollToTrackY(float y);
    // The item at window pixel (x, y), or -1.
    int itemAt(float x, float y) const;
    // The scroll bar's thumb, in window pixels.
    sf::FloatRect thumb() const;
    // Fits item `i`'s text in `rect` with these fonts.
    ItemText fit(std::size_t i, const sf::FloatRect& rect, const sf::Font& font,
                 const sf::Font& bold) const;

    std::string name_;
    std::string title_;
    std::string subtitle_;
    std::vector<sf::String> subtitleLines_;  // as drawn: each "\n" line wrapped to the panel
    std::vector<MenuItem> items_;
    // The items' width as laid out (itemWidth_ at the scale, within the window).
    float itemWidth() const { return shownWidth_; }
    // The items' character size at the scale, smaller where a row would be cut (not below
    // 100 %).
    unsigned fittingItemTextSize() const;
    // The width fitRow is given for a row `rowWidth` wide, so its padding is the scaled one.
    float fittingWidth(float rowWidth) const;

    float itemWidth_ = 380;
    float shownWidth_ = 380;
    UiScale scale_;
    unsigned itemTextSize_ = 20;
    const sf::Font* font_ = nullptr;
    const sf::Font* bold_ = nullptr;
    sf::FloatRect panel_;
    sf::FloatRect track_;  // the scroll bar (empty when every item is shown)
    float firstTop_ = 0;   // the top of the first row shown
    float pitch_ = 0;      // from one row's top to the next
    float rowHeight_ = 0;
    std::size_t rows_ = 0;              // rows shown
    std::size_t first_ = 0;             // the item in the first row
    std::vector<sf::FloatRect> rects_;  // the rows shown, first_ on
    std::vector<ItemText> texts_;       // their text, when the fonts are set
    int selected_ = 0;
    bool dragging_ = false;  // the scroll bar's thumb is held
};

}  // namespace catmaze::app
