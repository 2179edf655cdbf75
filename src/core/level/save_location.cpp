#include "catmaze/level/save_location.hpp"

#include <system_error>

#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze {

namespace fs = std::filesystem;

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
