#include "shell/audio.hpp"

#include <iostream>

#include <AL/alc.h>

#include "catmaze/io/regular_file.hpp"

namespace catmaze::app {

namespace {

constexpr std::array<const char*, kSfxCount> kSfxNames = {"step", "bone", "bribe", "wall",
                                                          "win",  "lose", "click"};
constexpr std::size_t kMaxVoices = 12;

// Opens and closes the default OpenAL device. SFML would print errors for every sound object
// made without one, so the game asks once, first.
bool audioDeviceAvailable() {
    ALCdevice* device = alcOpenDevice(nullptr);
    if (device == nullptr)
        return false;
    alcCloseDevice(device);
    return true;
}

}  // namespace

struct Audio::Sounds {
    std::array<sf::SoundBuffer, kSfxCount> buffers;
    std::list<sf::Sound> voices;  // a list: an sf::Sound must not move while it plays
    sf::Music music;
};

Audio::Audio() = default;
Audio::~Audio() = default;

std::optional<std::string> Audio::load(const std::filesystem::path& assetsDir) {
    if (!audioDeviceAvailable()) {
        std::cerr << "catmaze: no audio device; playing without sound\n";
        return std::nullopt;
    }
    auto sounds = std::make_unique<Sounds>();
    for (std::size_t i = 0; i < kSfxCount; ++i) {
        const auto file = assetsDir / "sounds" / (std::string(kSfxNames[i]) + ".wav");
        if (const auto what = notRegularFile(file))  // the reader would wait on a FIFO
            return "cannot read sound file " + file.string() + ": " + *what;
        if (!std::filesystem::is_regular_file(file))
            return "missing sound file " + file.string();
        if (!sounds->buffers[i].loadFromFile(file.string()))
            return "cannot read sound file " + file.string();
    }
    const auto musicFile = assetsDir / "sounds" / "music.wav";
    if (const auto what = notRegularFile(musicFile))
        return "cannot read sound file " + musicFile.string() + ": " + *what;
    if (!std::filesystem::is_regular_file(musicFile))
        return "missing sound file " + musicFile.string();
    if (!sounds->music.openFromFile(musicFile.string()))
        return "cannot read sound file " + musicFile.string();
    sounds->music.setLoop(true);
    sounds_ = std::move(sounds);
    return std::nullopt;
}

void Audio::configure(int volume, bool music) {
    volume_ = volume;
    if (!sounds_)
        return;
    sf::Music& track = sounds_->music;
    track.setVolume(static_cast<float>(volume) * 0.5f);
    const bool playing = track.getStatus() == sf::Music::Playing;
    if (music && volume > 0 && !playing)
        track.play();
    else if ((!music || volume == 0) && playing)
        track.stop();
}

void Audio::play(Sfx sfx) {
    if (!sounds_ || volume_ <= 0)
        return;
    std::list<sf::Sound>& voices = sounds_->voices;
    voices.remove_if([](const sf::Sound& s) { return s.getStatus() == sf::Sound::Stopped; });
    if (voices.size() >= kMaxVoices)
        return;
    sf::Sound& voice = voices.emplace_back(sounds_->buffers[static_cast<std::size_t>(sfx)]);
    voice.setVolume(static_cast<float>(volume_));
    voice.play();
}

}  // namespace catmaze::app
