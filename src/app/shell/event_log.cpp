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
    file_.open(target, std::ios::out | std::ios::trunc);
    if (!file_)
        return "cannot write the event log '" + target + "'";
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
    std::ostream& out = toStdout_ ? std::cout : static_cast<std::ostream&>(file_);
    out << text << '\n';
    out.flush();
}

}  // namespace catmaze::app
