#include "ascii_grid.hpp"

#include <gtest/gtest.h>

namespace catmaze::test {

namespace {
constexpr std::int64_t kDog = 10;  // the game's dog multiplier
}  // namespace

Ascii parseAscii(const std::vector<std::string>& rows) {
    Ascii a;
    a.size = {static_cast<int>(rows.front().size()), static_cast<int>(rows.size())};
    for (int r = 0; r < a.size.height; ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        EXPECT_EQ(row.size(), rows.front().size()) << "ragged test map, row " << r;
        for (int c = 0; c < a.size.width; ++c) {
            const char ch = row[static_cast<std::size_t>(c)];
            a.walkable.push_back(ch == '#' ? 0 : 1);
            a.multiplier.push_back(ch == 'D' ? kDog : 1);
            if (ch != '#' && ch != '.' && ch != 'D')
                a.marks[ch] = {c, r};
        }
    }
    return a;
}

Ascii randomAscii(std::mt19937& rng, int width, int height, double wallChance, double dogChance) {
    std::uniform_real_distribution<double> roll(0.0, 1.0);
    std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(width, '.'));
    for (std::string& row : rows) {
        for (char& c : row) {
            const double x = roll(rng);
            c = x < wallChance ? '#' : x < wallChance + dogChance ? 'D' : '.';
        }
    }
    return parseAscii(rows);
}

GridDataSource<std::int64_t> catGrid(const Ascii& a, bool diagonal) {
    return GridDataSource<std::int64_t>(
        a.size, a.walkable,
        GridMovement<std::int64_t>{diagonal ? DiagonalMode::NoCornerCutting : DiagonalMode::Never,
                                   10, 14},
        a.multiplier);
}

}  // namespace catmaze::test
