#pragma once
/// \file
/// The keys the play screen offers on a floor: the HUD's key bar lists them and `level_loaded`
/// logs them, from this one list, so the bar never offers a key that does nothing there.

#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"

namespace catmaze::app {

/// A key the play screen answers, and what it does.
struct KeyHelp {
    std::string key;   ///< as printed on the key bar ("Esc", "G")
    std::string what;  ///< what it does ("diagonal")
};

/// The keys that work on `floor`, in key-bar order (G, diagonal moves, on tiles only; F5,
/// reload, only for a level read from a file: not the daily maze).
inline std::vector<KeyHelp> offeredKeys(Floor floor, bool fromFile) {
    std::vector<KeyHelp> keys{{"Esc", "menu"}, {"R", "restart"}, {"U", "undo"}};
    if (floor == Floor::Tiles)
        keys.push_back({"G", "diagonal"});
    keys.insert(keys.end(), {{"H", "hint"}, {"O", "overlay"}});
    if (fromFile)
        keys.push_back({"F5", "reload"});
    keys.insert(keys.end(), {{"E", "edit"}, {"wheel", "zoom"}, {"right-drag", "pan"}});
    return keys;
}

/// The key bar's text: "Esc menu   R restart   ...".
inline std::string keyBarText(Floor floor, bool fromFile) {
    std::string text;
    for (const KeyHelp& k : offeredKeys(floor, fromFile))
        text += (text.empty() ? "" : "   ") + k.key + " " + k.what;
    return text;
}

}  // namespace catmaze::app
