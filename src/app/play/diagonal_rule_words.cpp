// The player's words for a level's own diagonal mode (diagonal_rule_words.hpp).

#include "play/diagonal_rule_words.hpp"

#include "catmaze/game/game.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

bool isOn(DiagonalMode mode) {
    return mode != DiagonalMode::Never;
}

bool namesItsOwn(const LevelRules& rules) {
    return rules.diagonal != LevelDiagonal::PlayersSetting;
}

}  // namespace

// Each whole sentence is its own text, so that a language words "on" and "off" as it needs.

std::string diagonalHudText(const LevelRules& rules, DiagonalMode played) {
    if (namesItsOwn(rules)) {
        // TRANSLATORS: the HUD's diagonal rule, when the level names its own (not the setting).
        return isOn(played) ? tr("Diagonal: on (level's rule)")
                            : tr("Diagonal: off (level's rule)");
    }
    // TRANSLATORS: the HUD's diagonal rule: whether the cat may step diagonally.
    return isOn(played) ? tr("Diagonal: on") : tr("Diagonal: off");
}

std::optional<std::string> diagonalOverrideNotice(const LevelRules& rules, DiagonalMode setting) {
    const DiagonalMode played = playedDiagonal(rules, setting);
    // Compared as the HUD shows them: on or off.
    if (!namesItsOwn(rules) || isOn(played) == isOn(setting))
        return std::nullopt;
    return isOn(played) ? tr("This level's own rule: diagonal moves on (your setting: off)")
                        : tr("This level's own rule: diagonal moves off (your setting: on)");
}

std::optional<std::string> diagonalKeyRefusal(const LevelRules& rules) {
    if (!namesItsOwn(rules))
        return std::nullopt;
    return isOn(playedDiagonal(rules, DiagonalMode::Never))
               ? tr("This level's own rule keeps diagonal moves on; change your setting in "
                    "Settings")
               : tr("This level's own rule keeps diagonal moves off; change your setting in "
                    "Settings");
}

}  // namespace catmaze::app
