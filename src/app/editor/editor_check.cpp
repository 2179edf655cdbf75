#include "editor/editor_check.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

#include "catmaze/level/level_validator.hpp"
#include "shell/event_names.hpp"
#include "ui/decimal_text.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

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
            tr("? Valid; the winnability check was stopped (it checks again on the next change)"));
        return;
    }
    lines.push_back(tr("? Valid; could not decide whether it can be won"));
    lines.push_back(reason);  // the planner's own words (the core's), as the log has them
}

// The cheapest route's verdict, naming the level's own diagonal rule when it has one: it decides
// the route whatever the player's setting.
std::string winnableLine(int cost, LevelDiagonal rule) {
    const std::string costText = std::to_string(cost);
    switch (rule) {
        case LevelDiagonal::On:
            return fill(tr("\xE2\x9C\x93 Valid and winnable (cheapest route costs {cost}, diagonal "
                           "moves on by the level's rule)"),
                        {{"cost", costText}});
        case LevelDiagonal::Off:
            return fill(tr("\xE2\x9C\x93 Valid and winnable (cheapest route costs {cost}, diagonal "
                           "moves off by the level's rule)"),
                        {{"cost", costText}});
        case LevelDiagonal::PlayersSetting:
            break;
    }
    return fill(tr("\xE2\x9C\x93 Valid and winnable (cheapest route costs {cost})"),
                {{"cost", costText}});
}

using Json = nlohmann::ordered_json;

}  // namespace

void LiveCheck::start(const Level& level, const std::string& fileName, DiagonalMode diagonal) {
    if (checking()) {
        job_.reset();  // cancels; its worker ends on its own
        log_.write(event_name::kCheckCancelled, Json{{"why", "the level changed"}});
    }
    // The rules a saved file is checked against by `catmaze-level validate`, then a plan.
    diagnostics_ = validateLevel(level, fileName);
    errorCount_ = static_cast<int>(
        std::count_if(diagnostics_.begin(), diagnostics_.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::Error; }));
    openFloor_ = level.openFloor();
    levelRule_ = level.rules.diagonal;
    plan_.reset();
    if (errorCount_ > 0) {
        logVerdict();
        return;
    }
    SolveOptions options;
    options.diagonal = diagonal;
    startPlan(job_, level, std::nullopt, options);
    log_.write(event_name::kCheckStarted);
    update();  // a level without a cat or an exit may be answered at once
}

void LiveCheck::update() {
    if (!job_ || !job_->done())
        return;
    plan_ = job_->take();
    job_.reset();
    logVerdict();
}

bool LiveCheck::cancel() {
    if (!checking())
        return false;
    job_.reset();  // not waited for: it may be building an obstacle graph
    WinPlan stopped;
    stopped.status = SolveStatus::Cancelled;
    stopped.reason = "cancelled";
    plan_ = std::move(stopped);
    log_.write(event_name::kCheckCancelled, Json{{"why", "asked"}});
    logVerdict();
    return true;
}

void LiveCheck::logVerdict() {
    Json fields{{"errors", errorCount_}};
    if (plan_) {
        fields["winnable"] = toString(plan_->status);
        if (plan_->winnable()) {
            fields["cost"] = plan_->cost;
            if (openFloor_)
                fields["length"] = plan_->length;
        }
        if (openFloor_)
            fields["floor"] = "open";
    }
    Json messages = Json::array();
    for (std::size_t i = 0; i < diagnostics_.size() && i < 3; ++i)
        messages.push_back(diagnostics_[i].format());
    fields["diagnostics"] = messages;
    log_.write(event_name::kCheck, fields);
}

std::vector<std::string> LiveCheck::statusLines(const std::string& stopKey) const {
    std::vector<std::string> lines;
    if (errorCount_ > 0) {
        lines.push_back(fill(trn("\xE2\x9C\x97 {n} error: cannot be played yet",
                                 "\xE2\x9C\x97 {n} errors: cannot be played yet",
                                 static_cast<unsigned long>(errorCount_)),
                             {{"n", std::to_string(errorCount_)}}));
    } else if (checking()) {
        lines.push_back(stopKey.empty()
                            ? tr("Valid; checking whether it can be won\xE2\x80\xA6")
                            : fill(tr("Valid; checking whether it can be won\xE2\x80\xA6  ({key}: "
                                      "stop checking)"),
                                   {{"key", stopKey}}));
    } else if (plan_ && undecided(plan_->status)) {
        addUndecidedLines(plan_->status, plan_->reason, lines);
    } else if (plan_ && plan_->winnable() && openFloor_) {
        lines.push_back(fill(
            tr("\xE2\x9C\x93 Valid and winnable on open floor (route {length} "
               "tiles, cost {cost})"),
            {{"length", decimalText(plan_->length, 1)}, {"cost", std::to_string(plan_->cost)}}));
    } else if (plan_ && plan_->winnable()) {
        lines.push_back(winnableLine(plan_->cost, levelRule_));
    } else if (plan_) {
        // Where the way is cut goes on the verdict's line: the line after it may be cut short.
        const std::optional<ExitCutOff>& cut = plan_->cutOff;
        // The place and the cause are the core's words (exit_cut_off.hpp), as the log has them.
        lines.push_back(cut ? fill(tr("\xE2\x9C\x97 Valid, but it cannot be won: {place}"),
                                   {{"place", describePlace(*cut)}})
                            : tr("\xE2\x9C\x97 Valid, but it cannot be won"));
        // The open floor's planner names no one cause: say what it tried.
        lines.push_back(openFloor_
                            ? tr("No walk from the cat reaches an exit around the obstacles, "
                                 "walls and dogs (bones taken first)")
                        : cut ? describeCause(cut->by)
                              : plan_->reason);
    }
    // The level file's diagnostics stay as the core words them: they name the file's fields,
    // for the designer who writes the JSON (and `catmaze-level validate` says the same).
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
    return plan_ && plan_->status == SolveStatus::Unwinnable;
}

Verdict LiveCheck::verdict() const {
    if (errorCount_ > 0)
        return Verdict::Errors;
    if (!checking() && plan_ && plan_->winnable())
        return Verdict::Winnable;
    return Verdict::Other;
}

}  // namespace catmaze::app
