#include "ui/menu.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/row_fit.hpp"
#include "ui/row_stack.hpp"
#include "ui/text_block.hpp"

namespace catmaze::app {

namespace {

constexpr float kItemHeight = 44;
constexpr float kItemGap = 8;
constexpr float kMinItemHeight = 30;  // a row still holds its text
constexpr float kTitleHeight = 90;
constexpr float kNoTitleHeight = 24;  // a menu without a title (the title screen has its logo)
constexpr float kSubtitleLine = 24;   // one line of the subtitle
constexpr unsigned kSubtitleSize = 17;
constexpr std::size_t kMostRowLines = 4;  // a row takes at most this many lines
constexpr float kTrackWidth = 12;         // the scroll bar, right of the items
constexpr float kTrackGap = 8;
constexpr float kMinThumb = 24;

// The subtitle's lines ('\n' separates them).
std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
        out.push_back(text.substr(start, end - start));
    out.push_back(text.substr(start));
    return out;
}

}  // namespace

std::string Menu::labelText(const MenuItem& item) {
    return (item.marked ? "\xE2\x9C\x93 " : "") + item.label;  // a tick: completed
}

void Menu::set(std::string name, std::string title, std::vector<MenuItem> items,
               std::string subtitle) {
    if (name != name_) {
        selected_ = 0;
        first_ = 0;
        dragging_ = false;  // the same menu with new items (names arriving) keeps a drag
    }
    name_ = std::move(name);
    title_ = std::move(title);
    subtitle_ = std::move(subtitle);
    subtitleLines_.clear();
    items_ = std::move(items);
    selected_ = std::clamp(selected_, 0, std::max(0, static_cast<int>(items_.size()) - 1));
    rects_.clear();
    texts_.clear();
    // The rows' heights are the old items' until layout() measures the new ones.
    lines_.clear();
    heights_.clear();
    scrolls_ = false;
}

float Menu::titleHeight() const {
    return title_.empty() ? scale_.px(kNoTitleHeight) : scale_.px(kTitleHeight);
}

float Menu::subtitleHeight() const {
    return subtitleLines_.empty()
               ? 0.0f
               : scale_.px(6) + subtitleStep_ * static_cast<float>(subtitleLines_.size());
}

void Menu::wrapSubtitle(float height) {
    subtitleLines_.clear();
    subtitleSize_ = scale_.text(kSubtitleSize);
    subtitleStep_ = scale_.px(kSubtitleLine);
    if (subtitle_.empty())
        return;
    if (!font_) {
        for (const std::string& line : lines(subtitle_))
            subtitleLines_.push_back(utf8(line));
        return;
    }
    // The panel's inside without the scroll bar: never wider than the panel drawn.
    const float inside = itemWidth() + scale_.px(24);
    const auto step = [](unsigned size) {
        return std::round(static_cast<float>(size) * kSubtitleLine / kSubtitleSize);
    };
    const BlockFont measure{[this](unsigned size) { return textWidth(*font_, size); }, step};
    const TextBlock block = wrapBlock(lines(subtitle_), inside, height - scale_.px(6),
                                      scale_.text(kSubtitleSize), kSubtitleSize, measure);
    subtitleSize_ = block.size;
    subtitleStep_ = step(block.size);
    for (const std::u32string& line : block.lines)
        subtitleLines_.push_back(toSfString(line));
}

void Menu::layout(sf::Vector2f size, float minTop) {
    // Follow the selection only when it was on screen (or nothing was laid out yet): a list laid
    // out again as its names arrive keeps the rows the player scrolled to.
    const auto selected = static_cast<std::size_t>(selected_);
    const bool followSelection = rows_ == 0 || (selected >= first_ && selected < first_ + rows_);
    const std::size_t count = items_.size();
    // The items as wide as asked at this scale, as far as the window allows (the panel's
    // margins and the scroll bar beside them).
    const float spare = scale_.px(48) + scale_.px(kTrackGap) + scale_.px(kTrackWidth) + 16;
    shownWidth_ = std::max(scale_.px(120), std::min(itemWidth_ * scale_.factor, size.x - spare));
    itemTextSize_ = fittingItemTextSize();
    const float lineStep = lineHeight(itemTextSize_);
    std::size_t mostLines = 1;
    float extraLines = 0;  // the lines beyond each row's first, all rows
    for (const RowLines& row : lines_) {
        mostLines = std::max(mostLines, row.lines());
        extraLines += static_cast<float>(row.lines() - 1);
    }
    const float top = std::max(8.0f, minTop);
    const float roomAll = size.y - top - 8 - titleHeight() - scale_.px(24);
    // Items closer together (down to scale_.px(kMinItemHeight)) when the full pitch would run off
    // the window; when even that is too much, as many rows as fit, and the menu scrolls.
    const float densest = scale_.px(kMinItemHeight) + 5;
    const float fullPitch = scale_.px(kItemHeight) + scale_.px(kItemGap);
    const auto rowIn = [&](float pitch) {
        return pitch - std::min(scale_.px(kItemGap), std::floor(pitch * 0.15f));
    };
    // The subtitle takes the lines it needs, as long as the tallest row still shows below it.
    wrapSubtitle(roomAll - rowIn(densest) - static_cast<float>(mostLines - 1) * lineStep);
    const float room = roomAll - subtitleHeight();
    const float pitch =
        count > 0
            ? std::clamp(std::floor((room - extraLines * lineStep) / static_cast<float>(count)),
                         densest, fullPitch)
            : fullPitch;
    rowHeight_ = rowIn(pitch);
    gap_ = pitch - rowHeight_;
    heights_.clear();
    for (std::size_t i = 0; i < count; ++i)
        heights_.push_back(rowHeightFor(i < lines_.size() ? lines_[i].lines() : 1));
    // The band holds whole rows: all of them, or as many as fit from any first row shown.
    const float total = stackHeight(heights_, gap_);
    scrolls_ = total > room - gap_;
    band_ = scrolls_ ? bandHeight(heights_, gap_, room - gap_, !measured()) : total;
    const float height =
        titleHeight() + subtitleHeight() + band_ + (count > 0 ? gap_ : 0) + scale_.px(24);
    const float width = itemWidth() + scale_.px(48) +
                        (scrolls() ? scale_.px(kTrackGap) + scale_.px(kTrackWidth) : 0);
    panel_ = {std::round((size.x - width) / 2), std::round(std::max(top, (size.y - height) / 2)),
              width, height};
    firstTop_ = panel_.top + titleHeight() + subtitleHeight();
    track_ = scrolls()
                 ? sf::FloatRect(panel_.left + scale_.px(24) + itemWidth() + scale_.px(kTrackGap),
                                 firstTop_, scale_.px(kTrackWidth), band_)
                 : sf::FloatRect();
    scrollTo(first_);
    if (followSelection)
        showSelected();
}

