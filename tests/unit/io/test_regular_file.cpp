// The open rule for files the user names (openRegularFile, notRegularFile), on real files in a
// temporary directory: a FIFO with no peer, a FIFO with one, a directory, a device and a socket
// are refused at once with a message saying what they are; a regular file opens (emptied for
// writing, only once it is known to be one); a missing file is created for writing and is
// Missing for reading. Each open runs on its own thread with a deadline, so a regression that
// blocks fails (the FIFO is then given a peer to let the thread go) instead of hanging the run.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>
#include <string>

#include "catmaze/io/regular_file.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// openRegularFile(path, access), failing the test if it takes over five seconds. A blocked open
// is released by opening `path` read-write (a peer for a FIFO's either end) before it is waited
// for, so the test ends either way.
OpenedFile openWithinDeadline(const fs::path& path, FileAccess access) {
    auto pending = std::async(std::launch::async, [=] { return openRegularFile(path, access); });
    if (pending.wait_for(5s) != std::future_status::ready) {
        ADD_FAILURE() << "opening " << path << " blocked";
        const int peer = ::open(path.c_str(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
        OpenedFile late = pending.get();
        if (peer >= 0)
            ::close(peer);
        return late;
    }
    return pending.get();
}

std::string regularFileText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

class RegularFile : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() /
               ("catmaze-regular-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path fifo() const {
        const fs::path path = dir_ / "events.jsonl";
        EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0) << std::strerror(errno);
        return path;
    }

    fs::path dir_;
};

const std::string kFifoReason = "it is a FIFO (named pipe), not a regular file";

TEST_F(RegularFile, AFifoWithNoReaderIsRefusedForWritingAtOnce) {
    const fs::path path = fifo();
    const OpenedFile opened = openWithinDeadline(path, FileAccess::Write);
    EXPECT_EQ(opened.problem, FileProblem::NotRegular);
    EXPECT_EQ(opened.reason, kFifoReason);
    EXPECT_FALSE(opened.file.isOpen());
    EXPECT_TRUE(fs::is_fifo(path));  // left as it was
}

TEST_F(RegularFile, AFifoWithNoWriterIsRefusedForReadingAtOnce) {
    const fs::path path = fifo();
    const OpenedFile opened = openWithinDeadline(path, FileAccess::Read);
    EXPECT_EQ(opened.problem, FileProblem::NotRegular);
    EXPECT_EQ(opened.reason, kFifoReason);
}

TEST_F(RegularFile, AFifoWithAReaderIsRefusedToo) {
    // A `cat FIFO` in another terminal: the open would succeed, and the game would then write
    // to whatever reads it, or stall when the reader stops.
    const fs::path path = fifo();
    const int reader = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    ASSERT_GE(reader, 0) << std::strerror(errno);
    const OpenedFile opened = openWithinDeadline(path, FileAccess::Write);
    ::close(reader);
    EXPECT_EQ(opened.problem, FileProblem::NotRegular);
    EXPECT_EQ(opened.reason, kFifoReason);
}

TEST_F(RegularFile, ADirectoryIsRefusedEitherWay) {
    for (const FileAccess access : {FileAccess::Read, FileAccess::Write}) {
        const OpenedFile opened = openWithinDeadline(dir_, access);
        EXPECT_EQ(opened.problem, FileProblem::NotRegular);
        EXPECT_EQ(opened.reason, "it is a directory");
    }
    EXPECT_EQ(notRegularFile(dir_), "it is a directory");
}

TEST_F(RegularFile, ADeviceIsRefusedEitherWay) {
    for (const FileAccess access : {FileAccess::Read, FileAccess::Write}) {
        const OpenedFile opened = openWithinDeadline("/dev/null", access);
        EXPECT_EQ(opened.problem, FileProblem::NotRegular);
        EXPECT_EQ(opened.reason, "it is a device, not a regular file");
    }
}

TEST_F(RegularFile, ASocketIsRefused) {
    const fs::path path = dir_ / "events.sock";
    const int server = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    ASSERT_GE(server, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(path.string().size(), sizeof(address.sun_path));
    std::strcpy(address.sun_path, path.c_str());
    ASSERT_EQ(::bind(server, reinterpret_cast<const sockaddr*>(&address), sizeof(address)), 0)
        << std::strerror(errno);
    const OpenedFile opened = openWithinDeadline(path, FileAccess::Write);
    ::close(server);
    EXPECT_EQ(opened.problem, FileProblem::NotRegular);
    EXPECT_EQ(opened.reason, "it is a socket, not a regular file");
    EXPECT_EQ(notRegularFile(path), "it is a socket, not a regular file");
}

TEST_F(RegularFile, ARegularFileOpensAndIsEmptiedOnlyForWriting) {
    const fs::path path = dir_ / "events.jsonl";
    std::ofstream(path) << "an older run's log\n";
    {
        const OpenedFile opened = openWithinDeadline(path, FileAccess::Read);
        ASSERT_TRUE(opened.ok()) << opened.reason;
        char first = 0;
        EXPECT_EQ(::read(opened.file.get(), &first, 1), 1);
        EXPECT_EQ(first, 'a');
    }
    EXPECT_EQ(regularFileText(path), "an older run's log\n");
    EXPECT_EQ(notRegularFile(path), std::nullopt);

    const OpenedFile opened = openWithinDeadline(path, FileAccess::Write);
    ASSERT_TRUE(opened.ok()) << opened.reason;
    EXPECT_EQ(regularFileText(path), "");
    // O_NONBLOCK, needed only while opening, is cleared for the writer.
    EXPECT_EQ(::fcntl(opened.file.get(), F_GETFL) & O_NONBLOCK, 0);
    EXPECT_EQ(::write(opened.file.get(), "new\n", 4), 4);
    EXPECT_EQ(regularFileText(path), "new\n");
}

TEST_F(RegularFile, AMissingFileIsCreatedForWritingAndMissingForReading) {
    const fs::path path = dir_ / "new.jsonl";
    const OpenedFile read = openWithinDeadline(path, FileAccess::Read);
    EXPECT_EQ(read.problem, FileProblem::Missing);
    EXPECT_EQ(read.errorNumber, ENOENT);
    EXPECT_EQ(notRegularFile(path), std::nullopt);

    const OpenedFile written = openWithinDeadline(path, FileAccess::Write);
    ASSERT_TRUE(written.ok()) << written.reason;
    EXPECT_TRUE(fs::is_regular_file(path));

    // A file named on the way to it: nothing can be created there.
    const OpenedFile through = openWithinDeadline(path / "x.jsonl", FileAccess::Write);
    EXPECT_EQ(through.problem, FileProblem::Missing);
    EXPECT_EQ(through.errorNumber, ENOTDIR);
    // A folder that is not there is not made.
    const OpenedFile nowhere = openWithinDeadline(dir_ / "no" / "x.jsonl", FileAccess::Write);
    EXPECT_EQ(nowhere.problem, FileProblem::Missing);
    EXPECT_FALSE(fs::exists(dir_ / "no"));
}

}  // namespace
}  // namespace catmaze
