#pragma once
/// \file
/// Sound effects and music. Without an audio device the game runs silently: one notice, then no
/// further attempts (OpenAL would otherwise complain on every sound).

#include <array>
#include <filesystem>
#include <list>
#include <optional>
#include <string>

#include <SFML/Audio.hpp>

namespace catmaze::app {

/// The game's sound effects, named after assets/sounds/NAME.wav.
enum class Sfx { Step, Bone, Bribe, Wall, Win, Lose, Click };
inline constexpr std::size_t kSfxCount = 7;

/// Plays effects and loops the music at the settings' volume.
class Audio {
  public:
    /// Loads assets/sounds. Returns a message naming the file when one is missing or broken.
    std::optional<std::string> load(const std::filesystem::path& assetsDir);

    /// Checks that sound really plays; when it does not (no device), prints one notice and
    /// turns all sound off for the rest of the run.
    void probeDevice();

    /// Volume 0..100 for effects and music; music on or off.
    void configure(int volume, bool music);

    void play(Sfx sfx);

    /// Turns all sound off for the rest of the run (after a failed load).
    void disable() { available_ = false; }

  private:
    bool available_ = true;
    int volume_ = 80;
    bool musicWanted_ = false;
    std::array<sf::SoundBuffer, kSfxCount> buffers_;
    std::list<sf::Sound> voices_;  // a list: sf::Sound must not move while playing
    sf::Music music_;
    bool musicLoaded_ = false;
};

}  // namespace catmaze::app
