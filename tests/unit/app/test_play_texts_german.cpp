// The level in play read in German (play/: the HUD's counts and key bar, the hover preview's
// status line, a refused click, the rules cards, the hint's notices, the search overlay's legend,
// the win screen's words): each text differs from its English and keeps none of its English words
// but the few German shares (the allow-list below), and a count takes its plural's form.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "language_guard.hpp"
#include "play/hud_text.hpp"
#include "play/overlay_legend.hpp"
#include "play/rules_card.hpp"
#include "play/run_result.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// Words German writes as English does: an English word of these found in a German text is no
// forgotten translation.
const std::set<std::string> kGermanAlike{
    "diagonal",  // "Diagonal: an", the key bar's "Diagonal"
    "cursor",    // the key bar's "Cursor" (the tile cursor)
    "zoom",      // the key bar's "Zoom"
    "in",        // "Kosten 130 in 13 Schritten"
    "level",     // das Level
};

// The words (two letters or more, lower case) of `text`.
std::set<std::string> germanTestWords(const std::string& text) {
    std::set<std::string> words;
    std::string word;
    for (const char c : text + " ") {
        if (std::isalpha(static_cast<unsigned char>(c))) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            continue;
        }
        if (word.size() > 1)
            words.insert(word);
        word.clear();
    }
    return words;
}

// The English words of `english` still in `german`, but those of kGermanAlike.
std::vector<std::string> englishLeftInGerman(const std::string& german,
                                             const std::string& english) {
    const std::set<std::string> inGerman = germanTestWords(german);
    std::vector<std::string> left;
    for (const std::string& word : germanTestWords(english)) {
        if (inGerman.count(word) && !kGermanAlike.count(word))
            left.push_back(word);
    }
    return left;
}

// `german` is `english` translated: not the same, and no English word left in it.
void expectGermanFor(const std::string& english, const std::string& german) {
    EXPECT_NE(german, english) << "not translated";
    EXPECT_EQ(englishLeftInGerman(german, english), std::vector<std::string>{})
        << "English left in \"" << german << "\" (English: \"" << english << "\")";
}

void expectGermanLines(const std::vector<std::string>& english,
                       const std::vector<std::string>& german) {
    ASSERT_EQ(german.size(), english.size());
    for (std::size_t i = 0; i < english.size(); ++i)
        expectGermanFor(english[i], german[i]);
}

// bone_before_dog.json: the cat (1,1), a bone (3,3), the exit (11,5) behind a dog (11,4).
constexpr const char* kGermanBoneBeforeDog = "bone_before_dog.json";

// The HUD's words of `play` with the mouse at `tile` (after a frame).
HudText germanTestHudAt(PlayFixture& play, Tile tile) {
    play.model->hover(tileCentre(tile));
    play.frame();
    return hudText(*play.model, false);
}

TEST(PlayTextsGerman, TheHudOfALevelInPlayIsGerman) {
    PlayFixture play(kGermanBoneBeforeDog);
    const HudText english = germanTestHudAt(play, {1, 3});
    ASSERT_EQ(english.stats.rfind("x 0     Steps: 0   Cost: 0   Route: ", 0), 0u) << english.stats;
    const test::LanguageForTest german("de");
    const HudText words = germanTestHudAt(play, {1, 3});
    expectGermanFor(english.stats, words.stats);
    EXPECT_NE(words.stats.find("Schritte 0"), std::string::npos) << words.stats;
    EXPECT_NE(words.stats.find("Diagonal aus"), std::string::npos) << words.stats;
    expectGermanFor(english.status, words.status);
    // The key bar: what each key does (the keys' names are ui/key.cpp's, not play's).
    ASSERT_EQ(words.keys.size(), english.keys.size());
    for (std::size_t i = 0; i < english.keys.size(); ++i) {
        expectGermanFor(english.keys[i].what, words.keys[i].what);
        if (english.keys[i].key == "arrows" || english.keys[i].key == "wheel" ||
            english.keys[i].key == "right-drag")
            expectGermanFor(english.keys[i].key, words.keys[i].key);
    }
    // And the pad's bar.
    play.model->setDevice(InputDevice::Pad);
    const std::vector<KeyHelp> buttons = hudText(*play.model, false).keys;
    ASSERT_FALSE(buttons.empty());
    for (const KeyHelp& button : buttons)
        EXPECT_TRUE(
            englishLeftInGerman(button.what, "walk undo hint wait menu cursor zoom").empty())
            << button.what;
}

