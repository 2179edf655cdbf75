#pragma once
/// \file
/// The cards of rules a level opens with, each shown until the player closes it once (a click on
/// it, or Enter), each remembered by a setting of its own: how the cat gets by, on the
/// campaign's first level, and how dogs walk their rounds, on the first level with patrols the
/// player opens. One card, two texts. Where it sits in the window is decided here, so the
/// click's hit test and the drawing (rules_view.hpp) agree.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/player/settings.hpp"
#include "play/key_table.hpp"
#include "play/pad_table.hpp"
#include "shell/event_log.hpp"
#include "ui/pad.hpp"
#include "ui/text_fit.hpp"
#include "ui/tooltip_place.hpp"
#include "ui/ui_scale.hpp"

namespace catmaze::app {

/// Which rules a card explains.
enum class CardRules {
    Basics,   ///< how the cat gets by: the door, clicks, dogs and bones
    Patrols,  ///< how dogs walk their rounds: ticks, waits, meetings, ghosts
};

/// What a card says.
struct CardText {
    std::string title;               ///< the card's title, in bold
    std::vector<std::string> lines;  ///< its lines, the last one saying how to close it
};

/// The words of the card of `rules`, in the player's language (made each time: a change of the
/// language shows at once), naming the buttons `pad` binds when `device` is a pad ("Press A to
/// close this card."), else the keys `keys` binds (the walk key or button closes the card, the
/// wait key or button waits; a command without one is not offered).
CardText cardText(CardRules rules, InputDevice device = InputDevice::Keyboard,
                  const KeyTable& keys = KeyTable::defaults(),
                  const PadTable& pad = PadTable::defaults());
/// `basics` or `patrols`: the card's name in the `rules_card` log event.
const char* cardName(CardRules rules);
/// The setting that remembers the card of `rules` closed (a flag of the settings table):
/// `rulesCardDismissed` or `patrolCardDismissed`.
const char* cardSetting(CardRules rules);
/// True when `settings` remember the card of `rules` closed.
bool cardDismissed(CardRules rules, const Settings& settings);

/// The cards a level has, the one to show first first: how dogs walk their rounds on a level
/// whose dogs walk patrols (`patrols`), how the cat gets by on the campaign's first level
/// (`campaignIndex` 0). Empty for any other level.
std::vector<CardRules> levelCards(bool patrols, std::optional<std::size_t> campaignIndex);

/// A card laid out at a UI scale: its box, and its text wrapped to the box (no word lost).
struct RulesCardLayout {
    ScreenBox box;                      ///< where the card is, in window pixels
    unsigned titleSize = 0;             ///< the title's character size (bold)
    unsigned lineSize = 0;              ///< the lines' character size
    float padding = 0;                  ///< pixels inside the box, left and right of the text
    float titleHeight = 0;              ///< pixels from the box's top to the first line
    float lineStep = 0;                 ///< pixels from one line's top to the next
    std::u32string title;               ///< the title as drawn
    std::vector<std::u32string> lines;  ///< the lines as drawn, wrapped at spaces
};

/// The card of `text` in a window of `width` x `height` at `scale`: under the HUD's top bar, at
/// the right, its lines wrapped to its width; when it would not fit above the bottom band at
/// `scale`, at the largest smaller scale (down to 100 %) at which it does.
RulesCardLayout rulesCardLayout(float width, float height, const CardText& text, UiScale scale);

/// The card for one level in play. Not thread-safe: the game's thread uses it; the log outlives
/// it.
class RulesCard {
  public:
    /// A card, not shown yet, logging to `log`.
    explicit RulesCard(EventLog& log) : log_(log) {}

    /// Shows the first of `cards` (levelCards) that `settings` do not remember closed. When the
    /// level has a card, logs `rules_card` with the card's name and whether it is shown, and
    /// its rectangle in a window of `windowWidth` x `windowHeight` when it is.
    void open(const std::vector<CardRules>& cards, const Settings& settings, float windowWidth,
              float windowHeight);

    /// True while a card is shown.
    bool shown() const { return shown_.has_value(); }
    /// The card shown, if any.
    const std::optional<CardRules>& card() const { return shown_; }
    /// Where the shown card is in a window of `width` x `height` at `scale` (nullopt when none
    /// is shown).
    std::optional<ScreenBox> box(float width, float height, UiScale scale = {}) const;
    /// True when window pixel (x, y) is on the shown card, in a window of `width` x `height` at
    /// `scale`.
    bool hit(float x, float y, float width, float height, UiScale scale = {}) const;
    /// Closes the card (logs `rules_card` dismissed, with its name). The card closed, if one
    /// was shown: its setting (cardSetting) should then remember it.
    std::optional<CardRules> dismiss();

  private:
    EventLog& log_;
    std::optional<CardRules> shown_;
};

}  // namespace catmaze::app
