#pragma once
/// \file
/// Rows of different heights (a menu's rows, some on two lines or more) stacked in a band too
/// low for all of them: which rows show from a first one, how far the band scrolls, and the
/// first row that brings a chosen one into view. The band scrolls by whole rows, and a row is
/// shown whole or not at all, so that no row is ever cut by the band's edge.

#include <cstddef>
#include <vector>

namespace catmaze::app {

/// The height of rows `heights` stacked `gap` pixels apart (0 without rows).
float stackHeight(const std::vector<float>& heights, float gap);

/// How many rows from `first` (< heights.size()) fit in `room` pixels, `gap` apart: at least one
/// (a row higher than the band still shows), at most the rows to the end.
std::size_t rowsShown(const std::vector<float>& heights, float gap, float room, std::size_t first);

/// The last first row the band scrolls to: the smallest from which every row to the end fits
/// (0 when all rows fit; the last row when not even it does).
std::size_t lastFirst(const std::vector<float>& heights, float gap, float room);

/// The height of the band that shows as many whole rows as fit in `room`, from any first row:
/// the tallest stack of rows shown (stackHeight of all rows when they all fit). Only the firsts up
/// to `lastFirst` count; with `sameHeights` (every row as high) only the first.
float bandHeight(const std::vector<float>& heights, float gap, float room, bool sameHeights);

/// The first row to show so that row `item` shows, moved as little as possible from `first`:
/// `first` when `item` shows from there, `item` when it is above, else the smallest first from
/// which the rows shown reach `item`.
std::size_t firstShowing(const std::vector<float>& heights, float gap, float room,
                         std::size_t first, std::size_t item);

}  // namespace catmaze::app
