#pragma once
/// \file
/// A tiny chiptune synthesizer: square, pulse, triangle and noise voices with attack/decay
/// envelopes, mixed into 16-bit PCM and written as WAV. Only +, -, *, / are used on samples, so
/// the output is byte-identical on every run.

#include <cstdint>
#include <filesystem>
#include <vector>

namespace catmaze::assets {

/// Sample rate of every sound the game ships.
inline constexpr int kSampleRate = 22050;

/// The oscillator of a voice.
enum class Wave {
    Square,    ///< 50% duty: hollow, loud
    Pulse,     ///< 25% duty: the classic thin lead
    Triangle,  ///< soft, for bass and thumps
    Noise      ///< sample-and-hold noise; the frequency sets how bright it is
};

/// One note or noise burst.
struct Voice {
    Wave wave = Wave::Square;
    double start = 0;        ///< seconds from the start of the sound
    double length = 0.1;     ///< seconds
    double fromHz = 440;     ///< frequency at the start...
    double toHz = 440;       ///< ...sliding linearly to this at the end
    double volume = 0.3;     ///< peak amplitude, 0..1
    int decay = 2;           ///< envelope (1 - t/length)^decay; 0 holds the level to the end
    std::uint32_t seed = 1;  ///< noise seed
};

/// The frequency of MIDI note `midi` (69 = A4 = 440 Hz), equal temperament.
double noteHz(int midi);

/// A mono mix being built.
class Mix {
  public:
    /// A silent mix of `seconds`. When `loop` is set, voices running past the end wrap around to
    /// the start, so the sound loops without a seam.
    Mix(double seconds, bool loop);

    /// Adds `voice` to the mix.
    void add(const Voice& voice);

    /// The mix times `gain` as clamped 16-bit samples.
    std::vector<std::int16_t> toPcm(double gain) const;

  private:
    std::vector<double> samples_;
    bool loop_;
};

/// Encodes `samples` as a 16-bit mono PCM WAV file at kSampleRate.
std::vector<char> wavBytes(const std::vector<std::int16_t>& samples);

}  // namespace catmaze::assets
