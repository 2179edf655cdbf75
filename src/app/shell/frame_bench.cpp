#include "shell/frame_bench.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <numeric>
#include <ostream>

namespace catmaze::app {

namespace {

// Frames run before a phase's measurement starts: the zoom change settles, caches warm up.
constexpr int kWarmupFrames = 5;
// The wheel's zoom step (as the play screen applies it: 1.15 to the power of the delta).
constexpr float kWheelStep = 1.15f;

sf::Event wheel(float delta) {
    sf::Event e{};
    e.type = sf::Event::MouseWheelScrolled;
    e.mouseWheelScroll.wheel = sf::Mouse::VerticalWheel;
    e.mouseWheelScroll.delta = delta;
    return e;
}

sf::Event leftClick(int x, int y) {
    sf::Event e{};
    e.type = sf::Event::MouseButtonPressed;
    e.mouseButton.button = sf::Mouse::Left;
    e.mouseButton.x = x;
    e.mouseButton.y = y;
    return e;
}

double percentile99(std::vector<double> values) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto rank =
        static_cast<std::size_t>(std::ceil(0.99 * static_cast<double>(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

double mean(const std::vector<double>& values) {
    return values.empty() ? 0
                          : std::accumulate(values.begin(), values.end(), 0.0) /
                                static_cast<double>(values.size());
}

void line(std::ostream& out, const char* name, float zoom, const std::vector<double>& seconds,
          int walking, double cpuSeconds) {
    const double m = mean(seconds) * 1000;
    const double p = percentile99(seconds) * 1000;
    const double cpu =
        seconds.empty() ? 0 : cpuSeconds * 1000 / static_cast<double>(seconds.size());
    char text[160];
    std::snprintf(text, sizeof text, "%-16s %5.2f %7zu %8d %8.2f %8.2f %9.1f %9.1f %7.2f\n", name,
                  static_cast<double>(zoom), seconds.size(), walking, m, p, m > 0 ? 1000 / m : 0.0,
                  p > 0 ? 1000 / p : 0.0, cpu);
    out << text;
}

}  // namespace

FrameBench::FrameBench(int framesPerPhase) : framesPerPhase_(std::max(framesPerPhase, 1)) {
    phases_ = {{"idle, default", false, false, {}},
               {"idle, minimum", true, false, {}},
               {"walking, minimum", true, true, {}},
               {"walking, default", false, true, {}}};
}

std::vector<sf::Event> FrameBench::input(const BenchSight& sight) {
    std::vector<sf::Event> events;
    if (phase_ >= phases_.size())
        return events;
    levelName_ = sight.board.name;
    windowSize_ = sight.windowSize;
    lastWalking_ = sight.walking;
    lastZoom_ = sight.camera.zoom();
    const Phase& phase = phases_[phase_];
    if (frameInPhase_ == 0) {
        // The minimum zoom is what the wheel reaches when turned far enough; the default is 1.
        const float target = phase.zoomedOut ? 0 : 1;
        const float now = sight.camera.zoom();
        if (phase.zoomedOut)
            events.push_back(wheel(-100));
        else if (now != target)
            events.push_back(wheel(std::log(target / now) / std::log(kWheelStep)));
    }
    // A new walk whenever the cat stands still (the click before this one has ended).
    if (phase.walking && !sight.walking) {
        const Tile goal = farthestReachableOnScreen(sight);
        if (goal != sight.cat) {
            const ScreenPoint o = sight.camera.origin();
            const float side = sight.camera.tileOnScreen();
            events.push_back(
                leftClick(static_cast<int>(o.x + (static_cast<float>(goal.col) + 0.5f) * side),
                          static_cast<int>(o.y + (static_cast<float>(goal.row) + 0.5f) * side)));
        }
    }
    return events;
}

bool FrameBench::frameShown() {
    const double seconds = clock_.restart().asSeconds();
    const std::clock_t cpuNow = std::clock();
    const double cpuSeconds = static_cast<double>(cpuNow - cpuClock_) / CLOCKS_PER_SEC;
    cpuClock_ = cpuNow;
    if (phase_ >= phases_.size())
        return false;
    Phase& phase = phases_[phase_];
    if (frameInPhase_ >= kWarmupFrames) {
        phase.seconds.push_back(seconds);
        phase.cpuSeconds += cpuSeconds;
        phase.walkingFrames += lastWalking_ ? 1 : 0;
        phase.zoom = lastZoom_;
    }
    if (++frameInPhase_ >= kWarmupFrames + framesPerPhase_) {
        ++phase_;
        frameInPhase_ = 0;
    }
    return phase_ < phases_.size();
}

void FrameBench::report(std::ostream& out) const {
    out << "frame benchmark: " << levelName_ << ", window " << windowSize_.x << "x" << windowSize_.y
        << ", " << framesPerPhase_ << " frames per phase\n";
    out << "phase             zoom  frames  walking  mean ms   p99 ms  mean fps   p99 fps  cpu "
           "ms\n";
    std::vector<double> all;
    int walking = 0;
    double cpu = 0;
    for (const Phase& phase : phases_) {
        line(out, phase.name, phase.zoom, phase.seconds, phase.walkingFrames, phase.cpuSeconds);
        all.insert(all.end(), phase.seconds.begin(), phase.seconds.end());
        walking += phase.walkingFrames;
        cpu += phase.cpuSeconds;
    }
    line(out, "all", 0, all, walking, cpu);
}

Tile farthestReachableOnScreen(const BenchSight& sight) {
    const Level& board = sight.board;
    const ScreenPoint o = sight.camera.origin();
    const float side = sight.camera.tileOnScreen();
    const auto onScreen = [&](Tile t) {
        const float x = o.x + (static_cast<float>(t.col) + 0.5f) * side;
        const float y = o.y + (static_cast<float>(t.row) + 0.5f) * side;
        return x >= 0 && y >= 0 && x < static_cast<float>(sight.windowSize.x) &&
               y < static_cast<float>(sight.windowSize.y);
    };
    const auto walkable = [&](Tile t) {
        if (!board.size.contains(t) || !onScreen(t))
            return false;
        const TileKind kind = board.at(t);
        return kind == TileKind::Floor || kind == TileKind::Bone || kind == TileKind::CatStart;
    };
    if (!board.size.contains(sight.cat))
        return sight.cat;
    // Breadth first from the cat; the last tile taken off the queue is the farthest.
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(board.size.cellCount()), 0);
    std::deque<Tile> queue{sight.cat};
    seen[static_cast<std::size_t>(board.size.indexOf(sight.cat))] = 1;
    Tile last = sight.cat;
    while (!queue.empty()) {
        last = queue.front();
        queue.pop_front();
        for (const Offset d : {Offset{1, 0}, Offset{-1, 0}, Offset{0, 1}, Offset{0, -1}}) {
            const Tile next{last.col + d.dcol, last.row + d.drow};
            if (!walkable(next))
                continue;
            auto& mark = seen[static_cast<std::size_t>(board.size.indexOf(next))];
            if (mark != 0)
                continue;
            mark = 1;
            queue.push_back(next);
        }
    }
    return last;
}

}  // namespace catmaze::app