TEST(PlayTextsGerman, TheHoverPreviewCountsStepsInGermanPlurals) {
    PlayFixture play(kGermanBoneBeforeDog);
    const std::string oneStep = germanTestHudAt(play, {1, 2}).status;
    const std::string twoSteps = germanTestHudAt(play, {1, 3}).status;
    const std::string caught = germanTestHudAt(play, {11, 5}).status;
    const std::string wall = germanTestHudAt(play, {0, 0}).status;
    EXPECT_NE(oneStep.find("1 step,"), std::string::npos) << oneStep;
    EXPECT_NE(twoSteps.find("2 steps,"), std::string::npos) << twoSteps;
    ASSERT_EQ(caught.rfind("No bone for the dog at (11,4)", 0), 0u) << caught;

    const test::LanguageForTest german("de");
    const std::string einSchritt = germanTestHudAt(play, {1, 2}).status;
    const std::string zweiSchritte = germanTestHudAt(play, {1, 3}).status;
    expectGermanFor(oneStep, einSchritt);
    expectGermanFor(twoSteps, zweiSchritte);
    EXPECT_NE(einSchritt.find("1 Schritt,"), std::string::npos) << einSchritt;
    EXPECT_NE(zweiSchritte.find("2 Schritte,"), std::string::npos) << zweiSchritte;
    const HudText warned = germanTestHudAt(play, {11, 5});
    expectGermanFor(caught, warned.status);
    EXPECT_NE(warned.status.find("(11,4)"), std::string::npos) << "the dog's tile is named";
    EXPECT_TRUE(warned.statusWarning);
    expectGermanFor(wall, germanTestHudAt(play, {0, 0}).status);
}

TEST(PlayTextsGerman, ARefusedClickSaysWhyInGerman) {
    PlayFixture play(kGermanBoneBeforeDog);
    play.clickTile({0, 1});
    const std::string english = hudText(*play.model, false).status;
    ASSERT_EQ(english, "A wall: the cat cannot go there");
    const test::LanguageForTest german("de");
    play.clickTile({0, 1});
    expectGermanFor(english, hudText(*play.model, false).status);
    // The log keeps the game's English: its words are what the tools and tests read.
    EXPECT_EQ(play.last("refused").value("message", ""), english);
}

TEST(PlayTextsGerman, OnOpenFloorTheHudSaysTheLengthWithADecimalComma) {
    PlayFixture play("open_floor.json");
    const HudText english = hudText(*play.model, false);
    ASSERT_NE(english.stats.find("Walked: 0.0"), std::string::npos) << english.stats;
    const test::LanguageForTest german("de");
    const HudText words = hudText(*play.model, false);
    expectGermanFor(english.stats, words.stats);
    EXPECT_NE(words.stats.find("0,0"), std::string::npos) << words.stats;
}

TEST(PlayTextsGerman, ALevelsOwnDiagonalRuleIsNamedInGerman) {
    const test::LanguageForTest german("de");
    // open_room_diagonal.json names its own rule, diagonal moves on, against the setting (off).
    PlayFixture play("open_room_diagonal.json");
    const std::string stats = hudText(*play.model, false).stats;
    EXPECT_NE(stats.find("Diagonal an (Levelregel)"), std::string::npos) << stats;
    ASSERT_EQ(play.notices.lines.size(), 1u);
    expectGermanFor("This level's own rule: diagonal moves on (your setting: off)",
                    play.notices.lines[0]);
    play.command(PlayCommand::ToggleDiagonal);
    ASSERT_EQ(play.notices.lines.size(), 2u);
    expectGermanFor(
        "This level's own rule keeps diagonal moves on; change your setting in Settings",
        play.notices.lines[1]);
}

