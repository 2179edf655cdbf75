#pragma once
/// \file
/// `Overloaded`: one visitor for std::visit made of several lambdas, one per alternative.

namespace catmaze {

/// Inherits the call operators of every `F`, so `std::visit(Overloaded{f, g}, v)` calls
/// whichever of `f` and `g` takes the alternative `v` holds.
/// Thread safety: several threads may read it at once; a change needs it to itself.
template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
/// Deduces `F...` from the lambdas given.
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace catmaze
