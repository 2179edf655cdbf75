// Where the installed, unpacked or build-folder programs find their data, the --version line, and
// the man page made from --help text (catmaze_runtime, shared by the game and the level tool).

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "catmaze/build_info.hpp"
#include "catmaze/data_dirs.hpp"
#include "catmaze/man_page.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

// A fresh prefix directory, removed at the end of the test.
class Prefix {
  public:
    Prefix()
        : path_(fs::temp_directory_path() /
                ("catmaze-datadirs-" + std::to_string(::getpid()) + "-" +
                 testing::UnitTest::GetInstance()->current_test_info()->name())) {
        fs::remove_all(path_);
        fs::create_directories(path_ / "bin");
    }
    ~Prefix() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }
    Prefix(const Prefix&) = delete;
    Prefix& operator=(const Prefix&) = delete;
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

TEST(DataDirs, InstalledProgramUsesShareCatmazeBesideItsBinFolder) {
    Prefix prefix;
    fs::create_directories(prefix.path() / "share" / "catmaze" / "assets");
    const DataDirs dirs = findDataDirs({std::nullopt, prefix.path() / "bin" / "catmaze"});
    EXPECT_EQ(dirs.assets, prefix.path() / "share" / "catmaze" / "assets");
    EXPECT_EQ(dirs.levels, prefix.path() / "share" / "catmaze" / "levels");
    EXPECT_EQ(dirs.locale, prefix.path() / "share" / "locale");  // Debian's place: not ours alone
    EXPECT_EQ(dirs.origin, "installed");
}

TEST(DataDirs, EnvironmentVariableWinsOverTheInstalledData) {
    Prefix prefix;
    fs::create_directories(prefix.path() / "share" / "catmaze" / "assets");
    const DataDirs dirs = findDataDirs({fs::path("/elsewhere"), prefix.path() / "bin" / "catmaze"});
    EXPECT_EQ(dirs.assets, fs::path("/elsewhere/assets"));
    EXPECT_EQ(dirs.levels, fs::path("/elsewhere/levels"));
    EXPECT_EQ(dirs.locale, fs::path("/elsewhere/locale"));
}

TEST(DataDirs, ProgramOutsideItsBuildFolderNeverUsesTheSourceTree) {
    Prefix prefix;  // no share/catmaze: the data is missing, and the path says where it should be
    const DataDirs dirs = findDataDirs({std::nullopt, prefix.path() / "bin" / "catmaze"});
    EXPECT_EQ(dirs.assets, prefix.path() / "share" / "catmaze" / "assets");
    EXPECT_EQ(dirs.origin, "installed");
}

TEST(DataDirs, ProgramInItsBuildFolderUsesTheSourceTree) {
    const DataDirs dirs = findDataDirs({std::nullopt, fs::path(CATMAZE_BUILD_DIR) / "catmaze"});
    EXPECT_EQ(dirs.assets, fs::path(CATMAZE_SOURCE_DIR) / "assets");
    EXPECT_EQ(dirs.levels, fs::path(CATMAZE_SOURCE_DIR) / "levels");
    EXPECT_EQ(dirs.locale, fs::path(CATMAZE_BUILD_DIR) / "locale");  // the catalogues it built
    EXPECT_EQ(dirs.origin, "source tree");
}

TEST(BuildInfo, VersionLineNamesTheProgramAndTheProjectVersion) {
    const std::string line = versionLine("prog");
    EXPECT_TRUE(line.starts_with(std::string("prog ") + CATMAZE_VERSION)) << line;
    EXPECT_TRUE(line.ends_with("\n")) << line;
    EXPECT_EQ(line.find("(git") != std::string::npos, !gitRevision().empty()) << line;
}

TEST(ManPage, KeepsTheHelpTextLineForLineWithRoffCharactersEscaped) {
    const std::string page = formatManPage({.name = "my-prog",
                                            .section = 6,
                                            .summary = "does things",
                                            .help = "usage: my-prog [--x]\n\n"
                                                    "  --x   a \\ flag\n"
                                                    ".starts with a dot\n",
                                            .sections = {{"Files", "'quoted\n"}}});
    EXPECT_TRUE(page.starts_with(".TH MY-PROG 6 ")) << page;
    EXPECT_NE(page.find(".SH NAME\nmy\\-prog \\- does things\n"), std::string::npos) << page;
    EXPECT_NE(page.find(".SH SYNOPSIS\n.nf\nusage: my\\-prog [\\-\\-x]\n.fi\n"), std::string::npos)
        << page;
    EXPECT_NE(
        page.find(".SH DESCRIPTION\n.nf\n  \\-\\-x   a \\e flag\n\\&.starts with a dot\n.fi\n"),
        std::string::npos)
        << page;
    EXPECT_NE(page.find(".SH FILES\n.nf\n\\&'quoted\n.fi\n"), std::string::npos) << page;
}

}  // namespace
}  // namespace catmaze
