// The first level's rules card (play/rules_card.hpp) as a newcomer meets it: shown on the
// campaign's first level, closed by a click on it (which sends the cat nowhere) or by Enter,
// remembered in the settings, and not shown again once dismissed.

#include <gtest/gtest.h>

#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

LevelOrigin firstCampaignLevel() {
    LevelOrigin origin;
    origin.file = playLevelPath("open_room.json");
    origin.campaignIndex = 0;
    return origin;
}

TEST(PlayRulesCard, TheFirstLevelsCardIsClosedByAClickOnItAndRemembered) {
    PlayFixture play("open_room.json", 0.1, DiagonalMode::Never, firstCampaignLevel());
    const PlayJson shown = play.last("rules_card");
    ASSERT_EQ(shown.value("shown", false), true) << shown.dump();
    EXPECT_TRUE(play.model->card().shown());
    const PlayJson rect = shown.at("rect");
    const float x = rect.at(0).get<float>() + rect.at(2).get<float>() / 2;
    const float y = rect.at(1).get<float>() + rect.at(3).get<float>() / 2;

    const std::size_t before = play.mark();
    const PlayRequest asked = play.model->click(x, y, {5.5, 4.5});
    EXPECT_EQ(asked, PlayRequest::changeSetting("rulesCardDismissed", ""))
        << "the setting remembers it, unsaid";
    EXPECT_EQ(play.timeline({"rules_card", "click", "path"}, before),
              std::vector<std::string>{"rules_card"})
        << "the click closed the card; it did not send the cat anywhere";
    EXPECT_EQ(play.last("rules_card").value("dismissed", false), true);
    EXPECT_FALSE(play.model->card().shown());
    // The next click walks.
    play.model->click(x, y, {5.5, 4.5});
    EXPECT_FALSE(play.last("click").is_null());
}

TEST(PlayRulesCard, EnterClosesTheCardAndADismissedCardIsNotShownAgain) {
    PlayFixture play("open_room.json", 0.1, DiagonalMode::Never, firstCampaignLevel());
    EXPECT_EQ(play.command(PlayCommand::CloseCard).setting, "rulesCardDismissed");
    EXPECT_EQ(play.command(PlayCommand::CloseCard), PlayRequest{}) << "closed once";

    // The game remembered it (the settings file says so): the first level opens without it.
    Settings remembered;
    remembered.rulesCardDismissed = true;
    PlayFixture again("open_room.json", 0.1, DiagonalMode::Never, firstCampaignLevel(), remembered);
    EXPECT_EQ(again.last("rules_card").value("shown", true), false);
    EXPECT_FALSE(again.model->card().shown());
    EXPECT_EQ(again.command(PlayCommand::CloseCard), PlayRequest{});
}

TEST(PlayRulesCard, OnlyTheCampaignsFirstLevelHasACard) {
    EventLog log;
    log.openInMemory();
    RulesCard second(log);
    second.open(1, false, 800, 600);
    RulesCard fromFile(log);
    fromFile.open(std::nullopt, false, 800, 600);
    EXPECT_FALSE(second.shown());
    EXPECT_FALSE(fromFile.shown());
    EXPECT_TRUE(log.lines().empty()) << "no rules_card event off the first level";
}

TEST(PlayRulesCard, TheCardSitsUnderTheBarAtTheRightInsideTheWindow) {
    for (const auto& [w, h] : {std::pair{800.0f, 600.0f}, {1280.0f, 720.0f}, {300.0f, 400.0f}}) {
        const ScreenBox card = rulesCardBox(w, h);
        EXPECT_GE(card.top, 36) << "under the HUD bar";
        EXPECT_TRUE(card.inside({0, 0, w, h})) << w << "x" << h;
        EXPECT_NEAR(card.left + card.width, w - 10, 1e-3);
    }
}

}  // namespace
}  // namespace catmaze::app
