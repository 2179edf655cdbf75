// The player's language: which one the settings and the environment choose, how numbers and names
// go into a translated sentence, and the game's text read through the German catalogue it built.

#include <gtest/gtest.h>

#include "language_guard.hpp"
#include "ui/fill.hpp"
#include "ui/language.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {
namespace {

TEST(WantedLanguages, TheSettingWinsOverTheEnvironment) {
    EXPECT_EQ(wantedLanguages("de", {"fr:it", "", "", "en_GB.UTF-8"}), "de");
    EXPECT_EQ(wantedLanguages("en", {"de", "", "", "de_DE.UTF-8"}), "en");
}

TEST(WantedLanguages, LanguageListComesBeforeTheLocale) {
    EXPECT_EQ(wantedLanguages("", {"de:fr", "", "", "en_US.UTF-8"}), "de:fr");
}

TEST(WantedLanguages, LocaleOfMessagesFollowsLcAllThenLcMessagesThenLang) {
    EXPECT_EQ(wantedLanguages("", {"", "de_AT.UTF-8", "fr_FR", "en_US"}), "de_AT.UTF-8");
    EXPECT_EQ(wantedLanguages("", {"", "", "de_CH", "en_US"}), "de_CH");
    EXPECT_EQ(wantedLanguages("", {"", "", "", "de_DE.UTF-8"}), "de_DE.UTF-8");
}

TEST(WantedLanguages, PlainLocaleOrNothingMeansTheGamesOwnEnglish) {
    EXPECT_EQ(wantedLanguages("", {}), "en");
    EXPECT_EQ(wantedLanguages("", {"", "", "", "C"}), "en");
    EXPECT_EQ(wantedLanguages("", {"", "", "", "C.UTF-8"}), "en");
    EXPECT_EQ(wantedLanguages("", {"", "POSIX", "", "de_DE.UTF-8"}), "en");
}

TEST(LanguageName, EachLanguageIsNamedInItself) {
    EXPECT_EQ(languageName("de"), "Deutsch");
    EXPECT_EQ(languageName("en"), "English");
    EXPECT_EQ(languageName("xx"), "xx");
}

TEST(Fill, SlotsAreFilledWhereverTheTranslationPutsThem) {
    EXPECT_EQ(fill("Cost {cost}, {steps} steps", {{"steps", "4"}, {"cost", "40"}}),
              "Cost 40, 4 steps");
    EXPECT_EQ(fill("{steps} Schritte kosten {cost}", {{"steps", "4"}, {"cost", "40"}}),
              "4 Schritte kosten 40");
    EXPECT_EQ(fill("{n} and {n}", {{"n", "7"}}), "7 and 7");
}

TEST(Fill, UnknownSlotsAndStrayBracesStayAsWritten) {
    EXPECT_EQ(fill("{cots} left", {{"cost", "40"}}), "{cots} left");
    EXPECT_EQ(fill("a { b } {", {}), "a { b } {");
    // A value is never searched for slots: a level named "{cost}" stays so.
    EXPECT_EQ(fill("{name}: {cost}", {{"name", "{cost}"}, {"cost", "9"}}), "{cost}: 9");
}

TEST(Translation, EnglishUntilALanguageIsChosen) {
    EXPECT_EQ(tr("Language"), "Language");
    EXPECT_EQ(trn("{n} step", "{n} steps", 1), "{n} step");
    EXPECT_EQ(trn("{n} step", "{n} steps", 3), "{n} steps");
}

TEST(Translation, GermanCatalogueTranslatesAndGivesEnglishBackAfterwards) {
    {
        const test::LanguageForTest german("de");
        EXPECT_EQ(tr("Language"), "Sprache");
        EXPECT_EQ(tr("Text size"), "Textgröße");
        const std::string_view kept = "Text size";  // as a table keeps it
        EXPECT_EQ(tr(kept), "Textgröße");
    }
    EXPECT_EQ(tr("Language"), "Language");
}

TEST(Translation, LocaleNameFindsTheLanguagesCatalogue) {
    const test::LanguageForTest german("de_DE.UTF-8");  // as LANG names it, installed or not
    EXPECT_EQ(tr("Language"), "Sprache");
}

TEST(Translation, LanguageWithoutCatalogueReadsEnglish) {
    const test::LanguageForTest klingon("tlh");
    EXPECT_EQ(tr("Language"), "Language");
}

}  // namespace
}  // namespace catmaze::app
