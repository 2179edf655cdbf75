// The 64-cells-at-a-time scan of jump point search stops exactly where a cell-by-cell scan does,
// across word boundaries, at both ends of a line and in both directions.

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "catmaze/search/detail/line_bits.hpp"

namespace catmaze {
namespace {

// The cell-by-cell scan the word scan replaces (the rule in jump_point_search.hpp).
int scanCellByCell(const std::vector<std::vector<bool>>& open, int line, int from, bool forward,
                   int goal) {
    const int length = static_cast<int>(open[0].size());
    const int step = forward ? 1 : -1;
    for (int i = from + step; i >= 0 && i < length; i += step) {
        if (!open[line][i])
            return -1;
        if (i == goal)
            return i;
        for (const int side : {line - 1, line + 1}) {
            if (side >= 0 && side < static_cast<int>(open.size()) && open[side][i] &&
                !open[side][i - step])
                return i;
        }
    }
    return -1;
}

TEST(LineBits, WordScanStopsWhereTheCellScanDoes) {
    std::mt19937 random(7);
    for (const int length : {1, 5, 63, 64, 65, 127, 128, 200}) {
        for (const double density : {0.0, 0.05, 0.3, 0.7}) {
            const int lines = 3;
            std::vector<std::vector<bool>> open(lines, std::vector<bool>(length));
            LineBits bits;
            bits.reset(length, lines);
            for (int l = 0; l < lines; ++l) {
                for (int i = 0; i < length; ++i) {
                    open[l][i] = std::uniform_real_distribution<>(0, 1)(random) >= density;
                    bits.set(l, i, open[l][i]);
                }
            }
            for (int line = 0; line < lines; ++line) {
                const std::uint64_t* before = line > 0 ? bits.line(line - 1) : nullptr;
                const std::uint64_t* after = line + 1 < lines ? bits.line(line + 1) : nullptr;
                for (int from = 0; from < length; ++from) {
                    for (const bool forward : {true, false}) {
                        for (const int goal : {-1, static_cast<int>(random() % length)}) {
                            ASSERT_EQ(
                                scanLine(bits, bits.line(line), before, after, from, forward, goal),
                                scanCellByCell(open, line, from, forward, goal))
                                << "length " << length << " line " << line << " from " << from
                                << (forward ? " forward" : " backward") << " goal " << goal;
                        }
                    }
                }
            }
        }
    }
}

TEST(LineBits, SetClearsAsWellAsSets) {
    LineBits bits;
    bits.reset(70, 1);
    bits.set(0, 66, true);
    EXPECT_EQ(bits.line(0)[1], std::uint64_t{1} << 2);
    bits.set(0, 66, false);
    EXPECT_EQ(bits.line(0)[1], 0u);
}

}  // namespace
}  // namespace catmaze
