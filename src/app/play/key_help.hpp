#pragma once
/// \file
/// The key bar: the keys the play screen offers on a floor, made from the key table
/// (key_table.hpp), so the bar lists exactly the commands the table binds that work there and
/// never offers a key that does nothing. The HUD draws it and `level_loaded` logs it.

#include <cstddef>
#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/level/level.hpp"
#include "play/key_table.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// An entry of the key bar: keys and what they do.
struct KeyHelp {
    /// As printed on the bar ("Esc", "arrows", "IJKL", "+/-", "wheel"), in the player's language.
    std::string key;
    std::string what;  ///< what it does ("diagonal"), in the player's language
    /// The commands the entry offers (the four steps for "arrows step"); empty for the mouse's
    /// entries (the wheel, the right drag), which are not keys.
    std::vector<PlayCommand> commands;

    bool operator==(const KeyHelp&) const = default;
};

/// True when a dog of `level` walks a patrol (a round of more than one tile): the level is played
/// through time and the wait key works.
bool walksPatrols(const Level& level);

/// The bar's entries for `keys` on `floor`, in bar order: menu, restart, undo, wait (only with
/// `patrols`, right after undo), redo, diagonal (tiles only), hint, overlay, reload (only for a
/// level read from a file, `fromFile`: not the daily maze), edit, step, cursor, walk, run, zoom,
/// then the mouse's wheel zoom and right-drag pan. A command without a key is left out; a
/// group's keys are named by the first key of each command ("arrows" for the four arrows, the
/// letters run together for four letters: "IJKL", else one name a slash apart: "+/-").
std::vector<KeyHelp> offeredKeys(const KeyTable& keys, Floor floor, bool fromFile, bool patrols);

/// The gap between two entries of the bar.
inline constexpr char kKeyBarGap[] = "   ";

/// The bar's entries as printed, one string each: "Esc menu", "R restart", ...
std::vector<std::string> keyBarItems(const std::vector<KeyHelp>& entries);

/// The bar on one line: "Esc menu   R restart   ...", the entries kKeyBarGap apart.
std::string keyBarText(const std::vector<KeyHelp>& entries);

/// The bar in at most `maxLines` (>= 1) lines no wider than `width` by `measure`, an entry never
/// split between two lines. When the entries need more lines, the last one holds the rest cut
/// with an ellipsis; an entry wider than a line alone is cut so too.
std::vector<std::u32string> keyBarLines(const std::vector<KeyHelp>& entries, float width,
                                        std::size_t maxLines, const TextWidth& measure);

}  // namespace catmaze::app
