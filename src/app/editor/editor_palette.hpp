#pragma once
/// \file
/// What the level editor paints: its palette (the tile kinds, their labels and their names in
/// the event log), the obstacle and patrol tools after them, and the names of the map's edges in
/// the log.

#include <iterator>

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level_editor.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

/// One palette entry: what it paints, its label, and its name in the event log.
struct PaletteEntry {
    TileKind kind;
    const char* label;  ///< English, as the log names the button; tr() where it is shown
    const char* logName;
};

/// The palette, in the order of its buttons and of the keys 1-6.
inline constexpr PaletteEntry kPalette[] = {
    {TileKind::Floor, translatable("Floor"), "floor"},
    {TileKind::Wall, translatable("Wall"), "wall"},
    {TileKind::CatStart, translatable("Cat start"), "cat"},
    {TileKind::Bone, translatable("Bone"), "bone"},
    {TileKind::Dog, translatable("Dog"), "dog"},
    // TRANSLATORS: the tile the cat leaves the level by, a button of the editor's palette
    {TileKind::Exit, translatable("Exit"), "exit"},
};
/// The number of palette entries.
inline constexpr int kPaletteSize = static_cast<int>(std::size(kPalette));

/// The obstacle tool's index, after the palette's tiles (key 7): draws polygon obstacles, moves
/// their corners and deletes them (editor_obstacles.cpp).
inline constexpr int kObstacleTool = kPaletteSize;

/// The patrol tool's index, after the obstacle tool (key 8): draws the dogs' rounds
/// (patrol_tool.hpp).
inline constexpr int kPatrolTool = kObstacleTool + 1;

/// The label of tool `index` (a palette index, kObstacleTool or kPatrolTool) in English: the
/// log's name of its button, and what tr() shows on it.
constexpr const char* toolLabel(int index) {
    // TRANSLATORS: the editor's tool that draws a dog's round (its patrol)
    return index == kObstacleTool ? translatable("Obstacle")
           : index == kPatrolTool ? translatable("Patrol")
                                  : kPalette[index].label;
}

/// The log name of tool `index` (a palette index, kObstacleTool or kPatrolTool).
constexpr const char* toolLogName(int index) {
    return index == kObstacleTool ? "obstacle"
           : index == kPatrolTool ? "patrol"
                                  : kPalette[index].logName;
}

/// The log name of `kind` ("floor" for anything not in the palette).
constexpr const char* logName(TileKind kind) {
    for (const PaletteEntry& e : kPalette) {
        if (e.kind == kind)
            return e.logName;
    }
    return "floor";
}

/// "top", "bottom", "left" or "right".
constexpr const char* edgeName(Edge edge) {
    switch (edge) {
        case Edge::Top:
            return "top";
        case Edge::Bottom:
            return "bottom";
        case Edge::Left:
            return "left";
        case Edge::Right:
            return "right";
    }
    return "top";
}

}  // namespace catmaze::app
