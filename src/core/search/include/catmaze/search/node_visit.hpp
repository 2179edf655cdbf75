#pragma once
/// \file
/// Where a node stood when an AStar search ended (AStar::visitOf), and its name.

#include <cstdint>

namespace catmaze {

/// Where a node stood when the last search ended.
enum class NodeVisit : std::uint8_t { Unseen, Open, Closed };

/// `unseen`, `open`, `closed`; `?` for a value that is no enumerator. Thread safety: a pure
/// function.
constexpr const char* toString(NodeVisit visit) {
    switch (visit) {
        case NodeVisit::Unseen:
            return "unseen";
        case NodeVisit::Open:
            return "open";
        case NodeVisit::Closed:
            return "closed";
    }
    return "?";
}

}  // namespace catmaze
