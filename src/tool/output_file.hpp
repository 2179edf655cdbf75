#pragma once
/// \file
/// The rule every command that writes a file the user named (generate, convert, render) follows
/// before it writes: a file already there is replaced only with `--force`, and no folder is made.

#include <filesystem>
#include <optional>
#include <string>

#include "catmaze/command_line.hpp"

namespace catmaze::tool {

/// The `--force` flag, as each writing command's usage (and so the man page) lists it.
inline constexpr OptionSpec kForceOption = {
    "force", "",
    "replace OUT if it exists; without --force an existing OUT is left as it was (exit 2)"};

/// Why `out` may not be written, as a message naming the path, or nullopt when it may. Refused:
/// an `out` that already exists (anything under that name, a dangling link too) unless `force`,
/// saying to pass --force; an `out` that is a folder, even with `force`; and an `out` whose folder
/// does not exist or is not a folder, naming that folder (a typo in a folder's name must not
/// quietly make a new tree). Looks only; creates and changes nothing. Never throws.
///
/// Call it before any slow work, then write with an atomic writer: another process can still
/// create `out` between the two, and the atomic write then replaces it.
std::optional<std::string> outputRefusal(const std::filesystem::path& out, bool force);

}  // namespace catmaze::tool
