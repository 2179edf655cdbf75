#pragma once
/// \file
/// One run of catmaze-level measured alone: its CPU time and peak resident memory from wait4's
/// rusage, with a hang guard.

#include <filesystem>
#include <string>
#include <vector>

namespace catmaze::tool_test {

/// What one child run gave.
struct Measured {
    int status = 0;           ///< the wait status
    bool hung = false;        ///< killed by the hang guard (60 s of wall time)
    double cpuSeconds = 0;    ///< user + system CPU time of the child
    long maxResidentKiB = 0;  ///< its peak resident memory
    std::string out;          ///< its stdout
    std::string err;          ///< its stderr
};

/// Runs catmaze-level with `args`, its stdout and stderr in files of `dir`, measuring the child
/// alone (wait4). posix_spawn rather than fork: a forked child starts with this test program's
/// pages, which would count as its own.
Measured runMeasured(const std::vector<std::string>& args, const std::filesystem::path& dir);

}  // namespace catmaze::tool_test
