#pragma once
/// \file
/// The game's sound effects by name: the presenter says which to play, Audio plays them.

#include <cstddef>

namespace catmaze::app {

/// The game's sound effects, named after assets/sounds/NAME.wav.
enum class Sfx { Step, Bone, Bribe, Wall, Win, Lose, Click };
/// How many Sfx there are.
inline constexpr std::size_t kSfxCount = 7;

}  // namespace catmaze::app
