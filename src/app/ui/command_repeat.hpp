#pragma once
/// \file
/// A control held down repeats what it does, as a text cursor does: once when pressed, again
/// after a short delay, then steadily until released. The game turns the window's own key repeat
/// off (a held arrow must not queue steps), so each model repeats only what it chooses: play the
/// tile cursor's moves (play/key_repeat.hpp), the editor its cursor's, a menu the choice moved by
/// a held d-pad or stick (ui/menu_pad.hpp). One delay and one rate for all of them.

#include <optional>

namespace catmaze::app {

/// Seconds a key is held before its command repeats.
inline constexpr double kRepeatDelay = 0.3;
/// Seconds between two repeats after that.
inline constexpr double kRepeatInterval = 0.06;

/// The one command held down, and when it repeats, for any kind of command (the play screen's,
/// the editor's, a pad's control in a menu). A value type; not thread-safe.
template <class Command>
class CommandRepeat {
  public:
    /// `command` was pressed (it ran once): it repeats while held, instead of any other.
    void press(Command command) {
        held_ = command;
        due_ = kRepeatDelay;
    }
    /// `command`'s key was released: it stops repeating (another held command goes on).
    void release(Command command) {
        if (held_ == command)
            held_.reset();
    }
    /// Every key was released (the window lost the focus).
    void releaseAll() { held_.reset(); }
    /// Lets `seconds` pass: how many times the held command repeats now (0 when none is held).
    int advance(double seconds) {
        if (!held_)
            return 0;
        due_ -= seconds;
        int repeats = 0;
        while (due_ <= 0) {
            ++repeats;
            due_ += kRepeatInterval;
        }
        return repeats;
    }
    /// The command held down, if any.
    std::optional<Command> held() const { return held_; }

  private:
    std::optional<Command> held_;
    double due_ = 0;  // seconds until the next repeat
};

}  // namespace catmaze::app
