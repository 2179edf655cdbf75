#include "ui/language.hpp"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <cstring>

// GNU gettext's counter of loaded catalogues: raising it makes gettext forget the translations it
// cached, as its manual says to do after changing LANGUAGE.
extern "C" int _nl_msg_cat_cntr;  // NOLINT(bugprone-reserved-identifier): gettext's own name

namespace catmaze::app {

namespace {

std::string variable(const char* name) {
    const char* value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

// "C", "POSIX", "C.UTF-8": the locale that means "no language", the program's own.
bool isPlainLocale(std::string_view locale) {
    const std::string_view name = locale.substr(0, locale.find('.'));
    return name.empty() || name == "C" || name == "POSIX";
}

}  // namespace

LocaleEnvironment localeEnvironment() {
    return {variable("LANGUAGE"), variable("LC_ALL"), variable("LC_MESSAGES"), variable("LANG")};
}

std::string wantedLanguages(std::string_view setting, const LocaleEnvironment& environment) {
    if (!setting.empty())
        return std::string(setting);
    if (!environment.language.empty())
        return environment.language;
    for (const std::string* locale :
         {&environment.lcAll, &environment.lcMessages, &environment.lang}) {
        if (!locale->empty())
            return isPlainLocale(*locale) ? "en" : *locale;
    }
    return "en";
}

std::string_view languageName(std::string_view code) {
    if (code == "en")
        return "English";
    if (code == "de")
        return "Deutsch";
    return code;
}

bool useLanguages(const std::string& languages, const std::filesystem::path& localeDir) {
    // glibc ignores LANGUAGE while the locale of messages is "C": a locale that is not C lets it
    // through; the user's own when installed, else C.UTF-8 (glibc has it built in since 2.35).
    const char* messages = std::setlocale(LC_MESSAGES, "");
    if (messages == nullptr || isPlainLocale(messages))
        messages = std::setlocale(LC_MESSAGES, "C.UTF-8");
    if (messages == nullptr || std::strcmp(messages, "C") == 0 ||
        std::strcmp(messages, "POSIX") == 0)
        return false;
    setenv("LANGUAGE", languages.c_str(), 1);
    bindtextdomain(kTextDomain, localeDir.c_str());
    bind_textdomain_codeset(kTextDomain, "UTF-8");
    ++_nl_msg_cat_cntr;
    return true;
}

}  // namespace catmaze::app
