#pragma once
/// \file
/// Which language the game speaks, and making gettext speak it (translation.hpp looks the text
/// up). The choice follows GNU's convention, with the player's setting over it: the `language`
/// setting when it names one; else LANGUAGE (a colon list, "de:fr"); else the locale of messages
/// (LC_ALL, then LC_MESSAGES, then LANG: "de_DE.UTF-8"). Unlike glibc's own rule, the choice works
/// when that locale is not installed (a fresh Debian has only C.UTF-8), and LANGUAGE is honoured
/// when the locale is C.

#include <filesystem>
#include <string>
#include <string_view>

namespace catmaze::app {

/// The game's gettext text domain: its catalogues are <locale
/// dir>/<language>/LC_MESSAGES/catmaze.mo.
inline constexpr const char* kTextDomain = "catmaze";

/// The environment the choice reads, gathered by the caller so that the rule can be tested.
struct LocaleEnvironment {
    std::string language;    ///< $LANGUAGE
    std::string lcAll;       ///< $LC_ALL
    std::string lcMessages;  ///< $LC_MESSAGES
    std::string lang;        ///< $LANG
};

/// This process's LocaleEnvironment (unset variables are empty).
LocaleEnvironment localeEnvironment();

/// The languages to look text up in, most wanted first, as LANGUAGE's colon list: `setting` when
/// not empty ("de"); else the environment's by the rule above; "en" (the game's own English) when
/// nothing names a language or the locale is "C" or "POSIX" (with any ".encoding").
/// Thread safety: a pure function.
std::string wantedLanguages(std::string_view setting, const LocaleEnvironment& environment);

/// `code`'s name in its own language, as the Settings menu lists it ("Deutsch" for "de"); the code
/// itself when the game does not know it.
/// Thread safety: a pure function.
std::string_view languageName(std::string_view code);

/// Makes tr(), trn() and trc() answer in `languages` (wantedLanguages' list) from the catalogues
/// under `localeDir`, from the next lookup on. Returns false when this system cannot switch
/// gettext's language at all (no C.UTF-8 or other usable locale of messages): the game then
/// speaks English.
/// Thread safety: main thread only, and not while another thread looks text up or reads the
/// environment: it sets this process's LANGUAGE (gettext reads it on each lookup).
bool useLanguages(const std::string& languages, const std::filesystem::path& localeDir);

}  // namespace catmaze::app
