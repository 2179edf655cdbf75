// The player's words for a level's own diagonal mode (diagonal_rule_words.hpp).

#include "play/diagonal_rule_words.hpp"

#include "catmaze/game/game.hpp"

namespace catmaze::app {

namespace {

const char* onOff(DiagonalMode mode) {
    return mode == DiagonalMode::Never ? "off" : "on";
}

bool namesItsOwn(const LevelRules& rules) {
    return rules.diagonal != LevelDiagonal::PlayersSetting;
}

}  // namespace

std::string diagonalHudText(const LevelRules& rules, DiagonalMode played) {
    return std::string("Diagonal: ") + onOff(played) +
           (namesItsOwn(rules) ? " (level's rule)" : "");
}

std::optional<std::string> diagonalOverrideNotice(const LevelRules& rules, DiagonalMode setting) {
    const DiagonalMode played = playedDiagonal(rules, setting);
    // Compared as the HUD shows them: on or off.
    if (!namesItsOwn(rules) || (played == DiagonalMode::Never) == (setting == DiagonalMode::Never))
        return std::nullopt;
    return std::string("This level's own rule: diagonal moves ") + onOff(played) +
           " (your setting: " + onOff(setting) + ")";
}

std::optional<std::string> diagonalKeyRefusal(const LevelRules& rules) {
    if (!namesItsOwn(rules))
        return std::nullopt;
    return std::string("This level's own rule keeps diagonal moves ") +
           onOff(playedDiagonal(rules, DiagonalMode::Never)) + "; change your setting in Settings";
}

}  // namespace catmaze::app
