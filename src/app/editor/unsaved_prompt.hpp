#pragma once
/// \file
/// The editor's question before unsaved changes would be dropped (leaving the editor, Ctrl+N,
/// quitting or opening another level): Save, Discard or Cancel. It remembers what waits for the
/// answer and logs the answer; the screen shows its page as a menu and turns clicks and keys
/// into answers. Plain (no SFML).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "shell/event_log.hpp"

namespace catmaze::app {

/// The prompt's answers, in the order of its items.
enum class PromptAnswer { Save, Discard, Cancel };

/// What waits for the answer (once the changes are saved or discarded).
enum class AfterPrompt {
    NewLevel,  ///< Ctrl+N: a new level
    Leave,     ///< back to the game
    Proceed,   ///< what the game asked for (quitting, another level) may go ahead
};

/// What the prompt shows: a menu named "unsaved".
struct PromptPage {
    std::string name;                                        ///< the menu's name in the log
    std::string title;                                       ///< "Unsaved changes"
    std::vector<std::pair<std::string, std::string>> items;  ///< label and key hint
    std::string subtitle;                                    ///< the question
};

/// The save / discard / cancel prompt. Logs `prompt` {"answer": "save"|"discard"|"cancel"}.
/// Not shared between threads.
class UnsavedPrompt {
  public:
    /// A prompt writing to `log` (which outlives it).
    explicit UnsavedPrompt(EventLog& log) : log_(log) {}

    /// Shows the prompt about `fileLabel` ("fetch.json", "this new level"); `then` waits for
    /// the answer.
    void ask(AfterPrompt then, const std::string& fileLabel);
    /// Answers the prompt shown and closes it; logs `prompt`. Returns what waits, unless the
    /// answer is Cancel (or no prompt is shown).
    std::optional<AfterPrompt> answer(PromptAnswer answer);
    /// Closes the prompt without an answer (the edit started over).
    void close() { pending_.reset(); }

    /// True while the prompt is shown.
    bool shown() const { return pending_.has_value(); }
    /// What the prompt shows (the last one asked).
    const PromptPage& page() const { return page_; }
    /// How many times the prompt was asked: the screen lays out its menu again when it grows.
    int asked() const { return asked_; }

  private:
    EventLog& log_;
    std::optional<AfterPrompt> pending_;
    PromptPage page_;
    int asked_ = 0;
};

}  // namespace catmaze::app
