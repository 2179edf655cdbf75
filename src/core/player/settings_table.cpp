#include "catmaze/player/settings_table.hpp"
#include "catmaze/player/overloaded.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <iterator>

namespace catmaze {

namespace {

// The menu's labels are the English keys of the game's catalogue (po/README.md): xgettext finds
// them by this name; the game shows them translated.
constexpr std::string_view translatable(std::string_view english) {
    return english;
}

constexpr double kStepPresets[] = {0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1.0};

const std::array<SettingField, 16> kFields = {{
    {"diagonal", translatable("Diagonal movement"), DiagonalSetting{&Settings::diagonal}},
    {"showPath", translatable("Show path"), FlagSetting{&Settings::showPath}},
    {"searchOverlay", translatable("Search overlay"), FlagSetting{&Settings::searchOverlay}},
    {"stepSeconds", translatable("Step speed"),
     SecondsSetting{&Settings::stepSeconds, kMinStepSeconds, kMaxStepSeconds, kStepPresets}},
    {"volume", translatable("Sound volume"), PercentSetting{&Settings::volume, 10}},
    {"music", translatable("Music"), FlagSetting{&Settings::music}},
    // Not in the menu: set when the player closes the first level's rules card, and the card
    // of the dogs' rounds on the first level with patrols.
    {"rulesCardDismissed", "", FlagSetting{&Settings::rulesCardDismissed}},
    {"patrolCardDismissed", "", FlagSetting{&Settings::patrolCardDismissed}},
    {"fullscreen", translatable("Fullscreen (F11)"), FlagSetting{&Settings::fullscreen}},
    {"fastWalk", translatable("Always run"), FlagSetting{&Settings::fastWalk}},
    // Not rows of the menu: its Controls page lists and rebinds the keys and the pad's buttons.
    {"keys", "", KeysSetting{&Settings::keys}},
    {"pad", "", KeysSetting{&Settings::pad, "button"}},
    {"uiScale", translatable("Text size"),
     PercentSetting{&Settings::uiScale, 25, kMinUiScale, kMaxUiScale}},
    {"highContrast", translatable("High contrast"), FlagSetting{&Settings::highContrast}},
    {"reducedMotion", translatable("Reduced motion"), FlagSetting{&Settings::reducedMotion}},
    {"language", translatable("Language"), ChoiceSetting{&Settings::language, kLanguageChoices}},
}};

std::string onOff(bool on) {
    return on ? "on" : "off";
}

}  // namespace

std::span<const SettingField> settingFields() {
    return kFields;
}

const SettingField* findSetting(std::string_view key) {
    for (const SettingField& field : kFields) {
        if (field.key == key)
            return &field;
    }
    return nullptr;
}

std::string settingText(const SettingField& field, const Settings& settings) {
    return std::visit(
        Overloaded{
            [&](const FlagSetting& f) { return onOff(settings.*f.member); },
            [&](const DiagonalSetting& f) {
                return onOff(settings.*f.member != DiagonalMode::Never);
            },
            [&](const SecondsSetting& f) {
                // A speed, so that more reads as faster (the value is kept positive).
                char text[32];
                std::snprintf(text, sizeof text, "%.1f steps/s", 1.0 / settings.*f.member);
                return std::string(text);
            },
            [&](const PercentSetting& f) { return std::to_string(settings.*f.member) + "%"; },
            [&](const KeysSetting& f) {
                const std::size_t rebound = (settings.*f.member).size();
                return rebound == 0 ? std::string("own keys")
                                    : std::to_string(rebound) + " rebound";
            },
            [&](const ChoiceSetting& f) {
                const std::string& value = settings.*f.member;
                return value.empty() ? std::string("system") : value;
            },
        },
        field.type);
}

Settings changedSetting(const SettingField& field, Settings settings, int direction) {
    std::visit(Overloaded{
                   [&](const FlagSetting& f) { settings.*f.member = !(settings.*f.member); },
                   [&](const DiagonalSetting& f) {
                       settings.*f.member = settings.*f.member == DiagonalMode::Never
                                                ? DiagonalMode::NoCornerCutting
                                                : DiagonalMode::Never;
                   },
                   [&](const SecondsSetting& f) {
                       // From the preset nearest to the value: right/click = faster, left =
                       // slower, stopping at the ends (a speed that wraps reads as a bug).
                       const auto count = static_cast<int>(f.presets.size());
                       const double now = settings.*f.member;
                       int at = 0;
                       for (int i = 0; i < count; ++i) {
                           if (std::abs(f.presets[static_cast<std::size_t>(i)] - now) <
                               std::abs(f.presets[static_cast<std::size_t>(at)] - now))
                               at = i;
                       }
                       at = std::clamp(at + (direction < 0 ? 1 : -1), 0, count - 1);
                       settings.*f.member = f.presets[static_cast<std::size_t>(at)];
                   },
                   [&](const PercentSetting& f) {
                       // Wrapping round: past the end comes the start, as a dial does.
                       const int span = f.max - f.min + f.step;
                       const int from = std::clamp(settings.*f.member, f.min, f.max) - f.min;
                       settings.*f.member =
                           f.min + (from + (direction < 0 ? span - f.step : f.step)) % span;
                   },
                   [&](const KeysSetting& f) { (settings.*f.member).clear(); },
                   [&](const ChoiceSetting& f) {
                       const auto count = static_cast<std::ptrdiff_t>(f.choices.size());
                       const auto found =
                           std::find(f.choices.begin(), f.choices.end(), settings.*f.member);
                       const std::ptrdiff_t at =
                           found == f.choices.end() ? 0 : found - f.choices.begin();
                       const std::ptrdiff_t next = (at + (direction < 0 ? count - 1 : 1)) % count;
                       settings.*f.member = std::string(f.choices[static_cast<std::size_t>(next)]);
                   },
               },
               field.type);
    return settings;
}

}  // namespace catmaze
