#include "catmaze/io/user_dirs.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

namespace catmaze {

namespace fs = std::filesystem;

fs::path userHomeDir() {
    if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0')
        return home;
    std::vector<char> buffer(16384);
    passwd entry{};
    passwd* found = nullptr;
    if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) == 0 &&
        found != nullptr && found->pw_dir != nullptr) {
        return found->pw_dir;
    }
    return {};
}

fs::path playerLevelsDir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr) {
        const fs::path dir = xdg;
        // The XDG spec says relative values are invalid and must be ignored.
        if (dir.is_absolute())
            return dir / "catmaze" / "levels";
    }
    return userHomeDir() / ".local" / "share" / "catmaze" / "levels";
}

}  // namespace catmaze
