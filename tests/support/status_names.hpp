#pragma once
// The check that every enumerator of a status enum has its own name: the tests of each module's
// toString functions share it.

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <type_traits>
#include <vector>

namespace catmaze::test {

/// The names toString gives the values of `Status` from 0 up, ending before the first value it
/// calls `?` (the library's name for a value that is no enumerator), at most 256 of them.
template <class Status>
std::vector<std::string> statusNamesFromZero() {
    std::vector<std::string> names;
    using Underlying = std::underlying_type_t<Status>;
    for (int value = 0; value < 256; ++value) {
        const std::string name = toString(static_cast<Status>(static_cast<Underlying>(value)));
        if (name == "?")
            break;
        names.push_back(name);
    }
    return names;
}

/// Expects every enumerator of `Status`, from 0 to `last` (its last one), to have a non-empty
/// name of its own, and the value after `last` to be no enumerator (`?`). An enumerator added
/// without a case in toString does not compile (-Wswitch); one added with an empty, a repeated or
/// no name, or added after `last` without the test knowing, fails here.
template <class Status>
void expectEveryStatusNamed(Status last) {
    const std::vector<std::string> names = statusNamesFromZero<Status>();
    const auto count = static_cast<std::size_t>(last) + 1;
    EXPECT_EQ(names.size(), count) << "the enumerators from 0 to the last one the test knows of "
                                      "should each have a name, and the next value none";
    std::set<std::string> distinct;
    for (const std::string& name : names) {
        EXPECT_FALSE(name.empty()) << "an enumerator has an empty name";
        EXPECT_TRUE(distinct.insert(name).second) << "two enumerators are named '" << name << "'";
    }
}

}  // namespace catmaze::test
