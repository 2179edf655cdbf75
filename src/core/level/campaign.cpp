#include "catmaze/level/campaign.hpp"

#include <algorithm>

#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze {

namespace {

// A campaign lists a few dozen levels; this is far more than any needs.
constexpr std::int64_t kMaxCampaignBytes = 1024 * 1024;

}  // namespace

namespace {

// Reads one array of level file names into `campaign`; returns how many it added.
std::size_t readLevelList(const JsonValue& levels, const std::filesystem::path& folder,
                          Campaign& campaign, DiagnosticCollector& report) {
    std::size_t added = 0;
    for (const JsonValue& entry : levels.items) {
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
        // Progress is kept by file name: a level listed twice would be won twice at once.
        if (std::find(campaign.names.begin(), campaign.names.end(), entry.text) !=
            campaign.names.end()) {
            report.error(entry.pos.line, entry.pos.column,
                         "the campaign lists \"" + entry.text + "\" more than once");
            continue;
        }
        campaign.names.push_back(entry.text);
        campaign.levels.push_back(*level);
        ++added;
    }
    return added;
}

// A chapter's "name" or "idea": a string, non-empty when `required`.
std::string readChapterText(const JsonValue& chapter, std::string_view key, bool required,
                            DiagnosticCollector& report) {
    const JsonValue* value = chapter.member(key);
    if (value && value->type == JsonType::String && !(required && value->text.empty()))
        return value->text;
    if (value || required) {
        const SourcePos at = value ? value->pos : chapter.pos;
        report.error(at.line, at.column,
                     "a chapter's \"" + std::string(key) + "\" must be " +
                         (required ? "a non-empty string" : "a string"));
    }
    return {};
}

void readChapters(const JsonValue& chapters, const std::filesystem::path& folder,
                  Campaign& campaign, DiagnosticCollector& report) {
    for (const JsonValue& entry : chapters.items) {
        if (entry.type != JsonType::Object) {
            report.error(entry.pos.line, entry.pos.column,
                         "each chapter must be an object with \"name\", \"idea\" and \"levels\"");
            continue;
        }
        Chapter chapter;
        chapter.name = readChapterText(entry, "name", true, report);
        chapter.idea = readChapterText(entry, "idea", false, report);
        chapter.first = campaign.levels.size();
        const JsonValue* levels = entry.member("levels");
        if (!levels || levels->type != JsonType::Array || levels->items.empty()) {
            const SourcePos at = levels ? levels->pos : entry.pos;
            report.error(at.line, at.column,
                         "a chapter's \"levels\" must be a non-empty array of level file names");
            continue;
        }
        chapter.count = readLevelList(*levels, folder, campaign, report);
        if (chapter.count > 0)
            campaign.chapters.push_back(std::move(chapter));
    }
    if (chapters.items.empty())
        report.error(chapters.pos.line, chapters.pos.column, "the campaign lists no chapters");
}

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
    const JsonValue& root = *parsed.value;
    const JsonValue* chapters = root.member("chapters");
    const JsonValue* levels = root.member("levels");
    const std::filesystem::path folder = file.parent_path();
    if (chapters && levels) {
        report.error(levels->keyPos.line, levels->keyPos.column,
                     "a campaign has \"chapters\" or \"levels\", not both");
        return finish();
    }
    if (chapters) {
        if (chapters->type != JsonType::Array) {
            report.error(chapters->pos.line, chapters->pos.column,
                         "\"chapters\" must be an array of chapters");
            return finish();
        }
        readChapters(*chapters, folder, result.campaign, report);
        return finish();
    }
    // The flat form: one unnamed chapter of every level.
    if (!levels || levels->type != JsonType::Array) {
        report.error(root.pos.line, root.pos.column,
                     "\"levels\" must be an array of level file names");
        return finish();
    }
    const std::size_t count = readLevelList(*levels, folder, result.campaign, report);
    if (levels->items.empty())
        report.error(levels->pos.line, levels->pos.column, "the campaign lists no levels");
    if (count > 0)
        result.campaign.chapters.push_back(Chapter{"", "", 0, count});
    return finish();
}

std::size_t chapterOf(const Campaign& campaign, std::size_t level) {
    for (std::size_t c = 0; c < campaign.chapters.size(); ++c) {
        const Chapter& chapter = campaign.chapters[c];
        if (level >= chapter.first && level < chapter.first + chapter.count)
            return c;
    }
    return 0;
}

bool chapterOpen(const Campaign& campaign, std::size_t chapter, const std::set<std::string>& won) {
    const std::size_t end = chapter < campaign.chapters.size() ? campaign.chapters[chapter].first
                                                               : campaign.names.size();
    for (std::size_t i = 0; i < end && i < campaign.names.size(); ++i) {
        if (won.count(campaign.names[i]) == 0)
            return false;
    }
    return true;
}

bool levelOpen(const Campaign& campaign, std::size_t level, const std::set<std::string>& won) {
    return chapterOpen(campaign, chapterOf(campaign, level), won);
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
