#include "catmaze/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <system_error>

#include "catmaze/io/error_text.hpp"

namespace catmaze {

namespace fs = std::filesystem;

namespace {

// Writes all of `data` to `fd`, retrying after signals and short writes. Returns 0 or an errno.
int writeAll(int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

}  // namespace

std::optional<std::string> writeFileAtomically(const fs::path& path, const std::string& contents) {
    if (path.filename().empty())
        return "cannot write " + quoted(path) + ": not a file name";
    const fs::path parent = path.parent_path().empty() ? fs::path(".") : path.parent_path();
    std::error_code ec;
    fs::create_directories(parent, ec);
    if (ec)
        return "cannot create the directory " + quoted(parent) + ": " + ec.message();

    // mkstemp picks a name no other writer (thread or process) is using, in the same directory
    // so the final rename stays on one file system and is atomic.
    std::string tempName = (parent / ("." + path.filename().string() + ".tmp-XXXXXX")).string();
    const int fd = ::mkstemp(tempName.data());
    if (fd < 0)
        return "cannot write " + quoted(path) + ": cannot create a temporary file (" +
               errnoText(errno) + ")";
    auto fail = [&](const std::string& step, int error) -> std::optional<std::string> {
        ::unlink(tempName.c_str());
        return "cannot write " + quoted(path) + ": " + step + " (" + errnoText(error) + ")";
    };
    // mkstemp makes the file private (0600); a settings file is normally readable (0644).
    ::fchmod(fd, 0644);
    if (const int error = writeAll(fd, contents); error != 0) {
        ::close(fd);
        return fail("writing failed", error);
    }
    // The data must be on disk before the rename makes it the file, or a crash could leave an
    // empty file under the real name.
    if (::fsync(fd) != 0) {
        const int error = errno;
        ::close(fd);
        return fail("flushing to disk failed", error);
    }
    if (::close(fd) != 0)
        return fail("closing failed", errno);
    if (::rename(tempName.c_str(), path.c_str()) != 0)
        return fail("replacing the file failed", errno);
    // Make the rename itself durable; a failure here loses nothing already written.
    if (const int dir = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return std::nullopt;
}

}  // namespace catmaze
