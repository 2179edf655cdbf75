#pragma once
/// \file
/// A menu as the game decides it, before any layout or font: its title, subtitle and items, each
/// with what choosing it does (choice.hpp). The menu screens hand a page to the SFML menu widget;
/// the unit tests read it.

#include <string>
#include <vector>

#include "menus/choice.hpp"

namespace catmaze::app {

/// One item of a menu page.
struct PageItem {
    std::string label;        ///< the item's text
    std::string value;        ///< shown on the right ("on", "best 10 in 1 step"); may be empty
    bool marked = false;      ///< drawn with a tick (a level won)
    bool adjustable = false;  ///< Left/Right also choose it (adjusted() gives the direction)
    Choice choice;            ///< what Enter or a click does
    /// Shorter forms of `value`, longest first, for a row too narrow for it (ui/row_fit.hpp: the
    /// Levels list's records keep their par and star in every form).
    std::vector<std::string> shorterValues = {};
};

/// One menu: what the `menu` event logs, and what each item and Esc do.
struct MenuPage {
    std::string title;            ///< may be empty (the title screen's logo says it)
    std::string subtitle;         ///< lines split by "\n"; may be empty
    std::vector<PageItem> items;  ///< in order, top first
    Choice back = choice::Pop{};  ///< what Esc or Backspace does

    /// The item labelled `label`, or null; valid while the page lives (not on a temporary page).
    const PageItem* item(const std::string& label) const {
        for (const PageItem& i : items) {
            if (i.label == label)
                return &i;
        }
        return nullptr;
    }
    /// The items' labels, in order.
    std::vector<std::string> labels() const {
        std::vector<std::string> out;
        for (const PageItem& i : items)
            out.push_back(i.label);
        return out;
    }
};

}  // namespace catmaze::app
