#pragma once
/// \file
/// Whether a level is still being played: the one rule word both floors (tiles and open floor)
/// share.

namespace catmaze {

/// Whether the level is still being played.
enum class GameStatus { Playing, Won, Lost };

}  // namespace catmaze
