#pragma once
/// \file
/// The pad's side of play, without SFML: which play command each pad control asks for
/// (PadTable: the game's own, or the player's from settings.json, play/key_bindings.hpp), which
/// controls stay fixed (isPadDirection) and the key bar's entries for the pad (offeredButtons). A
/// pad's controls (ui/pad_reader.hpp) become the same commands the keys do, through the same play
/// model, so a held direction glides the tile cursor as a held key does (key_repeat.hpp) and lets
/// go when released or when the pad goes away.

#include <optional>
#include <utility>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "play/key_help.hpp"
#include "play/key_table.hpp"
#include "play/play_request.hpp"
#include "ui/pad.hpp"

namespace catmaze::app {

/// One play command and the pad's controls that ask for it, the first one the page shows.
using PadBinding = CommandBinding<PlayCommand, PadControl>;

/// The pad's fixed controls, the one rule of them: the four directions (the stick and the d-pad)
/// always move the tile cursor in play and the choice in menus, and cancel a wait for a new key
/// on the Controls page; so no other action may have a direction, and the cursor's moves have no
/// button. True for Up, Down, Left and Right.
bool isPadDirection(PadControl control);

/// Whether a pad button may ask for `command`: every play command but the cursor's four moves
/// (isPadDirection's rule).
bool takesPadButton(PlayCommand command);

/// What each pad control asks for in play: a control asks for at most one command. A value
/// type; several threads may read it at once, a change needs it to itself.
class PadTable {
  public:
    /// The game's own: the stick or d-pad moves the tile cursor, A walks to it (or closes the
    /// rules card), B undoes, X hints, Y waits a tick, Start opens the menu, LB zooms out and RB
    /// in. Back is left free, as are the commands without a button here (restart, redo, ...).
    static PadTable defaults();

    /// The command `control` asks for, if any.
    std::optional<PlayCommand> commandFor(PadControl control) const;
    /// The first control that asks for `command`, if any.
    std::optional<PadControl> controlOf(PlayCommand command) const;
    /// Every control of `command`, the one to show first first; empty when it has none.
    std::vector<PadControl> controlsOf(PlayCommand command) const;
    /// Every play command (those of KeyTable::defaults(), in its order) with its controls, some
    /// with none.
    const std::vector<PadBinding>& bindings() const { return bindings_; }
    /// This table with `controls` (the one to show first first) as `command`'s, in its place; the
    /// other commands keep theirs, even a control of `controls` (pad_bindings.hpp checks that).
    PadTable withControls(PlayCommand command, std::vector<PadControl> controls) const;

    bool operator==(const PadTable&) const = default;

  private:
    explicit PadTable(std::vector<PadBinding> bindings) : bindings_(std::move(bindings)) {}
    std::vector<PadBinding> bindings_;
};

/// The bar's entries for the pad `pad` on a level (wait only with `patrols`), in bar order:
/// walk, undo, hint, wait, menu, cursor ("d-pad"), zoom ("LB/RB"); "A walk   B undo   ...". A
/// command without a control is left out; each entry lists the commands it offers.
std::vector<KeyHelp> offeredButtons(const PadTable& pad, bool patrols);

}  // namespace catmaze::app
