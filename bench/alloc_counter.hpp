#pragma once
/// \file
/// Heap use of the benchmark binary: alloc_counter.cpp replaces the global operator new/delete
/// with versions that count calls and live bytes, so a benchmark can report allocations per
/// query and the peak memory a search keeps. Single-threaded use only.

#include <cstddef>
#include <cstdint>

namespace catmaze::bench {

/// The counters since the program started.
struct AllocationStats {
    std::int64_t calls = 0;      ///< operator new calls
    std::int64_t liveBytes = 0;  ///< bytes allocated and not yet freed
    std::int64_t peakBytes = 0;  ///< the highest liveBytes since the last resetPeak()
};

/// The current counters.
AllocationStats allocationStats();
/// Makes peakBytes equal to the current liveBytes.
void resetPeak();

}  // namespace catmaze::bench
