#include "catmaze/user_dirs.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

#include "catmaze/campaign.hpp"
#include "catmaze/level_files.hpp"

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

fs::path freeLevelPath(const fs::path& dir, const std::string& stem) {
    std::error_code error;
    fs::path candidate = dir / (stem + ".json");
    for (int n = 2; fs::exists(candidate, error); ++n)
        candidate = dir / (stem + "-" + std::to_string(n) + ".json");
    return candidate;
}

fs::path untitledLevelPath(const fs::path& dir) {
    std::error_code error;
    fs::path candidate;
    for (int n = 1;; ++n) {
        candidate = dir / ("untitled-" + std::to_string(n) + ".json");
        if (!fs::exists(candidate, error))
            return candidate;
    }
}

fs::path firstSavePath(const fs::path& source, const fs::path& playerDir) {
    if (levelFormatOf(source) == LevelFormat::LevelJson && !isCampaignLevel(source))
        return source;
    return freeLevelPath(playerDir, source.stem().string());
}

}  // namespace catmaze
