#include "catmaze/io/regular_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

#include "catmaze/io/error_text.hpp"

namespace catmaze {

namespace {

// What a file that is not a regular file is, for "it is ...".
const char* nonRegularKind(mode_t mode) {
    if (S_ISREG(mode))
        return nullptr;
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe), not a regular file";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device, not a regular file";
    if (S_ISSOCK(mode))
        return "a socket, not a regular file";
    return "not a regular file";
}

// errnoText, with a hint where the system's words leave a user guessing.
std::string openErrorText(int error) {
    std::string text = errnoText(error);
    if (error == ELOOP)
        text += " (a symbolic link loop?)";
    return text;
}

OpenedFile failed(FileProblem problem, int error) {
    OpenedFile out;
    out.problem = problem;
    out.errorNumber = error;
    out.reason = openErrorText(error);
    return out;
}

OpenedFile notRegular(mode_t mode) {
    OpenedFile out;
    out.problem = FileProblem::NotRegular;
    out.reason = std::string("it is ") + nonRegularKind(mode);
    return out;
}

}  // namespace

FileDescriptor& FileDescriptor::operator=(FileDescriptor&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0)
            ::close(fd_);
        fd_ = other.release();
    }
    return *this;
}

FileDescriptor::~FileDescriptor() {
    if (fd_ >= 0)
        ::close(fd_);
}

OpenedFile openRegularFile(const std::filesystem::path& path, FileAccess access) {
    const bool writing = access == FileAccess::Write;
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        const int error = errno;
        // ENOTDIR: a component of the path is a file, so this file cannot exist either.
        const bool missing = error == ENOENT || error == ENOTDIR;
        if (!missing)
            return failed(FileProblem::CannotExamine, error);
        if (!writing || error == ENOTDIR)
            return failed(FileProblem::Missing, error);
    } else if (!S_ISREG(info.st_mode)) {
        return notRegular(info.st_mode);
    }

    // O_NONBLOCK: if a FIFO took the name since it was looked at, open answers at once (ENXIO
    // with no reader, or a descriptor that fstat refuses below) instead of waiting for a peer.
    // No O_TRUNC: a file is emptied only once it is known to be a regular one.
    const int flags = (writing ? O_WRONLY | O_CREAT : O_RDONLY) | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;
    FileDescriptor file(::open(path.c_str(), flags, 0666));
    if (!file.isOpen()) {
        const int error = errno;
        // ENXIO: a FIFO with no reader (or a socket) took the name since it was looked at.
        if (struct stat now{};
            error == ENXIO && ::stat(path.c_str(), &now) == 0 && !S_ISREG(now.st_mode))
            return notRegular(now.st_mode);
        return failed(error == ENOENT ? FileProblem::Missing : FileProblem::CannotOpen, error);
    }
    if (::fstat(file.get(), &info) != 0)
        return failed(FileProblem::CannotExamine, errno);
    if (!S_ISREG(info.st_mode))
        return notRegular(info.st_mode);
    const int status = ::fcntl(file.get(), F_GETFL);
    if (status >= 0)
        ::fcntl(file.get(), F_SETFL, status & ~O_NONBLOCK);
    if (writing && info.st_size > 0 && ::ftruncate(file.get(), 0) != 0)
        return failed(FileProblem::CannotOpen, errno);
    OpenedFile out;
    out.file = std::move(file);
    return out;
}

int writeAll(int fd, std::string_view data) {
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

std::optional<std::string> notRegularFile(const std::filesystem::path& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || S_ISREG(info.st_mode))
        return std::nullopt;
    return std::string("it is ") + nonRegularKind(info.st_mode);
}

}  // namespace catmaze
