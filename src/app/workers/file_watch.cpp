// A file watched for changes on disk (file_watch.hpp): a stamp from stat() every half second, the
// bytes' hash when it moved.

#include "workers/file_watch.hpp"

#include <chrono>
#include <system_error>
#include <utility>

#include "catmaze/io/file_reading.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::app {

namespace {

// FNV-1a, 64 bits: to tell two versions of one file apart, not to resist anyone.
std::uint64_t fnv1a(const std::string& bytes) {
    std::uint64_t hash = 14695981039346656037ull;
    for (const unsigned char byte : bytes) {
        hash ^= byte;
        hash *= 1099511628211ull;
    }
    return hash;
}

}  // namespace

FileStamp stampOf(const std::filesystem::path& file) {
    // Three looks at the inode, none of which opens the file (a FIFO stays unopened).
    std::error_code error;
    if (file.empty() || !std::filesystem::exists(file, error))
        return {};
    const bool regular = std::filesystem::is_regular_file(file, error);
    const std::uintmax_t size = regular ? std::filesystem::file_size(file, error) : 0;
    const auto modified = std::filesystem::last_write_time(file, error);
    if (error)
        return {};
    return {
        true, regular, size,
        std::chrono::duration_cast<std::chrono::nanoseconds>(modified.time_since_epoch()).count()};
}

FileVersion versionOf(const std::filesystem::path& file) {
    FileVersion version{stampOf(file), std::nullopt};
    if (!version.stamp.exists)
        return version;
    const FileText text = readFileBounded(file, kMaxLevelFileBytes, "level file");
    if (text.ok())
        version.hash = fnv1a(text.text);
    return version;
}

FileWatch::FileWatch(std::filesystem::path file, FileVersion read)
    : file_(std::move(file)), read_(read), seen_(read) {}

void FileWatch::reread(FileVersion read) {
    read_ = read;
    seen_ = read;
    sinceLook_ = 0;
}

void FileWatch::seenElsewhere(FileVersion version) {
    seen_ = version;
    sinceLook_ = 0;
}

bool FileWatch::look() {
    const FileStamp stamp = stampOf(file_);
    if (stamp == seen_.stamp)
        return false;  // the cheap answer, nearly always
    const FileVersion now = versionOf(file_);
    const bool changed = !now.sameContent(seen_);
    seen_ = now;
    return changed;
}

bool FileWatch::poll(double seconds) {
    if (file_.empty())
        return false;
    sinceLook_ += seconds;
    if (sinceLook_ < kPollSeconds)
        return false;
    return lookNow();
}

bool FileWatch::lookNow() {
    sinceLook_ = 0;
    return !file_.empty() && look() && !seen_.sameContent(read_);
}

bool FileWatch::changedSinceRead() {
    if (file_.empty())
        return false;
    look();
    return !seen_.sameContent(read_);
}

}  // namespace catmaze::app
