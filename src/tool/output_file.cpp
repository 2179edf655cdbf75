#include "output_file.hpp"

#include <system_error>

namespace catmaze::tool {

namespace fs = std::filesystem;

namespace {

std::string quotedPath(const fs::path& path) {
    return "'" + path.string() + "'";
}

}  // namespace

std::optional<std::string> outputRefusal(const fs::path& out, bool force) {
    std::error_code ec;
    // symlink_status: a link is something under that name even when what it leads to is gone.
    const fs::file_status status = fs::symlink_status(out, ec);
    if (fs::exists(status)) {
        if (fs::is_directory(fs::status(out, ec)))
            return "cannot write " + quotedPath(out) + ": " + quotedPath(out) +
                   " is a folder, not a file";
        if (!force)
            return quotedPath(out) + " already exists; pass --force to replace it";
        return std::nullopt;
    }
    const fs::path folder = out.parent_path().empty() ? fs::path(".") : out.parent_path();
    const fs::file_status folderStatus = fs::status(folder, ec);
    if (!fs::exists(folderStatus))
        return "cannot write " + quotedPath(out) + ": the folder " + quotedPath(folder) +
               " does not exist (make it first, or check its name)";
    if (!fs::is_directory(folderStatus))
        return "cannot write " + quotedPath(out) + ": " + quotedPath(folder) + " is not a folder";
    return std::nullopt;
}

}  // namespace catmaze::tool
