#include "catmaze/command_line.hpp"

#include <algorithm>
#include <charconv>

namespace catmaze {

namespace {

constexpr std::size_t kColumns = 80;

const OptionSpec* findOption(const CommandLineSpec& spec, std::string_view name) {
    const auto it = std::find_if(spec.options.begin(), spec.options.end(),
                                 [&](const OptionSpec& o) { return o.name == name; });
    return it == spec.options.end() ? nullptr : &*it;
}

const OptionSpec* findLetter(const CommandLineSpec& spec, std::string_view word) {
    if (word.size() != 2 || word[0] != '-' || word[1] == '-')
        return nullptr;
    const auto it = std::find_if(spec.options.begin(), spec.options.end(),
                                 [&](const OptionSpec& o) { return o.letter == word[1]; });
    return it == spec.options.end() ? nullptr : &*it;
}

// Appends `words` (split at spaces) to `out`, starting at column `column` and wrapping at
// kColumns to lines indented by `indent`.
void appendWrapped(std::string& out, std::size_t column, std::size_t indent,
                   const std::vector<std::string>& words) {
    bool lineEmpty = true;
    for (const std::string& word : words) {
        if (!lineEmpty && column + 1 + word.size() > kColumns) {
            out += '\n' + std::string(indent, ' ');
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineEmpty = false;
    }
    out += '\n';
}

std::vector<std::string> splitWords(std::string_view text) {
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        if (end > start)
            words.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

// "--name VALUE", with "-x, " before it for an option with a letter.
std::string optionLabel(const OptionSpec& option) {
    std::string label = option.letter != 0 ? std::string{'-', option.letter} + ", " : "";
    label += "--" + std::string(option.name);
    if (option.takesValue())
        label += " " + std::string(option.valueName);
    return label;
}

}  // namespace

bool ParsedArgs::has(std::string_view name) const {
    return std::any_of(options.begin(), options.end(),
                       [&](const auto& option) { return option.first == name; });
}

std::optional<std::string> ParsedArgs::value(std::string_view name) const {
    for (const auto& [optionName, optionValue] : options) {
        if (optionName == name)
            return optionValue;
    }
    return std::nullopt;
}

const std::string& ParsedArgs::onlyFile() const {
    if (positional.empty())
        throw UsageError("no FILE given");
    if (positional.size() > 1)
        throw UsageError("one FILE only");
    return positional[0];
}

ParsedArgs parseCommandLine(const std::vector<std::string>& words, const CommandLineSpec& spec) {
    ParsedArgs parsed;
    const bool takesOperands = !spec.operands.empty();
    bool optionsEnded = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        const OptionSpec* byLetter = optionsEnded ? nullptr : findLetter(spec, word);
        // "-" alone is a positional argument (conventionally stdin), not an option.
        const bool optionLike = word.size() >= 2 && word[0] == '-';
        if (byLetter == nullptr && (optionsEnded || !optionLike)) {
            if (!takesOperands)
                throw UsageError("unknown option '" + word + "'");
            parsed.positional.push_back(word);
            continue;
        }
        if (word == "--" && takesOperands) {
            optionsEnded = true;
            continue;
        }
        if (byLetter == nullptr && !word.starts_with("--"))
            throw UsageError("unknown option '" + word + "'");

        const std::size_t equals = byLetter != nullptr ? std::string::npos : word.find('=');
        const std::string name =
            byLetter != nullptr ? std::string(byLetter->name)
                                : word.substr(2, equals == std::string::npos ? equals : equals - 2);
        const OptionSpec* option = byLetter != nullptr ? byLetter : findOption(spec, name);
        if (option == nullptr)
            throw UsageError("unknown option '--" + name + "'");
        if (parsed.has(name))
            throw UsageError("option '--" + name + "' given twice");

        std::string value;
        if (equals != std::string::npos) {
            if (!option->takesValue())
                throw UsageError("option '--" + name + "' takes no value");
            value = word.substr(equals + 1);
        } else if (option->takesValue()) {
            // The next word is the value even when it starts with '-', so "--from -1,2" works.
            if (i + 1 >= words.size())
                throw UsageError("option '--" + name + "' needs a value");
            value = words[++i];
        }
        parsed.options.emplace_back(name, value);
    }
    return parsed;
}

std::string usageText(const CommandLineSpec& spec) {
    std::string out = "usage: " + std::string(spec.program);
    std::vector<std::string> synopsis = splitWords(spec.operands);
    std::size_t labelWidth = 0;
    for (const OptionSpec& option : spec.options) {
        if (option.help.empty())
            continue;
        std::string item = "--" + std::string(option.name);
        if (option.takesValue())
            item += " " + std::string(option.valueName);
        synopsis.push_back(option.required ? item : "[" + item + "]");
        labelWidth = std::max(labelWidth, optionLabel(option).size());
    }
    out += ' ';
    appendWrapped(out, out.size(), out.size(), synopsis);
    out += "\n" + std::string(spec.about);
    // Options: "  LABEL  help", the label column as wide as the longest label.
    const std::size_t helpColumn = 2 + labelWidth + 2;
    for (const OptionSpec& option : spec.options) {
        if (option.help.empty())
            continue;
        const std::string label = optionLabel(option);
        out += "  " + label + std::string(helpColumn - 2 - label.size(), ' ');
        appendWrapped(out, helpColumn, helpColumn, splitWords(option.help));
    }
    return out + std::string(spec.notes);
}

std::int64_t parsePositive(std::string_view text, std::string_view what) {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end || value < 1) {
        throw UsageError(std::string(what) + ": '" + std::string(text) +
                         "' is not a positive whole number");
    }
    return value;
}

}  // namespace catmaze
