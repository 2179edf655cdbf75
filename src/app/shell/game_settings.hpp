#pragma once
/// \file
/// The settings in play, as the player changes them: the diagonal mode the command line asked for
/// (--diagonal / --no-diagonal) rules until the player changes it in the game; a change made in
/// the settings menu (or by a key) is applied, logged as `settings` and saved, its failure going
/// to the banner; and the values the settings menu shows.

#include <functional>
#include <initializer_list>
#include <optional>

#include "catmaze/player/settings.hpp"
#include "catmaze/player/settings_table.hpp"
#include "shell/event_log.hpp"
#include "ui/notice_sink.hpp"

namespace catmaze::app {

/// The player's settings with the command line's diagonal choice over them. Not thread-safe: the
/// game's thread calls it.
class GameSettings {
  public:
    /// Carries out a change: the game applies the new values (sound, window, the level in play).
    using Apply = std::function<void()>;

    /// Settings `settings` (the player's file's values, saved as PlayerFile::Settings), with
    /// `diagonalOverride` from the command line over their diagonal mode until the player changes
    /// it. Changes are applied with `apply` (empty: nothing to apply), logged to `log` and saved
    /// through `notices`. `settings`, `log` and `notices` outlive it.
    GameSettings(Settings& settings, std::optional<bool> diagonalOverride, EventLog& log,
                 NoticeSink& notices, Apply apply = {})
        : settings_(settings),
          diagonalOverride_(diagonalOverride),
          log_(log),
          notices_(notices),
          apply_(std::move(apply)) {}

    /// The diagonal mode in play: the command line's until changed in the game, else the file's.
    DiagonalMode diagonal() const;
    /// Changes `field` as the settings menu does (`direction` -1, 0 or +1; the diagonal mode
    /// toggles from the one in play, and the command line's choice ends there), then applies the
    /// settings, logs `settings` with the new value and saves the settings file, in that order.
    void change(const SettingField& field, int direction);
    /// Makes `keys` the player's keys (Settings::keys) and `pad` their pad's buttons
    /// (Settings::pad), then applies, logs (both) and saves as change() does.
    void setControls(KeyNames keys, KeyNames pad);
    /// The values in play, as the settings menu shows them (the diagonal mode may be the command
    /// line's).
    Settings shown() const;
    /// The player's settings as they are kept in the file.
    const Settings& kept() const { return settings_; }

  private:
    // Applies the settings, logs `settings` with the new values of `fields` (none null) and
    // saves the file.
    void changed(std::initializer_list<const SettingField*> fields);

    Settings& settings_;
    std::optional<bool> diagonalOverride_;  // --diagonal / --no-diagonal, until changed in game
    EventLog& log_;
    NoticeSink& notices_;
    Apply apply_;
};

}  // namespace catmaze::app
