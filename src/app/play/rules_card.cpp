#include "play/rules_card.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"

namespace catmaze::app {

ScreenBox rulesCardBox(float width, float height) {
    (void)height;  // the card keeps its place under the bar at any height
    const float cardWidth = std::min(440.0f, width - 20);
    return {width - cardWidth - 10, 46, cardWidth, 192};
}

void RulesCard::open(std::optional<std::size_t> campaignIndex, bool dismissedBefore,
                     float windowWidth, float windowHeight) {
    // Only the campaign's first level: a player starting there has not met the rules yet.
    if (campaignIndex != std::optional<std::size_t>(0))
        return;
    shown_ = !dismissedBefore;
    nlohmann::ordered_json fields{{"shown", shown_}};
    if (shown_) {
        const ScreenBox r = rulesCardBox(windowWidth, windowHeight);
        fields["rect"] = {r.left, r.top, r.width, r.height};
    }
    log_.write(event_name::kRulesCard, fields);
}

bool RulesCard::hit(float x, float y, float width, float height) const {
    if (!shown_)
        return false;
    const ScreenBox r = rulesCardBox(width, height);
    return x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height;
}

bool RulesCard::dismiss() {
    if (!shown_)
        return false;
    shown_ = false;
    log_.write(event_name::kRulesCard, nlohmann::ordered_json{{"dismissed", true}});
    return true;
}

}  // namespace catmaze::app