bool Menu::measured() const {
    // A long list keeps one line a row at its scaled size (the row's rule then cuts), so laying
    // out thousands of names stays quick.
    constexpr std::size_t kMostRowsMeasured = 64;
    return font_ && bold_ && items_.size() <= kMostRowsMeasured;
}

RowRoom Menu::rowRoom() const {
    return {itemWidth() - 2 * scale_.px(kItemPadding), scale_.px(kRowTextGap),
            scale_.px(kValueIndent), measured() ? kMostRowLines : 1};
}

RowLines Menu::linesOf(std::size_t i, unsigned size) const {
    const MenuItem& item = items_[i];
    std::vector<std::string> forms;
    if (!item.value.empty()) {
        forms.push_back(item.value);
        forms.insert(forms.end(), item.shorterValues.begin(), item.shorterValues.end());
    }
    return rowLines(labelText(item), forms, rowRoom(), textWidth(*font_, size),
                    textWidth(*bold_, size));
}

float Menu::rowHeightFor(std::size_t lines) const {
    return rowHeight_ + static_cast<float>(lines - 1) * lineHeight(itemTextSize_);
}

unsigned Menu::fittingItemTextSize() {
    // One size for every row, so the menu reads evenly: the largest (down to the 100 % size) at
    // which every row's text is whole on its lines.
    lines_.clear();
    if (!measured())
        return scale_.text(kItemTextSize);
    const unsigned size =
        largestFittingSize(scale_.text(kItemTextSize), kItemTextSize, [&](unsigned at) {
            for (std::size_t i = 0; i < items_.size(); ++i) {
                if (!linesOf(i, at).whole)
                    return false;
            }
            return true;
        });
    for (std::size_t i = 0; i < items_.size(); ++i)
        lines_.push_back(linesOf(i, size));
    return size;
}

void Menu::scrollTo(std::size_t first) {
    const float room = band_;
    first_ = std::min(first, scrolls() ? lastFirst(heights_, gap_, room) : 0);
    rows_ = rowsShown(heights_, gap_, room, first_);
    rects_.clear();
    texts_.clear();
    float y = firstTop_;
    for (std::size_t row = 0; row < rows_; ++row) {
        const float height = heights_[first_ + row];
        rects_.push_back({panel_.left + scale_.px(24), y, itemWidth(), height});
        y += height + gap_;
        if (font_ && bold_)
            texts_.push_back(fit(first_ + row, rects_.back(), *font_, *bold_));
    }
}

void Menu::showSelected() {
    if (items_.empty() || heights_.size() != items_.size())
        return;  // not laid out yet
    const auto selected = static_cast<std::size_t>(std::max(0, selected_));
    const std::size_t first = firstShowing(heights_, gap_, band_, first_, selected);
    if (first != first_)
        scrollTo(first);
}

void Menu::select(long item) {
    if (items_.empty())
        return;
    selected_ = static_cast<int>(std::clamp(item, 0L, static_cast<long>(items_.size()) - 1));
    showSelected();
}

sf::FloatRect Menu::thumb() const {
    if (!scrolls())
        return {};
    const float height = std::max(scale_.px(kMinThumb), track_.height * static_cast<float>(rows_) /
                                                            static_cast<float>(items_.size()));
    const float travel = track_.height - height;
    const std::size_t last = std::max<std::size_t>(1, lastFirst(heights_, gap_, band_));
    const float at = static_cast<float>(first_) / static_cast<float>(last);  // 0 to 1
    return {track_.left, std::round(track_.top + travel * std::min(at, 1.0f)), track_.width,
            height};
}

void Menu::scrollToTrackY(float y) {
    const float height = thumb().height;
    const float travel = track_.height - height;
    const float at =
        travel > 0 ? std::clamp((y - track_.top - height / 2) / travel, 0.0f, 1.0f) : 0.0f;
    const std::size_t last = lastFirst(heights_, gap_, band_);
    scrollTo(static_cast<std::size_t>(std::lround(at * static_cast<float>(last))));
}

}  // namespace catmaze::app
