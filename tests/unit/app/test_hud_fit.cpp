// The HUD's texts fitted to the smallest window the game keeps (640 x 600) at 100 % and 200 %,
// in English and German (issue 37: no text cut or overlapping at the extremes, the longer words
// fitted): every entry of the key bar on a plain level and on a patrol level, every count of the
// top bar with 10+ steps, a three-digit cost and a route previewed, and the search overlay's
// legend, each drawn whole on lines no wider than the window, the bands apart and the map
// keeping room between them. Measured with a made-up font as wide as the game's.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "language_guard.hpp"
#include "play/hud_fit.hpp"
#include "play/play_layout.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

const ScreenPoint kFitSmallestWindow{static_cast<float>(kMinWindowWidth),
                                     static_cast<float>(kMinWindowHeight)};

// A font as wide as the game's DejaVu Sans or wider: 0.62 em a code point (bold a little more).
HudMeasure fitTestFont() {
    return [](unsigned size, bool bold) {
        const float em = (bold ? 0.68f : 0.62f) * static_cast<float>(size);
        return TextWidth([em](std::u32string_view s) { return static_cast<float>(s.size()) * em; });
    };
}

std::u32string fitTestWide(const std::string& text) {
    return singleLine(text);
}

bool fitTestOverlap(const ScreenBox& a, const ScreenBox& b) {
    return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height &&
           b.top < a.top + a.height;
}

// True when `item` is on one of `lines` whole.
bool fitTestWhole(const std::vector<std::u32string>& lines, const std::string& item) {
    const std::u32string wanted = fitTestWide(item);
    return std::any_of(lines.begin(), lines.end(), [&](const std::u32string& line) {
        return line.find(wanted) != std::u32string::npos;
    });
}

std::string fitTestCase(const char* language, UiScale scale) {
    std::ostringstream out;
    out << language << " at " << scale.factor * 100 << " %";
    return out.str();
}

// The bands of `fit` in the window apart, and the map between them keeping a third of it.
void expectFitTestBands(const HudFit& fit, ScreenPoint window) {
    const HudLayout& hud = fit.layout;
    EXPECT_LE(hud.topBand + hud.bottomBand, window.y * 2 / 3) << "the map keeps a third";
    const ScreenBox map = mapAreaBetween(hud, window.x, window.y);
    EXPECT_GE(map.top, hud.topBand);
    EXPECT_LE(map.top + map.height, window.y - hud.bottomBand);
    EXPECT_FALSE(fitTestOverlap(hud.status, hud.keys.front()));
    EXPECT_GE(hud.status.top, window.y - hud.bottomBand);
    for (std::size_t i = 0; i < hud.keys.size(); ++i) {
        EXPECT_GE(hud.keys[i].top, window.y - hud.bottomBand) << i;
        EXPECT_LE(hud.keys[i].top + hud.keys[i].height, window.y) << i;
        if (i > 0) {
            EXPECT_FALSE(fitTestOverlap(hud.keys[i - 1], hud.keys[i])) << i;
        }
    }
}

// Every entry of the key bar of `play` fitted whole, in English and German, at both ends of the
// scale in the smallest window.
void expectWholeKeyBar(PlayFixture& play) {
    const HudMeasure measure = fitTestFont();
    for (const char* language : {"en", "de"}) {
        const test::LanguageForTest chosen(language);
        for (const UiScale scale : {UiScale{1.0f}, UiScale{2.0f}}) {
            SCOPED_TRACE(fitTestCase(language, scale));
            const HudText words = hudText(*play.model, false);
            const HudFit fit = fitHud(words, play.level.name, kFitSmallestWindow, scale, measure);
            const TextWidth width = measure(fit.keySize, false);
            ASSERT_LE(fit.keys.size(), fit.layout.keyLines);
            for (const std::string& item : keyBarItems(words.keys))
                EXPECT_TRUE(fitTestWhole(fit.keys, item)) << item;
            for (std::size_t i = 0; i < fit.keys.size(); ++i) {
                const ScreenBox& at = fit.layout.keys[fit.layout.keyLines - fit.keys.size() + i];
                EXPECT_EQ(fit.keys[i].find(kEllipsis), std::u32string::npos) << i;
                EXPECT_LE(at.left + width(fit.keys[i]), kFitSmallestWindow.x - at.left) << i;
            }
            expectFitTestBands(fit, kFitSmallestWindow);
        }
    }
}

TEST(HudFit, EveryKeyOfAPlainLevelsBarIsWholeAtTheSmallestWindowInBothLanguages) {
    PlayFixture play("open_room.json");
    expectWholeKeyBar(play);
}

TEST(HudFit, EveryKeyOfAPatrolLevelsBarIsWholeAtTheSmallestWindowInBothLanguages) {
    PlayFixture play("patrol_crossing.json");
    ASSERT_TRUE(walksPatrols(play.level));
    expectWholeKeyBar(play);
}

