#include "catmaze/level/level_schema.hpp"

#include <system_error>

namespace catmaze {

namespace fs = std::filesystem;

namespace {

// `path` absolute (from the current folder) and without `.` or `..`; as given when the current
// folder cannot be read.
fs::path absoluteNormal(const fs::path& path) {
    std::error_code error;
    const fs::path absolute = fs::absolute(path, error);
    return (error ? path : absolute).lexically_normal();
}

// True when `a` and `b` (absolute) have a first folder below the root in common.
bool shareAFolder(const fs::path& a, const fs::path& b) {
    if (a.root_path() != b.root_path())
        return false;
    const fs::path belowA = a.relative_path();
    const fs::path belowB = b.relative_path();
    return !belowA.empty() && !belowB.empty() && *belowA.begin() == *belowB.begin();
}

}  // namespace

std::string schemaReference(const fs::path& levelFile, const fs::path& schemaFile) {
    const fs::path schema = absoluteNormal(schemaFile);
    const fs::path folder = absoluteNormal(levelFile).parent_path();
    if (!shareAFolder(folder, schema))
        return schema.generic_string();
    const fs::path relative = schema.lexically_relative(folder);
    if (relative.empty())
        return schema.generic_string();
    const std::string text = relative.generic_string();
    // "./" as the campaign levels write it; a path that climbs starts with ".." already.
    return *relative.begin() == ".." ? text : "./" + text;
}

}  // namespace catmaze
