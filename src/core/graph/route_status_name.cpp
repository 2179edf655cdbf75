// The name of a route's status (route_status_name.hpp).

#include "catmaze/graph/route_status_name.hpp"

namespace catmaze {

const char* toString(RouteStatus status) {
    switch (status) {
        case RouteStatus::Found:
            return "Found";
        case RouteStatus::AlreadyThere:
            return "AlreadyThere";
        case RouteStatus::StartBlocked:
            return "StartBlocked";
        case RouteStatus::GoalBlocked:
            return "GoalBlocked";
        case RouteStatus::NoPath:
            return "NoPath";
    }
    return "?";
}

}  // namespace catmaze
