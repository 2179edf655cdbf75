// The Settings menu's labels and values in the player's language (setting_words.hpp).

#include "menus/setting_words.hpp"

#include <set>
#include <string>

#include "catmaze/player/overloaded.hpp"
#include "ui/decimal_text.hpp"
#include "ui/fill.hpp"
#include "ui/language.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// The Controls row's value for `rebound` actions given keys or buttons of the player's choice.
std::string reboundWords(std::size_t rebound) {
    if (rebound == 0)
        // TRANSLATORS: the Controls row's value when no key was rebound.
        return tr("own keys");
    // TRANSLATORS: the Controls row's value: how many actions have keys of the
    // player's choice.
    return fill(trn("{n} rebound", "{n} rebound", rebound), {{"n", std::to_string(rebound)}});
}

std::string onOff(bool on) {
    // TRANSLATORS: a setting's value in the Settings menu (a switch that is on or off).
    return on ? trc("setting value", "on") : trc("setting value", "off");
}

// The environment's choice: "system", naming the language it chose when known.
std::string systemWords(std::string_view systemLanguage) {
    if (systemLanguage.empty())
        // TRANSLATORS: the Language setting's value when the game speaks the system's language.
        return tr("system");
    // TRANSLATORS: the Language setting's value when the game speaks the system's language;
    // {language} is that language's name in its own language ("Deutsch").
    return fill(tr("system ({language})"),
                {{"language", std::string(languageName(systemLanguage))}});
}

}  // namespace

std::string settingLabel(const SettingField& field) {
    return tr(field.label);
}

std::string settingWords(const SettingField& field, const Settings& settings,
                         std::string_view systemLanguage) {
    return std::visit(
        Overloaded{
            [&](const FlagSetting& f) { return onOff(settings.*f.member); },
            [&](const DiagonalSetting& f) {
                return onOff(settings.*f.member != DiagonalMode::Never);
            },
            [&](const SecondsSetting& f) {
                // A speed, so that more reads as faster; a decimal takes the plural in English
                // and German ("1.0 steps/s"), so one sentence serves every value.
                // TRANSLATORS: the step speed setting's value; {speed} is a decimal number.
                return fill(tr("{speed} steps/s"),
                            {{"speed", decimalText(1.0 / settings.*f.member, 1)}});
            },
            [&](const PercentSetting& f) {
                // TRANSLATORS: a percentage setting's value (German puts a space before %).
                return fill(tr("{percent}%"), {{"percent", std::to_string(settings.*f.member)}});
            },
            [&](const KeysSetting& f) { return reboundWords((settings.*f.member).size()); },
            [&](const ChoiceSetting& f) {
                // The one choice of the table is the language, named in its own language.
                const std::string& value = settings.*f.member;
                return value.empty() ? systemWords(systemLanguage)
                                     : std::string(languageName(value));
            },
        },
        field.type);
}

std::string controlsWords(const Settings& settings) {
    // An action given keys and a button is one action rebound.
    std::set<std::string> actions;
    for (const auto& [action, keys] : settings.keys)
        actions.insert(action);
    for (const auto& [action, buttons] : settings.pad)
        actions.insert(action);
    return reboundWords(actions.size());
}

std::string_view firstLanguageCode(std::string_view languages) {
    // A list "de:fr", each a locale's name "de_DE.UTF-8@euro": the language is its first part.
    return languages.substr(0, languages.find_first_of(":_.@"));
}

}  // namespace catmaze::app
