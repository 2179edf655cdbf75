#include "play/patrol_marks.hpp"

#include <algorithm>
#include <cmath>

#include "catmaze/game/play_event.hpp"

namespace catmaze::app {

namespace {

const DogSpot* spotOf(const std::vector<DogSpot>& spots, std::size_t dog) {
    const auto it =
        std::find_if(spots.begin(), spots.end(), [&](const DogSpot& s) { return s.dog == dog; });
    return it == spots.end() ? nullptr : &*it;
}

bool holds(const std::vector<Tile>& tiles, Tile t) {
    return std::find(tiles.begin(), tiles.end(), t) != tiles.end();
}

}  // namespace

std::vector<DogPose> patrolDogPoses(const std::vector<DogSpot>& now,
                                    const std::vector<DogSpot>& ahead,
                                    std::optional<double> stride) {
    std::vector<DogPose> poses;
    poses.reserve(now.size());
    const double p = stride ? std::clamp(*stride, 0.0, 1.0) : 0.0;
    for (const DogSpot& spot : now) {
        DogPose pose{spot.dog, tileCentre(spot.tile), false};
        if (const DogSpot* next = spotOf(ahead, spot.dog)) {
            const int dcol = next->tile.col - spot.tile.col;
            pose.facesRight = dcol > 0;
            pose.centre.x += dcol * p;
            pose.centre.y += (next->tile.row - spot.tile.row) * p;
        }
        poses.push_back(pose);
    }
    return poses;
}

std::vector<DogPose> posesBetween(const std::vector<DogPose>& from, const std::vector<DogPose>& to,
                                  double alpha) {
    std::vector<DogPose> poses = to;
    for (DogPose& pose : poses) {
        const auto was = std::find_if(from.begin(), from.end(),
                                      [&](const DogPose& f) { return f.dog == pose.dog; });
        if (was != from.end())
            pose.centre = was->centre + (pose.centre - was->centre) * alpha;
    }
    return poses;
}

std::vector<Tile> tilesCovered(const DogPose& pose) {
    // The sprite is a tile wide, centred on the pose: it spans [centre - 0.5, centre + 0.5).
    // A hair of overlap left by rounding does not count.
    constexpr double kHair = 1e-6;
    const auto first = [](double centre) {
        return static_cast<int>(std::floor(centre - 0.5 + kHair));
    };
    const auto last = [](double centre) {
        return static_cast<int>(std::ceil(centre + 0.5 - kHair)) - 1;
    };
    std::vector<Tile> tiles;
    for (int row = first(pose.centre.y); row <= last(pose.centre.y); ++row) {
        for (int col = first(pose.centre.x); col <= last(pose.centre.x); ++col)
            tiles.push_back({col, row});
    }
    return tiles;
}

PatrolPreview patrolPreview(const RoutePreview& preview, const std::vector<DogPose>& live) {
    PatrolPreview out;
    if (preview.status != PreviewStatus::Walk || preview.dogs.empty())
        return out;
    std::vector<Tile> underDogs;
    for (const DogPose& pose : live) {
        for (const Tile t : tilesCovered(pose))
            underDogs.push_back(t);
    }
    for (const DogSpot& s : preview.dogs.back()) {
        if (!holds(underDogs, s.tile))
            out.ghosts.push_back(s);
    }
    std::vector<Tile> skip = underDogs;
    for (const DogSpot& s : preview.dogs.front())
        skip.push_back(s.tile);
    for (const DogSpot& s : preview.dogs.back())
        skip.push_back(s.tile);
    for (std::size_t i = 1; i + 1 < preview.dogs.size(); ++i) {
        for (const DogSpot& s : preview.dogs[i]) {
            if (!holds(skip, s.tile) && !holds(out.footprints, s.tile))
                out.footprints.push_back(s.tile);
        }
    }
    const std::size_t walked = std::min(preview.stepsWalked, preview.tiles.size());
    out.waits = waitMarks(
        preview.from,
        {preview.tiles.begin(), preview.tiles.begin() + static_cast<std::ptrdiff_t>(walked)});
    return out;
}

std::vector<WaitMark> waitMarks(Tile from, const std::vector<Tile>& tiles) {
    // A wait is the tile again: the previous tile of the route (or its start) repeated.
    std::vector<WaitMark> waits;
    Tile before = from;
    bool waited = false;  // the tick before was a wait
    for (const Tile& t : tiles) {
        const bool wait = t == before;
        if (wait && waited)
            ++waits.back().ticks;
        else if (wait)
            waits.push_back({t, 1});
        waited = wait;
        before = t;
    }
    return waits;
}

}  // namespace catmaze::app
