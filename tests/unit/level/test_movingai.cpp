// Moving AI Lab files: the .map and .scen readers and their diagnostics. The engine on these maps
// is in game/test_movingai_benchmark.cpp.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "catmaze/level/movingai.hpp"

#include "first_diagnostic.hpp"

namespace catmaze {
namespace {

const std::string kData = CATMAZE_TEST_DATA "/movingai/";

using test::firstDiagnostic;

// Asserts that `result` failed with its first error at `line`:`column` of `file`.
template <class T>
void expectErrorAt(const MovingAiLoadResult<T>& result, const std::string& file, int line,
                   int column) {
    EXPECT_FALSE(result.ok());
    ASSERT_FALSE(result.diagnostics.empty());
    const Diagnostic& d = result.diagnostics.front();
    EXPECT_EQ(d.severity, Severity::Error);
    EXPECT_EQ(d.file, file);
    EXPECT_EQ(d.line, line) << d.format();
    EXPECT_EQ(d.column, column) << d.format();
}

// --- .map ------------------------------------------------------------------------------------

TEST(MovingAiMap, PassableAndBlockedCharacters) {
    // 2 rows of 4: not square, so swapping height and width would show.
    const auto result = parseMovingAiMap(
        "type octile\nheight 2\nwidth 4\nmap\n"
        ".GS@\n"
        "OTW.\n",
        "t.map");
    ASSERT_TRUE(result.ok()) << firstDiagnostic(result);
    const MovingAiMap& map = *result.value;
    EXPECT_EQ(map.size, (GridSize{4, 2}));
    const std::vector<std::uint8_t> expected = {1, 1, 1, 0, 0, 0, 0, 1};
    EXPECT_EQ(map.passable, expected);
    EXPECT_TRUE(map.passableAt({3, 1}));
    EXPECT_FALSE(map.passableAt({3, 0}));
    EXPECT_FALSE(map.passableAt({4, 0}));   // off the map
    EXPECT_FALSE(map.passableAt({0, -1}));  // off the map
}

TEST(MovingAiMap, CrlfAndNoFinalNewlineReadLikeLf) {
    const std::string lf = "type octile\nheight 2\nwidth 3\nmap\n.@.\n..@\n";
    const std::string crlf = "type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.@.\r\n..@";
    const auto a = parseMovingAiMap(lf, "lf.map");
    const auto b = parseMovingAiMap(crlf, "crlf.map");
    ASSERT_TRUE(a.ok()) << firstDiagnostic(a);
    ASSERT_TRUE(b.ok()) << firstDiagnostic(b);
    EXPECT_EQ(a.value->size, b.value->size);
    EXPECT_EQ(a.value->passable, b.value->passable);
    EXPECT_EQ(b.value->passable, (std::vector<std::uint8_t>{1, 0, 1, 1, 1, 0}));
}

TEST(MovingAiMap, BadHeaderIsReportedAtItsLine) {
    // Width before height: line 2 should say height.
    auto r = parseMovingAiMap("type octile\nwidth 3\nheight 2\nmap\n...\n...\n", "h.map");
    expectErrorAt(r, "h.map", 2, 1);
    EXPECT_NE(firstDiagnostic(r).find("height"), std::string::npos) << firstDiagnostic(r);

    // A height that is not a number points at the value.
    r = parseMovingAiMap("type octile\nheight two\nwidth 3\nmap\n...\n...\n", "h.map");
    expectErrorAt(r, "h.map", 2, 8);

    r = parseMovingAiMap("type octile\nheight 0\nwidth 3\nmap\n", "h.map");
    expectErrorAt(r, "h.map", 2, 8);

    r = parseMovingAiMap("type hex\nheight 1\nwidth 1\nmap\n.\n", "h.map");
    expectErrorAt(r, "h.map", 1, 6);

    r = parseMovingAiMap("type octile\nheight 1\nwidth 1\nmaps\n.\n", "h.map");
    expectErrorAt(r, "h.map", 4, 1);

    r = parseMovingAiMap("", "empty.map");
    expectErrorAt(r, "empty.map", 1, 0);
}

TEST(MovingAiMap, WrongRowLengthIsReportedWhereTheRowEndsOrOverflows) {
    // Row 1 (file line 6) is one short: column 3 is where the missing character should be.
    auto r = parseMovingAiMap("type octile\nheight 2\nwidth 3\nmap\n...\n..\n", "w.map");
    expectErrorAt(r, "w.map", 6, 3);
    EXPECT_EQ(firstDiagnostic(r), "w.map:6:3: error: row 1 has 2 characters but the width is 3");

    // One too many: column 4 holds the extra character.
    r = parseMovingAiMap("type octile\nheight 2\nwidth 3\nmap\n....\n...\n", "w.map");
    expectErrorAt(r, "w.map", 5, 4);
}

TEST(MovingAiMap, MissingAndExtraRows) {
    auto r = parseMovingAiMap("type octile\nheight 3\nwidth 2\nmap\n..\n..\n", "r.map");
    expectErrorAt(r, "r.map", 7, 0);
    EXPECT_NE(firstDiagnostic(r).find("2 rows but its height is 3"), std::string::npos)
        << firstDiagnostic(r);

    r = parseMovingAiMap("type octile\nheight 1\nwidth 2\nmap\n..\n..\n", "r.map");
    expectErrorAt(r, "r.map", 6, 1);

    // Blank lines at the end are harmless.
    r = parseMovingAiMap("type octile\nheight 1\nwidth 2\nmap\n..\n\n\r\n", "r.map");
    EXPECT_TRUE(r.ok()) << firstDiagnostic(r);
}

TEST(MovingAiMap, BadCharacterIsReportedAtItsColumn) {
    const auto r = parseMovingAiMap("type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n", "c.map");
    expectErrorAt(r, "c.map", 6, 2);
    EXPECT_EQ(firstDiagnostic(r),
              "c.map:6:2: error: unknown map character 'x' (expected one of . G S @ O T W)");
}

TEST(MovingAiMap, EveryBadCharacterIsReportedUpToALimit) {
    std::string text = "type octile\nheight 1\nwidth 100\nmap\n" + std::string(100, '#') + "\n";
    const auto r = parseMovingAiMap(text, "many.map");
    EXPECT_FALSE(r.ok());
    EXPECT_GT(r.diagnostics.size(), 1u);
    EXPECT_LT(r.diagnostics.size(), 100u);  // capped: a binary file must not flood the terminal
    EXPECT_EQ(r.diagnostics[1].column, 2);
}

TEST(MovingAiMap, MissingFileIsADiagnosticNotAnException) {
    const auto r = loadMovingAiMap(kData + "no-such-file.map");
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].file, kData + "no-such-file.map");
    EXPECT_TRUE(hasErrors(r.diagnostics));

