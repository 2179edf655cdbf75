/// \file
/// A display that refuses connections for a while is still used (issue 19, finding 9: under
/// heavy load one launch gave up on a working display after its 1 s of retries). A stand-in
/// server on a free display number takes each connection the game makes and closes it at once
/// (so the game's XOpenDisplay fails, as against a server that is busy or resetting); after more
/// than ten such refusals (over a second of retrying, at the game's 0.1 s pauses) it makes way
/// for a real Xvfb on that number, and the game must come up on it. Counting refusals, not time,
/// keeps the test independent of the machine's load.

#include <memory>
#include <string>

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

// Refusals before the real server comes: more than the ten tries the game used to make.
constexpr int kRefusals = 12;

// A display number with no server, lock file or socket.
int freeDisplayNumber() {
    for (int n = 700; n < 1000; ++n) {
        const std::string number = std::to_string(n);
        if (!fs::exists("/tmp/.X11-unix/X" + number) && !fs::exists("/tmp/.X" + number + "-lock"))
            return n;
    }
    return -1;
}

// A listening Unix socket at the X socket path of display `n`, closed and removed when done.
class StandInServer {
  public:
    explicit StandInServer(int n) : path_("/tmp/.X11-unix/X" + std::to_string(n)) {
        fs::create_directories("/tmp/.X11-unix");
        fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        path_.copy(address.sun_path, sizeof address.sun_path - 1);
        if (fd_ < 0 || ::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
            ::listen(fd_, 16) != 0)
            throw HarnessError("cannot listen on " + path_);
    }
    ~StandInServer() { close(); }
    StandInServer(const StandInServer&) = delete;
    StandInServer& operator=(const StandInServer&) = delete;

    // Takes the next connection within 0.2 s and closes it; true when there was one.
    bool refuseOne() {
        pollfd p{fd_, POLLIN, 0};
        if (::poll(&p, 1, 200) <= 0)
            return false;
        const int client = ::accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
        if (client < 0)
            return false;
        ::close(client);
        return true;
    }

    void close() {
        if (fd_ >= 0) {
            ::close(fd_);
            ::unlink(path_.c_str());
            fd_ = -1;
        }
    }

  private:
    std::string path_;
    int fd_ = -1;
};

TEST_F(WindowTest, ADisplayThatRefusesForOverASecondIsStillUsed) {
    const int number = freeDisplayNumber();
    ASSERT_GE(number, 0) << "no free display number from :700 to :999";
    const std::string display = ":" + std::to_string(number);
    StandInServer standIn(number);

    std::unique_ptr<ChildProcess> xvfb;  // stopped after the game
    Game game(display, dir(), 0, optionsFor(testLevel("open_room.json"), 0.05));
    int refused = 0;
    for (int polls = 0; refused < kRefusals && polls < 150 && game.running(); ++polls)
        refused += standIn.refuseOne() ? 1 : 0;
    ASSERT_EQ(refused, kRefusals) << "the game gave up after " << refused
                                  << " refused connections:\n"
                                  << readFile(dir() / "stderr-0.txt");
    standIn.close();

    ChildProcess::Options server;
    server.argv = {"Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"};
    server.stderrFile = dir() / "xvfb-late.log";
    xvfb = std::make_unique<ChildProcess>(server);
    game.waitForEvent("level_loaded", Seconds(30));
    EXPECT_TRUE(game.running());
}

}  // namespace
}  // namespace catmaze::wintest
