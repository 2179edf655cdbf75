#pragma once
/// \file
/// A one-line text entry (the level's name in the editor): typed characters go in, Backspace
/// takes the last one out, Enter accepts and Escape gives up.

#include <cstddef>
#include <string>

#include <SFML/System/String.hpp>
#include <SFML/Window/Event.hpp>

namespace catmaze::app {

/// The text being typed, while active().
class TextField {
  public:
    /// What an event did to the field.
    enum class Outcome {
        Ignored,   ///< not for the field (it is inactive, or another kind of event)
        Edited,    ///< handled; the field is still open
        Accepted,  ///< Enter: text() is the answer; the field is closed
        Cancelled  ///< Escape: the field is closed, nothing changes
    };

    /// Opens the field with `utf8` as its text, at most `maxLength` characters long.
    void begin(const std::string& utf8, std::size_t maxLength);
    /// Closes the field without an answer.
    void end() { active_ = false; }
    /// True while typing goes into the field.
    bool active() const { return active_; }
    /// The text, in UTF-8, with surrounding spaces trimmed.
    std::string text() const;
    /// The text as typed (for drawing).
    const sf::String& typed() const { return text_; }

    /// Takes TextEntered and KeyPressed events while active. Every key press is handled (so no
    /// shortcut fires while a name is typed).
    Outcome handle(const sf::Event& event);

  private:
    bool active_ = false;
    sf::String text_;
    std::size_t maxLength_ = 0;
};

}  // namespace catmaze::app
