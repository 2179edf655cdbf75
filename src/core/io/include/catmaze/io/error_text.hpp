#pragma once
/// \file
/// For the file readers and writers of every module: how a path and a system error read in a
/// message, written once.

#include <filesystem>
#include <string>
#include <system_error>

namespace catmaze {

/// `path` in single quotes, for messages.
inline std::string quoted(const std::filesystem::path& path) {
    std::string text = "'";  // appended, not "'" + ..., which trips GCC 12's -Wrestrict
    text += path.string();
    text += '\'';
    return text;
}

/// The system's words for an errno value ("No such file or directory").
inline std::string errnoText(int error) {
    return std::generic_category().message(error);
}

}  // namespace catmaze
