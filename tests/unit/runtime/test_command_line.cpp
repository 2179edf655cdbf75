// The programs' shared command-line parser (catmaze/command_line.hpp): the grammar, every usage
// error, and the help text made from the option table.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "catmaze/command_line.hpp"

namespace catmaze {
namespace {

constexpr OptionSpec kOptions[] = {
    {"from", "COL,ROW", "the start tile", true},
    {"json", "", "print JSON"},
    {"max-states", "N",
     "give up after N search states (default 250000): the answer is then: too complex to "
     "decide (N states)"},
    {"hidden", "", ""},
    {.name = "help", .help = "print this help", .letter = 'h'},
};

constexpr CommandLineSpec kWithOperands = {
    .program = "tool solve",
    .operands = "FILE",
    .about = "Solves.\n",
    .options = kOptions,
    .notes = "Exit: 0.\n",
};

constexpr CommandLineSpec kOptionsOnly = {.program = "game", .options = kOptions};

// The message of the UsageError that parsing `words` throws ("" when it parses).
std::string errorOf(const std::vector<std::string>& words, const CommandLineSpec& spec) {
    try {
        parseCommandLine(words, spec);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "";
}

TEST(CommandLine, ReadsOptionsFlagsAndOperandsInOrder) {
    const ParsedArgs a = parseCommandLine(
        {"level.json", "--from", "-1,2", "--json", "--max-states=7", "-h", "--", "--odd", "-"},
        kWithOperands);
    EXPECT_EQ(a.positional, (std::vector<std::string>{"level.json", "--odd", "-"}));
    using Option = std::pair<std::string, std::string>;
    EXPECT_EQ(a.options, (std::vector<Option>{
                             {"from", "-1,2"}, {"json", ""}, {"max-states", "7"}, {"help", ""}}));
    EXPECT_TRUE(a.has("json"));
    EXPECT_FALSE(a.has("hidden"));
    EXPECT_EQ(a.value("max-states"), "7");
    EXPECT_EQ(a.value("hidden"), std::nullopt);
    EXPECT_EQ(parseCommandLine({"-h"}, kOptionsOnly).options.front().first, "help");
}

TEST(CommandLine, EveryMistakeIsAUsageError) {
    EXPECT_EQ(errorOf({"--frob"}, kWithOperands), "unknown option '--frob'");
    EXPECT_EQ(errorOf({"--frob=1"}, kWithOperands), "unknown option '--frob'");
    EXPECT_EQ(errorOf({"-x"}, kWithOperands), "unknown option '-x'");
    EXPECT_EQ(errorOf({"--from"}, kWithOperands), "option '--from' needs a value");
    EXPECT_EQ(errorOf({"--json=yes"}, kWithOperands), "option '--json' takes no value");
    EXPECT_EQ(errorOf({"--json", "--json"}, kWithOperands), "option '--json' given twice");
    EXPECT_EQ(errorOf({"-h", "--help"}, kWithOperands), "option '--help' given twice");
    // With no operands, every other word is refused, "--" and "-" included.
    EXPECT_EQ(errorOf({"level.json"}, kOptionsOnly), "unknown option 'level.json'");
    EXPECT_EQ(errorOf({"--"}, kOptionsOnly), "unknown option '--'");
    EXPECT_EQ(errorOf({"-"}, kOptionsOnly), "unknown option '-'");
    EXPECT_EQ(errorOf({"--hidden", "--json"}, kOptionsOnly), "");
}

TEST(CommandLine, OnlyFileWantsExactlyOneOperand) {
    EXPECT_EQ(parseCommandLine({"a"}, kWithOperands).onlyFile(), "a");
    EXPECT_THROW(parseCommandLine({}, kWithOperands).onlyFile(), UsageError);
    EXPECT_THROW(parseCommandLine({"a", "b"}, kWithOperands).onlyFile(), UsageError);
}

TEST(CommandLine, HelpTextIsMadeFromTheTable) {
    EXPECT_EQ(usageText(kWithOperands),
              "usage: tool solve FILE --from COL,ROW [--json] [--max-states N] [--help]\n"
              "\n"
              "Solves.\n"
              "  --from COL,ROW  the start tile\n"
              "  --json          print JSON\n"
              "  --max-states N  give up after N search states (default 250000): the answer is\n"
              "                  then: too complex to decide (N states)\n"
              "  -h, --help      print this help\n"
              "Exit: 0.\n");
}

TEST(CommandLine, LongSynopsisWrapsUnderTheProgram) {
    std::vector<OptionSpec> many;
    const std::vector<std::string> names = {"alpha",   "bravo", "charlie", "delta", "echo",
                                            "foxtrot", "golf",  "hotel",   "india", "juliett"};
    for (const std::string& name : names)
        many.push_back({name, "VALUE", "an option"});
    const CommandLineSpec spec{.program = "prog", .options = many};
    std::istringstream lines(usageText(spec));
    std::string line;
    std::getline(lines, line);
    EXPECT_TRUE(line.starts_with("usage: prog [--alpha VALUE]")) << line;
    std::getline(lines, line);
    EXPECT_TRUE(line.starts_with("            [--")) << line;
    for (lines.seekg(0); std::getline(lines, line);)
        EXPECT_LE(line.size(), 80u) << line;
}

TEST(CommandLine, ParsePositiveWantsAWholeNumberAboveZero) {
    EXPECT_EQ(parsePositive("12", "--n"), 12);
    for (const char* bad : {"0", "-3", "1.5", "", "7x", "99999999999999999999"})
        EXPECT_THROW(parsePositive(bad, "--n"), UsageError) << bad;
    try {
        parsePositive("x", "--max-states");
        ADD_FAILURE() << "no UsageError";
    } catch (const UsageError& e) {
        EXPECT_STREQ(e.what(), "--max-states: 'x' is not a positive whole number");
    }
}

}  // namespace
}  // namespace catmaze
