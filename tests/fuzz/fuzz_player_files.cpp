// libFuzzer: the settings and progress loaders (the text half of loadSettings/loadProgress; the
// file half is covered by the unit tests). Any input gives a value or an error, never an
// exception; a value saved (formatSettings/formatProgress, the bytes saveSettings/saveProgress
// write) reads back the same.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "catmaze/player/settings.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const catmaze::StoredParse<catmaze::Settings> settings = catmaze::parseSettings(text);
    FUZZ_CHECK(settings.value.has_value() != !settings.error.empty(), "value and error disagree");
    FUZZ_CHECK(settings.error.size() <= 1024, "a long error: " + settings.error);
    if (settings.value) {
        FUZZ_CHECK(*settings.value == catmaze::clampSettings(*settings.value),
                   "loaded settings are out of range");
        const std::string saved = catmaze::formatSettings(*settings.value);
        const auto again = catmaze::parseSettings(saved);
        FUZZ_CHECK(again.value && *again.value == *settings.value,
                   "saved settings read back differently:\n" + saved);
    }

    const catmaze::StoredParse<catmaze::Progress> progress = catmaze::parseProgress(text);
    FUZZ_CHECK(progress.value.has_value() != !progress.error.empty(), "value and error disagree");
    FUZZ_CHECK(progress.error.size() <= 1024, "a long error: " + progress.error);
    if (progress.value) {
        const std::string saved = catmaze::formatProgress(*progress.value);
        const auto again = catmaze::parseProgress(saved);
        FUZZ_CHECK(again.value && *again.value == *progress.value,
                   "saved progress reads back differently:\n" + saved);
    }
    return 0;
}
