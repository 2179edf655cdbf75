// decodeUtf8 (catmaze/io/utf8_text.hpp): what the game draws for a string of bytes. Text from a
// stranger's file (a level name, a file name, an error message) may hold bytes that are not
// UTF-8: each malformed part shows as one U+FFFD and the characters after it are kept.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/io/utf8_text.hpp"

namespace catmaze {
namespace {

TEST(DecodeUtf8, WellFormedTextIsDecodedToItsCodePoints) {
    EXPECT_EQ(decodeUtf8("Cat \xC3\xA9 \xE2\x80\xA6 \xF0\x9F\x90\x88"),
              std::u32string(U"Cat \u00E9 \u2026 \U0001F408"));
    EXPECT_EQ(decodeUtf8(""), std::u32string());
}

TEST(DecodeUtf8, AStrayByteBecomesOneReplacementAndTheNextCharacterStays) {
    // SFML's own decoder took the byte after a bad lead as its continuation: the 'A' vanished.
    EXPECT_EQ(decodeUtf8("x\xC3"
                         "A"),
              std::u32string(U"x\uFFFDA"));
    EXPECT_EQ(decodeUtf8("\xFF"
                         "ab"),
              std::u32string(U"\uFFFDab"));
    EXPECT_EQ(decodeUtf8("a\x80"
                         "b"),
              std::u32string(U"a\uFFFDb"));
}

TEST(DecodeUtf8, ACutSequenceIsOneReplacement) {
    // The first two bytes of a three-byte character, then a letter.
    EXPECT_EQ(decodeUtf8("\xE2\x80"
                         "z"),
              std::u32string(U"\uFFFDz"));
    // Cut at the very end of the text.
    EXPECT_EQ(decodeUtf8("end\xF0\x9F\x90"), std::u32string(U"end\uFFFD"));
}

TEST(DecodeUtf8, OverlongFormsSurrogatesAndCodePointsPastTheLastAreReplaced) {
    // Overlong '/' (C0 AF): two bytes that start nothing, so two replacements.
    EXPECT_EQ(decodeUtf8("\xC0\xAF"), std::u32string(U"\uFFFD\uFFFD"));
    // A surrogate (ED A0 80): ED may not be followed by A0, so each byte is replaced.
    EXPECT_EQ(decodeUtf8("\xED\xA0\x80"), std::u32string(U"\uFFFD\uFFFD\uFFFD"));
    // Past U+10FFFF (F4 90 80 80).
    EXPECT_EQ(decodeUtf8("\xF4\x90\x80\x80"
                         "!"),
              std::u32string(U"\uFFFD\uFFFD\uFFFD\uFFFD!"));
}

TEST(DecodeUtf8, EveryByteStringDecodesWithoutLosingAValidCharacterAfterIt) {
    // Any single byte before "ok" leaves "ok" whole.
    for (int b = 0; b < 256; ++b) {
        const std::u32string out = decodeUtf8(std::string(1, static_cast<char>(b)) + "ok");
        ASSERT_GE(out.size(), 3u) << b;
        EXPECT_EQ(out.substr(out.size() - 2), U"ok") << b;
    }
}

}  // namespace
}  // namespace catmaze