    // A folder is not a map either.
    EXPECT_FALSE(loadMovingAiMap(kData).ok());
}

TEST(MovingAiMap, LoadsTheCrlfBerlinMap) {
    const auto r = loadMovingAiMap(kData + "Berlin_0_512.map");
    ASSERT_TRUE(r.ok()) << firstDiagnostic(r);
    EXPECT_EQ(r.value->size, (GridSize{512, 512}));
    // The README counts 196,667 passable cells.
    std::int64_t passable = 0;
    for (const std::uint8_t p : r.value->passable)
        passable += p;
    EXPECT_EQ(passable, 196667);
}

TEST(MovingAiMap, NonSquareMapKeepsItsOrientation) {
    const auto r = loadMovingAiMap(kData + "den312d.map");
    ASSERT_TRUE(r.ok()) << firstDiagnostic(r);
    EXPECT_EQ(r.value->size, (GridSize{65, 81}));  // "height 81", "width 65"
    std::int64_t passable = 0;
    for (const std::uint8_t p : r.value->passable)
        passable += p;
    EXPECT_EQ(passable, 2445);
}

// --- .scen -----------------------------------------------------------------------------------

TEST(MovingAiScenario, ReadsProblems) {
    const auto r = parseMovingAiScenario(
        "version 1\n"
        "0\tden312d.map\t65\t81\t61\t72\t60\t72\t1.00000000\n"
        "3\tden312d.map\t65\t81\t57\t58\t56\t59\t12.41421356\n",
        "d.scen");
    ASSERT_TRUE(r.ok()) << firstDiagnostic(r);
    ASSERT_EQ(r.value->size(), 2u);
    const MovingAiProblem& p = (*r.value)[1];
    EXPECT_EQ(p.bucket, 3);
    EXPECT_EQ(p.start, (Tile{57, 58}));  // x is the column, y the row
    EXPECT_EQ(p.goal, (Tile{56, 59}));
    EXPECT_DOUBLE_EQ(p.optimalLength, 12.41421356);
}

TEST(MovingAiScenario, CrlfAndVersionOnePointZero) {
    const auto r = parseMovingAiScenario(
        "version 1.0\r\n0\ta.map\t4\t4\t0\t0\t3\t3\t4.24264069\r\n", "c.scen");
    ASSERT_TRUE(r.ok()) << firstDiagnostic(r);
    ASSERT_EQ(r.value->size(), 1u);
    EXPECT_DOUBLE_EQ((*r.value)[0].optimalLength, 4.24264069);
}

TEST(MovingAiScenario, BadVersionLine) {
    expectErrorAt(parseMovingAiScenario("version 2\n", "v.scen"), "v.scen", 1, 1);
    expectErrorAt(parseMovingAiScenario("0\ta.map\t4\t4\t0\t0\t3\t3\t4.2\n", "v.scen"), "v.scen", 1,
                  1);
    expectErrorAt(parseMovingAiScenario("", "v.scen"), "v.scen", 1, 1);
}

TEST(MovingAiScenario, BadLinesAreReportedAtTheirField) {
    // Spaces instead of tabs: one field only.
    auto r = parseMovingAiScenario("version 1\n0 a.map 4 4 0 0 3 3 4.2\n", "s.scen");
    expectErrorAt(r, "s.scen", 2, 1);
    EXPECT_NE(firstDiagnostic(r).find("expected 9 tab-separated fields"), std::string::npos);

    // A start x that is not a number: field 5 starts at column 13 ("0\ta.map\t4\t4\t").
    r = parseMovingAiScenario("version 1\n0\ta.map\t4\t4\tx\t0\t3\t3\t4.2\n", "s.scen");
    expectErrorAt(r, "s.scen", 2, 13);
    EXPECT_NE(firstDiagnostic(r).find("start x"), std::string::npos) << firstDiagnostic(r);

    // A bad length on the third line, after a good one.
    r = parseMovingAiScenario(
        "version 1\n0\ta.map\t4\t4\t0\t0\t3\t3\t4.2\n0\ta.map\t4\t4\t0\t0\t3\t3\tfar\n", "s.scen");
    expectErrorAt(r, "s.scen", 3, 21);

    // A goal outside the stated 4x4 map.
    r = parseMovingAiScenario("version 1\n0\ta.map\t4\t4\t0\t0\t4\t3\t4.2\n", "s.scen");
    expectErrorAt(r, "s.scen", 2, 17);

    // Negative coordinates.
    r = parseMovingAiScenario("version 1\n0\ta.map\t4\t4\t0\t-1\t3\t3\t4.2\n", "s.scen");
    expectErrorAt(r, "s.scen", 2, 15);
}

}  // namespace
}  // namespace catmaze
