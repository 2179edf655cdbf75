#pragma once
/// \file
/// From what a pad did to the controls held: the stick counts as a direction only past its dead
/// zone (a resting stick drifts), the d-pad and the stick are one set of directions (either
/// holds it), and a pad that goes away releases whatever it held, so nothing glides on after
/// the pad was pulled out. The play screen's commands and the menus' moves come from here.

#include <map>
#include <set>
#include <vector>

#include "ui/pad.hpp"

namespace catmaze::app {

/// How far (of 100) the stick must lean before it points: a resting stick reads up to about 20.
inline constexpr float kStickDeadZone = 40;
/// How far (of 100) the d-pad's axis must read to point (it reads 0 or 100).
inline constexpr float kDpadThreshold = 50;

/// The controls each pad holds, read from its events. A value type; not thread-safe.
class PadReader {
  public:
    /// What `event` presses and releases, in order: a button its own control; an axis the
    /// directions it starts or stops holding (a direction held by both the stick and the d-pad
    /// is released when neither holds it); a pad gone every control it held. A connection
    /// presses nothing.
    std::vector<PadPress> read(const PadEvent& event);
    /// The controls pad `pad` holds now.
    std::set<PadControl> held(unsigned pad) const;

  private:
    struct Axes {
        float stickX = 0, stickY = 0, dpadX = 0, dpadY = 0;
    };
    struct State {
        Axes axes;
        std::set<PadControl> buttons;
    };
    static std::set<PadControl> directions(const Axes& axes);
    std::map<unsigned, State> pads_;
};

}  // namespace catmaze::app
