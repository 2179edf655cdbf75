#pragma once
/// \file
/// Internal to the Tiled reader: the dogs' patrols drawn as polyline objects of kind `patrol`
/// (levels/README.md, "Tiled maps"), read within the patrol limits and checked by the rules of
/// patrol_rules.hpp once the dogs are on the map.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/io/diagnostic.hpp"
#include "catmaze/io/json_source.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::tiled {

/// The patrol objects of one map, in file order.
class PatrolObjects {
  public:
    /// True when `object` is a patrol: an object with a `polyline` whose `kind` property, class
    /// (type) or name is `patrol`, in any letter case.
    static bool isPatrol(const JsonValue& object);

    /// Reads patrol `object` of the layer named `layerName` on a map of `tileWidth` x
    /// `tileHeight` pixel tiles: each point of its polyline (relative to the object's x and y)
    /// stands for the tile it lies in, and its bool property `loop` (false when missing) says
    /// whether the dog goes round. Problems go to `report`, at their place in the file.
    void read(const JsonValue& object, const std::string& layerName, int tileWidth, int tileHeight,
              DiagnosticCollector& report);

    /// Checks the patrols read against `level` (its objects placed) with the rules every level's
    /// patrols obey (and their number, kMaxPatrols), each problem at its point and naming its
    /// object; with none, they become `level.patrols` and the level format version 2.
    void apply(Level& level, DiagnosticCollector& report) const;

  private:
    struct Read {
        std::string description;        // "patrol object 7 in layer 'objects'", for messages
        std::vector<SourcePos> points;  // where each tile's point is in the file
        Patrol patrol;
    };
    std::vector<Read> read_;
    std::size_t count_ = 0;  // patrol objects seen; past kMaxPatrols they are only counted
};

}  // namespace catmaze::tiled
