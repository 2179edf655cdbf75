#pragma once
/// \file
/// The pad's side of play, without SFML: which play command each pad control asks for
/// (PadTable) and the key bar's entries for the pad (offeredButtons). A pad's controls
/// (ui/pad_reader.hpp) become the same commands the keys do, through the same play model, so a held
/// direction glides the tile cursor as a held key does (key_repeat.hpp) and lets go when released
/// or when the pad goes away.

#include <optional>
#include <utility>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "play/key_help.hpp"
#include "play/play_request.hpp"
#include "ui/pad.hpp"

namespace catmaze::app {

/// One pad control and the command it asks for.
struct PadBinding {
    PadControl control = PadControl::A;               ///< the control
    PlayCommand command = PlayCommand::WalkToCursor;  ///< what it asks for

    bool operator==(const PadBinding&) const = default;
};

/// What each pad control asks for in play: a control asks for at most one command. A value
/// type; several threads may read it at once.
class PadTable {
  public:
    /// The game's own: the stick or d-pad moves the tile cursor, A walks to it (or closes the
    /// rules card), B undoes, X hints, Y waits a tick, Start opens the menu, LB zooms out and RB
    /// in. Back is left free.
    static PadTable defaults();

    /// The command `control` asks for, if any.
    std::optional<PlayCommand> commandFor(PadControl control) const;
    /// The first control that asks for `command`, if any.
    std::optional<PadControl> controlOf(PlayCommand command) const;
    /// Every binding, in the table's order.
    const std::vector<PadBinding>& bindings() const { return bindings_; }

  private:
    explicit PadTable(std::vector<PadBinding> bindings) : bindings_(std::move(bindings)) {}
    std::vector<PadBinding> bindings_;
};

/// The bar's entries for the pad `pad` on a level (wait only with `patrols`), in bar order:
/// walk, undo, hint, wait, menu, cursor ("d-pad"), zoom ("LB/RB"); "A walk   B undo   ...". A
/// command without a control is left out; each entry lists the commands it offers.
std::vector<KeyHelp> offeredButtons(const PadTable& pad, bool patrols);

}  // namespace catmaze::app
