// The UI scale's layouts (issue 37 section 3), at 100 % and 200 % in the smallest window the game
// keeps and in larger ones: the HUD's bars and lines stay in the window and apart, the map keeps
// room between them, and each rules card fits between the bars with every word of its text on a
// line no wider than the card.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "play/hud_layout.hpp"
#include "play/hud_text.hpp"
#include "play/play_layout.hpp"
#include "play/rules_card.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

const std::vector<ScreenPoint> kScaleTestWindows{
    {static_cast<float>(kMinWindowWidth), static_cast<float>(kMinWindowHeight)},
    {800, 600},
    {1920, 1080}};
const std::vector<UiScale> kScaleTestScales{{1.0f}, {1.5f}, {2.0f}};

bool overlaps(const ScreenBox& a, const ScreenBox& b) {
    return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height &&
           b.top < a.top + a.height;
}

std::string describeScale(ScreenPoint window, UiScale scale) {
    std::ostringstream out;
    out << window.x << "x" << window.y << " at " << scale.factor * 100 << " %";
    return out.str();
}

TEST(UiScaleLayout, TheHudsLinesStayInTheirBandsAndApart) {
    for (const ScreenPoint window : kScaleTestWindows) {
        for (const UiScale scale : kScaleTestScales) {
            SCOPED_TRACE(describeScale(window, scale));
            const HudLayout hud = hudLayout(window, scale);
            const ScreenBox top{0, 0, window.x, hud.topBand};
            const ScreenBox bottom{0, window.y - hud.bottomBand, window.x, hud.bottomBand};
            for (const ScreenBox& line : {hud.name, hud.icon, hud.stats})
                EXPECT_TRUE(line.inside(top)) << line.top << "+" << line.height;
            EXPECT_TRUE(hud.status.inside(bottom)) << hud.status.top << "+" << hud.status.height;
            EXPECT_EQ(hud.keyLines, scale.factor > 1 ? 3u : 2u);
            EXPECT_FALSE(overlaps(hud.status, hud.keys[0]));
            for (std::size_t i = 0; i < hud.keyLines; ++i) {
                EXPECT_TRUE(hud.keys[i].inside(bottom)) << i << ": " << hud.keys[i].top;
                if (i > 0) {
                    EXPECT_FALSE(overlaps(hud.keys[i - 1], hud.keys[i])) << i;
                }
            }
            // Each line is as tall as its text.
            EXPECT_GE(hud.name.height, lineHeight(hud.nameSize));
            EXPECT_GE(hud.keys[0].height, lineHeight(hud.keySize));
            EXPECT_GE(hud.status.height, lineHeight(hud.statusSize));
            // The text grows with the scale.
            EXPECT_EQ(hud.keySize, scale.text(13));
            // The map keeps most of the window between the bands.
            const ScreenBox map = mapArea(window.x, window.y, scale);
            EXPECT_FALSE(overlaps(map, top));
            EXPECT_FALSE(overlaps(map, bottom));
            EXPECT_GE(map.height, window.y / 2);
        }
    }
}

// The words of `lines`, in order.
std::vector<std::u32string> wordsOf(const std::vector<std::u32string>& lines) {
    std::vector<std::u32string> words;
    for (const std::u32string& line : lines) {
        std::u32string word;
        for (const char32_t c : line) {
            if (c == U' ') {
                if (!word.empty())
                    words.push_back(std::exchange(word, {}));
            } else {
                word += c;
            }
        }
        if (!word.empty())
            words.push_back(word);
    }
    return words;
}

TEST(UiScaleLayout, EachRulesCardFitsBetweenTheBarsWithEveryWord) {
    for (const CardRules rules : {CardRules::Basics, CardRules::Patrols}) {
        const CardText text = cardText(rules);
        std::vector<std::u32string> original;
        for (const std::string& line : text.lines)
            original.push_back(singleLine(line));
        for (const ScreenPoint window : kScaleTestWindows) {
            for (const UiScale scale : kScaleTestScales) {
                SCOPED_TRACE(describeScale(window, scale) + " " + cardName(rules));
                const HudLayout hud = hudLayout(window, scale);
                const RulesCardLayout card = rulesCardLayout(window.x, window.y, text, scale);
                const ScreenBox between{0, hud.topBand, window.x,
                                        window.y - hud.topBand - hud.bottomBand};
                EXPECT_TRUE(card.box.inside(between))
                    << card.box.top << "+" << card.box.height << " in " << between.height;
                // The lines fit the card's height and width (by the card's own estimate), and
                // none of the words is lost to a cut.
                EXPECT_LE(card.titleHeight + card.lineStep * static_cast<float>(card.lines.size()),
                          card.box.height);
                EXPECT_GE(card.lineStep, lineHeight(card.lineSize));
                for (const std::u32string& line : card.lines) {
                    EXPECT_EQ(line.find(kEllipsis), std::u32string::npos) << "no cut line";
                    EXPECT_LE(
                        static_cast<float>(line.size()) * 0.6f * static_cast<float>(card.lineSize),
                        card.box.width - 2 * card.padding);
                }
                EXPECT_EQ(wordsOf(card.lines), wordsOf(original));
                EXPECT_EQ(card.title, singleLine(text.title));
            }
        }
    }
}

TEST(UiScaleLayout, TheCardsTextGrowsWhereTheWindowHasRoom) {
    const CardText text = cardText(CardRules::Basics);
    const RulesCardLayout large = rulesCardLayout(1920, 1080, text, {2.0f});
    EXPECT_EQ(large.lineSize, 30u) << "200 % of 15";
    const RulesCardLayout normal = rulesCardLayout(1920, 1080, text, {1.0f});
    EXPECT_EQ(normal.lineSize, 15u);
}

TEST(UiScaleLayout, TextShrinksTowardItsNormalSizeBeforeItIsCut) {
    const auto fitsUnder = [](unsigned limit) {
        return [limit](unsigned at) { return at <= limit; };
    };
    EXPECT_EQ(largestFittingSize(26, 13, fitsUnder(30)), 26u) << "fits at the size asked";
    EXPECT_EQ(largestFittingSize(26, 13, fitsUnder(20)), 20u);
    EXPECT_EQ(largestFittingSize(26, 13, fitsUnder(5)), 13u) << "never below 100 %";

    // The first level's key bar at 200 % in the smallest window, with a font as wide as the
    // game's (0.6 em a code point at most): on its three lines, whole, larger than at 100 %.
    PlayFixture play("open_room.json");
    const HudText words = hudText(*play.model, false);
    ASSERT_FALSE(words.keys.empty());
    const HudLayout hud = hudLayout(
        {static_cast<float>(kMinWindowWidth), static_cast<float>(kMinWindowHeight)}, {2.0f});
    const auto madeUpFont = [](unsigned at) {
        return TextWidth([at](std::u32string_view s) {
            return static_cast<float>(s.size()) * 0.6f * static_cast<float>(at);
        });
    };
    const unsigned size = largestFittingSize(hud.keySize, kKeySize, [&](unsigned at) {
        const std::vector<std::u32string> lines =
            keyBarLines(words.keys, hud.keys[0].width, hud.keyLines, madeUpFont(at));
        return lines.back().find(kEllipsis) == std::u32string::npos;
    });
    EXPECT_GT(size, kKeySize);
    for (const std::u32string& line :
         keyBarLines(words.keys, hud.keys[0].width, hud.keyLines, madeUpFont(size))) {
        EXPECT_EQ(line.find(kEllipsis), std::u32string::npos);
    }
}

}  // namespace
}  // namespace catmaze::app
