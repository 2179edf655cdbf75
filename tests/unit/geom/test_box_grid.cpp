// The spatial index of boxes (box_grid.hpp): on random boxes of every size (points, slivers,
// boxes spanning everything, many on integer lines) it finds every box that a segment or a
// point comes near, compared with testing every box; and its cells stay few whatever the boxes.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "catmaze/geom/box_grid.hpp"

namespace catmaze {
namespace {

bool boxContains(const Box& box, Vec2 p) {
    return p.x >= box.min.x && p.x <= box.max.x && p.y >= box.min.y && p.y <= box.max.y;
}

// Brute force: the segment a-b comes within `reach` of `box` (an end inside it, or an edge of
// it that near).
bool comesNear(const Box& box, Vec2 a, Vec2 b, double reach) {
    if (box.min.x > box.max.x || box.min.y > box.max.y)
        return false;  // empty
    if (boxContains(box, a) || boxContains(box, b))
        return true;
    const Vec2 corners[] = {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    for (int i = 0; i < 4; ++i) {
        if (segmentDistance(a, b, corners[i], corners[(i + 1) % 4]) <= reach)
            return true;
    }
    return false;
}

Box randomBox(std::mt19937& rng, int kind) {
    std::uniform_real_distribution<double> place(-50.0, 50.0);
    std::uniform_int_distribution<int> grid(-50, 50);
    std::uniform_real_distribution<double> size(0.0, 6.0);
    if (kind == 0) {  // a tile on integer lines
        const Vec2 min{static_cast<double>(grid(rng)), static_cast<double>(grid(rng))};
        return {min, min + Vec2{1, 1}};
    }
    if (kind == 1) {  // a point
        const Vec2 p{place(rng), place(rng)};
        return {p, p};
    }
    if (kind == 2) {  // a wall across everything
        const double y = place(rng);
        return {{-60, y}, {60, y + 0.5}};
    }
    const Vec2 min{place(rng), place(rng)};
    return {min, min + Vec2{size(rng), size(rng)}};
}

TEST(BoxGrid, FindsEveryBoxASegmentComesNear) {
    std::mt19937 rng(19);
    std::uniform_real_distribution<double> place(-70.0, 70.0);
    std::uniform_int_distribution<int> grid(-50, 50);
    std::uniform_int_distribution<int> kind(0, 5);
    int near = 0;
    for (int s = 0; s < 30; ++s) {
        std::vector<Box> boxes;
        const int count = 1 + s * 7;
        for (int i = 0; i < count; ++i)
            boxes.push_back(i % 9 == 8 ? Box{} : randomBox(rng, kind(rng)));
        const BoxGrid index(boxes);
        EXPECT_LE(index.cellCount(), 6u * boxes.size() + 1);
        for (int q = 0; q < 300; ++q) {
            Vec2 a{place(rng), place(rng)};
            Vec2 b{place(rng), place(rng)};
            if (q % 5 == 1)
                a.x = b.x = grid(rng);  // along an integer line, where tiles meet
            if (q % 5 == 2)
                a.y = b.y = grid(rng);
            if (q % 5 == 3)
                b = a;
            if (q % 5 == 4)
                b = a + Vec2{1e-12, 3};  // nearly vertical
            const std::vector<std::uint32_t> found = index.boxesNear(a, b);
            EXPECT_TRUE(std::is_sorted(found.begin(), found.end()));
            EXPECT_EQ(std::adjacent_find(found.begin(), found.end()), found.end());
            for (std::size_t i = 0; i < boxes.size(); ++i) {
                if (!comesNear(boxes[i], a, b, kBoxGridMargin / 2))
                    continue;
                ++near;
                EXPECT_TRUE(std::binary_search(found.begin(), found.end(), i))
                    << "scene " << s << " query " << q << " misses box " << i;
            }
        }
    }
    EXPECT_GT(near, 5000);
}

TEST(BoxGrid, FindsFewBoxesAlongAShortSegmentAndNothingInAnEmptyIndex) {
    // A row of 100 unit tiles: a short segment over one of them finds it and its neighbours
    // (the index, not a list of all).
    std::vector<Box> row;
    for (int i = 0; i < 100; ++i)
        row.push_back({{static_cast<double>(i), 0}, {i + 1.0, 1}});
    const BoxGrid index(row);
    const std::vector<std::uint32_t> found = index.boxesNear({40.2, 0.5}, {40.8, 0.5});
    EXPECT_TRUE(std::binary_search(found.begin(), found.end(), 40u));
    EXPECT_LE(found.size(), 6u);
    EXPECT_TRUE(index.boxesNear({40.5, 5}, {41.5, 5}).empty());
    EXPECT_TRUE(BoxGrid().boxesNear({0, 0}, {1, 1}).empty());
    EXPECT_TRUE(BoxGrid({Box{}}).boxesNear({0, 0}, {1, 1}).empty());
}

}  // namespace
}  // namespace catmaze
