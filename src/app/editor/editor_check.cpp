#include "editor/editor_check.hpp"

#include <algorithm>
#include <cstdio>
#include <utility>

#include "catmaze/level/level_validator.hpp"
#include "render/palette.hpp"
#include "shell/event_names.hpp"

namespace catmaze::app {

namespace {

// True when a check ended without deciding: stopped, or too complex.
bool undecided(SolveStatus status) {
    return status == SolveStatus::Cancelled || status == SolveStatus::TooComplex;
}

// The verdict lines of an undecided check, for the tile solver and the open-floor planner alike.
void addUndecidedLines(SolveStatus status, const std::string& reason,
                       std::vector<std::string>& lines) {
    if (status == SolveStatus::Cancelled) {
        lines.push_back(
            "? Valid; the winnability check was stopped (it checks again on the next change)");
        return;
    }
    lines.push_back("? Valid; could not decide whether it can be won");
    lines.push_back(reason);
}
using Json = nlohmann::ordered_json;
}  // namespace

void LiveCheck::start(const Level& level, const std::string& fileName, DiagonalMode diagonal) {
    if (checking()) {
        job_.reset();      // cancels and joins: at most one tile of work
        planJob_.reset();  // cancels; its worker ends on its own
        log_.write(event_name::kCheckCancelled, Json{{"why", "the level changed"}});
    }
    // The rules a saved file is checked against by `catmaze-level validate`, then a solve.
    diagnostics_ = validateLevel(level, fileName);
    errorCount_ = static_cast<int>(
        std::count_if(diagnostics_.begin(), diagnostics_.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::Error; }));
    solution_.reset();
    plan_.reset();
    if (errorCount_ > 0) {
        logVerdict();
        return;
    }
    if (level.openFloor()) {
        // The open floor's own planner, not the tile solver (whose answer means the tile game).
        planJob_ = std::make_unique<OpenFloorPlanJob>(level);
        log_.write(event_name::kCheckStarted);
        return;
    }
    SolveOptions options;
    options.diagonal = diagonal;
    job_.emplace(level, options);
    log_.write(event_name::kCheckStarted);
    update();  // a level without a cat or an exit is answered at once
}

void LiveCheck::update() {
    if (planJob_ && planJob_->done()) {
        plan_ = planJob_->wait();
        planJob_.reset();
        logVerdict();
    }
    if (!job_ || !job_->done())
        return;
    solution_ = job_->wait();
    job_.reset();
    logVerdict();
}

bool LiveCheck::cancel() {
    if (!checking())
        return false;
    if (job_) {
        job_->cancel();
        solution_ = job_->wait();
        job_.reset();
    }
    if (planJob_) {
        planJob_.reset();  // not waited for: it may be building a graph
        OpenFloorPlan stopped;
        stopped.status = SolveStatus::Cancelled;
        stopped.reason = "cancelled";
        plan_ = std::move(stopped);
    }
    log_.write(event_name::kCheckCancelled, Json{{"why", "asked"}});
    logVerdict();
    return true;
}

void LiveCheck::logVerdict() {
    Json fields{{"errors", errorCount_}};
    if (solution_) {
        fields["winnable"] = toString(solution_->status);
        if (solution_->status == SolveStatus::Winnable)
            fields["cost"] = solution_->cost;
    }
    if (plan_) {
        fields["winnable"] = toString(plan_->status);
        if (plan_->winnable) {
            fields["cost"] = plan_->cost;
            fields["length"] = plan_->length;
        }
        fields["floor"] = "open";
    }
    Json messages = Json::array();
    for (std::size_t i = 0; i < diagnostics_.size() && i < 3; ++i)
        messages.push_back(diagnostics_[i].format());
    fields["diagnostics"] = messages;
    log_.write(event_name::kCheck, fields);
}

std::vector<std::string> LiveCheck::statusLines() const {
    std::vector<std::string> lines;
    if (errorCount_ > 0) {
        lines.push_back("\xE2\x9C\x97 " + std::to_string(errorCount_) +
                        (errorCount_ == 1 ? " error" : " errors") + ": cannot be played yet");
    } else if (plan_ && plan_->winnable) {
        char length[32];
        std::snprintf(length, sizeof length, "%.1f", plan_->length);
        lines.push_back("\xE2\x9C\x93 Valid and winnable on open floor (route " +
                        std::string(length) + " tiles, cost " + std::to_string(plan_->cost) + ")");
    } else if (plan_ && undecided(plan_->status)) {
        addUndecidedLines(plan_->status, plan_->reason, lines);
    } else if (plan_) {
        lines.push_back("\xE2\x9C\x97 Valid, but it cannot be won");
        lines.push_back(
            "No walk from the cat reaches an exit around the obstacles, walls and dogs (bones "
            "taken first)");
    } else if (checking()) {
        lines.push_back("Valid; checking whether it can be won\xE2\x80\xA6  (C: stop checking)");
    } else if (solution_ && solution_->status == SolveStatus::Winnable) {
        lines.push_back("\xE2\x9C\x93 Valid and winnable (cheapest route costs " +
                        std::to_string(solution_->cost) + ")");
    } else if (solution_ && undecided(solution_->status)) {
        addUndecidedLines(solution_->status, solution_->reason, lines);
    } else if (solution_) {
        lines.push_back("\xE2\x9C\x97 Valid, but it cannot be won");
        lines.push_back(solution_->reason);
    }
    for (const Diagnostic& d : diagnostics_) {
        if (lines.size() >= 3)
            break;
        lines.push_back(d.format());
    }
    return lines;
}

bool LiveCheck::cannotBeWon() const {
    if (errorCount_ > 0 || checking())
        return false;
    if (plan_)
        return plan_->status == SolveStatus::Unwinnable;
    return solution_ && solution_->status != SolveStatus::Winnable &&
           solution_->status != SolveStatus::Cancelled;
}

sf::Color LiveCheck::verdictColour() const {
    if (errorCount_ > 0)
        return as<sf::Color>(palette::kEditorVerdictError);
    if (plan_ && plan_->winnable)
        return as<sf::Color>(palette::kEditorVerdictWinnable);
    if (!job_ && solution_ && solution_->status == SolveStatus::Winnable)
        return as<sf::Color>(palette::kEditorVerdictWinnable);
    return as<sf::Color>(palette::kEditorVerdictOther);
}

}  // namespace catmaze::app
