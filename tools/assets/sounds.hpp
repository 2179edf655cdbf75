#pragma once
/// \file
/// The game's sound effects and music, composed in code with the synth.

#include <cstdint>
#include <string>
#include <vector>

namespace catmaze::assets {

/// One sound file: assets/sounds/NAME.wav.
struct Sound {
    std::string name;                   ///< file name without ".wav"
    std::vector<std::int16_t> samples;  ///< mono, kSampleRate
};

/// Every sound: step, bone, bribe, wall, win, lose, click (short effects) and music (a loop).
std::vector<Sound> makeSounds();

}  // namespace catmaze::assets
