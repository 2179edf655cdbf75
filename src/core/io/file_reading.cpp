#include "catmaze/io/file_reading.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <system_error>

#include "catmaze/io/error_text.hpp"

namespace catmaze {

namespace fs = std::filesystem;

std::string tooLargeMessage(std::int64_t bytes, std::int64_t maxBytes, std::string_view kind) {
    std::string text = "the file is " + std::to_string(bytes) + " bytes; a " + std::string(kind) +
                       " is at most " + std::to_string(maxBytes) + " bytes";
    constexpr std::int64_t kMiB = 1024 * 1024;
    if (maxBytes % kMiB == 0)
        text += " (" + std::to_string(maxBytes / kMiB) + " MiB)";
    return text;
}

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
    // Refuses a directory, FIFO, device or socket without opening it, and never blocks.
    const OpenedFile file = openRegularFile(path, FileAccess::Read);
    if (!file.ok())
        return fail(file.problem, "cannot open: " + file.reason, file.errorNumber);
    struct stat info {};
    if (::fstat(file.file.get(), &info) != 0) {
        const int error = errno;
        return fail(FileProblem::CannotExamine, "cannot open: " + errnoText(error), error);
    }
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
        const ssize_t n = ::read(file.file.get(), out.text.data() + done, out.text.size() - done);
        if (n < 0) {
            const int error = errno;
            if (error == EINTR)
                continue;
            return fail(FileProblem::CannotRead, "cannot read: " + errnoText(error), error);
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
