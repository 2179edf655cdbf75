#pragma once
/// \file
/// `--bench-frames N`: the game plays itself and times its frames. Four phases of N frames each:
/// the cat idle at the default zoom, idle at the minimum zoom, walking at the minimum zoom and
/// walking at the default zoom (it clicks the farthest tile it can reach on screen whenever the
/// cat stops). Then it prints each phase's mean and 99th-percentile frame time and frame rate.
/// It drives the game only through input events, as a player would.

#include <ctime>
#include <iosfwd>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>
#include <SFML/System/Clock.hpp>

#include "catmaze/level/level.hpp"
#include "play/camera.hpp"

namespace catmaze::app {

/// The level in play, as the bench sees it before a frame.
struct BenchSight {
    const Level& board;       ///< the tiles now (bones and dogs as they are)
    Tile cat;                 ///< the tile the cat stands on (or last left)
    bool walking = false;     ///< the cat is walking or has a walk planned
    const Camera& camera;     ///< the world's camera (zoom, tile to window pixel)
    sf::Vector2u windowSize;  ///< window pixels
};

/// Times the frames of a self-playing game; see the file comment.
class FrameBench {
  public:
    /// Frames measured per phase (at least 1); each phase first runs a few unmeasured frames.
    explicit FrameBench(int framesPerPhase);

    /// Input for the game before the next frame (mouse-wheel zooms, left clicks), given what the
    /// level looks like now.
    std::vector<sf::Event> input(const BenchSight& sight);
    /// Call once after every displayed frame. False once every phase is measured.
    bool frameShown();
    /// Writes one line per phase (zoom, frames, frames walking, mean and p99 frame time in ms,
    /// mean and p99 frames per second, mean processor time per frame in ms, counting every
    /// thread of the game, software OpenGL's included) and one for all phases.
    void report(std::ostream& out) const;

  private:
    struct Phase {
        const char* name;
        bool zoomedOut;
        bool walking;
        std::vector<double> seconds;  // measured frame times
        double cpuSeconds = 0;        // processor time of the measured frames (all threads)
        int walkingFrames = 0;
        float zoom = 1;
    };
    std::vector<Phase> phases_;
    std::size_t phase_ = 0;
    int frameInPhase_ = 0;  // counts the warm-up frames too
    int framesPerPhase_;
    bool lastWalking_ = false;
    float lastZoom_ = 1;
    std::string levelName_;
    sf::Vector2u windowSize_;
    sf::Clock clock_;
    std::clock_t cpuClock_ = std::clock();
};

/// The tile the cat can reach by side steps over floor, bones and its start (never a wall, dog
/// or exit) that is the most steps away, among the tiles whose centre shows in the window. Used
/// by the bench; returns `cat` when nothing else is in reach.
Tile farthestReachableOnScreen(const BenchSight& sight);

}  // namespace catmaze::app
