#pragma once
/// \file
/// A grid's walkable cells as bit sets, one per row and one per column, and the straight scan of
/// jump point search done 64 cells at a time (the block-based idea of Harabor & Grastien, ICAPS
/// 2014): a scan along a line stops at the first cell that is blocked, is the goal, or has a
/// forced neighbour (a walkable cell beside it whose cell behind is blocked). With one bit per
/// cell all of those are a few shifts and masks per 64 cells, and the first one is a count of
/// trailing (or leading) zeros.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace catmaze {

/// Walkable flags as bit lines. Bit i of line j: cell i along row j (rows), or cell i down
/// column j (columns). Bits past the end of a line are 0 (blocked).
class LineBits {
  public:
    /// Sets up `lineCount` lines of `length` cells, every cell blocked.
    void reset(int length, int lineCount) {
        length_ = length;
        words_ = (length + 63) / 64;
        bits_.assign(static_cast<std::size_t>(words_) * static_cast<std::size_t>(lineCount), 0);
    }
    /// Marks cell `i` of line `line` walkable or not.
    void set(int line, int i, bool walkable) {
        std::uint64_t& word =
            bits_[static_cast<std::size_t>(line) * static_cast<std::size_t>(words_) +
                  static_cast<std::size_t>(i / 64)];
        const std::uint64_t bit = std::uint64_t{1} << (i % 64);
        word = walkable ? (word | bit) : (word & ~bit);
    }
    /// True when cell `i` of line `line` is set.
    bool test(int line, int i) const { return ((this->line(line)[i / 64] >> (i % 64)) & 1u) != 0; }
    /// The words of line `line` (lineWords() of them).
    const std::uint64_t* line(int line) const {
        return bits_.data() + static_cast<std::size_t>(line) * static_cast<std::size_t>(words_);
    }
    /// The words of line `line`, to fill a line a word at a time (bits past length() stay 0).
    std::uint64_t* mutableLine(int line) {
        return bits_.data() + static_cast<std::size_t>(line) * static_cast<std::size_t>(words_);
    }
    /// Words per line.
    int lineWords() const { return words_; }
    /// Cells per line.
    int length() const { return length_; }

  private:
    int length_ = 0;
    int words_ = 0;
    std::vector<std::uint64_t> bits_;
};

/// The pieces of scanLine, one direction at a time (a template, so that the compiler inlines
/// them into the scan's loop).
namespace line_scan {

/// The side cells that force a stop at cell i of word `w` of a line of `words` words: side[i]
/// open and the side cell one step back along the scan blocked (i - 1 scanning forward, i + 1
/// scanning backward). 0 when `side` is null (no line on that side).
template <bool Forward>
[[gnu::always_inline]] inline std::uint64_t forcedIn(const std::uint64_t* side, int w, int words) {
    if (side == nullptr)
        return 0;
    const std::uint64_t here = side[w];
    std::uint64_t behind;
    if constexpr (Forward) {
        behind = (here << 1) | (w > 0 ? side[w - 1] >> 63 : 0);
    } else {
        behind = (here >> 1) | (w + 1 < words ? side[w + 1] << 63 : 0);
    }
    return here & ~behind;
}

/// The cells of word `w` where a scan stops: blocked, forced by `before` or `after`, set in
/// `also` (null: none), or `goal` (-1: not on this line).
template <bool Forward>
[[gnu::always_inline]] inline std::uint64_t stopsIn(const std::uint64_t* line,
                                                    const std::uint64_t* before,
                                                    const std::uint64_t* after,
                                                    const std::uint64_t* also, int w, int words,
                                                    int goal) {
    std::uint64_t stop =
        ~line[w] | forcedIn<Forward>(before, w, words) | forcedIn<Forward>(after, w, words);
    if (also != nullptr)
        stop |= also[w];
    if (goal >= 0 && goal / 64 == w)
        stop |= std::uint64_t{1} << (goal % 64);
    return stop;
}

/// Where a scan in one direction (towards higher indices when `Forward`) from `from`
/// (exclusive) stops: the index of the first cell that is blocked, forced, set in `also` or the
/// goal, walkable or not; -1 when the scan runs off the line first. Always inlined: a scan is
/// the inner loop of jump point search, and a call per scan costs as much as the scan.
template <bool Forward>
[[gnu::always_inline]] inline int stopAt(const LineBits& bits, const std::uint64_t* line,
                                         const std::uint64_t* before, const std::uint64_t* after,
                                         const std::uint64_t* also, int from, int goal) {
    const int words = bits.lineWords();
    int w;
    int bit;
    if constexpr (Forward) {
        const int start = from + 1;
        if (start >= bits.length())
            return -1;
        w = start / 64;
        std::uint64_t stop = stopsIn<true>(line, before, after, also, w, words, goal) &
                             (~std::uint64_t{0} << (start % 64));
        while (stop == 0) {
            if (++w >= words)
                return -1;
            stop = stopsIn<true>(line, before, after, also, w, words, goal);
        }
        bit = std::countr_zero(stop);
    } else {
        const int start = from - 1;
        if (start < 0)
            return -1;
        w = start / 64;
        std::uint64_t stop = stopsIn<false>(line, before, after, also, w, words, goal) &
                             (~std::uint64_t{0} >> (63 - start % 64));
        while (stop == 0) {
            if (--w < 0)
                return -1;
            stop = stopsIn<false>(line, before, after, also, w, words, goal);
        }
        bit = 63 - std::countl_zero(stop);
    }
    const int i = w * 64 + bit;
    return i < bits.length() ? i : -1;
}

/// True when cell `i` of `line` is walkable.
inline bool isOpen(const std::uint64_t* line, int i) {
    return ((line[i / 64] >> (i % 64)) & 1u) != 0;
}

/// scanLine in one direction: stopAt, or -1 when it stops on a blocked cell. Always inlined.
template <bool Forward>
[[gnu::always_inline]] inline int scan(const LineBits& bits, const std::uint64_t* line,
                                       const std::uint64_t* before, const std::uint64_t* after,
                                       const std::uint64_t* also, int from, int goal) {
    const int i = stopAt<Forward>(bits, line, before, after, also, from, goal);
    return i >= 0 && isOpen(line, i) ? i : -1;  // a blocked cell ends the scan
}

}  // namespace line_scan

/// Scans `line` of `bits` from cell `from` (exclusive) towards higher indices (`forward`) or
/// lower ones, and stops at the first cell that is blocked, is `goal`, or has a forced neighbour
/// in `before` or `after` (the lines on either side, null when there is none): a walkable side
/// cell whose neighbour one step back along the scan is blocked. Returns the index of that cell,
/// or -1 when it is blocked (or the scan runs off the line). `goal` is -1 when the goal is not on
/// this line. `also` (null: none) marks more cells to stop on, such as the cells near costly ones
/// (GridDataSource::rowScanStopBits, columnScanStopBits): walkable ones are returned like forced
/// ones.
inline int scanLine(const LineBits& bits, const std::uint64_t* line, const std::uint64_t* before,
                    const std::uint64_t* after, int from, bool forward, int goal,
                    const std::uint64_t* also = nullptr) {
    return forward ? line_scan::scan<true>(bits, line, before, after, also, from, goal)
                   : line_scan::scan<false>(bits, line, before, after, also, from, goal);
}

}  // namespace catmaze
