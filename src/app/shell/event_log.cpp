#include "shell/event_log.hpp"

#include <nlohmann/json.hpp>

#include <iostream>
#include <utility>

namespace catmaze::app {

std::optional<std::string> EventLog::open(const std::string& target) {
    if (target == "-") {
        toStdout_ = true;
        return std::nullopt;
    }
    OpenedFile opened = openRegularFile(target, FileAccess::Write);
    if (!opened.ok())
        return "cannot write the event log '" + target + "': " + opened.reason;
    file_ = std::move(opened.file);
    return std::nullopt;
}

void EventLog::write(const std::string& name) {
    write(name, nullptr);
}

void EventLog::write(const std::string& name, const nlohmann::ordered_json& fields) {
    if (!enabled())
        return;
    nlohmann::ordered_json line;
    line["event"] = name;
    if (fields.is_object()) {
        for (const auto& [key, value] : fields.items())
            line[key] = value;
    }
    // Replace invalid UTF-8 (a level name, say) rather than throw.
    std::string text = line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (inMemory_) {
        lines_.push_back(std::move(text));
        return;
    }
    text += '\n';
    if (toStdout_) {
        std::cout << text;
        std::cout.flush();
        return;
    }
    // Unbuffered: each line reaches the file at once, for the tools that watch it. A full disk
    // loses the log, never the game.
    writeAll(file_.get(), text);
}

}  // namespace catmaze::app
