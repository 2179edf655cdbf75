#pragma once
/// \file
/// The A* engine's open list: a radix heap (Ahuja, Mehlhorn, Orlin and Tarjan, 1990) keyed on the
/// bits of f, with ties (equal f) ordered by a second key in a small binary heap. A* with a
/// consistent estimate takes nodes out in order of non-decreasing f, and never adds one with an f
/// below the last taken: that is all a radix heap needs. Adding is O(1) (an append to a bucket
/// picked by the highest bit in which f differs from the last f taken out); taking out moves each
/// entry to a lower bucket a few times at most, in sequential passes. On large searches this is
/// several times cheaper than a binary heap of the whole open list, whose sift-downs miss the
/// cache.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace catmaze {

/// A min-priority queue of (f, tie) entries for keys taken out in non-decreasing order of f.
/// Entries come out in lexicographic (f, tie) order. An entry added with an f below the last
/// taken out (a consistent estimate never does that; floating-point rounding can, by an ulp) is
/// treated as having that last f. Buffers are kept between uses: after `clear()` it does not
/// allocate until it holds more entries than before.
template <class Cost>
class MonotoneQueue {
  public:
    /// One entry: the priority and the tie-breaker (lower first).
    struct Entry {
        Cost f;             ///< the priority: lower comes out first
        std::uint64_t tie;  ///< among equal f, lower comes out first
    };

    /// Empties the queue (keeping its buffers) and resets the last key taken to the lowest.
    void clear() {
        for (std::uint64_t used = occupied_; used != 0; used &= used - 1)
            buckets_[static_cast<std::size_t>(std::countr_zero(used)) + 1].clear();
        buckets_[0].clear();
        occupied_ = 0;
        last_ = 0;
        size_ = 0;
    }
    /// True when nothing is queued.
    bool empty() const { return size_ == 0; }
    /// How many entries are queued.
    std::size_t size() const { return size_; }

    /// Adds `e`.
    void push(const Entry& e) {
        place(e, keyOf(e.f));
        ++size_;
    }

    /// Removes and returns the lowest entry. Precondition: not empty().
    Entry pop() {
        std::vector<Entry>& ready = buckets_[0];
        if (ready.empty())
            refill();
        std::pop_heap(ready.begin(), ready.end(), Later{});
        const Entry top = ready.back();
        ready.pop_back();
        --size_;
        return top;
    }

    /// Bytes held by the buffers (for the benchmark's memory column).
    std::size_t capacityBytes() const {
        std::size_t bytes = 0;
        for (const auto& b : buckets_)
            bytes += b.capacity() * sizeof(Entry);
        return bytes;
    }

  private:
    // Bucket 0 holds the entries whose key equals the last key taken (a binary heap on (f, tie));
    // bucket b >= 1 those whose key first differs from it in bit b - 1 (unordered).
    static constexpr std::size_t kBuckets = 65;

    struct Later {  // heap order: the lowest (f, tie) on top
        bool operator()(const Entry& a, const Entry& b) const {
            return b.f < a.f || (b.f == a.f && b.tie < a.tie);
        }
    };

    // A key whose unsigned order is the order of f. Non-negative IEEE doubles order like their
    // bit patterns; negative values and NaN (never produced by valid data) count as 0.
    static std::uint64_t keyOf(Cost f) {
        if constexpr (std::is_floating_point_v<Cost>) {
            return f > Cost{0} ? std::bit_cast<std::uint64_t>(static_cast<double>(f)) : 0;
        } else {
            return f > Cost{0} ? static_cast<std::uint64_t>(f) : 0;
        }
    }

    void place(const Entry& e, std::uint64_t key) {
        if (key <= last_) {
            std::vector<Entry>& ready = buckets_[0];
            ready.push_back(e);
            std::push_heap(ready.begin(), ready.end(), Later{});
            return;
        }
        const int bucket = 64 - std::countl_zero(key ^ last_);  // 1 .. 64
        buckets_[static_cast<std::size_t>(bucket)].push_back(e);
        occupied_ |= std::uint64_t{1} << (bucket - 1);
    }

    // Bucket 0 is empty: the lowest non-empty bucket holds the next key; make it the last key and
    // spread that bucket's entries over the lower buckets (each lands strictly lower).
    void refill() {
        const auto index = static_cast<std::size_t>(std::countr_zero(occupied_)) + 1;
        std::vector<Entry>& from = buckets_[index];
        std::uint64_t lowest = keyOf(from.front().f);
        for (const Entry& e : from)
            lowest = std::min(lowest, keyOf(e.f));
        last_ = lowest;
        occupied_ &= ~(std::uint64_t{1} << (index - 1));
        for (const Entry& e : from)
            place(e, keyOf(e.f));
        from.clear();
    }

    std::array<std::vector<Entry>, kBuckets> buckets_;
    std::uint64_t occupied_ = 0;  // bit b - 1 set: bucket b (1 .. 64) is not empty
    std::uint64_t last_ = 0;      // the key of the last entry taken out
    std::size_t size_ = 0;
};

}  // namespace catmaze
