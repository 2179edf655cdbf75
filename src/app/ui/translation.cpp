#include "ui/translation.hpp"

#include <libintl.h>

#include <cstring>

#include "ui/language.hpp"

namespace catmaze::app {

std::string tr(const char* english) {
    return dgettext(kTextDomain, english);
}

std::string tr(std::string_view english) {
    return tr(std::string(english).c_str());
}

std::string trn(const char* english, const char* englishPlural, unsigned long n) {
    return dngettext(kTextDomain, english, englishPlural, n);
}

std::string trc(const char* context, const char* english) {
    // gettext's convention (its pgettext): the key is the context, EOT, the English.
    const std::string key = std::string(context) + '\004' + english;
    const char* found = dgettext(kTextDomain, key.c_str());
    return found == key.c_str() || std::strcmp(found, key.c_str()) == 0 ? std::string(english)
                                                                        : std::string(found);
}

}  // namespace catmaze::app
