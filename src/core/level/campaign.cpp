#include "catmaze/level/campaign.hpp"

#include <algorithm>

#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze {

namespace {

// A campaign lists a few dozen levels; this is far more than any needs.
constexpr std::int64_t kMaxCampaignBytes = 1024 * 1024;

}  // namespace

CampaignLoad loadCampaign(const std::filesystem::path& file) {
    CampaignLoad result;
    DiagnosticCollector report(file.string());
    const auto finish = [&] {
        result.diagnostics = report.take();
        if (hasErrors(result.diagnostics))
            result.campaign = {};
        return result;
    };
    FileText text = readFileCapped(file, kMaxCampaignBytes);
    if (!text.ok()) {
        result.diagnostics.push_back(std::move(*text.error));
        return result;
    }
    const JsonParseResult parsed = parseJsonSource(text.text, JsonLimits{kMaxJsonDepth, 100000});
    if (!parsed.ok()) {
        report.error(parsed.error.pos.line, parsed.error.pos.column,
                     "the campaign file is not valid JSON: " + parsed.error.message);
        return finish();
    }
    const JsonValue* levels = parsed.value->member("levels");
    if (!levels || levels->type != JsonType::Array) {
        report.error(parsed.value->pos.line, parsed.value->pos.column,
                     "\"levels\" must be an array of level file names");
        return finish();
    }
    const std::filesystem::path folder = file.parent_path();
    for (const JsonValue& entry : levels->items) {
        if (entry.type != JsonType::String || entry.text.empty()) {
            report.error(entry.pos.line, entry.pos.column,
                         "\"levels\" must be an array of level file names");
            continue;
        }
        // Only files in the campaign's own folder: a shared campaign must not reach elsewhere.
        const std::optional<std::filesystem::path> level = confinedPath(folder, entry.text);
        if (!level) {
            report.error(entry.pos.line, entry.pos.column,
                         outsideFolderMessage("campaign level", entry.text));
            continue;
        }
        result.campaign.names.push_back(entry.text);
        result.campaign.levels.push_back(*level);
    }
    if (levels->items.empty())
        report.error(levels->pos.line, levels->pos.column, "the campaign lists no levels");
    return finish();
}

bool isCampaignLevel(const std::filesystem::path& file) {
    const std::filesystem::path campaignFile = file.parent_path() / "campaign.json";
    std::error_code error;
    if (!std::filesystem::is_regular_file(campaignFile, error))
        return false;
    const CampaignLoad loaded = loadCampaign(campaignFile);
    return std::any_of(loaded.campaign.levels.begin(), loaded.campaign.levels.end(),
                       [&](const std::filesystem::path& level) {
                           std::error_code ignored;
                           return std::filesystem::equivalent(level, file, ignored);
                       });
}

std::vector<std::filesystem::path> playerLevelFiles(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    std::filesystem::directory_iterator it(dir, error);
    for (; !error && it != std::filesystem::directory_iterator(); it.increment(error)) {
        const std::filesystem::path& path = it->path();
        const std::string name = path.filename().string();
        std::error_code ignored;
        if (path.extension() == ".json" && !name.ends_with(".schema.json") &&
            it->is_regular_file(ignored))
            files.push_back(path);
    }
    std::sort(files.begin(), files.end(),
              [](const auto& a, const auto& b) { return a.filename() < b.filename(); });
    return files;
}

}  // namespace catmaze
