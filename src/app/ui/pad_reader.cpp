#include "ui/pad_reader.hpp"

namespace catmaze::app {

namespace {

// The direction an axis at `position` points along (`less` below, `more` above), if any.
void addDirection(std::set<PadControl>& out, float position, float threshold, PadControl less,
                  PadControl more) {
    if (position <= -threshold)
        out.insert(less);
    else if (position >= threshold)
        out.insert(more);
}

}  // namespace

std::set<PadControl> PadReader::directions(const Axes& axes) {
    std::set<PadControl> out;
    addDirection(out, axes.stickX, kStickDeadZone, PadControl::Left, PadControl::Right);
    addDirection(out, axes.stickY, kStickDeadZone, PadControl::Up, PadControl::Down);
    addDirection(out, axes.dpadX, kDpadThreshold, PadControl::Left, PadControl::Right);
    addDirection(out, axes.dpadY, kDpadThreshold, PadControl::Up, PadControl::Down);
    return out;
}

std::set<PadControl> PadReader::held(unsigned pad) const {
    const auto found = pads_.find(pad);
    if (found == pads_.end())
        return {};
    std::set<PadControl> out = directions(found->second.axes);
    out.insert(found->second.buttons.begin(), found->second.buttons.end());
    return out;
}

std::vector<PadPress> PadReader::read(const PadEvent& event) {
    std::vector<PadPress> out;
    switch (event.kind) {
        case PadEvent::Kind::Connected:
            pads_[event.pad] = {};  // a pad plugged back in starts at rest
            return out;
        case PadEvent::Kind::Disconnected:
            for (const PadControl control : held(event.pad))
                out.push_back({control, false});
            pads_.erase(event.pad);
            return out;
        case PadEvent::Kind::Pressed:
            if (pads_[event.pad].buttons.insert(event.button).second)
                out.push_back({event.button, true});
            return out;
        case PadEvent::Kind::Released:
            if (pads_[event.pad].buttons.erase(event.button) > 0)
                out.push_back({event.button, false});
            return out;
        case PadEvent::Kind::Moved:
            break;
    }
    Axes& axes = pads_[event.pad].axes;
    const std::set<PadControl> before = directions(axes);
    switch (event.axis) {
        case PadAxis::StickX:
            axes.stickX = event.position;
            break;
        case PadAxis::StickY:
            axes.stickY = event.position;
            break;
        case PadAxis::DpadX:
            axes.dpadX = event.position;
            break;
        case PadAxis::DpadY:
            axes.dpadY = event.position;
            break;
    }
    const std::set<PadControl> after = directions(axes);
    // Released first: a stick swung from left to right lets go of left before right holds.
    for (const PadControl control : before) {
        if (!after.count(control))
            out.push_back({control, false});
    }
    for (const PadControl control : after) {
        if (!before.count(control))
            out.push_back({control, true});
    }
    return out;
}

}  // namespace catmaze::app
