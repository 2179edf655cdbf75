#pragma once
/// \file
/// The Settings menu's words in the player's language: a setting's label and its value. The
/// core's table (catmaze/player/settings_table.hpp) keeps the English labels as the catalogue's
/// keys and says its values in English (settingText, for the log and the tool); the menu shows
/// these instead, made when the page is built, so a change of the language shows at once.

#include <string>
#include <string_view>

#include "catmaze/player/settings.hpp"
#include "catmaze/player/settings_table.hpp"

namespace catmaze::app {

/// `field`'s label in the player's language ("Sound volume": "Lautstärke"). Thread safety: as
/// tr() (any thread).
std::string settingLabel(const SettingField& field);

/// `field`'s value in `settings` as the menu shows it, in the player's language: on/off ("an"/
/// "aus"), the step speed ("2.5 steps/s", "2,5 Schritte/s"), a percentage ("80%", "80 %"), the
/// keys ("own keys", or how many actions were rebound: "2 rebound"), the language by its own
/// name ("Deutsch"); the environment's choice "system", with the name of `systemLanguage` (the
/// environment's language code, "de") when it is not empty: "system (Deutsch)".
/// Thread safety: as tr() (any thread).
std::string settingWords(const SettingField& field, const Settings& settings,
                         std::string_view systemLanguage = {});

/// The Controls row's value in the Settings menu: "own keys" when neither a key nor a pad button
/// was rebound, else how many bindings were ("2 rebound": the actions given keys and those given
/// buttons). Thread safety: as tr() (any thread).
std::string controlsWords(const Settings& settings);

/// The first language of a LANGUAGE-style list (ui/language.hpp's wantedLanguages), as the code
/// languageName() knows: "de" of "de_DE.UTF-8:fr"; empty for an empty list.
/// Thread safety: a pure function.
std::string_view firstLanguageCode(std::string_view languages);

}  // namespace catmaze::app
