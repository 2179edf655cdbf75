// Atomic saves on real files in a temporary directory: a replaced file keeps its mode, a new one
// follows the umask, and a save through a symbolic link writes the link's target and keeps the
// link (chains, dangling links and loops included).

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>

#include "catmaze/io/atomic_file.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

std::string contentsOf(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The permission bits of `path` (following links).
mode_t modeOf(const fs::path& path) {
    struct stat st {};
    EXPECT_EQ(::stat(path.c_str(), &st), 0) << path;
    return st.st_mode & 07777;
}

// Sets the umask for one test and puts the old one back afterwards.
class UmaskFor {
  public:
    explicit UmaskFor(mode_t mask) : old_(::umask(mask)) {}
    ~UmaskFor() { ::umask(old_); }
    UmaskFor(const UmaskFor&) = delete;
    UmaskFor& operator=(const UmaskFor&) = delete;

  private:
    mode_t old_;
};

class AtomicFile : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() /
               ("catmaze-atomic-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    void write(const fs::path& path, const std::string& text) const {
        std::ofstream(path, std::ios::binary) << text;
    }
    // Nothing but `expected` names in the directory (no temporary file left behind).
    void expectOnly(std::initializer_list<std::string> expected) const {
        std::size_t count = 0;
        for (const auto& entry : fs::directory_iterator(dir_)) {
            ++count;
            EXPECT_NE(std::find(expected.begin(), expected.end(), entry.path().filename()),
                      expected.end())
                << entry.path();
        }
        EXPECT_EQ(count, expected.size());
    }

    fs::path dir_;
};

TEST_F(AtomicFile, AReplacedFileKeepsItsMode) {
    const UmaskFor mask(022);
    for (const mode_t mode : {0600, 0640, 0664, 0755}) {
        const fs::path file = dir_ / "level.json";
        write(file, "old");
        ASSERT_EQ(::chmod(file.c_str(), mode), 0);
        ASSERT_EQ(writeFileAtomically(file, "new"), std::nullopt);
        EXPECT_EQ(contentsOf(file), "new");
        EXPECT_EQ(modeOf(file), mode) << std::oct << mode;
    }
    expectOnly({"level.json"});
}

TEST_F(AtomicFile, ANewFileFollowsTheUmask) {
    for (const mode_t mask : {022, 077, 002, 027}) {
        const UmaskFor set(mask);
        const fs::path file = dir_ / ("new-" + std::to_string(mask) + ".json");
        ASSERT_EQ(writeFileAtomically(file, "text"), std::nullopt);
        EXPECT_EQ(contentsOf(file), "text");
        EXPECT_EQ(modeOf(file), 0666 & ~mask) << std::oct << mask;
    }
}

TEST_F(AtomicFile, ASaveThroughALinkWritesItsTargetAndKeepsTheLink) {
    fs::create_directories(dir_ / "levels");
    const fs::path target = dir_ / "levels" / "real.json";
    write(target, "old");
    ASSERT_EQ(::chmod(target.c_str(), 0600), 0);
    const fs::path link = dir_ / "link.json";
    fs::create_symlink("levels/real.json", link);  // relative to the link's directory

    ASSERT_EQ(writeFileAtomically(link, "new"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(link)));
    EXPECT_EQ(fs::read_symlink(link), "levels/real.json");
    EXPECT_EQ(contentsOf(target), "new");
    EXPECT_EQ(modeOf(target), 0600u);
    expectOnly({"levels", "link.json"});
}

TEST_F(AtomicFile, ASaveFollowsAChainOfLinks) {
    const fs::path target = dir_ / "real.json";
    write(target, "old");
    fs::create_symlink(target, dir_ / "b.json");  // absolute
    fs::create_symlink("b.json", dir_ / "a.json");

    ASSERT_EQ(writeFileAtomically(dir_ / "a.json", "new"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir_ / "a.json")));
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir_ / "b.json")));
    EXPECT_EQ(contentsOf(target), "new");
    expectOnly({"a.json", "b.json", "real.json"});
}

TEST_F(AtomicFile, ASaveThroughADanglingLinkWritesTheFileItNames) {
    const fs::path link = dir_ / "link.json";
    fs::create_symlink("missing.json", link);

    ASSERT_EQ(writeFileAtomically(link, "made"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(link)));
    EXPECT_EQ(contentsOf(dir_ / "missing.json"), "made");
    expectOnly({"link.json", "missing.json"});
}

TEST_F(AtomicFile, ALoopOfLinksIsAClearError) {
    fs::create_symlink("b.json", dir_ / "a.json");
    fs::create_symlink("a.json", dir_ / "b.json");

    const auto error = writeFileAtomically(dir_ / "a.json", "text");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("a.json"), std::string::npos) << *error;
    EXPECT_NE(error->find("symbolic links"), std::string::npos) << *error;
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir_ / "a.json")));
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir_ / "b.json")));
    expectOnly({"a.json", "b.json"});
}

}  // namespace
}  // namespace catmaze
