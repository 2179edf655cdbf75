#include "audio.hpp"

#include <iostream>

namespace catmaze::app {

namespace {

constexpr std::array<const char*, kSfxCount> kSfxNames = {"step", "bone", "bribe", "wall",
                                                          "win",  "lose", "click"};
constexpr std::size_t kMaxVoices = 12;

}  // namespace

std::optional<std::string> Audio::load(const std::filesystem::path& assetsDir) {
    for (std::size_t i = 0; i < kSfxCount; ++i) {
        const auto file = assetsDir / "sounds" / (std::string(kSfxNames[i]) + ".wav");
        if (!std::filesystem::is_regular_file(file))
            return "missing sound file " + file.string();
        if (!buffers_[i].loadFromFile(file.string()))
            return "cannot read sound file " + file.string();
    }
    const auto musicFile = assetsDir / "sounds" / "music.wav";
    if (!std::filesystem::is_regular_file(musicFile))
        return "missing sound file " + musicFile.string();
    musicLoaded_ = music_.openFromFile(musicFile.string());
    if (!musicLoaded_)
        return "cannot read sound file " + musicFile.string();
    music_.setLoop(true);
    return std::nullopt;
}

void Audio::probeDevice() {
    // With a device (or OpenAL's null driver) a started sound reports Playing; without one it
    // stays Stopped.
    sf::Sound probe(buffers_[static_cast<std::size_t>(Sfx::Click)]);
    probe.setVolume(0);
    probe.play();
    if (probe.getStatus() != sf::Sound::Playing) {
        available_ = false;
        std::cerr << "catmaze: no audio device; playing without sound\n";
    }
    probe.stop();
}

void Audio::configure(int volume, bool music) {
    volume_ = volume;
    musicWanted_ = music;
    if (!available_ || !musicLoaded_)
        return;
    music_.setVolume(static_cast<float>(volume) * 0.5f);
    const bool playing = music_.getStatus() == sf::Music::Playing;
    if (music && volume > 0 && !playing)
        music_.play();
    else if ((!music || volume == 0) && playing)
        music_.stop();
}

void Audio::play(Sfx sfx) {
    if (!available_ || volume_ <= 0)
        return;
    voices_.remove_if([](const sf::Sound& s) { return s.getStatus() == sf::Sound::Stopped; });
    if (voices_.size() >= kMaxVoices)
        return;
    sf::Sound& voice = voices_.emplace_back(buffers_[static_cast<std::size_t>(sfx)]);
    voice.setVolume(static_cast<float>(volume_));
    voice.play();
}

}  // namespace catmaze::app
