#pragma once
/// \file
/// A man page made from a program's `--help` text, so that the two never disagree: the build
/// runs `PROGRAM --help-man` and installs what it prints.

#include <string>
#include <utility>
#include <vector>

namespace catmaze {

/// What goes into a man page. Texts are plain (as printed by --help), one line per line.
struct ManPage {
    std::string name;     ///< the program, e.g. "catmaze-level"
    int section = 1;      ///< 1 (commands) or 6 (games)
    std::string summary;  ///< the NAME line's description
    std::string help;     ///< the --help text: its first paragraph becomes the SYNOPSIS
    /// More sections after DESCRIPTION, as (TITLE, plain text), e.g. ("ENVIRONMENT", "...").
    std::vector<std::pair<std::string, std::string>> sections;
};

/// `page` as roff for man(1): the help text is kept line for line (no filling), with roff's
/// special characters escaped. Never throws except std::bad_alloc.
std::string formatManPage(const ManPage& page);

}  // namespace catmaze
