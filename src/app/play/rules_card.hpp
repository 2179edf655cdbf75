#pragma once
/// \file
/// The first campaign level's rules card (how the cat gets by), shown until the player closes it
/// once: a click on it or Enter. Where it sits in the window is decided here, so the click's
/// hit test and the drawing (rules_view.hpp) agree.

#include <cstddef>
#include <optional>

#include "shell/event_log.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// Where the card is in a window of `width` x `height` pixels: below the HUD bar, at the right.
ScreenBox rulesCardBox(float width, float height);

/// The card for one level in play. Not thread-safe: the game's thread uses it; the log outlives
/// it.
class RulesCard {
  public:
    /// A card, not shown yet, logging to `log`.
    explicit RulesCard(EventLog& log) : log_(log) {}

    /// Shows the card of campaign level `campaignIndex` (only the first level has one) unless
    /// the player closed it before (`dismissedBefore`); logs `rules_card` on the first level,
    /// with the card's rectangle in a window of `windowWidth` x `windowHeight` when shown.
    void open(std::optional<std::size_t> campaignIndex, bool dismissedBefore, float windowWidth,
              float windowHeight);

    /// True while the card is shown.
    bool shown() const { return shown_; }
    /// True when window pixel (x, y) is on the shown card, in a window of `width` x `height`.
    bool hit(float x, float y, float width, float height) const;
    /// Closes the card (logs `rules_card` dismissed). True when it was shown: the setting
    /// `rulesCardDismissed` should then remember it.
    bool dismiss();

  private:
    EventLog& log_;
    bool shown_ = false;
};

}  // namespace catmaze::app
