#pragma once
/// \file
/// The files of the hostile corpus (tests/data/hostile) that are made at run time rather than
/// committed: large ones, and special files (a FIFO, symbolic links, a directory).

#include <filesystem>
#include <functional>
#include <map>
#include <string>

namespace catmaze::tool_test {

/// By file name (as in the manifest), what makes that file at a given path (and whatever it
/// needs beside it).
const std::map<std::string, std::function<void(const std::filesystem::path&)>>& hostileFileMakers();

}  // namespace catmaze::tool_test
