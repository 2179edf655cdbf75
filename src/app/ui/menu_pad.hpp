#pragma once
/// \file
/// How a menu's choice steps, without SFML: Up and Down (the arrow keys, the d-pad, the stick)
/// step it by one, round from the last item to the first; a held d-pad or stick direction (or a
/// held arrow key: the menu screen feeds its presses and releases in as Up and Down) steps
/// it again and again as a held cursor key glides the tile cursor in play (the one rule of
/// ui/command_repeat.hpp), until it is released, its pad goes away (PadReader releases what the
/// pad held) or the menu is no longer the screen in front. The Menu widget (ui/menu.hpp) obeys
/// what this decides.

#include <optional>
#include <vector>

#include "ui/command_repeat.hpp"
#include "ui/pad.hpp"

namespace catmaze::app {

/// The item `by` items from `selected` in a menu of `count` items, round from the last item to
/// the first and back. Requires `count` > 0, `selected` in [0, count) and `by` > -count.
int steppedChoice(int selected, int count, int by);

/// How far `control` steps a menu's choice: -1 for Up, 1 for Down, none for the rest (Left and
/// Right adjust, A chooses, B goes back: none of them repeats).
std::optional<int> choiceStep(PadControl control);

/// A pad's controls in one menu: the one the menu obeys at once, and the repeats of a held Up or
/// Down as time passes. A value type; not thread-safe.
class MenuPad {
  public:
    /// A control pressed or released (as PadReader reads them): the control the menu obeys now
    /// (the one pressed; nothing for a release). A pressed Up or Down repeats from now on, until
    /// it is released or another direction is pressed.
    std::optional<PadControl> take(const PadPress& press);
    /// Lets `seconds` pass: the held direction once for each repeat due now, in order (empty
    /// when none is held).
    std::vector<PadControl> advance(double seconds);
    /// Lets go of what was held: the menu was covered or shown again, so the pad's release goes
    /// (or went) to another screen.
    void releaseAll() { repeat_.releaseAll(); }
    /// The direction held and repeating, if any.
    std::optional<PadControl> held() const { return repeat_.held(); }

  private:
    CommandRepeat<PadControl> repeat_;
};

}  // namespace catmaze::app
