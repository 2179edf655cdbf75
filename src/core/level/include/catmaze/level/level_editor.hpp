#pragma once
/// \file
/// The level editor's model: painting, resizing, undo and redo. No SFML: the editor screen only
/// draws `level()` and forwards input here, so every action is unit-tested.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/level/export.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// A side of the map, for adding or removing a row or column there.
enum class Edge { Top, Bottom, Left, Right };

/// What an obstacle edit did: changed the level (one undo step), or why it was refused.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct ObstacleEdit {
    bool done = false;    ///< the level changed
    std::string problem;  ///< when refused: the loader's message for the same polygon in a file
};

/// Edits one level with an undo history. Paint actions between beginStroke() and endStroke()
/// (a click and drag) undo as one step; a paint outside a stroke is a step of its own.
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_LEVEL_EXPORT LevelEditor {
  public:
    /// Smallest side kept by removeLine and newLevel.
    static constexpr int kMinSide = 3;

    /// Edits `level` (which may be invalid: the editor is how it gets fixed).
    explicit LevelEditor(Level level);

    /// A new `width` x `height` level (clamped to [kMinSide, kMaxLevelSide]): walls around the
    /// border, the cat at (1,1) and an exit in the opposite corner.
    static Level newLevel(int width, int height, const std::string& name = "New Level");

    /// The level as edited so far.
    const Level& level() const { return level_; }

    /// Sets tile `t` to `kind`. Painting a cat start moves the cat (the old start becomes floor),
    /// so a level never gets two. Painting anything but a dog over a dog that walks a patrol
    /// drops that patrol in the same undo step (a patrol never starts on a dog that is gone).
    /// Returns false (and records nothing) when `t` is off the map or already holds `kind`.
    bool paint(Tile t, TileKind kind);
    /// Paints floor (right-click erase).
    bool erase(Tile t) { return paint(t, TileKind::Floor); }

    /// Groups the following paints into one undo step until endStroke().
    void beginStroke();
    /// Ends the undo step begun by beginStroke().
    void endStroke();

    /// Adds a row or column of floor at `edge` (refused beyond kMaxLevelSide); obstacles and
    /// patrols move with the tiles. Returns success.
    bool addLine(Edge edge);
    /// Removes the row or column at `edge` (refused below kMinSide); obstacles and patrols move
    /// with the tiles (a corner or patrol tile left off the map is then an error of the level).
    /// Returns success.
    bool removeLine(Edge edge);

    /// Renames the level (its title in the game and the Levels menu): one undo step. Returns
    /// false (recording nothing) when `name` is empty or already the level's name.
    bool rename(const std::string& name);
    /// Sets the level's own diagonal mode (LevelRules::diagonal): one undo step. Returns false
    /// (recording nothing) when it is the level's already.
    bool setDiagonal(LevelDiagonal diagonal);

    /// Why `polygon`, as obstacle number `index`, would not load (a corner off the map, fewer
    /// than 3 corners, edges crossing or touching): the level validator's message, or nullopt.
    std::optional<std::string> obstacleProblem(const Polygon& polygon, std::size_t index) const;
    /// Adds `polygon` as the last obstacle (one undo step), making the level open-floor (format
    /// version 2). Refused, with obstacleProblem's message, when it would not load.
    ObstacleEdit addObstacle(Polygon polygon);
    /// Moves corner `corner` of obstacle `obstacle` to `to` (one undo step). Refused, with
    /// obstacleProblem's message, when the moved polygon would not load; not done (no problem)
    /// when there is no such corner or it is already there.
    ObstacleEdit moveCorner(std::size_t obstacle, std::size_t corner, Vec2 to);
    /// Removes obstacle `obstacle` (one undo step); false when there is none. The last one gone,
    /// the level is a tile level again (it keeps format version 2).
    bool removeObstacle(std::size_t obstacle);

    /// The index in `level().patrols` of the first patrol that starts on `dog`, or nullopt.
    std::optional<std::size_t> patrolOf(Tile dog) const;
    /// Makes `patrol` the round of the dog on `patrol.tiles[0]`: it replaces patrolOf() that
    /// tile, else it is added last; the level becomes format version 2. A patrol of fewer than
    /// kMinPatrolTiles tiles removes the dog's patrol instead (the level keeps its version). One
    /// undo step; returns false (recording nothing) when nothing changes. The route is not
    /// checked (patrolRouteProblems says what breaks a rule). Throws std::invalid_argument when
    /// `patrol.tiles` is empty.
    bool setPatrol(Patrol patrol);

    /// True when undo() has a step to revert.
    bool canUndo() const { return !undo_.empty(); }
    /// True when redo() has a step to apply again.
    bool canRedo() const { return !redo_.empty(); }
    /// Reverts the last step; returns false when there is none.
    bool undo();
    /// Re-applies the last undone step; returns false when there is none.
    bool redo();

    /// True when the level differs from the one last marked saved (or loaded).
    bool dirty() const { return revision_ != savedRevision_; }
    /// Records that the current level was written to disk.
    void markSaved() { savedRevision_ = revision_; }

  private:
    struct CellChange {
        std::int32_t index;
        TileKind before;
        TileKind after;
    };
    // One undo step: cell changes (and the patrols before and after, when painting dropped
    // some), or (for resizes, renames, obstacle and patrol edits) whole levels before and after.
    struct Step {
        std::vector<CellChange> changes;
        std::optional<std::vector<Patrol>> patrolsBefore;
        std::optional<std::vector<Patrol>> patrolsAfter;
        std::optional<Level> resizedFrom;
        std::optional<Level> resizedTo;
        std::uint64_t revisionBefore = 0;
        std::uint64_t revisionAfter = 0;
    };
    void setCell(std::int32_t index, TileKind kind, Step& step);
    void dropPatrolsOfGoneDogs(Step& step);
    void commit(Step step);
    void replaceWith(Level next);

    Level level_;
    std::vector<Step> undo_;
    std::vector<Step> redo_;
    std::optional<Step> stroke_;
    std::uint64_t revision_ = 0;
    std::uint64_t nextRevision_ = 1;
    std::uint64_t savedRevision_ = 0;
};

}  // namespace catmaze
