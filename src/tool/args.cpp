#include "args.hpp"

#include <algorithm>
#include <charconv>

namespace catmaze::tool {

namespace {

// Parses all of `text` as an integer; nothing else may follow.
template <class Int>
std::optional<Int> parseInt(std::string_view text) {
    Int value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end)
        return std::nullopt;
    return value;
}

}  // namespace

bool ParsedArgs::has(std::string_view name) const {
    return std::any_of(options.begin(), options.end(),
                       [&](const auto& option) { return option.first == name; });
}

const std::string& ParsedArgs::onlyFile() const {
    if (positional.empty())
        throw UsageError("no FILE given");
    if (positional.size() > 1)
        throw UsageError("one FILE only");
    return positional[0];
}

std::optional<std::string> ParsedArgs::value(std::string_view name) const {
    for (const auto& [optionName, optionValue] : options) {
        if (optionName == name)
            return optionValue;
    }
    return std::nullopt;
}

ParsedArgs parseArgs(const std::vector<std::string>& args, std::span<const OptionSpec> options) {
    ParsedArgs parsed;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& word = args[i];
        // "-" alone is a positional argument (conventionally stdin), not an option.
        if (optionsEnded || word.size() < 2 || word[0] != '-') {
            parsed.positional.push_back(word);
            continue;
        }
        if (word == "--") {
            optionsEnded = true;
            continue;
        }
        if (word.rfind("--", 0) != 0)
            throw UsageError("unknown option '" + word + "'");

        const std::size_t equals = word.find('=');
        const std::string name = word.substr(2, equals == std::string::npos ? equals : equals - 2);
        const auto spec = std::find_if(options.begin(), options.end(),
                                       [&](const OptionSpec& s) { return s.name == name; });
        if (spec == options.end())
            throw UsageError("unknown option '--" + name + "'");
        if (parsed.has(name))
            throw UsageError("option '--" + name + "' given twice");

        std::string value;
        if (equals != std::string::npos) {
            if (!spec->takesValue)
                throw UsageError("option '--" + name + "' takes no value");
            value = word.substr(equals + 1);
        } else if (spec->takesValue) {
            // The next word is the value even when it starts with '-', so "--from -1,2" works.
            if (i + 1 >= args.size())
                throw UsageError("option '--" + name + "' needs a value");
            value = args[++i];
        }
        parsed.options.emplace_back(name, value);
    }
    return parsed;
}

Tile parseTile(std::string_view text, std::string_view what) {
    const std::size_t comma = text.find(',');
    if (comma != std::string_view::npos) {
        const auto col = parseInt<int>(text.substr(0, comma));
        const auto row = parseInt<int>(text.substr(comma + 1));
        if (col && row)
            return Tile{*col, *row};
    }
    throw UsageError(std::string(what) + ": '" + std::string(text) +
                     "' is not a tile; expected COL,ROW (e.g. 3,4)");
}

std::int64_t parsePositive(std::string_view text, std::string_view what) {
    const auto value = parseInt<std::int64_t>(text);
    if (!value || *value < 1) {
        throw UsageError(std::string(what) + ": '" + std::string(text) +
                         "' is not a positive whole number");
    }
    return *value;
}

}  // namespace catmaze::tool
