#include "play/key_bindings.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <utility>

namespace catmaze::app {

namespace {

constexpr std::string_view kControl = "Ctrl+";

// True when `text` starts with `prefix`, in any case.
bool startsWithInAnyCase(std::string_view text, std::string_view prefix) {
    return text.size() >= prefix.size() &&
           std::equal(prefix.begin(), prefix.end(), text.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) ==
                      std::tolower(static_cast<unsigned char>(b));
           });
}

// `text` in quotes, as the problems name what the file says.
std::string inQuotes(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

// The chords `names` name for the action `action`, or the problem with them.
struct ReadChords {
    std::vector<KeyChord> chords;
    std::optional<std::string> problem;
};

ReadChords readChords(const std::string& action, const std::vector<std::string>& names) {
    ReadChords out;
    if (names.empty()) {
        out.problem = inQuotes(action) + ": no key given";
        return out;
    }
    for (const std::string& name : names) {
        const std::optional<KeyChord> chord = chordNamed(name);
        if (!chord) {
            out.problem = inQuotes(action) + ": no key is named " + inQuotes(name);
            return out;
        }
        if (const std::optional<std::string> use = reservedFor(*chord)) {
            out.problem =
                inQuotes(action) + ": " + chordName(*chord) + " is the game's " + *use + " key";
            return out;
        }
        // The same key twice in one list is one key.
        if (std::find(out.chords.begin(), out.chords.end(), *chord) == out.chords.end())
            out.chords.push_back(*chord);
    }
    return out;
}

// The first chord of `table` that two commands have: the later command in table order, the
// chord and the earlier command.
struct Clash {
    PlayCommand later;
    KeyChord chord;
    PlayCommand earlier;
};

std::optional<Clash> firstClash(const KeyTable& table) {
    const std::vector<KeyBinding>& bindings = table.bindings();
    for (std::size_t i = 0; i < bindings.size(); ++i) {
        for (std::size_t j = i + 1; j < bindings.size(); ++j) {
            for (const KeyChord chord : bindings[j].keys) {
                const std::vector<KeyChord>& earlier = bindings[i].keys;
                if (std::find(earlier.begin(), earlier.end(), chord) != earlier.end())
                    return Clash{bindings[j].command, chord, bindings[i].command};
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<PlayCommand> commandNamed(std::string_view name) {
    const KeyTable defaults = KeyTable::defaults();
    for (const KeyBinding& binding : defaults.bindings()) {
        if (commandName(binding.command) == name)
            return binding.command;
    }
    return std::nullopt;
}

std::optional<KeyChord> chordNamed(std::string_view name) {
    const bool control = startsWithInAnyCase(name, kControl) && name.size() > kControl.size();
    const std::optional<Key> key = keyNamed(control ? name.substr(kControl.size()) : name);
    // Shift is never pressed "with Ctrl" (sfml_keys.hpp): such a chord could not be pressed.
    if (!key || (control && *key == Key::Shift))
        return std::nullopt;
    return KeyChord{*key, control};
}

std::optional<std::string> reservedFor(KeyChord chord) {
    if (chord.key == Key::F11)
        return "fullscreen";
    if (chord.key == Key::F12)
        return "screenshot";
    return std::nullopt;
}

KeyTableLoad keyTableFrom(const KeyNames& names) {
    KeyTableLoad out;
    std::map<PlayCommand, std::string> named;  // the commands given keys, by their file name
    for (const auto& [action, keyNames] : names) {
        const std::optional<PlayCommand> command = commandNamed(action);
        if (!command) {
            out.problems.push_back(inQuotes(action) + " is no action of the game");
            continue;
        }
        ReadChords read = readChords(action, keyNames);
        if (read.problem) {
            out.problems.push_back(std::move(*read.problem));
            continue;
        }
        out.table = out.table.withKeys(*command, std::move(read.chords));
        named[*command] = action;
    }
    // The game's own keys never clash, so each clash has a command given keys: the later one
    // given keys gets its own back, until none is left (each round gives one back).
    const KeyTable defaults = KeyTable::defaults();
    while (const std::optional<Clash> clash = firstClash(out.table)) {
        const bool laterNamed = named.count(clash->later) != 0;
        const PlayCommand back = laterNamed ? clash->later : clash->earlier;
        const PlayCommand other = laterNamed ? clash->earlier : clash->later;
        out.problems.push_back(inQuotes(named[back]) + ": " + chordName(clash->chord) +
                               " is also " + commandName(other) + "'s key");
        out.table = out.table.withKeys(back, defaults.keysOf(back));
        named.erase(back);
    }
    return out;
}

KeyNames keyNamesOf(const KeyTable& table) {
    const KeyTable defaults = KeyTable::defaults();
    KeyNames names;
    for (const KeyBinding& binding : table.bindings()) {
        if (binding.keys == defaults.keysOf(binding.command))
            continue;
        std::vector<std::string>& keys = names[commandName(binding.command)];
        for (const KeyChord chord : binding.keys)
            keys.push_back(chordName(chord));
    }
    return names;
}

std::optional<std::string> keyProblemsText(const std::string& file,
                                           const std::vector<std::string>& problems) {
    if (problems.empty())
        return std::nullopt;
    std::string list;
    for (const std::string& problem : problems)
        list += (list.empty() ? "" : "; ") + problem;
    return "settings file \"" + file + "\": " + list + " (so those actions keep their own keys)";
}

}  // namespace catmaze::app
