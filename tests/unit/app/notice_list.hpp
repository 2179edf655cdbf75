#pragma once
// The notices and saves the play model asks for, as lists a test reads (ui/notice_sink.hpp).

#include <string>
#include <vector>

#include "ui/notice_sink.hpp"

namespace catmaze::app {

struct NoticeList : NoticeSink {
    void notify(std::string text) override { lines.push_back(std::move(text)); }
    void save(PlayerFile changed) override { saved.push_back(changed); }
    std::vector<std::string> lines;
    std::vector<PlayerFile> saved;
};

}  // namespace catmaze::app
