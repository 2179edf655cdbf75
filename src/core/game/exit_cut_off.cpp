#include "catmaze/game/exit_cut_off.hpp"

namespace catmaze {

namespace {

// Where the way ends, as the sentence for `by` names it.
std::string whereItEnds(CutBy by, Tile at) {
    switch (by) {
        case CutBy::Walls:
            return "the cat gets no nearer than " + toString(at);
        case CutBy::DogWithNoBone:
            return "the dog at " + toString(at) + " blocks the way";
        case CutBy::TooFewBones:
            return "the last dog before the exit is at " + toString(at);
    }
    return toString(at);
}

}  // namespace

std::string describeCause(CutBy by) {
    switch (by) {
        case CutBy::Walls:
            return "the exit cannot be reached: walled off";
        case CutBy::DogWithNoBone:
            return "every way to the exit passes a dog, and no bone can be reached before it";
        case CutBy::TooFewBones:
            return "not enough bones for the dogs in the way";
    }
    return "the exit cannot be reached";
}

std::string describePlace(const ExitCutOff& cut) {
    std::string text = cut.at ? whereItEnds(cut.by, *cut.at) + "; " : std::string();
    text += "the exit is at " + toString(cut.exit);
    return text;
}

std::string describe(const ExitCutOff& cut) {
    return describeCause(cut.by) + " (" + describePlace(cut) + ")";
}

}  // namespace catmaze
