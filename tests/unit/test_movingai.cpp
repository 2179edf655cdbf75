// Moving AI Lab files: the .map and .scen readers, their diagnostics, and the engine solving the
// benchmark problems in tests/data/movingai to their published optimal lengths.

#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "catmaze/level/movingai.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze {
namespace {

const std::string kData = CATMAZE_TEST_DATA "/movingai/";

// The first diagnostic as `FILE:LINE:COL: error: ...`, or "" when there is none.
template <class T>
std::string firstDiagnostic(const MovingAiLoadResult<T>& result) {
    return result.diagnostics.empty() ? "" : result.diagnostics.front().format();
}

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

TEST(MovingAiMap, DataSourceFollowsTheBenchmarkRules) {
    // (1,1) to (2,0) is diagonal, but (1,0) is a tree: no corner cutting, so the way is around.
    const auto r = parseMovingAiMap(
        "type octile\nheight 3\nwidth 3\nmap\n"
        ".T.\n"
        "...\n"
        "...\n",
        "rules.map");
    ASSERT_TRUE(r.ok()) << firstDiagnostic(r);
    const GridDataSource<double> grid(r.value->size, r.value->passable, movingAiMovement());
    AStar<double> engine;
    const GridSize size = r.value->size;

    const auto diagonal = engine.findPath(grid, size.indexOf({1, 1}), size.indexOf({2, 2}));
    EXPECT_EQ(diagonal.status, PathStatus::Found);
    EXPECT_DOUBLE_EQ(diagonal.cost, std::sqrt(2.0));

    const auto aroundTree = engine.findPath(grid, size.indexOf({1, 1}), size.indexOf({2, 0}));
    EXPECT_EQ(aroundTree.status, PathStatus::Found);
    EXPECT_DOUBLE_EQ(aroundTree.cost, 2.0);  // right, then up
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

// --- the benchmark problems ------------------------------------------------------------------

// Unoptimized or sanitized builds run long searches on 512x512 maps about 30 times slower, so
// they solve fewer of the longest problems to keep the suite at a few seconds.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
constexpr bool kSlowBuild = true;
#else
constexpr bool kSlowBuild = false;
#endif

struct ScenarioSample {
    const char* map;
    int first;     // how many of the shortest problems to solve
    int last;      // how many of the longest ones
    int lastSlow;  // how many of the longest ones in a slow build
};

class MovingAiBenchmark : public ::testing::TestWithParam<ScenarioSample> {};

// The sqrt(2) length of `path` from `start`, checking each step is a legal move of the benchmark.
double legalLength(const MovingAiMap& map, Tile start, const std::vector<NodeId>& path) {
    double length = 0.0;
    Tile at = start;
    for (const NodeId id : path) {
        const Tile next = map.size.tileAt(id);
        const int dc = next.col - at.col;
        const int dr = next.row - at.row;
        EXPECT_TRUE(std::abs(dc) <= 1 && std::abs(dr) <= 1 && (dc != 0 || dr != 0));
        EXPECT_TRUE(map.passableAt(next));
        if (dc != 0 && dr != 0) {
            EXPECT_TRUE(map.passableAt(at + Offset{dc, 0}) && map.passableAt(at + Offset{0, dr}));
            length += std::sqrt(2.0);
        } else {
            length += 1.0;
        }
        at = next;
    }
    return length;
}

TEST_P(MovingAiBenchmark, SolvesSampledProblemsToTheirOptimalLength) {
    const ScenarioSample sample = GetParam();
    const auto map = loadMovingAiMap(kData + sample.map);
    const auto scen = loadMovingAiScenario(kData + sample.map + ".scen");
    ASSERT_TRUE(map.ok()) << firstDiagnostic(map);
    ASSERT_TRUE(scen.ok()) << firstDiagnostic(scen);
    const std::vector<MovingAiProblem>& problems = *scen.value;
    ASSERT_GT(problems.size(), static_cast<std::size_t>(sample.first + sample.last));
    // The files are sorted by length: the last problem is the longest.
    ASSERT_GE(problems.back().optimalLength, problems.front().optimalLength);

    std::vector<std::size_t> picked;
    for (int i = 0; i < sample.first; ++i)
        picked.push_back(static_cast<std::size_t>(i));
    const int last = kSlowBuild ? sample.lastSlow : sample.last;
    for (int i = last; i > 0; --i)
        picked.push_back(problems.size() - static_cast<std::size_t>(i));

    const GridDataSource<double> grid(map.value->size, map.value->passable, movingAiMovement());
    AStar<double> engine;
    PathResult<double> result;
    int failures = 0;
    for (const std::size_t index : picked) {
        const MovingAiProblem& p = problems[index];
        SCOPED_TRACE("problem " + std::to_string(index));
        engine.findPath(grid, map.value->size.indexOf(p.start), map.value->size.indexOf(p.goal),
                        result);
        const PathStatus expected =
            p.start == p.goal ? PathStatus::AlreadyThere : PathStatus::Found;
        if (result.status != expected || std::abs(result.cost - p.optimalLength) > 1e-4) {
            ++failures;
            ADD_FAILURE() << toString(result.status) << " cost " << result.cost << ", expected "
                          << p.optimalLength;
            continue;
        }
        EXPECT_NEAR(legalLength(*map.value, p.start, result.path), result.cost, 1e-9);
        if (!result.path.empty()) {
            EXPECT_EQ(result.path.back(), map.value->size.indexOf(p.goal));
        }
    }
    EXPECT_EQ(failures, 0);
}

INSTANTIATE_TEST_SUITE_P(Files, MovingAiBenchmark,
                         ::testing::Values(ScenarioSample{"arena.map", 10, 10, 10},
                                           ScenarioSample{"den312d.map", 10, 10, 5},
                                           ScenarioSample{"arena2.map", 10, 10, 2},
                                           ScenarioSample{"maze512-1-0.map", 10, 5, 1},
                                           ScenarioSample{"random512-10-0.map", 10, 5, 1},
                                           ScenarioSample{"8room_000.map", 10, 5, 1},
                                           ScenarioSample{"Berlin_0_512.map", 10, 5, 1}),
                         [](const auto& info) {
                             std::string name = info.param.map;
                             name = name.substr(0, name.find('.'));
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c)))
                                     c = '_';
                             }
                             return name;
                         });

}  // namespace
}  // namespace catmaze
