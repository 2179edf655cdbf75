#pragma once
// Random numbers that are the same on every machine for a seed: SplitMix64 (Steele, Lea and
// Flood), with our own mapping to a range. std::uniform_int_distribution is not used because its
// algorithm is the library's choice, and a level generated from a seed must be the same bytes
// everywhere.

#include <cstdint>

namespace catmaze {

class SeededRandom {
  public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}

    // The next 64 random bits.
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // A whole number in [0, n) for n > 0, without modulo bias (rejection of the short last run).
    int below(int n) {
        const auto range = static_cast<std::uint64_t>(n);
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
        std::uint64_t x = next();
        while (x >= limit)
            x = next();
        return static_cast<int>(x % range);
    }

    // A whole number in [lo, hi] for lo <= hi.
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }

    // True with probability numerator / denominator.
    bool chance(int numerator, int denominator) { return below(denominator) < numerator; }

  private:
    std::uint64_t state_;
};

}  // namespace catmaze
