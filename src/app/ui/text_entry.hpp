#pragma once
/// \file
/// A one-line text entry (the level's name in the editor), in plain types: typed characters go
/// in, Backspace takes the last one out; the owner decides what Enter and Escape mean and calls
/// end(). No SFML, so the editor model and its unit tests type into it.

#include <cstddef>
#include <string>

namespace catmaze::app {

/// The text being typed, while active(). A value type.
class TextEntry {
  public:
    /// Opens the entry with `utf8` as its text, at most `maxLength` characters long.
    void begin(const std::string& utf8, std::size_t maxLength);
    /// Closes the entry.
    void end() { active_ = false; }
    /// True while typing goes into the entry.
    bool active() const { return active_; }

    /// Adds the character `code` at the end when it is printable and there is room (Enter,
    /// Backspace and Escape also arrive as characters: they are not printable).
    void type(char32_t code);
    /// Takes the last character out (Backspace).
    void eraseLast();

    /// The text, in UTF-8, with surrounding spaces trimmed.
    std::string text() const;
    /// The text as typed, in UTF-8 (for drawing).
    std::string typed() const;

  private:
    bool active_ = false;
    std::u32string text_;
    std::size_t maxLength_ = 0;
};

}  // namespace catmaze::app
