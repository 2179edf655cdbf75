#include "catmaze/data_dirs.hpp"

#include <cstdlib>
#include <system_error>

namespace catmaze {

namespace fs = std::filesystem;

namespace {

DataDirs under(const fs::path& root, const fs::path& locale, std::string origin) {
    return {root / "assets", root / "levels", locale, std::move(origin)};
}

bool sameFolder(const fs::path& a, const fs::path& b) {
    std::error_code ec;
    return fs::equivalent(a, b, ec);
}

}  // namespace

DataDirs findDataDirs(const DataLookup& lookup) {
    if (lookup.environment)
        return under(*lookup.environment, *lookup.environment / "locale", kDataDirVariable);
    const fs::path programDir = lookup.executable.parent_path();
    const fs::path installed = programDir.parent_path() / "share" / "catmaze";
    const fs::path installedLocale = programDir.parent_path() / "share" / "locale";
    std::error_code ec;
    if (fs::is_directory(installed / "assets", ec))
        return under(installed, installedLocale, "installed");
    // Only a program still in its build folder may use the source tree it was built from: an
    // installed copy never depends on the checkout.
    if (sameFolder(programDir, CATMAZE_BUILD_DIR))
        return under(CATMAZE_SOURCE_DIR, fs::path(CATMAZE_BUILD_DIR) / "locale", "source tree");
    return under(installed, installedLocale, "installed");
}

DataDirs dataDirs() {
    DataLookup lookup;
    if (const char* value = std::getenv(kDataDirVariable); value != nullptr && *value != '\0')
        lookup.environment = fs::path(value);
    std::error_code ec;
    lookup.executable = fs::read_symlink("/proc/self/exe", ec);
    return findDataDirs(lookup);
}

std::string dataDirsText() {
    return "The game's art, sounds and fonts (assets/) and its campaign (levels/) are\n"
           "looked for in $CATMAZE_DATA_DIR when it is set, else in ../share/catmaze\n"
           "next to the program (e.g. /usr/share/catmaze for /usr/bin/catmaze); a\n"
           "program still in its build folder uses its source tree. The translations\n"
           "are in ../share/locale (the build folder's locale/ for a program still in\n"
           "its build folder; $CATMAZE_DATA_DIR/locale when it is set). --assets and\n"
           "--levels override both folders.\n";
}

}  // namespace catmaze
