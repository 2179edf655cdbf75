// The cards of rules (play/rules_card.hpp) as a newcomer meets them: how the cat gets by on the
// campaign's first level, how dogs walk their rounds on the first level with patrols; each
// closed by a click on it (which sends the cat nowhere) or by Enter, remembered in a setting of
// its own, and not shown again once dismissed, while the other card still is.

#include <gtest/gtest.h>

#include "catmaze/player/settings_table.hpp"
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

TEST(PlayRulesCard, OnlyTheCampaignsFirstLevelAndLevelsWithPatrolsHaveACard) {
    EventLog log;
    log.openInMemory();
    RulesCard second(log);
    second.open(levelCards(false, 1), Settings{}, 800, 600);
    RulesCard fromFile(log);
    fromFile.open(levelCards(false, std::nullopt), Settings{}, 800, 600);
    EXPECT_FALSE(second.shown());
    EXPECT_FALSE(fromFile.shown());
    EXPECT_TRUE(log.lines().empty()) << "no rules_card event on a level without a card";
    EXPECT_EQ(levelCards(true, 0), (std::vector<CardRules>{CardRules::Patrols, CardRules::Basics}))
        << "the dogs' rounds first, where a first level had patrols";
}

// patrol_crossing.json: a dog walks across the corridor the cat takes to the exit.
TEST(PlayRulesCard, ALevelWithPatrolsShowsTheRoundsCardClosedByAClickOnIt) {
    PlayFixture play("patrol_crossing.json");
    const PlayJson shown = play.last("rules_card");
    ASSERT_EQ(shown.value("shown", false), true) << shown.dump();
    EXPECT_EQ(shown.value("card", ""), "patrols");
    ASSERT_EQ(play.model->card().card(), CardRules::Patrols);
    EXPECT_EQ(cardText(CardRules::Patrols).title, "How dogs walk their rounds");
    const PlayJson rect = shown.at("rect");
    EXPECT_EQ(rect.at(3).get<float>(),
              rulesCardLayout(800, 600, cardText(CardRules::Patrols), {}).box.height)
        << "the card is as tall as its own lines";
    const float x = rect.at(0).get<float>() + rect.at(2).get<float>() / 2;
    const float y = rect.at(1).get<float>() + rect.at(3).get<float>() - 4;  // its last line

    const std::size_t before = play.mark();
    EXPECT_EQ(play.model->click(x, y, {5.5, 2.5}),
              PlayRequest::changeSetting("patrolCardDismissed", ""));
    EXPECT_EQ(play.timeline({"rules_card", "click", "path"}, before),
              std::vector<std::string>{"rules_card"})
        << "the click closed the card; it did not send the cat anywhere";
    EXPECT_FALSE(play.model->card().shown());

    // Remembered: a level with patrols opens without it.
    Settings remembered;
    remembered.patrolCardDismissed = true;
    PlayFixture again("patrol_blocked.json", 0.1, DiagonalMode::Never, {}, remembered);
    EXPECT_EQ(again.last("rules_card").value("shown", true), false);
    EXPECT_FALSE(again.model->card().shown());
}

// Each card is remembered by its own setting: closing the first level's card leaves the dogs'
// card to come, and closing the dogs' card leaves the first level's.
TEST(PlayRulesCard, ClosingOneCardNeverClosesTheOther) {
    Settings settings;
    PlayFixture first("open_room.json", 0.1, DiagonalMode::Never, firstCampaignLevel(), settings);
    ASSERT_EQ(first.model->card().card(), CardRules::Basics);
    const PlayRequest closedFirst = first.command(PlayCommand::CloseCard);
    ASSERT_EQ(closedFirst.setting, "rulesCardDismissed");
    settings = changedSetting(*findSetting(closedFirst.setting), settings, 0);  // as the game does

    PlayFixture patrol("patrol_crossing.json", 0.1, DiagonalMode::Never, {}, settings);
    ASSERT_EQ(patrol.model->card().card(), CardRules::Patrols) << "still to come";
    const PlayRequest closedPatrol = patrol.command(PlayCommand::CloseCard);
    ASSERT_EQ(closedPatrol.setting, "patrolCardDismissed");
    settings = changedSetting(*findSetting(closedPatrol.setting), settings, 0);
    EXPECT_TRUE(settings.rulesCardDismissed);
    EXPECT_TRUE(settings.patrolCardDismissed);

    // The other way round: the dogs' card closed first leaves the first level's card shown.
    Settings patrolsOnly;
    patrolsOnly.patrolCardDismissed = true;
    PlayFixture newcomer("open_room.json", 0.1, DiagonalMode::Never, firstCampaignLevel(),
                         patrolsOnly);
    EXPECT_EQ(newcomer.model->card().card(), CardRules::Basics);
    EXPECT_EQ(newcomer.last("rules_card").value("card", ""), "basics");
}

TEST(PlayRulesCard, TheCardSitsUnderTheBarAtTheRightInsideTheWindow) {
    for (const CardRules rules : {CardRules::Basics, CardRules::Patrols}) {
        for (const auto& [w, h] :
             {std::pair{800.0f, 600.0f}, {1280.0f, 720.0f}, {640.0f, 600.0f}}) {
            const ScreenBox card = rulesCardLayout(w, h, cardText(rules), {}).box;
            EXPECT_GE(card.top, 36) << "under the HUD bar";
            EXPECT_TRUE(card.inside({0, 0, w, h})) << w << "x" << h;
            EXPECT_NEAR(card.left + card.width, w - 10, 1e-3);
        }
    }
}

}  // namespace
}  // namespace catmaze::app
