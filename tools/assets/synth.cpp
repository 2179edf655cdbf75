#include "synth.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace catmaze::assets {

namespace {

// Seconds to samples, rounded, so voices start on exact sample positions.
std::size_t toSamples(double seconds) {
    return static_cast<std::size_t>(std::lround(seconds * kSampleRate));
}

// The envelope at `t` of a voice of `length`: a 3 ms attack, the decay curve and a short
// release at the end (no clicks).
double envelope(double t, double length, int decay) {
    const double attack = 0.003;
    const double release = std::min(0.015, length / 4);
    double level = std::min(1.0, t / attack);
    level *= std::min(1.0, (length - t) / release);
    const double fall = 1.0 - t / length;
    for (int i = 0; i < decay; ++i)
        level *= fall;
    return level;
}

void appendLittleEndian(std::vector<char>& out, std::uint32_t value, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<char>((value >> (8 * i)) & 0xFFu));
}

void appendTag(std::vector<char>& out, const char (&tag)[5]) {
    // One byte at a time: GCC 12 warns (wrongly) about a range insert into a reserved vector.
    for (int i = 0; i < 4; ++i)
        out.push_back(tag[i]);
}

}  // namespace

double noteHz(int midi) {
    // Semitone ratios above A, so no pow(): exact, repeatable values.
    static constexpr std::array<double, 12> kRatios = {
        1.0,          1.0594630944, 1.1224620483, 1.1892071150, 1.2599210499, 1.3348398542,
        1.4142135624, 1.4983070769, 1.5874010520, 1.6817928305, 1.7817974363, 1.8877486254};
    int offset = midi - 69;
    double hz = 440.0;
    while (offset < 0) {
        offset += 12;
        hz /= 2;
    }
    while (offset >= 12) {
        offset -= 12;
        hz *= 2;
    }
    return hz * kRatios[static_cast<std::size_t>(offset)];
}

Mix::Mix(double seconds, bool loop) : samples_(toSamples(seconds), 0.0), loop_(loop) {}

void Mix::add(const Voice& voice) {
    const std::size_t first = toSamples(voice.start);
    const std::size_t count = toSamples(voice.length);
    double phase = 0;
    std::uint32_t noise = voice.seed | 1u;  // xorshift state (never zero)
    double held = 0;
    for (std::size_t i = 0; i < count; ++i) {
        std::size_t at = first + i;
        if (at >= samples_.size()) {
            if (!loop_)
                break;
            at %= samples_.size();
        }
        const double t = static_cast<double>(i) / kSampleRate;
        const double hz = voice.fromHz + (voice.toHz - voice.fromHz) * (t / voice.length);
        double value = 0;
        switch (voice.wave) {
            case Wave::Square:
                value = phase < 0.5 ? 1.0 : -1.0;
                break;
            case Wave::Pulse:
                value = phase < 0.25 ? 1.0 : -1.0;
                break;
            case Wave::Triangle:
                value = 4.0 * std::abs(phase - 0.5) - 1.0;
                break;
            case Wave::Noise:
                value = held;
                break;
        }
        phase += hz / kSampleRate;
        if (phase >= 1.0) {
            phase -= 1.0;
            noise ^= noise << 13;
            noise ^= noise >> 17;
            noise ^= noise << 5;
            held = static_cast<double>(noise & 0xFFFFu) / 32767.5 - 1.0;
        }
        samples_[at] += value * voice.volume * envelope(t, voice.length, voice.decay);
    }
}

std::vector<std::int16_t> Mix::toPcm(double gain) const {
    std::vector<std::int16_t> pcm;
    pcm.reserve(samples_.size());
    for (const double sample : samples_) {
        const double scaled = std::clamp(sample * gain, -1.0, 1.0) * 32767.0;
        pcm.push_back(static_cast<std::int16_t>(std::lround(scaled)));
    }
    return pcm;
}

std::vector<char> wavBytes(const std::vector<std::int16_t>& samples) {
    const auto dataBytes = static_cast<std::uint32_t>(samples.size() * 2);
    std::vector<char> out;
    out.reserve(44 + dataBytes);
    appendTag(out, "RIFF");
    appendLittleEndian(out, 36 + dataBytes, 4);
    appendTag(out, "WAVE");
    appendTag(out, "fmt ");
    appendLittleEndian(out, 16, 4);               // fmt chunk size
    appendLittleEndian(out, 1, 2);                // PCM
    appendLittleEndian(out, 1, 2);                // mono
    appendLittleEndian(out, kSampleRate, 4);      // sample rate
    appendLittleEndian(out, kSampleRate * 2, 4);  // byte rate
    appendLittleEndian(out, 2, 2);                // block align
    appendLittleEndian(out, 16, 2);               // bits per sample
    appendTag(out, "data");
    appendLittleEndian(out, dataBytes, 4);
    for (const std::int16_t sample : samples)
        appendLittleEndian(out, static_cast<std::uint16_t>(sample), 2);
    return out;
}

}  // namespace catmaze::assets
