#include "catmaze/campaign.hpp"

#include "catmaze/json_source.hpp"
#include "catmaze/level_files.hpp"

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

}  // namespace catmaze