TEST(HudFit, EveryCountIsWholeWithTenStepsAThreeDigitCostAndARouteInBothLanguages) {
    PlayFixture play("open_room.json");
    for (int i = 0; i < 6; ++i) {
        play.command(PlayCommand::StepRight);
        play.play(0.5);
        play.command(PlayCommand::StepLeft);
        play.play(0.5);
    }
    play.model->hover(tileCentre({7, 5}));
    play.frame();
    const HudMeasure measure = fitTestFont();
    for (const char* language : {"en", "de"}) {
        const test::LanguageForTest chosen(language);
        for (const UiScale scale : {UiScale{1.0f}, UiScale{2.0f}}) {
            SCOPED_TRACE(fitTestCase(language, scale));
            const HudText words = hudText(*play.model, false);
            ASSERT_NE(words.stats.find("12"), std::string::npos) << words.stats;
            ASSERT_NE(words.stats.find("120"), std::string::npos) << words.stats;
            ASSERT_EQ(words.counts.size(), 5u)
                << words.stats << ": bones, steps, cost, route, rule";
            const HudFit fit = fitHud(words, play.level.name, kFitSmallestWindow, scale, measure);
            const HudLayout& hud = fit.layout;
            ASSERT_FALSE(words.status.empty()) << "the hovered tile's preview";
            EXPECT_EQ(fit.status, words.status) << "the status line is drawn from the fit";
            EXPECT_EQ(fit.statusWarning, words.statusWarning);
            for (const std::string& count : words.counts)
                EXPECT_TRUE(fitTestWhole(fit.stats, count)) << count;
            ASSERT_EQ(fit.stats.size(), 1 + hud.moreStats.size());
            const TextWidth width = measure(fit.statsSize, false);
            const float nameBottom = hud.name.top + lineHeight(hud.nameSize);
            for (std::size_t i = 0; i < fit.stats.size(); ++i) {
                EXPECT_EQ(fit.stats[i].find(kEllipsis), std::u32string::npos) << i;
                const float left = i == 0 ? fit.statsLeft : hud.moreStats[i - 1].left;
                const float top = i == 0 ? hud.stats.top : hud.moreStats[i - 1].top;
                EXPECT_LE(left + width(fit.stats[i]), kFitSmallestWindow.x) << i;
                EXPECT_LE(top + lineHeight(fit.statsSize), hud.topBand) << i;
                if (i == 0) {
                    EXPECT_GE(left, fit.top.nameRight) << "beside the name, not over it";
                } else {
                    EXPECT_GE(top, nameBottom - 1) << "under the name, not over it";
                }
            }
            expectFitTestBands(fit, kFitSmallestWindow);
        }
    }
}

TEST(HudFit, TheSearchOverlaysLegendStaysInTheWindowInBothLanguages) {
    PlayFixture play("open_room.json");
    const HudMeasure measure = fitTestFont();
    for (const char* language : {"en", "de"}) {
        const test::LanguageForTest chosen(language);
        for (const OverlayLegend legend :
             {OverlayLegend{false, 123, false, 0}, OverlayLegend{true, 45, false, 0},
              OverlayLegend{false, 678, true, 0}, OverlayLegend{false, 910, false, 6}}) {
            for (const UiScale scale : {UiScale{1.0f}, UiScale{2.0f}}) {
                SCOPED_TRACE(fitTestCase(language, scale));
                HudText words = hudText(*play.model, true);
                words.legend = legend;
                const HudFit fit =
                    fitHud(words, play.level.name, kFitSmallestWindow, scale, measure);
                EXPECT_TRUE(fit.keys.empty()) << "the legend takes the key bar's place";
                const std::vector<LegendEntry> entries = legendEntries(legend);
                std::size_t shown = 0;
                const TextWidth width = measure(fit.keySize, false);
                const float swatch = static_cast<float>(fit.keySize);
                ASSERT_LE(fit.legend.size(), fit.layout.keyLines);
                for (std::size_t i = 0; i < fit.legend.size(); ++i) {
                    const ScreenBox& at =
                        fit.layout.keys[fit.layout.keyLines - fit.legend.size() + i];
                    float x = at.left;
                    for (const ShownLegendEntry& entry : fit.legend[i]) {
                        EXPECT_EQ(entry.label, fitTestWide(entries[shown].label)) << "whole";
                        ++shown;
                        x += (entry.swatch ? swatch + kLegendSwatchGap : 0) + width(entry.label);
                        EXPECT_LE(x, kFitSmallestWindow.x) << "in the window";
                        x += kLegendEntryGap;
                    }
                }
                EXPECT_EQ(shown, entries.size()) << "every entry shown";
                expectFitTestBands(fit, kFitSmallestWindow);
            }
        }
    }
}

}  // namespace
}  // namespace catmaze::app
