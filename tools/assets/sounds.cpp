#include "sounds.hpp"

#include <array>

#include "synth.hpp"

namespace catmaze::assets {

namespace {

// A soft paw pad on stone: a tiny noise tap over a low thump.
std::vector<std::int16_t> step() {
    Mix mix(0.06, false);
    mix.add({Wave::Noise, 0, 0.04, 5000, 2000, 0.30, 3, 7});
    mix.add({Wave::Triangle, 0, 0.05, 240, 110, 0.35, 2});
    return mix.toPcm(0.8);
}

// A short UI blip.
std::vector<std::int16_t> click() {
    Mix mix(0.05, false);
    mix.add({Wave::Pulse, 0, 0.03, 1320, 1320, 0.22, 1});
    mix.add({Wave::Triangle, 0.012, 0.035, 1980, 1980, 0.20, 2});
    return mix.toPcm(1.0);
}

// Picking up a bone: two rising notes.
std::vector<std::int16_t> bone() {
    Mix mix(0.3, false);
    mix.add({Wave::Pulse, 0, 0.08, noteHz(81), noteHz(81), 0.20, 1});
    mix.add({Wave::Pulse, 0.07, 0.22, noteHz(88), noteHz(88), 0.20, 2});
    mix.add({Wave::Triangle, 0, 0.08, noteHz(69), noteHz(69), 0.25, 1});
    mix.add({Wave::Triangle, 0.07, 0.22, noteHz(76), noteHz(76), 0.25, 2});
    return mix.toPcm(1.0);
}

// A dog takes the bone: two chomps, then a happy arpeggio.
std::vector<std::int16_t> bribe() {
    Mix mix(0.72, false);
    for (const double at : {0.0, 0.11})
        mix.add({Wave::Noise, at, 0.07, 1800, 900, 0.35, 2, 3});
    const std::array<int, 4> notes = {72, 76, 79, 84};
    for (std::size_t i = 0; i < notes.size(); ++i) {
        const double at = 0.24 + 0.07 * static_cast<double>(i);
        const double length = i + 1 == notes.size() ? 0.24 : 0.1;
        mix.add({Wave::Pulse, at, length, noteHz(notes[i]), noteHz(notes[i]), 0.16, 1});
        mix.add({Wave::Triangle, at, length, noteHz(notes[i] - 12), noteHz(notes[i] - 12), 0.2, 1});
    }
    return mix.toPcm(1.0);
}

// Bumping into a wall: a dull falling thud.
std::vector<std::int16_t> wall() {
    Mix mix(0.2, false);
    mix.add({Wave::Triangle, 0, 0.18, 150, 50, 0.6, 2});
    mix.add({Wave::Noise, 0, 0.08, 900, 400, 0.25, 3, 5});
    mix.add({Wave::Square, 0, 0.1, 75, 45, 0.1, 2});
    return mix.toPcm(1.0);
}

// Reaching the exit: a rising fanfare ending on a held chord tone.
std::vector<std::int16_t> win() {
    Mix mix(1.2, false);
    const std::array<int, 4> run = {72, 76, 79, 84};
    for (std::size_t i = 0; i < run.size(); ++i) {
        const double at = 0.1 * static_cast<double>(i);
        mix.add({Wave::Pulse, at, 0.12, noteHz(run[i]), noteHz(run[i]), 0.18, 1});
    }
    mix.add({Wave::Pulse, 0.45, 0.1, noteHz(79), noteHz(79), 0.18, 1});
    mix.add({Wave::Pulse, 0.55, 0.62, noteHz(84), noteHz(84), 0.2, 1});
    mix.add({Wave::Square, 0.55, 0.62, noteHz(76), noteHz(76), 0.07, 1});
    mix.add({Wave::Triangle, 0, 0.4, noteHz(48), noteHz(48), 0.3, 1});
    mix.add({Wave::Triangle, 0.45, 0.1, noteHz(55), noteHz(55), 0.3, 1});
    mix.add({Wave::Triangle, 0.55, 0.62, noteHz(48), noteHz(48), 0.3, 1});
    return mix.toPcm(1.0);
}

// Caught: three sagging notes and a long slide down.
std::vector<std::int16_t> lose() {
    Mix mix(1.1, false);
    const std::array<int, 3> notes = {67, 66, 65};
    for (std::size_t i = 0; i < notes.size(); ++i) {
        const double at = 0.2 * static_cast<double>(i);
        mix.add({Wave::Pulse, at, 0.18, noteHz(notes[i]), noteHz(notes[i]) * 0.98, 0.18, 1});
        mix.add({Wave::Triangle, at, 0.18, noteHz(notes[i] - 24), noteHz(notes[i] - 24), 0.25, 1});
    }
    mix.add({Wave::Pulse, 0.6, 0.5, noteHz(64), noteHz(57), 0.18, 1});
    mix.add({Wave::Triangle, 0.6, 0.5, noteHz(40), noteHz(33), 0.28, 1});
    return mix.toPcm(1.0);
}

// The sneaky loop: 8 bars of 4/4 at 140 bpm in A minor (Am Am F G Am Am Dm E); lead, echo,
// bass, kick and hat. Every note falls on a whole sample, and the mix wraps at the end, so the
// file loops seamlessly.
std::vector<std::int16_t> music() {
    constexpr int kEighths = 64;
    constexpr double kEighth = 4725.0 / kSampleRate;  // 140 bpm, a whole number of samples
    constexpr int kHold = -1;                         // the previous note goes on
    // The lead, one entry per eighth: a MIDI note, 0 for a rest or kHold.
    static constexpr std::array<int, kEighths> kLead = {
        64, 0, 69, 0,  72, 0, 71, 69, 64, kHold, kHold, 0, 0,  0, 67, 0,  //
        65, 0, 69, 0,  72, 0, 74, 72, 71, kHold, 67,    0, 71, 0, 74, 0,  //
        76, 0, 74, 72, 71, 0, 72, 0,  69, kHold, kHold, 0, 64, 0, 69, 0,  //
        65, 0, 69, 0,  74, 0, 72, 71, 68, kHold, 71,    0, 76, 0, 74, 71};
    static constexpr std::array<int, 8> kRoots = {45, 45, 41, 43, 45, 45, 38, 40};
    // Bass offsets above the bar's root per eighth; -1 is a rest.
    static constexpr std::array<int, 8> kBass = {0, -1, 12, 0, 7, -1, 12, 7};

    Mix mix(kEighths * kEighth, true);
    for (int i = 0; i < kEighths; ++i) {
        const double at = i * kEighth;
        const int note = kLead[static_cast<std::size_t>(i)];
        if (note > 0) {
            int held = 1;
            while (i + held < kEighths && kLead[static_cast<std::size_t>(i + held)] == kHold)
                ++held;
            const double length = held * kEighth - 0.02;
            mix.add({Wave::Pulse, at, length, noteHz(note), noteHz(note), 0.10, 1});
            // A quiet echo a dotted eighth later fills the gaps.
            mix.add(
                {Wave::Pulse, at + 1.5 * kEighth, length, noteHz(note), noteHz(note), 0.035, 1});
        }
        const int bar = i / 8;
        const int beat = i % 8;
        const int bass = kBass[static_cast<std::size_t>(beat)];
        if (bass >= 0) {
            const double hz = noteHz(kRoots[static_cast<std::size_t>(bar)] + bass);
            mix.add({Wave::Triangle, at, 0.9 * kEighth, hz, hz, 0.22, 1});
        }
        if (beat == 0 || beat == 4)
            mix.add({Wave::Triangle, at, 0.11, 130, 45, 0.28, 2});
        else if (beat % 2 == 1)
            mix.add({Wave::Noise, at, 0.03, 9000, 9000, 0.05, 3, static_cast<std::uint32_t>(i)});
    }
    return mix.toPcm(0.6);
}

}  // namespace

std::vector<Sound> makeSounds() {
    return {{"step", step()}, {"bone", bone()}, {"bribe", bribe()}, {"wall", wall()},
            {"win", win()},   {"lose", lose()}, {"click", click()}, {"music", music()}};
}

}  // namespace catmaze::assets
