#pragma once
/// \file
/// Numbers and names put into a translated sentence. A translation may move them (German puts the
/// verb last), so a sentence names its slots, "Cost {cost}", instead of being glued together from
/// pieces the translator cannot reorder.

#include <initializer_list>
#include <string>
#include <string_view>

namespace catmaze::app {

/// One slot's name (without braces) and the text that goes in it.
struct Slot {
    std::string_view name;  ///< "cost" fills "{cost}"
    std::string value;      ///< what replaces it
};

/// `pattern` with every "{name}" of `slots` replaced by its value (each occurrence; a value is
/// never searched for slots itself). A brace that opens no slot of `slots` stays as it is, so a
/// translation that lost or misspelt a slot shows the slot's name rather than nothing.
/// Thread safety: a pure function.
std::string fill(std::string_view pattern, std::initializer_list<Slot> slots);

}  // namespace catmaze::app
