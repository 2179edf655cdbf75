#pragma once
/// \file
/// The help the editor's bottom bar gives, decided without a font: the chosen tool's hint and
/// the keys' line, as short entries made from the key table the keys obey (a rebinding shows at
/// once), on as many lines of the bar's width as they need, an entry never split
/// (ui/item_lines.hpp). The bar keeps the lines of the longest tool's hint, so choosing another
/// tool never moves the map. The model keeps it (EditorModel::help), the layout gives the bar
/// its lines (editor_layout.hpp), the screen draws them; the unit tests check it with a made-up
/// font.

#include <cstddef>
#include <string>
#include <vector>

#include "editor/editor_keys.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// The gap between two entries on a line of the help.
inline constexpr char kEditorHelpGap[] = "    ";

/// The hint's entries for `tool` (a palette index, kObstacleTool or kPatrolTool) in the player's
/// language, naming the keys `keys` binds: the paint tools' ("Left drag: paint", "1-8: tools",
/// "Arrows: pan"...), the obstacle tool's or the patrol tool's.
std::vector<std::string> toolHintItems(int tool, const EditorKeyTable& keys);

/// The bottom bar's help as it is drawn.
struct EditorHelp {
    std::vector<std::string> hint;  ///< the chosen tool's hint, on its lines (UTF-8)
    std::vector<std::string> keys;  ///< the keys' line (editorKeyItems), on its lines
    std::size_t hintRoom = 0;       ///< the lines kept for a hint: the longest tool's
    /// The help's lines in the bar: hintRoom, then the keys'.
    std::size_t lines() const { return hintRoom + keys.size(); }

    bool operator==(const EditorHelp&) const = default;
};

/// The help for `tool` with `keys` on lines `width` pixels wide by `measure`, at most
/// `mostLines` (>= 2) of them: when more are needed (a window far smaller than the game
/// allows) the keys' lines, then the hint's, are cut short and their last kept line ends with
/// an ellipsis.
EditorHelp editorHelp(int tool, const EditorKeyTable& keys, float width, std::size_t mostLines,
                      const TextWidth& measure);

}  // namespace catmaze::app
