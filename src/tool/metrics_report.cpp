#include "metrics_report.hpp"

#include <cstdio>
#include <string>

#include "common.hpp"

namespace catmaze::tool {

namespace {

const char* kindName(TileKind kind) {
    switch (kind) {
        case TileKind::Bone:
            return "bone";
        case TileKind::Dog:
            return "dog";
        default:
            return "exit";
    }
}

bool isTrap(const TrapClick& click, GridCost par) {
    return click.unwinnable || click.bestCost > par;
}

// What a first click leads to, in words.
std::string outcome(const TrapClick& click, GridCost par) {
    if (click.caught)
        return "trap: the cat is caught";
    if (click.unwinnable)
        return "trap: the level can no longer be won";
    if (click.bestCost > par)
        return "trap: the best win is then " + formatCost(click.bestCost);
    return "fine";
}

std::string ratio(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

}  // namespace

void printMetrics(const LevelMetrics& m, std::ostream& out) {
    if (m.status != MetricsStatus::Measured) {
        out << "metrics: none (" << toString(m.status) << ": " << m.reason << ")\n";
        return;
    }
    out << "par: " << formatCost(m.par) << " (" << m.parSteps << " steps)\n"
        << "bones fetched: " << m.bonesFetched << "\n"
        << "dogs paid: " << m.dogsPaid << "\n"
        << "ordered fetches: " << m.orderedFetches << "\n"
        << "fewest clicks: " << m.fewestClicks << "\n"
        << "detour ratio: " << ratio(m.detourRatio) << "\n"
        << "traps: " << m.traps << " of " << m.firstClicks.size() << " first clicks\n";
    for (const TrapClick& click : m.firstClicks) {
        out << "  " << kindName(click.kind) << ' ' << formatTile(click.tile) << ": "
            << outcome(click, m.par) << '\n';
    }
}

void printPatrolMetrics(const LevelMetrics& m, const PatrolTiming& timing, std::ostream& out) {
    out << "par: " << formatCost(m.par) << " (" << m.parSteps << " steps, " << timing.waits
        << (timing.waits == 1 ? " wait" : " waits") << ")\n"
        << "bones fetched: " << m.bonesFetched << "\n"
        << "dogs paid: " << m.dogsPaid << "\n"
        << "detour ratio: " << ratio(m.detourRatio) << "\n"
        << "ignoring the patrols: cost " << formatCost(timing.parIgnoringPatrols) << ", caught at "
        << formatTile(timing.caughtAt) << " on tick " << timing.caughtTick << "\n"
        << "timing: the cheapest win "
        << (timing.waits == 0  ? "goes round the patrols, a longer way"
            : timing.goesRound ? "waits for the patrols to pass"
                               : "waits, then pays a dog on patrol")
        << "\n";
}

nlohmann::ordered_json metricsJson(const LevelMetrics& m) {
    nlohmann::ordered_json json;
    if (m.status != MetricsStatus::Measured) {
        json["status"] = toString(m.status);
        json["reason"] = m.reason;
        return json;
    }
    json["par"] = m.par;
    json["steps"] = m.parSteps;
    json["bones"] = m.bonesFetched;
    json["dogs"] = m.dogsPaid;
    json["orderedFetches"] = m.orderedFetches;
    json["fewestClicks"] = m.fewestClicks;
    json["detourRatio"] = m.detourRatio;
    json["traps"] = m.traps;
    nlohmann::ordered_json clicks = nlohmann::ordered_json::array();
    for (const TrapClick& click : m.firstClicks) {
        clicks.push_back({{"tile", tileJson(click.tile)},
                          {"kind", kindName(click.kind)},
                          {"trap", isTrap(click, m.par)}});
    }
    json["firstClicks"] = std::move(clicks);
    return json;
}

}  // namespace catmaze::tool
