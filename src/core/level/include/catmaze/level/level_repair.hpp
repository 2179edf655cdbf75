#pragma once
/// \file
/// Opening a level file that does not load, so the editor can repair it: whatever can be read
/// is kept, and what had to change to make it editable is said in words.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A level as far as its file could be read, for the editor.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct LevelDraft {
    /// The level to edit; nullopt when there is nothing a tile editor can repair (the text is
    /// not a JSON object, or has no row of tiles): it must be fixed in a text editor.
    std::optional<Level> level;
    /// What was changed to make it editable (e.g. `row 3 padded with 2 floor tiles`), in file
    /// order; empty when the file loads as it is. The level's own errors (no cat, two cats, no
    /// exit) are not changed: the editor's live check shows them.
    std::vector<std::string> fixes;
    /// Why there is no level, when there is none.
    std::string problem;
};

/// Reads level JSON `text` (named `fileName` in messages) as far as it goes. A file that loads
/// gives its level. Otherwise, when the text is a JSON object with a "tiles" array: rows that
/// are not strings become empty, short rows are padded with floor to the longest (at most
/// kMaxLevelSide of either side), unknown tile characters become floor, a missing or empty name
/// becomes "Repaired level" and the version 1 when it is not 1 or 2. The other fields (rules,
/// tile size, "$schema", obstacles, unknown keys) are kept when they are valid, else left at
/// their defaults (and said so); the patrols are kept when they are valid on the repaired map,
/// else left out (and said so). Never throws except std::bad_alloc.
CATMAZE_LEVEL_EXPORT LevelDraft draftLevel(std::string_view text, const std::string& fileName);

}  // namespace catmaze
