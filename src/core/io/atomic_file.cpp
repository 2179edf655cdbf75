#include "catmaze/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <string>
#include <system_error>
#include <utility>

#include "catmaze/io/error_text.hpp"
#include "catmaze/io/regular_file.hpp"  // writeAll

namespace catmaze {

namespace fs = std::filesystem;

namespace {

// The file a write to `path` replaces: `path` itself or, when it is a symbolic link, the file at
// the end of its chain of links (a relative link names a file beside the link), so that saving
// through a link edits what it leads to and the link stays. Nullopt for a loop of links (or a
// chain longer than the 40 links the system follows).
std::optional<fs::path> linkTarget(const fs::path& path) {
    fs::path at = path;
    for (int hops = 0; hops <= 40; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(at, ec)))
            return at;
        const fs::path target = fs::read_symlink(at, ec);
        if (ec)
            return at;
        at = target.is_absolute() ? target : at.parent_path() / target;
    }
    return std::nullopt;
}

// A new, empty file beside `path` that no other writer uses: its descriptor and name, or -1 and
// an errno. Opened with O_EXCL under fresh names until one is free. Created by open() with mode
// 0666, the file gets the mode any new file gets (less the umask, or as the directory's default
// ACL says) without reading the process-wide umask.
struct TempFile {
    int fd = -1;
    std::string name;
    int error = 0;
};

TempFile createTempBeside(const fs::path& path) {
    const fs::path parent = path.parent_path().empty() ? fs::path(".") : path.parent_path();
    const std::string stem = "." + path.filename().string() + ".tmp-" + std::to_string(::getpid());
    for (int attempt = 0; attempt < 1000; ++attempt) {
        std::string name = (parent / (stem + "-" + std::to_string(attempt))).string();
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0)
            return {fd, std::move(name), 0};
        if (errno != EEXIST && errno != EINTR)
            return {-1, {}, errno};
    }
    return {-1, {}, EEXIST};
}

}  // namespace

std::optional<std::string> writeFileAtomically(const fs::path& path, const std::string& contents) {
    if (path.filename().empty())
        return "cannot write " + quoted(path) + ": not a file name";
    const std::optional<fs::path> target = linkTarget(path);
    if (!target)
        return "cannot write " + quoted(path) + ": too many levels of symbolic links (a loop?)";
    const fs::path parent = target->parent_path().empty() ? fs::path(".") : target->parent_path();
    std::error_code ec;
    fs::create_directories(parent, ec);
    if (ec)
        return "cannot create the directory " + quoted(parent) + ": " + ec.message();

    // In the target's directory, so that the final rename stays on one file system and is atomic.
    const TempFile temp = createTempBeside(*target);
    if (temp.fd < 0)
        return "cannot write " + quoted(path) + ": cannot create a temporary file (" +
               errnoText(temp.error) + ")";
    const int fd = temp.fd;
    auto fail = [&](const std::string& step, int error) -> std::optional<std::string> {
        ::unlink(temp.name.c_str());
        return "cannot write " + quoted(path) + ": " + step + " (" + errnoText(error) + ")";
    };
    // A replaced file keeps its permissions (a private file stays private).
    if (struct stat old{}; ::stat(target->c_str(), &old) == 0)
        ::fchmod(fd, old.st_mode & 07777);
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
    if (::rename(temp.name.c_str(), target->c_str()) != 0)
        return fail("replacing the file failed", errno);
    // Make the rename itself durable; a failure here loses nothing already written.
    if (const int dir = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return std::nullopt;
}

}  // namespace catmaze
