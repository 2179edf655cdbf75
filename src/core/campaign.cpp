#include "catmaze/campaign.hpp"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace catmaze {

CampaignLoad loadCampaign(const std::filesystem::path& file) {
    CampaignLoad result;
    const auto fail = [&](std::string message) {
        result.diagnostics.push_back({Severity::Error, file.string(), 0, 0, std::move(message)});
        return result;
    };
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return fail("cannot read the campaign file");
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json json = nlohmann::json::parse(text.str(), nullptr, false);
    if (json.is_discarded())
        return fail("the campaign file is not valid JSON");
    if (!json.is_object() || !json.contains("levels") || !json["levels"].is_array())
        return fail("\"levels\" must be an array of level file names");
    for (const auto& entry : json["levels"]) {
        if (!entry.is_string() || entry.get<std::string>().empty())
            return fail("\"levels\" must be an array of level file names");
        const std::string name = entry.get<std::string>();
        result.campaign.names.push_back(name);
        result.campaign.levels.push_back(file.parent_path() / name);
    }
    if (result.campaign.levels.empty())
        return fail("the campaign lists no levels");
    return result;
}

}  // namespace catmaze
