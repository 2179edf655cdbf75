#pragma once
/// \file
/// A menu: a title, a column of items (a label and an optional value such as "on"), chosen with
/// the mouse or the keyboard. It lays itself out for the window and draws itself; the owner
/// decides what an item does. Any number of items: when they do not all fit the window, the
/// menu shows as many rows as fit and scrolls (keys, the wheel, a scroll bar to click or drag),
/// and only the rows shown are fitted and drawn, so a long list costs no more per frame than a
/// short one. Text keeps the size the UI scale asks for: a row whose label and value do not fit
/// on one line takes more lines (row_lines.hpp), the subtitle takes the lines it needs
/// (text_block.hpp), and only what still does not fit shrinks toward 100 %.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include <nlohmann/json_fwd.hpp>
#include "ui/pad.hpp"
#include "ui/row_fit.hpp"
#include "ui/row_lines.hpp"
#include "ui/ui_scale.hpp"

namespace catmaze::app {

/// One line of a menu.
struct MenuItem {
    std::string label;
    std::string value;    ///< shown on the right ("on", "0.40 s"); empty for plain buttons
    bool marked = false;  ///< drawn with a tick (a completed level)
    /// Shorter forms of `value`, longest first, drawn when it does not fit (row_fit.hpp).
    std::vector<std::string> shorterValues = {};
};

/// One line of an item's text as drawn: the text and where it is placed (window pixels).
struct ItemLine {
    sf::String text;  ///< the line as drawn
    sf::Vector2f at;  ///< where its text is placed
};

/// How an item's text is drawn: its label and its value laid out in the row by the rule of
/// row_lines.hpp (on one line, or the label's lines and the value's under them; at 100 % a row
/// that still does not fit is one line by row_fit.hpp: a shorter value, a cut label), with the
/// boxes they cover in window pixels.
struct ItemText {
    std::vector<ItemLine> label;  ///< the label's lines (with the tick of a marked item)
    sf::FloatRect labelBox;       ///< the label's drawn bounds, all its lines
    std::vector<ItemLine> value;  ///< the value's lines (none without a value)
    sf::FloatRect valueBox;       ///< the value's drawn bounds (empty without a value)
    bool whole = true;            ///< nothing cut and the value in its longest form
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
    /// whole rows as fit (at least one), scrolled so that the selected item is shown.
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
    /// a line had to wrap to fit the panel, `subtitle_shown` (the lines as drawn), with the fonts
    /// set `subtitle_size` (its character size); `text_size`, the items' character size; and each
    /// shown item's label, value and rect [x, y, w, h] in window pixels; with the fonts set, also
    /// the drawn bounds of its label and value text (label_box, value_box), the label or value as
    /// drawn when it had to be cut or shortened (shown, value_shown: its lines joined by "\n"),
    /// and for a row on more than one line `lines` (how many) and `value_under` (true when the
    /// value is on lines of its own under the label). A menu that scrolls also logs `scroll`: the
    /// index of the first row shown, the rows shown, the item count and the scroll bar's rect
    /// (`track`); its items then carry their `index`.
    nlohmann::ordered_json describe() const;

    const std::string& name() const { return name_; }
    int selected() const { return selected_; }
    /// The index of the first item shown (0 unless the menu scrolls).
    std::size_t firstShown() const { return first_; }

  private:
    static constexpr unsigned kItemTextSize = 20;  // the items' text at 100 %
    static constexpr unsigned kTitleSize = 34;     // the title's at 100 %
    static constexpr float kItemPadding =
        kRowPadding;                           // inside an item, left and right of its text
    static constexpr float kValueIndent = 24;  // a value on lines of its own, under its label

    // An item's label as shown: with a tick when it is marked.
    static std::string labelText(const MenuItem& item);
    // The band above the subtitle and items: the title's, or a small margin when there is none.
    float titleHeight() const;
    float subtitleHeight() const;
    bool scrolls() const { return scrolls_; }
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
    // Places item `i`'s text (its lines, lines_[i] or laid out now) in `rect` with these fonts.
    ItemText fit(std::size_t i, const sf::FloatRect& rect, const sf::Font& font,
                 const sf::Font& bold) const;
    // True when every item's lines are laid out at layout() (a list short enough to measure).
    bool measured() const;
    // The room a row's text is given: its width, and more than one line when measured().
    RowRoom rowRoom() const;
    // Item `i`'s text at character size `size` by the rule of row_lines.hpp.
    RowLines linesOf(std::size_t i, unsigned size) const;
    // The height of a row of `lines` lines at the layout's row height and text size.
    float rowHeightFor(std::size_t lines) const;

    std::string name_;
    std::string title_;
    std::string subtitle_;
    std::vector<sf::String> subtitleLines_;  // as drawn: each "\n" line wrapped to the panel
    std::vector<MenuItem> items_;
    // The items' width as laid out (itemWidth_ at the scale, within the window).
    float itemWidth() const { return shownWidth_; }
    // The items' character size at the scale, smaller only where a row would be cut even on its
    // most lines (not below 100 %); sets lines_ to the items' lines at that size.
    unsigned fittingItemTextSize();
    // Wraps the subtitle into `height` pixels at most (text_block.hpp).
    void wrapSubtitle(float height);

    float itemWidth_ = 380;
    float shownWidth_ = 380;
    UiScale scale_;
    unsigned itemTextSize_ = 20;
    unsigned subtitleSize_ = 17;
    float subtitleStep_ = 24;      // from one subtitle line's top to the next
    std::vector<RowLines> lines_;  // each item's text, when measured()
    std::vector<float> heights_;   // each item's row height
    float gap_ = 0;                // between rows
    bool scrolls_ = false;         // not every row fits: the menu scrolls
    const sf::Font* font_ = nullptr;
    const sf::Font* bold_ = nullptr;
    sf::FloatRect panel_;
    sf::FloatRect track_;               // the scroll bar (empty when every item is shown)
    float firstTop_ = 0;                // the top of the first row shown
    float band_ = 0;                    // the rows' band: its height
    float rowHeight_ = 0;               // a row of one line
    std::size_t rows_ = 0;              // rows shown
    std::size_t first_ = 0;             // the item in the first row
    std::vector<sf::FloatRect> rects_;  // the rows shown, first_ on
    std::vector<ItemText> texts_;       // their text, when the fonts are set
    int selected_ = 0;
    bool dragging_ = false;  // the scroll bar's thumb is held
};

}  // namespace catmaze::app
