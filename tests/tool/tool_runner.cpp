#include "tool_runner.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace catmaze::tool_test {

namespace {

// Quotes `word` for /bin/sh so it reaches the tool unchanged.
std::string shellQuote(const std::string& word) {
    std::string quoted = "'";
    for (const char c : word) {
        if (c == '\'') {
            quoted += "'\\''";
        } else {
            quoted += c;
        }
    }
    return quoted + "'";
}

}  // namespace

std::string ToolRun::lastLine() const {
    std::istringstream lines(out);
    std::string line;
    std::string last;
    while (std::getline(lines, line)) {
        if (!line.empty())
            last = line;
    }
    return last;
}

void ToolTest::SetUp() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "-" + info->name();
    for (char& c : name) {
        if (c == '/')
            c = '-';  // parameterized test names
    }
    dir_ = std::filesystem::temp_directory_path() /
           ("catmaze-tool-" + std::to_string(::getpid()) + "-" + name);
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
}

void ToolTest::TearDown() {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
}

std::string ToolTest::writeFile(const std::string& name, const std::string& contents) const {
    const std::filesystem::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << contents;
    return path.string();
}

ToolRun ToolTest::run(const std::vector<std::string>& args) const {
    const std::filesystem::path outFile = dir_ / "stdout.txt";
    const std::filesystem::path errFile = dir_ / "stderr.txt";
    std::string command = shellQuote(CATMAZE_LEVEL_TOOL);
    for (const std::string& arg : args)
        command += ' ' + shellQuote(arg);
    command += " >" + shellQuote(outFile.string()) + " 2>" + shellQuote(errFile.string());

    ToolRun result;
    const int status = std::system(command.c_str());
    if (status != -1 && WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    result.out = readFile(outFile);
    result.err = readFile(errFile);
    return result;
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream contents;
    contents << in.rdbuf();
    return contents.str();
}

std::vector<std::filesystem::path> campaignLevels() {
    const std::filesystem::path dir = CATMAZE_SOURCE_DIR "/levels";
    const auto campaign = nlohmann::json::parse(readFile(dir / "campaign.json"));
    std::vector<std::filesystem::path> levels;
    // In chapters (each with its "levels"), or the older flat "levels" list.
    const auto add = [&](const nlohmann::json& list) {
        for (const auto& name : list)
            levels.push_back(dir / name.get<std::string>());
    };
    if (campaign.contains("chapters")) {
        for (const auto& chapter : campaign.at("chapters"))
            add(chapter.at("levels"));
    } else {
        add(campaign.at("levels"));
    }
    return levels;
}

std::string levelText(const std::string& name, const std::vector<std::string>& rows) {
    return nlohmann::json{{"name", name}, {"version", 1}, {"tiles", rows}}.dump(2) + "\n";
}

}  // namespace catmaze::tool_test
