#pragma once
/// \file
/// The "$schema" a new level file gets: where its folder finds the project's level schema
/// (levels/README.md, "The schema and VS Code").

#include <filesystem>
#include <string>

#include "catmaze/level/export.hpp"

namespace catmaze {

/// The schema's file name, beside the campaign's levels (levels/level.schema.json).
inline constexpr const char* kLevelSchemaFileName = "level.schema.json";

/// The "$schema" value for a level file to be written at `levelFile` that points at the schema
/// `schemaFile`. Relative to the level's folder, as the campaign levels write it
/// ("./level.schema.json" beside it, "../levels/level.schema.json" from a sibling folder), when
/// the two share a folder below the root; otherwise `schemaFile`'s absolute path (a relative
/// path through the root would break as soon as either moves). Relative inputs are taken from
/// the current folder. Reads nothing on disk (the caller knows the schema exists); always '/'
/// separators. Never throws except std::bad_alloc.
CATMAZE_LEVEL_EXPORT std::string schemaReference(const std::filesystem::path& levelFile,
                                                 const std::filesystem::path& schemaFile);

}  // namespace catmaze
