// Settings values as a person writes them (issue 19, finding 9): a whole number written with a
// fraction or an exponent is a whole number, and messages name a value's type with the right
// article.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

TEST(SettingsValues, AWholeNumberWrittenWithAFractionOrExponentIsAccepted) {
    for (const std::string text : {R"({"volume": 50.0})", R"({"volume": 5e1})",
                                   R"({"volume": 500e-1})", R"({"volume": 50})"}) {
        const StoredParse<Settings> parsed = parseSettings(text);
        ASSERT_TRUE(parsed.value.has_value()) << text << ": " << parsed.error;
        EXPECT_EQ(parsed.value->volume, 50) << text;
    }
}

TEST(SettingsValues, AFractionIsStillNotAWholeNumber) {
    const StoredParse<Settings> parsed = parseSettings(R"({"volume": 50.5})");
    EXPECT_FALSE(parsed.value.has_value());
    EXPECT_NE(parsed.error.find("\"volume\" should be a whole number, not a fractional number"),
              std::string::npos)
        << parsed.error;
}

TEST(SettingsValues, MessagesSayAnArrayAndAnObject) {
    const StoredParse<Settings> array = parseSettings(R"({"volume": [50]})");
    EXPECT_NE(array.error.find("should be a whole number, not an array"), std::string::npos)
        << array.error;
    const StoredParse<Settings> object = parseSettings(R"({"volume": {"v": 50}})");
    EXPECT_NE(object.error.find("should be a whole number, not an object"), std::string::npos)
        << object.error;
    const StoredParse<Progress> progress = parseProgress(R"({"completed": {}})");
    EXPECT_NE(progress.error.find("not an object"), std::string::npos) << progress.error;
}

}  // namespace
}  // namespace catmaze
