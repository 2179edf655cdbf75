// The Levels list's records per diagonal rule (issue 34 item 7): each row shows the record of the
// rule its level is played under (the level's own, else the player's setting), names a diagonal
// record's rule, and in a narrow window the row keeps the par and the star and cuts the name
// instead (the row rule of ui/row_fit.hpp, measured with a made-up font).

#include <gtest/gtest.h>

#include <string>

#include "menu_test_support.hpp"
#include "menus/levels_list.hpp"
#include "ui/row_fit.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;

constexpr const char* kStar = "\xE2\x98\x85";
constexpr const char* kLongName = "The Long Way Round, Past Every Dog in the Kennel and Back Again";

// Three levels: a.json and c.json leave diagonals to the player; b.json (named kLongName) has
// diagonal moves on by its own rule.
Campaign writeRuleCampaign(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    menutest::writeText(campaign / "campaign.json",
                        R"({"levels": ["a.json", "b.json", "c.json"]})");
    menutest::writeText(
        campaign / "a.json",
        R"({"version": 1, "name": "Level A", "tiles": ["#####", "#CE.#", "#####"]})");
    menutest::writeText(
        campaign / "b.json",
        std::string(R"({"version": 1, "name": ")") + kLongName +
            R"(", "rules": {"diagonal": "on"}, "tiles": ["#####", "#CE.#", "#####"]})");
    menutest::writeText(
        campaign / "c.json",
        R"({"version": 1, "name": "Level C", "tiles": ["#####", "#CE.#", "#####"]})");
    CampaignLoad load = loadCampaign(campaign / "campaign.json");
    EXPECT_TRUE(load.ok());
    return load.campaign;
}

LevelBest ruleRecord(std::int64_t cost, int steps, std::int64_t par) {
    LevelBest best{cost, steps, cost <= par};
    best.par = par;
    return best;
}

// The page under `setting` once the three names have arrived (the last, Level C, is read last).
MenuPage rulePage(LevelsList& list, const Progress& progress, DiagonalMode setting) {
    return menutest::pageWhen(
        [&] {
            list.update(1.0 / 60);
            return list.page(progress, setting);
        },
        [&](const MenuPage& page) { return page.item("3. Level C") != nullptr; });
}

Progress twoRuleProgress() {
    Progress progress;
    recordWin(progress, "a.json", ruleRecord(300, 30, 290), MoveRule::FourWay);
    recordWin(progress, "a.json", ruleRecord(278, 24, 278), MoveRule::Diagonal);
    recordWin(progress, "b.json", ruleRecord(264, 22, 264), MoveRule::Diagonal);
    recordWin(progress, "c.json", ruleRecord(150, 12, 140), MoveRule::Diagonal);
    return progress;
}

TEST(LevelsListRules, EachRowShowsTheRecordOfTheRuleItIsPlayedUnder) {
    const menutest::ScratchDir dir("levels-rules");
    const Campaign campaign = writeRuleCampaign(dir.path());
    const Progress progress = twoRuleProgress();
    LevelsList list(campaign, dir.path() / "my-levels");

    const MenuPage fourWay = rulePage(list, progress, DiagonalMode::Never);
    EXPECT_EQ(fourWay.item("1. Level A")->value, "best 300 in 30 steps, par 290");
    // The level's own rule, whatever the setting.
    EXPECT_EQ(fourWay.item(std::string("2. ") + kLongName)->value,
              std::string("best 264 (diagonal) in 22 steps, par 264 ") + kStar);
    // Only a diagonal record: shown, and named so.
    EXPECT_EQ(fourWay.item("3. Level C")->value, "best 150 (diagonal) in 12 steps, par 140");

    const MenuPage diagonal = rulePage(list, progress, DiagonalMode::NoCornerCutting);
    EXPECT_EQ(diagonal.item("1. Level A")->value,
              std::string("best 278 (diagonal) in 24 steps, par 278 ") + kStar);
    EXPECT_EQ(diagonal.item(std::string("2. ") + kLongName)->value,
              std::string("best 264 (diagonal) in 22 steps, par 264 ") + kStar);
}

TEST(LevelsListRules, ANarrowRowKeepsTheParAndTheStarAndCutsTheName) {
    const menutest::ScratchDir dir("levels-rules-narrow");
    const Campaign campaign = writeRuleCampaign(dir.path());
    LevelsList list(campaign, dir.path() / "my-levels");
    const MenuPage page = rulePage(list, twoRuleProgress(), DiagonalMode::Never);
    const PageItem& row = *page.item(std::string("2. ") + kLongName);
    std::vector<std::string> forms = {row.value};
    forms.insert(forms.end(), row.shorterValues.begin(), row.shorterValues.end());

    // A font a little wider than the game's: 10 pixels a character, 12 in bold.
    const TextWidth regular = [](std::u32string_view text) {
        return 10.0f * static_cast<float>(text.size());
    };
    const TextWidth bold = [](std::u32string_view text) {
        return 12.0f * static_cast<float>(text.size());
    };
    for (const float window : {480.0f, 640.0f, 800.0f}) {
        const FittedRow fitted =
            fitRow(row.label, forms, LevelsList::itemWidth(window), regular, bold);
        std::string value;
        for (const char32_t c : fitted.value)
            value += c < 0x80 ? static_cast<char>(c) : '*';
        EXPECT_EQ(fitted.value.find(kEllipsis), std::u32string::npos) << window << ": " << value;
        EXPECT_TRUE(value.ends_with("par 264 *")) << window << ": " << value;
        EXPECT_NE(value.find("264"), std::string::npos) << window << ": " << value;
        EXPECT_EQ(fitted.label.back(), kEllipsis) << window << ": the long name gives way";
    }
}

}  // namespace
}  // namespace catmaze::app