TEST(PlayTextsGerman, BothRulesCardsAreGermanWithTheKeysAndButtonsTheyName) {
    for (const CardRules rules : {CardRules::Basics, CardRules::Patrols}) {
        for (const InputDevice device : {InputDevice::Keyboard, InputDevice::Pad}) {
            const CardText english = cardText(rules, device);
            const test::LanguageForTest german("de");
            const CardText words = cardText(rules, device);
            expectGermanFor(english.title, words.title);
            expectGermanLines(english.lines, words.lines);
        }
    }
}

TEST(PlayTextsGerman, TheHintsNoticesAreGerman) {
    const test::LanguageForTest german("de");
    PlayFixture play("corridor.json");
    play.command(PlayCommand::Hint);
    ASSERT_TRUE(play.playUntil([&] { return play.notices.lines.size() >= 2; }));
    expectGermanFor("Hint: checking… (H again cancels)", play.notices.lines[0]);
    expectGermanFor("Hint: follow the green trail (cost 130)", play.notices.lines[1]);
}

TEST(PlayTextsGerman, TheSearchOverlaysLegendIsGerman) {
    for (const OverlayLegend legend :
         {OverlayLegend{false, 12, false, 0}, OverlayLegend{true, 12, false, 0},
          OverlayLegend{false, 12, true, 0}, OverlayLegend{false, 12, false, 6}}) {
        const std::vector<LegendEntry> english = legendEntries(legend);
        const test::LanguageForTest german("de");
        const std::vector<LegendEntry> words = legendEntries(legend);
        ASSERT_EQ(words.size(), english.size());
        for (std::size_t i = 0; i < english.size(); ++i) {
            // The shades through time are counts ("1", "2"): numbers read alike.
            if (english[i].label.find_first_not_of("0123456789") == std::string::npos)
                continue;
            expectGermanFor(english[i].label, words[i].label);
        }
    }
}

TEST(PlayTextsGerman, AWonRunsWordsAreGermanAndCountTheirSteps) {
    PlayFixture play("corridor.json");
    play.clickTile({14, 1});
    ASSERT_TRUE(play.playUntil([&] { return play.model->ended(); }));
    ASSERT_TRUE(play.model->result());
    const RunResult won = *play.model->result();
    const std::string title = resultTitle(won);
    const std::vector<std::string> lines = resultLines(won);
    RunResult oneStep = won;
    oneStep.steps = 1;
    RunResult afterAHint = won;
    afterAHint.hintUsed = true;
    RunResult aboveParDiagonal = afterAHint;
    aboveParDiagonal.cost = *won.par + 10;
    aboveParDiagonal.rule = MoveRule::Diagonal;
    RunResult onOpenFloor = won;
    onOpenFloor.floor = Floor::Open;
    onOpenFloor.length = 12.3;
    RunResult noPar = won;
    noPar.par.reset();
    const std::vector<RunResult> others{oneStep, afterAHint, aboveParDiagonal, onOpenFloor, noPar};
    std::vector<std::string> otherTitles;
    std::vector<std::vector<std::string>> otherLines;
    for (const RunResult& result : others) {
        otherTitles.push_back(resultTitle(result));
        otherLines.push_back(resultLines(result));
    }
    EXPECT_EQ(lines.front(), "Cost 130 in 13 steps");
    EXPECT_EQ(otherLines[0].front(), "Cost 130 in 1 step");

    const test::LanguageForTest german("de");
    expectGermanFor(title, resultTitle(won));
    expectGermanLines(lines, resultLines(won));
    for (std::size_t i = 0; i < others.size(); ++i) {
        expectGermanFor(otherTitles[i], resultTitle(others[i]));
        expectGermanLines(otherLines[i], resultLines(others[i]));
    }
    EXPECT_EQ(resultLines(won).front(), "Kosten 130 in 13 Schritten");
    EXPECT_EQ(resultLines(oneStep).front(), "Kosten 130 in 1 Schritt");
    EXPECT_NE(resultLines(onOpenFloor).front().find("12,3"), std::string::npos)
        << resultLines(onOpenFloor).front();
}

}  // namespace
}  // namespace catmaze::app
