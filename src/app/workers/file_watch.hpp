#pragma once
/// \file
/// Noticing that a file changed on disk, as Tiled does: a cheap stamp (size and modification
/// time) looked at every half second, and the content's hash to confirm before anyone acts, so
/// that a touch that leaves the bytes as they were changes nothing. The game watches the level in
/// play with it, and the editor the file it edits. Plain (no SFML, no threads): looking never
/// opens the file, and hashing reads it with the bounded reader that refuses a FIFO, so neither
/// can block.

#include <cstdint>
#include <filesystem>
#include <optional>

namespace catmaze::app {

/// What a file looks like on disk at one moment: compared with ==.
struct FileStamp {
    bool exists = false;             ///< something is there (then the rest is set)
    bool regular = false;            ///< a regular file (not a FIFO, a folder, ...)
    std::uintmax_t size = 0;         ///< bytes (regular files only)
    std::int64_t modifiedNanos = 0;  ///< modification time, nanoseconds from the clock's epoch
    bool operator==(const FileStamp&) const = default;
};

/// The stamp of `file` now (symbolic links followed); `exists` false when it cannot be examined.
/// Never opens the file.
FileStamp stampOf(const std::filesystem::path& file);

/// One version of a file: its stamp and the hash of its bytes.
struct FileVersion {
    FileStamp stamp;                    ///< as looked at
    std::optional<std::uint64_t> hash;  ///< of the bytes; none when they cannot be read
    /// True when both hold the same bytes (or neither can be read, in the same way).
    bool sameContent(const FileVersion& other) const {
        return stamp.exists == other.stamp.exists && hash == other.hash;
    }
};

/// The version of `file` now: its stamp, then the hash of its bytes, read as a level file is
/// (at most kMaxLevelFileBytes, only a regular file: never blocks). Taken before the file is
/// read, so that a change made while it is read is seen afterwards, never missed.
FileVersion versionOf(const std::filesystem::path& file);

/// One file watched against the version that was read. Not shared between threads.
class FileWatch {
  public:
    /// Seconds between two looks at the stamp.
    static constexpr double kPollSeconds = 0.5;

    /// Watches nothing: poll() and changedSinceRead() are always false.
    FileWatch() = default;
    /// Watches `file`, read at version `read` (see versionOf).
    FileWatch(std::filesystem::path file, FileVersion read);

    /// Lets `seconds` pass; every kPollSeconds looks at the stamp, and when it changed since the
    /// last look, at the bytes. True once for each change of the bytes since the last look
    /// that leaves them unlike the version read: act on it now (reload, ask).
    bool poll(double seconds);
    /// poll() without waiting: looks now, true when the bytes changed since the last look and
    /// are not the version read.
    bool lookNow();
    /// Looks now: true when the bytes on disk are not the version read (a save over them would
    /// lose someone's change). poll() does not report what this saw again.
    bool changedSinceRead();
    /// The version on disk, as last looked at, is taken as read (the player chose to keep their
    /// copy over it: a later save overwrites it without asking).
    void acceptSeen() { read_ = seen_; }
    /// The file was read or written again, at version `read`.
    void reread(FileVersion read);
    /// Version `version` was looked at by someone else (a load of it the player cancelled):
    /// poll() reports only a change after it. The version read stays.
    void seenElsewhere(FileVersion version);

    /// The version read (or last written, or accepted).
    const FileVersion& read() const { return read_; }
    /// The file watched (empty: none).
    const std::filesystem::path& file() const { return file_; }

  private:
    // Looks at the stamp, and at the bytes when it moved; true when the bytes changed.
    bool look();

    std::filesystem::path file_;
    FileVersion read_;  // as read or last written
    FileVersion seen_;  // as last looked at
    double sinceLook_ = 0;
};

}  // namespace catmaze::app
