#pragma once
/// \file
/// The editor's questions before the player's copy or the file on disk would be dropped: before
/// unsaved changes are left (leaving the editor, Ctrl+N, quitting or opening another level: Save,
/// Discard or Cancel), when the file changed on disk under unsaved changes (Tiled's rule: reload
/// and lose mine, keep mine, or compare later), when Ctrl+S would write over a file that changed
/// since it was read (overwrite, reload theirs, or cancel), and when F5 would drop unsaved
/// changes. It remembers what waits for the answer and logs the answer; the screen shows its page
/// as a menu and turns clicks and keys into answers. Plain (no SFML).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "shell/event_log.hpp"

namespace catmaze::app {

/// An answer to one of the prompt's questions (each question offers some of them).
enum class PromptAnswer {
    Save,          ///< write the changes
    Discard,       ///< drop the changes: back to the last saved state
    Cancel,        ///< stay as before the question
    Reload,        ///< read the file from disk again, dropping the editor's changes
    KeepMine,      ///< keep the editor's copy; a later save writes over the file on disk
    CompareLater,  ///< keep the editor's copy; a later save asks again (SaveOverChange)
    Overwrite,     ///< write the editor's copy over the file changed on disk
};

/// The prompt's questions.
enum class PromptQuestion {
    Unsaved,  ///< "unsaved": Save (Ctrl+S) / Discard / Cancel (Esc)
    // The questions about the disk offer the answer that keeps everything first (Enter's).
    ChangedOnDisk,   ///< "changed_on_disk": CompareLater (Esc) / KeepMine / Reload
    SaveOverChange,  ///< "save_over_change": Cancel (Esc) / Overwrite / Reload
    ReloadUnsaved,   ///< "reload": Cancel (Esc) / Reload (F5), asked by F5
};

/// What waits for the answer (once it is given, and the changes saved, discarded or reloaded).
enum class AfterPrompt {
    Stay,      ///< nothing: the editor goes on
    NewLevel,  ///< Ctrl+N: a new level
    Leave,     ///< back to the game
    Proceed,   ///< what the game asked for (quitting, another level) may go ahead
};

/// What the prompt shows: a menu named after its question.
struct PromptPage {
    std::string name;                                        ///< the menu's name in the log
    std::string title;                                       ///< "Unsaved changes", ...
    std::vector<std::pair<std::string, std::string>> items;  ///< label and key hint
    std::string subtitle;                                    ///< the question
    std::vector<PromptAnswer> answers;                       ///< each item's answer, in order
    PromptAnswer escape = PromptAnswer::Cancel;              ///< Esc's answer (the safe one)

    /// True when one of the items answers `answer`.
    bool offers(PromptAnswer answer) const;
};

/// The editor's prompt. Logs `prompt` {"question", "answer"} with the answer's name ("save",
/// "discard", "cancel", "reload", "keep_mine", "compare_later", "overwrite"). Not shared between
/// threads.
class UnsavedPrompt {
  public:
    /// A prompt writing to `log` (which outlives it).
    explicit UnsavedPrompt(EventLog& log) : log_(log) {}

    /// Shows `question` about `fileLabel` ("fetch.json", "this new level"); `then` waits for the
    /// answer.
    void ask(PromptQuestion question, AfterPrompt then, const std::string& fileLabel);
    /// Answers the prompt shown and closes it; logs `prompt`. Returns what waits, unless the
    /// answer is Cancel or one the question does not offer (or no prompt is shown).
    std::optional<AfterPrompt> answer(PromptAnswer answer);
    /// Closes the prompt without an answer (the edit started over).
    void close() { pending_.reset(); }

    /// True while the prompt is shown.
    bool shown() const { return pending_.has_value(); }
    /// The question asked last.
    PromptQuestion question() const { return question_; }
    /// What the prompt shows (the last one asked).
    const PromptPage& page() const { return page_; }
    /// How many times the prompt was asked: the screen lays out its menu again when it grows.
    int asked() const { return asked_; }

  private:
    EventLog& log_;
    std::optional<AfterPrompt> pending_;
    PromptQuestion question_ = PromptQuestion::Unsaved;
    PromptPage page_;
    int asked_ = 0;
};

}  // namespace catmaze::app
