#pragma once
/// \file
/// Runs the real catmaze-level binary for the tool tests, with stdout and stderr captured in
/// files of a per-test temporary directory, and writes input files there.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace catmaze::tool_test {

/// What one run of the tool gave.
struct ToolRun {
    int exitCode = -1;  ///< the process's exit status (-1 if it did not exit normally)
    std::string out;    ///< everything written to stdout
    std::string err;    ///< everything written to stderr

    /// The last non-empty line of stdout ("" if none).
    std::string lastLine() const;
};

/// A test with its own temporary directory, removed afterwards.
class ToolTest : public ::testing::Test {
  protected:
    void SetUp() override;
    void TearDown() override;

    /// Writes `contents` to `name` in the temporary directory and returns its path.
    std::string writeFile(const std::string& name, const std::string& contents) const;
    /// Runs catmaze-level with `args` (passed as they are, no shell interpretation).
    ToolRun run(const std::vector<std::string>& args) const;

    std::filesystem::path dir_;
};

/// Reads a whole file ("" when it cannot be read).
std::string readFile(const std::filesystem::path& path);

/// The level files of the campaign, as levels/campaign.json lists them (full paths).
std::vector<std::filesystem::path> campaignLevels();

/// Level-file JSON (format version 1) named `name` with the given tile rows.
std::string levelText(const std::string& name, const std::vector<std::string>& rows);

}  // namespace catmaze::tool_test
