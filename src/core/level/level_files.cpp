#include "catmaze/level/level_files.hpp"

#include <cerrno>
#include <iterator>
#include <system_error>

#include "catmaze/level/level_validator.hpp"
#include "catmaze/level/movingai.hpp"

namespace catmaze {

namespace fs = std::filesystem;

LevelFormat levelFormatOf(const fs::path& path) {
    if (hasExtension(path, ".tmj"))
        return LevelFormat::Tiled;
    if (hasExtension(path, ".map"))
        return LevelFormat::MovingAi;
    return LevelFormat::LevelJson;
}

FileText readFileCapped(const fs::path& path, std::int64_t maxBytes) {
    return readFileBounded(path, maxBytes, "level file");
}

void checkLevelLimits(LevelLoadResult& result, const std::string& fileName) {
    if (!result.level)
        return;
    std::vector<Diagnostic> problems = validateLevel(*result.level, fileName);
    if (hasErrors(problems))
        result.level.reset();
    result.diagnostics.insert(result.diagnostics.end(), std::make_move_iterator(problems.begin()),
                              std::make_move_iterator(problems.end()));
}

namespace {

// Every format is UTF-8 (or ASCII) text: say so plainly for UTF-16 and UTF-32 files, which
// otherwise give a puzzling syntax error at their first byte.
std::optional<std::string> wrongEncoding(std::string_view text) {
    const auto starts = [&](std::string_view prefix) {
        return text.substr(0, prefix.size()) == prefix;
    };
    if (starts("\xFF\xFE") || starts("\xFE\xFF"))
        return "the file is UTF-16 text (it starts with a UTF-16 byte order mark); save it as "
               "UTF-8";
    if (text.size() >= 2 && (text[0] == '\0' || text[1] == '\0'))
        return "the file looks like UTF-16 or UTF-32 text (NUL bytes at its start); save it as "
               "UTF-8";
    return std::nullopt;
}

LevelLoadResult parseUnchecked(std::string_view text, LevelFormat format,
                               const std::string& fileName, const fs::path& folder,
                               const MovingAiConversion& movingAi) {
    if (static_cast<std::int64_t>(text.size()) > kMaxLevelFileBytes) {
        return {std::nullopt,
                {{Severity::Error, fileName, 0, 0,
                  tooLargeMessage(static_cast<std::int64_t>(text.size()), kMaxLevelFileBytes,
                                  "level file")}}};
    }
    if (const std::optional<std::string> problem = wrongEncoding(text))
        return {std::nullopt, {{Severity::Error, fileName, 0, 0, *problem}}};
    switch (format) {
        case LevelFormat::Tiled:
            return parseTiledMap(text, fileName, folder);
        case LevelFormat::MovingAi: {
            auto map = parseMovingAiMap(text, fileName, kMaxLevelSide);
            if (!map.ok())
                return {std::nullopt, std::move(map.diagnostics)};
            return levelFromMovingAi(*map.value, movingAi, fileName);
        }
        case LevelFormat::LevelJson:
            break;
    }
    return parseLevel(text, fileName);
}

}  // namespace

LevelLoadResult parseLevelText(std::string_view text, LevelFormat format,
                               const std::string& fileName, const fs::path& folder,
                               const MovingAiConversion& movingAi) {
    try {
        LevelLoadResult result = parseUnchecked(text, format, fileName, folder, movingAi);
        // The JSON loader checks the same rules as it reads, saying where; converted levels are
        // checked here.
        if (format != LevelFormat::LevelJson)
            checkLevelLimits(result, fileName);
        return result;
    } catch (const std::exception& e) {
        // Only running out of memory gets here; a diagnostic instead of a crash.
        return {std::nullopt,
                {{Severity::Error, fileName, 0, 0,
                  std::string("cannot read the level: ") + shownValue(e.what())}}};
    }
}

LevelLoadResult loadLevelFile(const fs::path& path, const MovingAiConversion& movingAi) {
    try {
        FileText file = readFileCapped(path);
        if (!file.ok())
            return {std::nullopt, {std::move(*file.error)}};
        return parseLevelText(file.text, levelFormatOf(path), path.string(), path.parent_path(),
                              movingAi);
    } catch (const std::exception& e) {
        return {std::nullopt,
                {{Severity::Error, path.string(), 0, 0,
                  std::string("cannot read: ") + shownValue(e.what())}}};
    }
}

}  // namespace catmaze
