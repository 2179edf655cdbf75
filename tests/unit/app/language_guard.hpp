#pragma once
// The game's text in another language for one test: gettext's language is the process's, so the
// guard gives English back when the test ends (the other tests read English).

#include <gtest/gtest.h>

#include <string>

#include "ui/language.hpp"

namespace catmaze::test {

class LanguageForTest {
  public:
    explicit LanguageForTest(const std::string& languages) {
        EXPECT_TRUE(app::useLanguages(languages, CATMAZE_LOCALE_DIR));
    }
    ~LanguageForTest() { app::useLanguages("en", CATMAZE_LOCALE_DIR); }
    LanguageForTest(const LanguageForTest&) = delete;
    LanguageForTest& operator=(const LanguageForTest&) = delete;
};

}  // namespace catmaze::test
