// Global operator new/delete for the benchmark binary that count calls and bytes. Each block
// carries its size in a header so the unsized delete can subtract it.

#include "alloc_counter.hpp"

#include <cstdlib>
#include <new>

namespace {

catmaze::bench::AllocationStats gStats;  // the binary is single-threaded while it measures

constexpr std::size_t kHeader = alignof(std::max_align_t);

void* allocate(std::size_t size) {
    void* block = std::malloc(size + kHeader);
    if (block == nullptr)
        throw std::bad_alloc();
    *static_cast<std::size_t*>(block) = size;
    ++gStats.calls;
    gStats.liveBytes += static_cast<std::int64_t>(size);
    if (gStats.liveBytes > gStats.peakBytes)
        gStats.peakBytes = gStats.liveBytes;
    return static_cast<char*>(block) + kHeader;
}

void release(void* p) noexcept {
    if (p == nullptr)
        return;
    void* block = static_cast<char*>(p) - kHeader;
    gStats.liveBytes -= static_cast<std::int64_t>(*static_cast<std::size_t*>(block));
    std::free(block);
}

}  // namespace

namespace catmaze::bench {

AllocationStats allocationStats() {
    return gStats;
}
void resetPeak() {
    gStats.peakBytes = gStats.liveBytes;
}

}  // namespace catmaze::bench

void* operator new(std::size_t size) {
    return allocate(size);
}
void* operator new[](std::size_t size) {
    return allocate(size);
}
void operator delete(void* p) noexcept {
    release(p);
}
void operator delete[](void* p) noexcept {
    release(p);
}
void operator delete(void* p, std::size_t) noexcept {
    release(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    release(p);
}
