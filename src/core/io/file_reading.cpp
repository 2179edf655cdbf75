#include "catmaze/io/file_reading.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <system_error>

#include "catmaze/io/error_text.hpp"

namespace catmaze {

namespace fs = std::filesystem;

namespace {

// errnoText, with a hint where the system's words leave a level designer guessing.
std::string openErrorText(int error) {
    std::string text = errnoText(error);
    if (error == ELOOP)
        text += " (a symbolic link loop?)";
    return text;
}

// What a file that is not a regular file is, for "cannot open: it is ...".
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

}  // namespace

std::string tooLargeMessage(std::int64_t bytes, std::int64_t maxBytes, std::string_view kind) {
    std::string text = "the file is " + std::to_string(bytes) + " bytes; a " + std::string(kind) +
                       " is at most " + std::to_string(maxBytes) + " bytes";
    constexpr std::int64_t kMiB = 1024 * 1024;
    if (maxBytes % kMiB == 0)
        text += " (" + std::to_string(maxBytes / kMiB) + " MiB)";
    return text;
}

namespace {

// Closes a file descriptor when it goes out of scope.
struct FdCloser {
    int fd;
    ~FdCloser() {
        if (fd >= 0)
            ::close(fd);
    }
};

}  // namespace

bool hasExtension(const fs::path& path, std::string_view extension) {
    const std::string actual = path.extension().string();
    return std::equal(actual.begin(), actual.end(), extension.begin(), extension.end(),
                      [](char a, char b) {
                          return std::tolower(static_cast<unsigned char>(a)) ==
                                 std::tolower(static_cast<unsigned char>(b));
                      });
}

FileText readFileBounded(const fs::path& path, std::int64_t maxBytes, std::string_view kind) {
    FileText out;
    const auto fail = [&](FileProblem problem, std::string message, int error = 0) {
        out.text.clear();
        out.error = Diagnostic{Severity::Error, path.string(), 0, 0, std::move(message)};
        out.problem = problem;
        out.errorNumber = error;
        return out;
    };
    // Look before opening: opening a device can have effects, and a FIFO can block.
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        const int error = errno;
        // ENOTDIR: a component of the path is a file, so this file cannot exist either.
        const bool missing = error == ENOENT || error == ENOTDIR;
        return fail(missing ? FileProblem::Missing : FileProblem::CannotExamine,
                    "cannot open: " + openErrorText(error), error);
    }
    if (const char* kind = nonRegularKind(info.st_mode))
        return fail(FileProblem::NotRegular, std::string("cannot open: it is ") + kind);
    if (info.st_size > maxBytes)
        return fail(FileProblem::TooLarge, tooLargeMessage(info.st_size, maxBytes, kind));

    const FdCloser file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)};
    if (file.fd < 0) {
        const int error = errno;
        return fail(FileProblem::CannotOpen, "cannot open: " + openErrorText(error), error);
    }
    // The name may have been pointed elsewhere since it was looked at: check what was opened.
    if (::fstat(file.fd, &info) != 0) {
        const int error = errno;
        return fail(FileProblem::CannotExamine, "cannot open: " + openErrorText(error), error);
    }
    if (const char* kind = nonRegularKind(info.st_mode))
        return fail(FileProblem::NotRegular, std::string("cannot open: it is ") + kind);
    if (info.st_size > maxBytes)
        return fail(FileProblem::TooLarge, tooLargeMessage(info.st_size, maxBytes, kind));

    // Read at most one byte past the limit: the file may grow while it is read.
    const auto limit = static_cast<std::size_t>(maxBytes) + 1;
    out.text.resize(std::min(limit, static_cast<std::size_t>(info.st_size) + 1));
    std::size_t done = 0;
    while (true) {
        if (done == out.text.size()) {
            if (out.text.size() >= limit)
                break;
            out.text.resize(std::min(limit, out.text.size() * 2 + 4096));
        }
        const ssize_t n = ::read(file.fd, out.text.data() + done, out.text.size() - done);
        if (n < 0) {
            const int error = errno;
            if (error == EINTR)
                continue;
            return fail(FileProblem::CannotRead, "cannot read: " + openErrorText(error), error);
        }
        if (n == 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    if (done > static_cast<std::size_t>(maxBytes))
        return fail(FileProblem::TooLarge,
                    tooLargeMessage(static_cast<std::int64_t>(done), maxBytes, kind));
    out.text.resize(done);
    return out;
}

std::optional<fs::path> confinedPath(const fs::path& folder, std::string_view entry) {
    if (entry.empty() || entry.find('\0') != std::string_view::npos)
        return std::nullopt;
    const fs::path name(entry);
    if (name.has_root_path())
        return std::nullopt;
    std::error_code ec;
    const fs::path base = fs::absolute(folder.empty() ? fs::path(".") : folder, ec);
    if (ec)
        return std::nullopt;
    const fs::path root = fs::weakly_canonical(base, ec);
    if (ec)
        return std::nullopt;
    const fs::path target = fs::weakly_canonical(base / name, ec);
    if (ec)
        return std::nullopt;
    // Inside means: every component of the folder, then at least one more.
    auto t = target.begin();
    for (auto r = root.begin(); r != root.end(); ++r, ++t) {
        if (r->empty())
            continue;  // a trailing separator
        if (t == target.end() || *t != *r)
            return std::nullopt;
    }
    if (t == target.end() || t->empty())
        return std::nullopt;
    return (folder.empty() ? fs::path() : folder) / name;
}

std::string outsideFolderMessage(std::string_view what, std::string_view entry) {
    return std::string(what) + " '" + shownValue(entry) +
           "' is not a file in this file's own folder; only files beside it (or in folders "
           "below it) can be named";
}

}  // namespace catmaze
