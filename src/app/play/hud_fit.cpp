#include "play/hud_fit.hpp"

#include <algorithm>

#include "ui/item_lines.hpp"

namespace catmaze::app {

namespace {

// `lines` cut where wider than their line: the first `widths[0]`, the i-th `widths[i]` or the
// last of `widths`.
std::vector<std::u32string> drawn(const std::vector<std::string>& lines,
                                  const std::vector<float>& widths, const TextWidth& measure) {
    std::vector<std::u32string> out;
    for (std::size_t i = 0; i < lines.size(); ++i)
        out.push_back(fitLine(lines[i], widths[std::min(i, widths.size() - 1)], measure));
    return out;
}

// The most lines the counts take: the top bar grows by one at most.
constexpr std::size_t kMostStatsLines = 2;

}  // namespace

HudFit fitHud(const HudText& words, std::string_view levelName, ScreenPoint window, UiScale scale,
              const HudMeasure& measure) {
    HudFit fit;
    fit.status = words.status;  // drawn as it is: the layout keeps it a line of its own
    fit.statusWarning = words.statusWarning;
    const HudLayout least = hudLayout(window, scale);
    fit.top = hudTop(levelName, window.x, measure(least.nameSize, true), scale);
    fit.statsLeft = fit.top.countsLeft + least.iconSide;
    fit.statsWidth = window.x - fit.statsLeft - least.margin;
    const float moreWidth = window.x - least.nameLeft - least.margin;

    // The counts: their widest form decides the lines (one beside the name, a second under it
    // where they need it), at the largest size at which it fits on them.
    const auto countLines = [&](const std::vector<std::string>& counts, unsigned size) {
        return itemLines(counts, kHudCountGap, fit.statsWidth, moreWidth, measure(size, false));
    };
    fit.statsSize = largestFittingSize(least.statsSize, kStatsSize, [&](unsigned at) {
        const std::vector<std::string> lines = countLines(words.widestCounts, at);
        return lines.size() <= kMostStatsLines &&
               linesFit(lines, fit.statsWidth, moreWidth, measure(at, false));
    });
    const std::size_t statsLines = std::clamp<std::size_t>(
        countLines(words.widestCounts, fit.statsSize).size(), 1, kMostStatsLines);

    // The key bar: as many lines as its entries need, up to what the band may take.
    const std::size_t most = mostKeyLines(window, scale);
    const float keyWidth = least.keys[0].width;
    const std::vector<std::string> items = keyBarItems(words.keys);
    const auto keyLines = [&](unsigned size) {
        return itemLines(items, kKeyBarGap, keyWidth, keyWidth, measure(size, false));
    };
    // While the search overlay is on, its legend takes the key bar's place.
    const std::vector<LegendEntry> legend =
        words.legend ? legendEntries(*words.legend) : std::vector<LegendEntry>{};
    const auto legendFits = [&](unsigned at) {
        const TextWidth width = measure(at, false);
        const auto lines = legendLines(legend, keyWidth, static_cast<float>(at), width);
        return lines.size() <= most &&
               std::all_of(legend.begin(), legend.end(), [&](const LegendEntry& entry) {
                   return (entry.swatch ? static_cast<float>(at) + kLegendSwatchGap : 0) +
                              width(singleLine(entry.label)) <=
                          keyWidth;
               });
    };
    fit.keySize = largestFittingSize(least.keySize, kKeySize, [&](unsigned at) {
        if (words.legend)
            return legendFits(at);
        const std::vector<std::string> lines = keyLines(at);
        return lines.size() <= most && linesFit(lines, keyWidth, keyWidth, measure(at, false));
    });
    std::vector<std::string> keys = keyLines(fit.keySize);
    if (words.legend) {
        fit.legend = legendLines(legend, keyWidth, static_cast<float>(fit.keySize),
                                 measure(fit.keySize, false));
        // A legend that needs more lines than the band may take keeps the first ones.
        if (fit.legend.size() > most)
            fit.legend.resize(most);
    }
    // The band keeps the key bar's lines while the legend shows, so that the map does not
    // move when the overlay is switched on or off.
    fit.layout = hudLayout(window, scale, {statsLines, std::max(keys.size(), fit.legend.size())});

    // The current counts on the lines kept for them (fewer than their widest form needs; more
    // only in a window too narrow for the widest, where the last line is cut).
    std::vector<std::string> stats = countLines(words.counts, fit.statsSize);
    if (stats.size() > statsLines) {
        std::vector<std::string> rest(stats.begin() + static_cast<std::ptrdiff_t>(statsLines) - 1,
                                      stats.end());
        stats.resize(statsLines - 1);
        std::string last;
        for (const std::string& line : rest)
            last += (last.empty() ? "" : kHudCountGap) + line;
        stats.push_back(last);
    }
    fit.stats = drawn(stats, {fit.statsWidth, moreWidth}, measure(fit.statsSize, false));
    if (!words.legend) {
        fit.keys = keys.size() <= fit.layout.keyLines
                       ? drawn(keys, {keyWidth}, measure(fit.keySize, false))
                       : keyBarLines(words.keys, keyWidth, fit.layout.keyLines,
                                     measure(fit.keySize, false));
    }
    return fit;
}

}  // namespace catmaze::app
