// The editor's prompt (unsaved_prompt.hpp): each question's page, and its answer.

#include "editor/unsaved_prompt.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"
#include "ui/command_keys.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// The names of the answers in the log, in PromptAnswer's order.
constexpr const char* kAnswerNames[] = {"save",      "discard",       "cancel",   "reload",
                                        "keep_mine", "compare_later", "overwrite"};

PromptPage pageOf(PromptQuestion question, const std::string& file) {
    using A = PromptAnswer;
    // Made when asked, in the player's language; the log names the page and the answers.
    const std::string cancel = tr("Cancel");
    // The keys as the help lines name them.
    const std::string esc = shownChordName({Key::Escape, false});
    // TRANSLATORS: the editor's prompt: read the file again and drop the editor's changes
    const std::string reloadMine = tr("Reload it, lose mine");
    switch (question) {
        case PromptQuestion::Unsaved:
            return {
                "unsaved",
                // TRANSLATORS: a prompt's title in large letters: short (about 15 letters)
                tr("Unsaved changes"),
                // TRANSLATORS: the editor's prompt: drop the unsaved changes
                {{tr("Save"), shownChordName({Key::S, true})}, {tr("Discard"), ""}, {cancel, esc}},
                // TRANSLATORS: {file} is a file's name, or "this new level"
                fill(tr("Save the changes to {file}?"), {{"file", file}}),
                {A::Save, A::Discard, A::Cancel},
                A::Cancel};
        case PromptQuestion::ChangedOnDisk:
            // Short lines: the prompt is narrow, and the file's name may be long. The first item
            // (Enter's) never drops anyone's work.
            return {
                "changed_on_disk",
                tr("Changed on disk"),
                {{tr("Compare later"), esc}, {tr("Keep mine, save over it"), ""}, {reloadMine, ""}},
                // TRANSLATORS: two short lines (the prompt is narrow); {file} is a file's name
                fill(tr("{file} changed on disk.\nYou have unsaved changes."), {{"file", file}}),
                {A::CompareLater, A::KeepMine, A::Reload},
                A::CompareLater};
        case PromptQuestion::SaveOverChange:
            return {"save_over_change",
                    tr("Changed on disk"),
                    {{cancel, esc},
                     {tr("Overwrite it with mine"), ""},
                     // TRANSLATORS: the editor's prompt: read the file as another program wrote it
                     {tr("Reload theirs, lose mine"), ""}},
                    // TRANSLATORS: two short lines (the prompt is narrow); {file} is a file's name
                    fill(tr("{file} changed since it was read.\nWrite your copy over it?"),
                         {{"file", file}}),
                    {A::Cancel, A::Overwrite, A::Reload},
                    A::Cancel};
        case PromptQuestion::ReloadUnsaved:
            return {"reload",
                    tr("Reload from disk?"),
                    {{cancel, esc}, {reloadMine, shownChordName({Key::F5, false})}},
                    // TRANSLATORS: two short lines (the prompt is narrow); {file} is a file's name
                    fill(tr("Reloading {file}\ndrops your unsaved changes."), {{"file", file}}),
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
