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

// How one section's inputs (keys, the pad's buttons) are named in the file, and which of them
// the file may not bind.
template <class Input>
struct InputNames {
    const char* what;                                 // "key", "button"
    std::optional<Input> (*named)(std::string_view);  // the input a name names
    std::string (*nameOf)(Input);                     // its name in the file
    std::optional<std::string> (*refused)(Input);     // why it is not to be bound, if so
};

// The inputs `names` name for the action `action`, or the problem with them.
template <class Input>
struct ReadInputs {
    std::vector<Input> inputs;
    std::optional<std::string> problem;
};

template <class Input>
ReadInputs<Input> readInputs(const std::string& action, const std::vector<std::string>& names,
                             const InputNames<Input>& naming) {
    ReadInputs<Input> out;
    const std::string what = naming.what;
    if (names.empty()) {
        out.problem = inQuotes(action) + ": no " + what + " given";
        return out;
    }
    for (const std::string& name : names) {
        const std::optional<Input> input = naming.named(name);
        if (!input) {
            out.problem = inQuotes(action) + ": no " + what + " is named " + inQuotes(name);
            return out;
        }
        if (const std::optional<std::string> why = naming.refused(*input)) {
            out.problem = inQuotes(action) + ": " + *why;
            return out;
        }
        // The same key twice in one list is one key.
        if (std::find(out.inputs.begin(), out.inputs.end(), *input) == out.inputs.end())
            out.inputs.push_back(*input);
    }
    return out;
}

// Why the file may not bind `chord`: the game keeps it (reservedFor).
std::optional<std::string> chordRefused(KeyChord chord) {
    if (const std::optional<std::string> use = reservedFor(chord))
        return chordName(chord) + " is the game's " + *use + " key";
    return std::nullopt;
}

// Why the file may not bind `control`: a direction moves the cursor (isPadDirection).
std::optional<std::string> buttonRefused(PadControl control) {
    if (isPadDirection(control))
        return storedPadControlName(control) + " is a direction, which always moves the cursor";
    return std::nullopt;
}

const InputNames<KeyChord> kChordNames{"key", chordNamed, chordName, chordRefused};
const InputNames<PadControl> kButtonNames{"button", padControlNamed, storedPadControlName,
                                          buttonRefused};

// The first input that two commands of `bindings` have: the later command in table order, the
// input and the earlier command.
template <class Command, class Input>
struct Clash {
    Command later;
    Input input;
    Command earlier;
};

template <class Command, class Input>
std::optional<Clash<Command, Input>> firstClash(
    const std::vector<CommandBinding<Command, Input>>& bindings) {
    for (std::size_t i = 0; i < bindings.size(); ++i) {
        for (std::size_t j = i + 1; j < bindings.size(); ++j) {
            for (const Input input : bindings[j].keys) {
                const std::vector<Input>& earlier = bindings[i].keys;
                if (std::find(earlier.begin(), earlier.end(), input) != earlier.end())
                    return Clash<Command, Input>{bindings[j].command, input, bindings[i].command};
            }
        }
    }
    return std::nullopt;
}

// `bindings` with `inputs` as `command`'s.
template <class Command, class Input>
void setInputs(std::vector<CommandBinding<Command, Input>>& bindings, Command command,
               std::vector<Input> inputs) {
    for (CommandBinding<Command, Input>& binding : bindings) {
        if (binding.command == command) {
            binding.keys = std::move(inputs);
            return;
        }
    }
}

// One section of the bindings (play's keys, the editor's, the pad's buttons): its own bindings,
// how its commands and inputs are named in the file, and which names are its.
template <class Command, class Input>
struct Section {
    std::vector<CommandBinding<Command, Input>> defaults;
    std::string (*nameOf)(Command);
    std::optional<Command> (*named)(std::string_view);
    const char* noSuchAction;  // what an unknown name is said to be: "is no action of the game"
    bool (*mine)(std::string_view);  // the file's names this section reads
    const InputNames<Input>& inputs;
};

// The section's bindings with each action `names` names (those of the section: `mine`) given
// the inputs it names, unless they are wrong; the problems appended to `problems`. The rule of
// keyTableFrom, for every section.
template <class Command, class Input>
std::vector<CommandBinding<Command, Input>> bindingsFrom(const Section<Command, Input>& section,
                                                         const KeyNames& names,
                                                         std::vector<std::string>& problems) {
    std::vector<CommandBinding<Command, Input>> bindings = section.defaults;
    std::map<Command, std::string> named;  // the commands given inputs, by their file name
    for (const auto& [action, inputNames] : names) {
        if (!section.mine(action))
            continue;
        const std::optional<Command> command = section.named(action);
        if (!command) {
            problems.push_back(inQuotes(action) + " " + section.noSuchAction);
            continue;
        }
        ReadInputs<Input> read = readInputs(action, inputNames, section.inputs);
        if (read.problem) {
            problems.push_back(std::move(*read.problem));
            continue;
        }
        setInputs(bindings, *command, std::move(read.inputs));
        named[*command] = action;
    }
    // The section's own inputs never clash, so each clash has a command given inputs. One the
    // file does not name that has other inputs gives this one up (an action added since the file
    // was written takes no input its player chose: editor.remove's Backspace after
    // "editor.undo": ["Backspace"]); else the later one given inputs gets its own back, until
    // none is left (each round takes an input away or gives one back).
    while (const std::optional<Clash<Command, Input>> clash = firstClash(bindings)) {
        const bool earlierNamed = named.count(clash->earlier) != 0;
        const bool laterNamed = named.count(clash->later) != 0;
        if (earlierNamed != laterNamed) {
            const Command own = laterNamed ? clash->earlier : clash->later;
            std::vector<Input> kept = boundKeys(bindings, own);
            kept.erase(std::remove(kept.begin(), kept.end(), clash->input), kept.end());
            if (!kept.empty()) {
                setInputs(bindings, own, std::move(kept));
                continue;
            }
        }
        const Command back = laterNamed ? clash->later : clash->earlier;
        const Command other = laterNamed ? clash->earlier : clash->later;
        problems.push_back(inQuotes(named[back]) + ": " + section.inputs.nameOf(clash->input) +
                           " is also " + section.nameOf(other) + "'s " + section.inputs.what);
        setInputs(bindings, back, boundKeys(section.defaults, back));
        named.erase(back);
    }
    return bindings;
}

