#pragma once
/// \file
/// The keys the play screen offers on a floor: the HUD's key bar lists them and `level_loaded`
/// logs them, from this one list, so the bar never offers a key that does nothing there.

#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::app {

/// A key the play screen answers, and what it does.
struct KeyHelp {
    std::string key;   ///< as printed on the key bar ("Esc", "G")
    std::string what;  ///< what it does ("diagonal")
};

/// True when a dog of `level` walks a patrol (a round of more than one tile): the level is played
/// through time and the wait key works.
inline bool walksPatrols(const Level& level) {
    for (const Patrol& patrol : level.patrols) {
        if (patrol.tiles.size() > 1)
            return true;
    }
    return false;
}

/// The keys that work on `floor`, in key-bar order (G, diagonal moves, on tiles only; Space,
/// wait, only with `patrols`, right after U so the bar never cuts it; F5, reload, only for a
/// level read from a file: not the daily maze).
inline std::vector<KeyHelp> offeredKeys(Floor floor, bool fromFile, bool patrols) {
    std::vector<KeyHelp> keys{{"Esc", "menu"}, {"R", "restart"}, {"U", "undo"}};
    if (patrols)
        keys.push_back({"Space", "wait"});
    if (floor == Floor::Tiles)
        keys.push_back({"G", "diagonal"});
    keys.insert(keys.end(), {{"H", "hint"}, {"O", "overlay"}});
    if (fromFile)
        keys.push_back({"F5", "reload"});
    keys.insert(keys.end(), {{"E", "edit"}, {"wheel", "zoom"}, {"right-drag", "pan"}});
    return keys;
}

/// The key bar's text: "Esc menu   R restart   ...", the keys two spaces apart instead of three
/// when the wait key joins them, so the bar still fits an 800-pixel window.
inline std::string keyBarText(Floor floor, bool fromFile, bool patrols) {
    const std::string gap = patrols ? "  " : "   ";
    std::string text;
    for (const KeyHelp& k : offeredKeys(floor, fromFile, patrols))
        text += (text.empty() ? "" : gap) + k.key + " " + k.what;
    return text;
}

}  // namespace catmaze::app
