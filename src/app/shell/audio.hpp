#pragma once
/// \file
/// Sound effects and music. Without an audio device the game runs silently: the device is
/// checked once, before any SFML sound object exists, so OpenAL does not complain on every sound.

#include <array>
#include <filesystem>
#include <list>
#include <memory>
#include <optional>
#include <string>

#include <SFML/Audio.hpp>

#include "shell/sfx.hpp"

namespace catmaze::app {

/// Plays effects and loops the music at the settings' volume. Silent until load() succeeds.
class Audio {
  public:
    Audio();
    ~Audio();

    /// Checks for an audio device, then loads assets/sounds. Without a device: one notice on
    /// stderr and silence. Returns a message naming the file when one is missing or broken (the
    /// game then stays silent).
    std::optional<std::string> load(const std::filesystem::path& assetsDir);

    /// Volume 0..100 for effects and music; music on or off.
    void configure(int volume, bool music);

    void play(Sfx sfx);

  private:
    struct Sounds;  // the SFML objects, created only when a device exists
    std::unique_ptr<Sounds> sounds_;
    int volume_ = 80;
};

}  // namespace catmaze::app
