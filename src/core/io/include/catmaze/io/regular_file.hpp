#pragma once
/// \file
/// The one rule for opening a file the user named (a level, the settings, the event log): only a
/// regular file, or for writing a name with nothing there yet, is opened, and opening never
/// blocks. A FIFO with no writer (or no reader), a socket or a device is refused with a message
/// that says what it is, so a name typed by mistake cannot hang the game or a tool.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include "catmaze/io/export.hpp"

namespace catmaze {

/// Why a file could not be opened (or read), for callers that phrase it their own way.
enum class FileProblem {
    None,
    Missing,        ///< no such file (ENOENT, or ENOTDIR: a file on the way)
    CannotExamine,  ///< stat failed otherwise (a symbolic link loop, permissions on the way)
    NotRegular,     ///< a directory, FIFO, device or socket
    TooLarge,       ///< over the limit (readFileBounded)
    CannotOpen,     ///< open failed (e.g. no permission)
    CannotRead,     ///< read failed (e.g. EIO)
};

/// An open file descriptor, closed when the owner goes. Move-only.
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_IO_EXPORT FileDescriptor {
  public:
    /// Owns nothing.
    FileDescriptor() = default;
    /// Owns `fd` (closed by the destructor; -1 owns nothing).
    explicit FileDescriptor(int fd) : fd_(fd) {}
    /// Takes `other`'s descriptor; `other` then owns nothing.
    FileDescriptor(FileDescriptor&& other) noexcept : fd_(other.release()) {}
    /// Closes the descriptor it owned and takes `other`'s; `other` then owns nothing.
    FileDescriptor& operator=(FileDescriptor&& other) noexcept;
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    ~FileDescriptor();

    /// The descriptor, or -1.
    int get() const { return fd_; }
    /// True when it owns a descriptor.
    bool isOpen() const { return fd_ >= 0; }
    /// Gives the descriptor up without closing it.
    int release() {
        const int fd = fd_;
        fd_ = -1;
        return fd;
    }

  private:
    int fd_ = -1;
};

/// What openRegularFile opens a file for.
enum class FileAccess {
    Read,   ///< read only; a missing file is a Missing problem
    Write,  ///< write only; a missing file is created (mode 0666 less the umask), an existing
            ///< regular file is emptied, but only once it is known to be one
};

/// A file opened by openRegularFile: its descriptor, or why there is none.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct OpenedFile {
    FileDescriptor file;                      ///< open when `problem` is None
    FileProblem problem = FileProblem::None;  ///< what went wrong, if anything
    int errorNumber = 0;  ///< the errno behind Missing, CannotExamine, CannotOpen
    /// For people: "it is a FIFO (named pipe), not a regular file", "No such file or
    /// directory", ...; empty when opened. Says neither the path nor "cannot open".
    std::string reason;

    /// True when the file is open.
    bool ok() const { return problem == FileProblem::None; }
};

/// Opens `path` (symbolic links followed) for `access` when it is a regular file (or, for
/// writing, when nothing is there yet). Looks before opening (opening a device can have effects)
/// and looks again at what was opened (the name may have been pointed elsewhere since); opens
/// with O_NONBLOCK so that a FIFO never blocks, then clears it. The descriptor is close-on-exec
/// and never becomes a controlling terminal. Never blocks; never throws but std::bad_alloc.
CATMAZE_IO_EXPORT OpenedFile openRegularFile(const std::filesystem::path& path, FileAccess access);

/// Writes all of `data` to `fd`, retrying after signals and short writes. Returns 0, or the
/// errno of the write that failed (ENOSPC for a full disk, ...).
CATMAZE_IO_EXPORT int writeAll(int fd, std::string_view data);

/// What is at `path` when it is there but is not a regular file ("it is a directory", "it is a
/// FIFO (named pipe), not a regular file", ...); nothing for a regular file, for nothing there
/// and for a path that cannot be examined (opening it later says why). Never opens the path.
CATMAZE_IO_EXPORT std::optional<std::string> notRegularFile(const std::filesystem::path& path);

}  // namespace catmaze
