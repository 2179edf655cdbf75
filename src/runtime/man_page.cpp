#include "catmaze/man_page.hpp"

#include <cctype>
#include <sstream>

#include "catmaze/build_info.hpp"

namespace catmaze {

namespace {

// One line of text as roff: backslashes and minus signs escaped, a leading '.' or '\'' made
// literal (it would start a request).
std::string roffLine(const std::string& line) {
    std::string out;
    if (!line.empty() && (line[0] == '.' || line[0] == '\''))
        out = "\\&";
    for (const char c : line) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    return out;
}

// Plain text kept line for line (no filling, no adjusting).
std::string verbatim(const std::string& text) {
    std::string out = ".nf\n";
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        out += roffLine(line) + "\n";
    return out + ".fi\n";
}

std::string upper(std::string text) {
    for (char& c : text)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

}  // namespace

std::string formatManPage(const ManPage& page) {
    const std::size_t paragraphEnd = page.help.find("\n\n");
    const std::string synopsis = page.help.substr(0, paragraphEnd);
    const std::string description =
        paragraphEnd == std::string::npos ? "" : page.help.substr(paragraphEnd + 2);
    std::string out = ".TH " + upper(page.name) + " " + std::to_string(page.section) +
                      " \"\" \"CatMaze " + std::string(projectVersion()) + "\" \"" +
                      (page.section == 6 ? "Games" : "User Commands") + "\"\n";
    out += ".SH NAME\n" + roffLine(page.name) + " \\- " + roffLine(page.summary) + "\n";
    out += ".SH SYNOPSIS\n" + verbatim(synopsis);
    if (!description.empty())
        out += ".SH DESCRIPTION\n" + verbatim(description);
    for (const auto& [title, text] : page.sections)
        out += ".SH " + roffLine(upper(title)) + "\n" + verbatim(text);
    return out;
}

}  // namespace catmaze
