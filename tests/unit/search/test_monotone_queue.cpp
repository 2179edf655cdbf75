// The A* open list: entries come out in (f, tie) order as long as no f below the last one taken
// is added, for integer and floating-point keys, and the queue is reusable after clear().

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <tuple>
#include <vector>

#include "catmaze/search/detail/monotone_queue.hpp"

namespace catmaze {
namespace {

template <class Cost>
struct Reference {  // the same queue written the slow, obvious way
    std::vector<typename MonotoneQueue<Cost>::Entry> entries;
    typename MonotoneQueue<Cost>::Entry pop() {
        const auto lowest = std::min_element(entries.begin(), entries.end(), [](auto& a, auto& b) {
            return std::tie(a.f, a.tie) < std::tie(b.f, b.tie);
        });
        const auto e = *lowest;
        entries.erase(lowest);
        return e;
    }
};

// Interleaves pushes of f in [last, last + spread] with pops, as A* does, and compares every pop
// with the reference.
template <class Cost>
void checkAgainstReference(Cost spread, std::uint32_t seed) {
    std::mt19937 random(seed);
    MonotoneQueue<Cost> queue;
    for (int round = 0; round < 3; ++round) {  // reuse after clear()
        queue.clear();
        Reference<Cost> reference;
        Cost last{};
        std::uint64_t tie = 0;
        for (int step = 0; step < 4000; ++step) {
            const int pushes = static_cast<int>(random() % 4);
            for (int i = 0; i < pushes; ++i) {
                Cost f;
                if constexpr (std::is_floating_point_v<Cost>) {
                    f = last + spread * std::uniform_real_distribution<Cost>(0, 1)(random);
                } else {
                    f = last + static_cast<Cost>(random() % static_cast<std::uint32_t>(spread + 1));
                }
                const std::uint64_t t = (random() % 7 == 0) ? tie : ++tie;  // some equal ties
                queue.push({f, t});
                reference.entries.push_back({f, t});
            }
            if (queue.empty()) {
                ASSERT_TRUE(reference.entries.empty());
                continue;
            }
            ASSERT_EQ(queue.size(), reference.entries.size());
            const auto got = queue.pop();
            const auto want = reference.pop();
            ASSERT_EQ(got.f, want.f) << "step " << step;
            ASSERT_EQ(got.tie, want.tie) << "step " << step;
            last = got.f;
        }
    }
}

TEST(MonotoneQueue, IntegerKeysComeOutInOrder) {
    checkAgainstReference<std::int64_t>(28, 1);
    checkAgainstReference<std::int64_t>(0, 2);  // every f equal: the tie decides
    checkAgainstReference<std::int32_t>(1000, 3);
}

TEST(MonotoneQueue, FloatingPointKeysComeOutInOrder) {
    checkAgainstReference<double>(2.8284, 4);
    checkAgainstReference<double>(1e-9, 5);  // f values an ulp or so apart
    checkAgainstReference<float>(3.0f, 6);
}

TEST(MonotoneQueue, EqualKeysComeOutByTie) {
    MonotoneQueue<double> queue;
    for (std::uint64_t tie : {5u, 1u, 9u, 3u})
        queue.push({7.5, tie});
    queue.push({7.0, 8});
    EXPECT_EQ(queue.pop().tie, 8u);
    EXPECT_EQ(queue.pop().tie, 1u);
    EXPECT_EQ(queue.pop().tie, 3u);
    EXPECT_EQ(queue.pop().tie, 5u);
    EXPECT_EQ(queue.pop().tie, 9u);
    EXPECT_TRUE(queue.empty());
}

TEST(MonotoneQueue, AnEntryBelowTheLastTakenComesOutNext) {
    // A consistent estimate never adds one, rounding may: it must not be lost or misplaced.
    MonotoneQueue<double> queue;
    queue.push({10.0, 1});
    queue.push({12.0, 2});
    EXPECT_EQ(queue.pop().tie, 1u);
    queue.push({9.999999, 3});
    EXPECT_EQ(queue.pop().tie, 3u);
    EXPECT_EQ(queue.pop().tie, 2u);
    EXPECT_TRUE(queue.empty());
}

}  // namespace
}  // namespace catmaze
