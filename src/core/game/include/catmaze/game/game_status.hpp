#pragma once
/// \file
/// Whether a level is still being played: the one rule word both floors (tiles and open floor)
/// share.

namespace catmaze {

/// Whether the level is still being played.
enum class GameStatus { Playing, Won, Lost };

/// `playing`, `won`, `lost`; `?` for a value that is no enumerator.
constexpr const char* toString(GameStatus status) {
    switch (status) {
        case GameStatus::Playing:
            return "playing";
        case GameStatus::Won:
            return "won";
        case GameStatus::Lost:
            return "lost";
    }
    return "?";
}

}  // namespace catmaze
