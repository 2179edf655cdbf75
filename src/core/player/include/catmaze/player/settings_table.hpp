#pragma once
/// \file
/// Every setting once: its key (in settings.json and in the game's `settings` log event), its
/// label in the Settings menu and its type with its range. The file reader and writer, the menu
/// and the log all walk this table; adding a setting is one member in Settings and one row here.
/// The defaults are Settings' own member initialisers (written once, there).

#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "catmaze/player/export.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze {

/// A yes/no setting ("on"/"off" in the menu, true/false in the file and the log).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct FlagSetting {
    bool Settings::*member;  ///< the value in Settings
};

/// A number of seconds per step, any value in [min, max] in the file; the menu shows it as a
/// speed (steps a second) and steps through `presets`, faster to the right, stopping at the ends.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct SecondsSetting {
    double Settings::*member;         ///< the value in Settings
    double min;                       ///< smallest value kept (smaller values are raised to it)
    double max;                       ///< largest value kept
    std::span<const double> presets;  ///< the menu's choices, ascending
};

/// A percentage, a whole number in [min, max]; the menu steps it by `step`, wrapping round.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct PercentSetting {
    int Settings::*member;  ///< the value in Settings
    int step;               ///< the menu's step
    int min = 0;            ///< smallest value kept (smaller values are raised to it)
    int max = 100;          ///< largest value kept (larger values are lowered to it)
};

/// The diagonal mode: any DiagonalMode name (or true/false) in the file; on/off in the menu and
/// the log (on is DiagonalMode::NoCornerCutting).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct DiagonalSetting {
    DiagonalMode Settings::*member;  ///< the value in Settings
};

/// The keys or the pad's buttons the player rebound (KeyNames): an object of actions in the file
/// and the log; not in the Settings menu's rows (its Controls page shows them), and a change as
/// the menu makes it gives every action its own keys (or buttons) back.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct KeysSetting {
    KeyNames Settings::*member;  ///< the value in Settings
    /// What the names name, for a file's problem ("a key name or a list of key names").
    std::string_view what = "key";
};

/// One word of a fixed list (the language): a string among `choices` in the file and the log; the
/// menu steps through the list, wrapping round.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct ChoiceSetting {
    std::string Settings::*member;              ///< the value in Settings
    std::span<const std::string_view> choices;  ///< the values allowed, in the menu's order
};

/// One row of the settings table.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct SettingField {
    std::string_view key;    ///< JSON key in settings.json and in the log's "changed" object
    std::string_view label;  ///< label in the Settings menu (empty: not in the menu)
    /// The value's type.
    std::variant<FlagSetting, SecondsSetting, PercentSetting, DiagonalSetting, KeysSetting,
                 ChoiceSetting>
        type;
};

/// The settings, in the order of the file and of the Settings menu.
CATMAZE_PLAYER_EXPORT std::span<const SettingField> settingFields();

/// The row whose key is `key`, or null.
CATMAZE_PLAYER_EXPORT const SettingField* findSetting(std::string_view key);

/// The value as the Settings menu shows it: "on"/"off", "0.40 s", "80%"; the keys: "own keys",
/// or how many actions were rebound ("2 rebound"); a choice as it is ("" as "system"). English:
/// the game shows its own words for them in the player's language.
CATMAZE_PLAYER_EXPORT std::string settingText(const SettingField& field, const Settings& settings);

/// `settings` with `field` changed as the menu changes it: a flag or the diagonal mode toggles;
/// seconds move to the next preset (`direction` < 0: the previous one, wrapping round); a
/// percentage moves by its step (wrapping from 100 to 0 and back); the keys are all reset to the
/// game's own; a choice moves to the next one (`direction` < 0: the previous), wrapping round.
CATMAZE_PLAYER_EXPORT Settings changedSetting(const SettingField& field, Settings settings,
                                              int direction);

}  // namespace catmaze
