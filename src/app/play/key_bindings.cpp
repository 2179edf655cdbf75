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

// The first chord that two commands of `bindings` have: the later command in table order, the
// chord and the earlier command.
template <class Command>
struct Clash {
    Command later;
    KeyChord chord;
    Command earlier;
};

template <class Command>
std::optional<Clash<Command>> firstClash(const std::vector<CommandBinding<Command>>& bindings) {
    for (std::size_t i = 0; i < bindings.size(); ++i) {
        for (std::size_t j = i + 1; j < bindings.size(); ++j) {
            for (const KeyChord chord : bindings[j].keys) {
                const std::vector<KeyChord>& earlier = bindings[i].keys;
                if (std::find(earlier.begin(), earlier.end(), chord) != earlier.end())
                    return Clash<Command>{bindings[j].command, chord, bindings[i].command};
            }
        }
    }
    return std::nullopt;
}

// `bindings` with `keys` as `command`'s.
template <class Command>
void setKeys(std::vector<CommandBinding<Command>>& bindings, Command command,
             std::vector<KeyChord> keys) {
    for (CommandBinding<Command>& binding : bindings) {
        if (binding.command == command)
            binding.keys = std::move(keys);
    }
}

// One section of the keys (play's, the editor's): its own bindings, and how its commands are
// named in the file.
template <class Command>
struct Section {
    std::vector<CommandBinding<Command>> defaults;
    std::string (*nameOf)(Command);
    std::optional<Command> (*named)(std::string_view);
    const char* noSuchAction;  // what an unknown name is said to be no action of
};

// The section's bindings with each action `names` names (those of the section: `mine`) given
// the keys it names, unless they are wrong; the problems appended to `problems`. The rule of
// keyTableFrom, for either section.
template <class Command>
std::vector<CommandBinding<Command>> bindingsFrom(const Section<Command>& section,
                                                  const KeyNames& names,
                                                  bool (*mine)(std::string_view),
                                                  std::vector<std::string>& problems) {
    std::vector<CommandBinding<Command>> bindings = section.defaults;
    std::map<Command, std::string> named;  // the commands given keys, by their file name
    for (const auto& [action, keyNames] : names) {
        if (!mine(action))
            continue;
        const std::optional<Command> command = section.named(action);
        if (!command) {
            problems.push_back(inQuotes(action) + " is no action of " + section.noSuchAction);
            continue;
        }
        ReadChords read = readChords(action, keyNames);
        if (read.problem) {
            problems.push_back(std::move(*read.problem));
            continue;
        }
        setKeys(bindings, *command, std::move(read.chords));
        named[*command] = action;
    }
    // The section's own keys never clash, so each clash has a command given keys: the later one
    // given keys gets its own back, until none is left (each round gives one back).
    while (const std::optional<Clash<Command>> clash = firstClash(bindings)) {
        const bool laterNamed = named.count(clash->later) != 0;
        const Command back = laterNamed ? clash->later : clash->earlier;
        const Command other = laterNamed ? clash->earlier : clash->later;
        problems.push_back(inQuotes(named[back]) + ": " + chordName(clash->chord) + " is also " +
                           section.nameOf(other) + "'s key");
        setKeys(bindings, back, boundKeys(section.defaults, back));
        named.erase(back);
    }
    return bindings;
}

// The names the settings keep for `bindings`: each command whose keys differ from `defaults`.
template <class Command>
void namesOf(const std::vector<CommandBinding<Command>>& bindings,
             const std::vector<CommandBinding<Command>>& defaults, std::string (*nameOf)(Command),
             KeyNames& names) {
    for (const CommandBinding<Command>& binding : bindings) {
        if (binding.keys == boundKeys(defaults, binding.command))
            continue;
        std::vector<std::string>& keys = names[nameOf(binding.command)];
        for (const KeyChord chord : binding.keys)
            keys.push_back(chordName(chord));
    }
}

bool isEditorName(std::string_view action) {
    return action.substr(0, kEditorActionPrefix.size()) == kEditorActionPrefix;
}

bool isPlayName(std::string_view action) {
    return !isEditorName(action);
}

Section<PlayCommand> playSection() {
    return {KeyTable::defaults().bindings(), commandName, commandNamed, "the game"};
}

Section<EditorCommand> editorSection() {
    return {editorKeys().bindings(), editorCommandName, editorCommandNamed, "the editor"};
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
    for (KeyBinding& binding : bindingsFrom(playSection(), names, isPlayName, out.problems))
        out.table = out.table.withKeys(binding.command, std::move(binding.keys));
    return out;
}

KeyTablesLoad keyTablesFrom(const KeyNames& names) {
    KeyTablesLoad out;
    const KeyTableLoad play = keyTableFrom(names);
    out.tables.play = play.table;
    out.problems = play.problems;
    out.tables.editor =
        EditorKeyTable(bindingsFrom(editorSection(), names, isEditorName, out.problems));
    return out;
}

KeyNames keyNamesOf(const KeyTable& table) {
    KeyNames names;
    namesOf(table.bindings(), KeyTable::defaults().bindings(), commandName, names);
    return names;
}

KeyNames keyNamesOf(const KeyTables& tables) {
    KeyNames names = keyNamesOf(tables.play);
    namesOf(tables.editor.bindings(), editorKeys().bindings(), editorCommandName, names);
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
