// The editor's prompt (unsaved_prompt.hpp): each question's page, and its answer.

#include "editor/unsaved_prompt.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

// The names of the answers in the log, in PromptAnswer's order.
constexpr const char* kAnswerNames[] = {"save",      "discard",       "cancel",   "reload",
                                        "keep_mine", "compare_later", "overwrite"};

PromptPage pageOf(PromptQuestion question, const std::string& file) {
    using A = PromptAnswer;
    switch (question) {
        case PromptQuestion::Unsaved:
            return {"unsaved",
                    "Unsaved changes",
                    {{"Save", "Ctrl+S"}, {"Discard", ""}, {"Cancel", "Esc"}},
                    "Save the changes to " + file + "?",
                    {A::Save, A::Discard, A::Cancel},
                    A::Cancel};
        case PromptQuestion::ChangedOnDisk:
            // Short lines: the prompt is narrow, and the file's name may be long. The first item
            // (Enter's) never drops anyone's work.
            return {"changed_on_disk",
                    "Changed on disk",
                    {{"Compare later", "Esc"},
                     {"Keep mine, save over it", ""},
                     {"Reload it, lose mine", ""}},
                    file + " changed on disk.\nYou have unsaved changes.",
                    {A::CompareLater, A::KeepMine, A::Reload},
                    A::CompareLater};
        case PromptQuestion::SaveOverChange:
            return {"save_over_change",
                    "Changed on disk",
                    {{"Cancel", "Esc"},
                     {"Overwrite it with mine", ""},
                     {"Reload theirs, lose mine", ""}},
                    file + " changed since it was read.\nWrite your copy over it?",
                    {A::Cancel, A::Overwrite, A::Reload},
                    A::Cancel};
        case PromptQuestion::ReloadUnsaved:
            return {"reload",
                    "Reload from disk?",
                    {{"Cancel", "Esc"}, {"Reload it, lose mine", "F5"}},
                    "Reloading " + file + "\ndrops your unsaved changes.",
                    {A::Cancel, A::Reload},
                    A::Cancel};
    }
    return {};
}

}  // namespace

bool PromptPage::offers(PromptAnswer answer) const {
    return std::find(answers.begin(), answers.end(), answer) != answers.end();
}

void UnsavedPrompt::ask(PromptQuestion question, AfterPrompt then, const std::string& fileLabel) {
    pending_ = then;
    question_ = question;
    page_ = pageOf(question, fileLabel);
    ++asked_;
}

std::optional<AfterPrompt> UnsavedPrompt::answer(PromptAnswer answer) {
    if (!pending_ || !page_.offers(answer))
        return std::nullopt;
    const AfterPrompt then = *pending_;
    pending_.reset();
    log_.write(event_name::kPrompt,
               nlohmann::ordered_json{{"question", page_.name},
                                      {"answer", kAnswerNames[static_cast<int>(answer)]}});
    if (answer == PromptAnswer::Cancel)
        return std::nullopt;
    return then;
}

}  // namespace catmaze::app
