#pragma once
/// \file
/// The text the player reads, in their language. Every such string of the game goes through these
/// calls: GNU gettext's catalogue of the text domain "catmaze" (po/README.md says how a translation
/// is made and kept up to date; xgettext finds the strings by these names). The English passed in
/// is the catalogue's key and what the player reads when no catalogue has the text, as before
/// useLanguages() (language.hpp) has run: the unit tests read English unless they choose a
/// language. Thread safety: any thread may look text up; the language is chosen on the main thread
/// only (language.hpp).

#include <string>
#include <string_view>

namespace catmaze::app {

/// `english` in the player's language. `english` is a string literal (so that xgettext finds it).
std::string tr(const char* english);

/// tr() of English kept elsewhere: a table's entry, marked translatable() where it is written
/// (so that xgettext finds it there).
std::string tr(std::string_view english);

/// Marks `english` for the catalogue where it is written (a table's entry, a constant) and gives it
/// back as it is: the code shows it with tr() at the moment it is shown, never before the language
/// is chosen (a translation made at start-up, or kept, would miss a change of the language).
constexpr const char* translatable(const char* english) {
    return english;
}

/// The form of `english` (singular) or `englishPlural` that suits the number `n`, in the player's
/// language: the catalogue's plural rule picks it (German and English have two forms, other
/// languages more).
std::string trn(const char* english, const char* englishPlural, unsigned long n);

/// `english` in the player's language where the same English word means different things (a
/// menu's "Back" and a tile's "back"): `context` tells the translator which, and tells the two
/// apart in the catalogue.
std::string trc(const char* context, const char* english);

}  // namespace catmaze::app
