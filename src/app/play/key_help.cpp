#include "play/key_help.hpp"

#include <algorithm>
#include <iterator>
#include <optional>

#include "ui/item_lines.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// What the bar calls the keys of `commands`: the first key of each.
std::optional<std::string> keysText(const KeyTable& keys,
                                    const std::vector<PlayCommand>& commands) {
    std::vector<KeyChord> first;
    for (const PlayCommand command : commands) {
        const std::vector<KeyChord> bound = keys.keysOf(command);
        if (!bound.empty())
            first.push_back(bound.front());
    }
    if (first.empty())
        return std::nullopt;
    const std::vector<KeyChord> arrows{
        {Key::Up, false}, {Key::Left, false}, {Key::Down, false}, {Key::Right, false}};
    if (first == arrows) {
        // TRANSLATORS: the key bar's name for the four arrow keys together.
        return tr("arrows");
    }
    const bool letters =
        first.size() == 4 && std::all_of(first.begin(), first.end(), [](KeyChord k) {
            return !k.control && k.key >= Key::A && k.key <= Key::Z;
        });
    std::string text;
    for (const KeyChord chord : first)
        text += (text.empty() || letters ? "" : "/") + shownChordName(chord);
    return text;
}

}  // namespace

bool walksPatrols(const Level& level) {
    return std::any_of(level.patrols.begin(), level.patrols.end(),
                       [](const Patrol& patrol) { return patrol.tiles.size() > 1; });
}

std::vector<KeyHelp> offeredKeys(const KeyTable& keys, Floor floor, bool fromFile, bool patrols) {
    using C = PlayCommand;
    struct Group {
        const char* what;  // English, shown through tr()
        std::vector<PlayCommand> commands;
        bool works;  // on this floor, for this level
    };
    const std::vector<Group> groups{
        // TRANSLATORS: the key bar's words for what a key does, short (one word if it can).
        {translatable("menu"), {C::Pause}, true},
        {translatable("restart"), {C::Restart}, true},
        {translatable("undo"), {C::Undo}, true},
        {translatable("wait"), {C::Wait}, patrols},
        {translatable("redo"), {C::Redo}, true},
        {translatable("diagonal"), {C::ToggleDiagonal}, floor == Floor::Tiles},
        {translatable("hint"), {C::Hint}, true},
        {translatable("overlay"), {C::ToggleOverlay}, true},
        {translatable("reload"), {C::Reload}, fromFile},
        {translatable("edit"), {C::Edit}, true},
        {translatable("step"), {C::StepUp, C::StepLeft, C::StepDown, C::StepRight}, true},
        {translatable("cursor"), {C::CursorUp, C::CursorLeft, C::CursorDown, C::CursorRight}, true},
        {translatable("walk"), {C::WalkToCursor}, true},
        {translatable("run"), {C::Run}, true},
        {translatable("zoom"), {C::ZoomIn, C::ZoomOut}, true},
    };
    std::vector<KeyHelp> out;
    for (const Group& group : groups) {
        if (!group.works)
            continue;
        if (const std::optional<std::string> text = keysText(keys, group.commands)) {
            std::vector<PlayCommand> bound;
            std::copy_if(group.commands.begin(), group.commands.end(), std::back_inserter(bound),
                         [&](PlayCommand c) { return !keys.keysOf(c).empty(); });
            out.push_back({*text, tr(std::string_view(group.what)), std::move(bound)});
        }
    }
    // TRANSLATORS: the key bar's entry for the mouse's wheel: it zooms.
    out.push_back({tr("wheel"), tr("zoom"), {}});
    // TRANSLATORS: the key bar's entry for dragging with the right mouse button: it pans the map.
    out.push_back({tr("right-drag"), tr("pan"), {}});
    return out;
}

std::vector<std::string> keyBarItems(const std::vector<KeyHelp>& entries) {
    std::vector<std::string> items;
    for (const KeyHelp& entry : entries)
        items.push_back(entry.key + " " + entry.what);
    return items;
}

std::string keyBarText(const std::vector<KeyHelp>& entries) {
    std::string text;
    for (const std::string& item : keyBarItems(entries))
        text += (text.empty() ? "" : kKeyBarGap) + item;
    return text;
}

std::vector<std::u32string> keyBarLines(const std::vector<KeyHelp>& entries, float width,
                                        std::size_t maxLines, const TextWidth& measure) {
    std::vector<std::string> lines =
        itemLines(keyBarItems(entries), kKeyBarGap, width, width, measure);
    // The last line allowed takes the rest, to be cut below.
    while (lines.size() > std::max<std::size_t>(1, maxLines)) {
        const std::string last = lines.back();
        lines.pop_back();
        lines.back() += kKeyBarGap + last;
    }
    std::vector<std::u32string> out;
    for (const std::string& line : lines)
        out.push_back(fitLine(line, width, measure));
    return out;
}

}  // namespace catmaze::app