// The names the settings keep for `bindings`: each command whose inputs differ from `defaults`.
template <class Command, class Input>
void namesOf(const std::vector<CommandBinding<Command, Input>>& bindings,
             const Section<Command, Input>& section, KeyNames& names) {
    for (const CommandBinding<Command, Input>& binding : bindings) {
        if (binding.keys == boundKeys(section.defaults, binding.command))
            continue;
        std::vector<std::string>& inputs = names[section.nameOf(binding.command)];
        for (const Input input : binding.keys)
            inputs.push_back(section.inputs.nameOf(input));
    }
}

bool isEditorName(std::string_view action) {
    return action.substr(0, kEditorActionPrefix.size()) == kEditorActionPrefix;
}

bool isPlayName(std::string_view action) {
    return !isEditorName(action);
}

bool isAnyName(std::string_view) {
    return true;
}

// The play command named `name` that a pad button may ask for (takesPadButton).
std::optional<PlayCommand> buttonCommandNamed(std::string_view name) {
    const std::optional<PlayCommand> command = commandNamed(name);
    if (command && takesPadButton(*command))
        return command;
    return std::nullopt;
}

Section<PlayCommand, KeyChord> playSection() {
    return {KeyTable::defaults().bindings(), commandName, commandNamed,
            "is no action of the game",      isPlayName,  kChordNames};
}

Section<EditorCommand, KeyChord> editorSection() {
    return {editorKeys().bindings(),      editorCommandName, editorCommandNamed,
            "is no action of the editor", isEditorName,      kChordNames};
}

Section<PlayCommand, PadControl> padSection() {
    return {PadTable::defaults().bindings(),      commandName, buttonCommandNamed,
            "is no action a pad button can have", isAnyName,   kButtonNames};
}

// The problems of a load, in one message for the banner about the settings file `file`, saying
// what the actions keep (`kept`); nullopt when there are none.
std::optional<std::string> problemsText(const std::string& file, const std::string& setting,
                                        const std::vector<std::string>& problems,
                                        const std::string& kept) {
    if (problems.empty())
        return std::nullopt;
    std::string list;
    for (const std::string& problem : problems)
        list += (list.empty() ? "" : "; ") + problem;
    return "settings file \"" + file + "\": " + setting + list +
           " (so those actions keep their own " + kept + ")";
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
    for (KeyBinding& binding : bindingsFrom(playSection(), names, out.problems))
        out.table = out.table.withKeys(binding.command, std::move(binding.keys));
    return out;
}

KeyTablesLoad keyTablesFrom(const KeyNames& names) {
    KeyTablesLoad out;
    const KeyTableLoad play = keyTableFrom(names);
    out.tables.play = play.table;
    out.problems = play.problems;
    out.tables.editor = EditorKeyTable(bindingsFrom(editorSection(), names, out.problems));
    return out;
}

PadTableLoad padTableFrom(const KeyNames& names) {
    PadTableLoad out;
    for (PadBinding& binding : bindingsFrom(padSection(), names, out.problems))
        out.table = out.table.withControls(binding.command, std::move(binding.keys));
    return out;
}

KeyNames keyNamesOf(const KeyTable& table) {
    KeyNames names;
    namesOf(table.bindings(), playSection(), names);
    return names;
}

KeyNames keyNamesOf(const KeyTables& tables) {
    KeyNames names = keyNamesOf(tables.play);
    namesOf(tables.editor.bindings(), editorSection(), names);
    return names;
}

KeyNames padNamesOf(const PadTable& table) {
    KeyNames names;
    namesOf(table.bindings(), padSection(), names);
    return names;
}

std::optional<std::string> keyProblemsText(const std::string& file,
                                           const std::vector<std::string>& problems) {
    return problemsText(file, "", problems, "keys");
}

std::optional<std::string> padProblemsText(const std::string& file,
                                           const std::vector<std::string>& problems) {
    return problemsText(file, "\"pad\": ", problems, "buttons");
}

}  // namespace catmaze::app
