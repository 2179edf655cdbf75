#include "editor/unsaved_prompt.hpp"

#include <nlohmann/json.hpp>

#include "shell/event_names.hpp"

namespace catmaze::app {

void UnsavedPrompt::ask(AfterPrompt then, const std::string& fileLabel) {
    pending_ = then;
    page_ = {"unsaved",
             "Unsaved changes",
             {{"Save", "Ctrl+S"}, {"Discard", ""}, {"Cancel", "Esc"}},
             "Save the changes to " + fileLabel + "?"};
    ++asked_;
}

std::optional<AfterPrompt> UnsavedPrompt::answer(PromptAnswer answer) {
    if (!pending_)
        return std::nullopt;
    const AfterPrompt then = *pending_;
    pending_.reset();
    const char* names[] = {"save", "discard", "cancel"};
    log_.write(event_name::kPrompt,
               nlohmann::ordered_json{{"answer", names[static_cast<int>(answer)]}});
    if (answer == PromptAnswer::Cancel)
        return std::nullopt;
    return then;
}

}  // namespace catmaze::app
