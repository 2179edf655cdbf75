#include "editor/editor_notice.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "catmaze/io/utf8_text.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

void EditorNotice::show(std::string text, bool warning) {
    text_ = std::move(text);
    warning_ = warning;
    timer_ = kSeconds;
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (std::string& line : this->lines())
        lines.push_back(std::move(line));
    log_.write(event_name::kNotice, nlohmann::ordered_json{{"text", text_}, {"lines", lines}});
}

void EditorNotice::update(double seconds) {
    timer_ = std::max(0.0, timer_ - seconds);
}

std::vector<std::string> EditorNotice::lines() const {
    std::vector<std::string> out;
    for (const std::u32string& line : wrapLines(text_, width_ - kPadding, kMaxLines, measure_)) {
        std::string utf8;
        for (const char32_t c : line)
            appendUtf8(utf8, static_cast<std::uint32_t>(c));
        out.push_back(std::move(utf8));
    }
    return out;
}

}  // namespace catmaze::app
