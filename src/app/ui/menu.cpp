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
constexpr unsigned kItemTextSize = 20;
constexpr float kItemPadding = kRowPadding;  // inside an item, left and right of its text
constexpr float kTitleHeight = 90;
constexpr unsigned kTitleSize = 34;
constexpr float kNoTitleHeight = 24;  // a menu without a title (the title screen has its logo)
constexpr float kSubtitleLine = 24;   // one line of the subtitle
constexpr unsigned kSubtitleSize = 17;
constexpr float kValueIndent = 24;        // a value on lines of its own, under its label
constexpr std::size_t kMostRowLines = 4;  // a row takes at most this many lines
constexpr float kTrackWidth = 12;         // the scroll bar, right of the items
constexpr float kTrackGap = 8;
constexpr float kMinThumb = 24;
constexpr const char* kTick = "\xE2\x9C\x93 ";

// The subtitle's lines ('\n' separates them).
std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
        out.push_back(text.substr(start, end - start));
    out.push_back(text.substr(start));
    return out;
}

std::string labelText(const MenuItem& item) {
    return (item.marked ? kTick : "") + item.label;
}

// The lines' text joined by `separator`, as code points.
std::u32string joined(const std::vector<ItemLine>& lines, char32_t separator) {
    std::u32string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0)
            out += separator;
        const std::basic_string<sf::Uint32> text = lines[i].text.toUtf32();
        out.append(text.begin(), text.end());
    }
    return out;
}

nlohmann::ordered_json rectJson(const sf::FloatRect& r) {
    return {r.left, r.top, r.width, r.height};
}

}  // namespace

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
    laidOutIn_ = size;
    minTop_ = minTop;
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

ItemText Menu::fit(std::size_t i, const sf::FloatRect& r, const sf::Font& font,
                   const sf::Font& bold) const {
    const RowLines lines = i < lines_.size() ? lines_[i] : linesOf(i, itemTextSize_);
    ItemText out;
    out.whole = lines.whole;
    // The text's box is 24 px for the 20 px item text at 100 % (10 px above it in a full row):
    // the row's lines centred at the size drawn.
    const float textBox = static_cast<float>(itemTextSize_) * 24.0f / kItemTextSize;
    const float step = lineHeight(itemTextSize_);
    const float block = textBox + static_cast<float>(lines.lines() - 1) * step;
    const float textTop = std::round(r.top + (r.height - block) / 2);
    const float left = r.left + scale_.px(kItemPadding);
    const auto bounds = [](const sf::FloatRect& sum, const sf::FloatRect& more) {
        if (sum.width <= 0 && sum.height <= 0)
            return more;
        const float right = std::max(sum.left + sum.width, more.left + more.width);
        const float bottom = std::max(sum.top + sum.height, more.top + more.height);
        const float l = std::min(sum.left, more.left);
        const float t = std::min(sum.top, more.top);
        return sf::FloatRect(l, t, right - l, bottom - t);
    };

    float y = textTop;
    for (const std::u32string& line : lines.label) {
        ItemLine drawn{toSfString(line), {left, y}};
        sf::Text text(drawn.text, font, itemTextSize_);
        text.setPosition(drawn.at);
        out.labelBox = bounds(out.labelBox, text.getGlobalBounds());
        out.label.push_back(std::move(drawn));
        y += step;
    }
    if (out.label.empty())
        out.labelBox = {left, textTop, 0, 0};

    // A value beside the label ends at the row's padding; one under it starts at its indent.
    const bool beside = lines.beside;
    float valueY = beside ? textTop : y;
    for (const std::u32string& line : lines.value) {
        ItemLine drawn{toSfString(line), {0, valueY}};
        sf::Text value(drawn.text, bold, itemTextSize_);
        const sf::FloatRect vb = value.getLocalBounds();
        drawn.at.x =
            beside ? std::round(r.left + r.width - scale_.px(kItemPadding) - vb.width - vb.left)
                   : left + scale_.px(kValueIndent);
        value.setPosition(drawn.at);
        out.valueBox = bounds(out.valueBox, value.getGlobalBounds());
        out.value.push_back(std::move(drawn));
        valueY += step;
    }
    return out;
}

void Menu::draw(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold) const {
    sf::RectangleShape shade(target.getView().getSize());
    shade.setFillColor(as<sf::Color>(palette::kMenuShade));
    target.draw(shade);

    sf::RectangleShape panel({panel_.width, panel_.height});
    panel.setPosition(panel_.left, panel_.top);
    panel.setFillColor(as<sf::Color>(palette::kMenuPanel));
    panel.setOutlineColor(as<sf::Color>(palette::kMenuOutline));
    panel.setOutlineThickness(3);
    target.draw(panel);

    // The title, cut to the panel, and the subtitle's lines.
    const float inside = panel_.width - scale_.px(24);
    sf::Text title(fitToWidth(title_, bold, scale_.text(kTitleSize), inside), bold,
                   scale_.text(kTitleSize));
    title.setFillColor(as<sf::Color>(palette::kMenuTitle));
    const sf::FloatRect tb = title.getLocalBounds();
    title.setPosition(std::round(panel_.left + (panel_.width - tb.width) / 2 - tb.left),
                      panel_.top + scale_.px(24));
    target.draw(title);
    float y = panel_.top + titleHeight() - scale_.px(8);
    for (const sf::String& line : subtitleLines_) {  // wrapped in layout(); cut only without fonts
        sf::Text sub(fitToWidth(toUtf8(line), font, subtitleSize_, inside), font, subtitleSize_);
        sub.setFillColor(as<sf::Color>(palette::kMenuSubtitle));
        const sf::FloatRect sb = sub.getLocalBounds();
        sub.setPosition(std::round(panel_.left + (panel_.width - sb.width) / 2 - sb.left), y);
        target.draw(sub);
        y += subtitleStep_;
    }

    // Only the rows shown: a list of thousands draws as fast as one of ten.
    for (std::size_t row = 0; row < rects_.size(); ++row) {
        const std::size_t i = first_ + row;
        const sf::FloatRect& r = rects_[row];
        const bool isSelected = static_cast<int>(i) == selected_;
        sf::RectangleShape box({r.width, r.height});
        box.setPosition(r.left, r.top);
        box.setFillColor(
            as<sf::Color>(isSelected ? palette::kMenuItemSelected : palette::kMenuItem));
        box.setOutlineColor(as<sf::Color>(isSelected ? palette::kMenuItemSelectedOutline
                                                     : palette::kMenuItemOutline));
        // The chosen item is told by shape too, not by colour alone: a thicker frame and a
        // pointer in its left margin.
        box.setOutlineThickness(isSelected ? scale_.px(4) : 2);
        target.draw(box);
        if (isSelected) {
            const float h = std::min(r.height * 0.4f, scale_.px(kItemPadding) - 4);
            sf::ConvexShape pointer(3);
            pointer.setPoint(0, {r.left + 3, r.top + r.height / 2 - h / 2});
            pointer.setPoint(1, {r.left + 3 + h * 0.6f, r.top + r.height / 2});
            pointer.setPoint(2, {r.left + 3, r.top + r.height / 2 + h / 2});
            pointer.setFillColor(as<sf::Color>(palette::kMenuItemSelectedOutline));
            target.draw(pointer);
        }

        const ItemText fitted = row < texts_.size() ? texts_[row] : fit(i, r, font, bold);
        for (const ItemLine& line : fitted.label) {
            sf::Text text(line.text, font, itemTextSize_);
            text.setFillColor(as<sf::Color>(palette::kMenuItemText));
            text.setPosition(line.at);
            target.draw(text);
        }
        for (const ItemLine& line : fitted.value) {
            sf::Text value(line.text, bold, itemTextSize_);
            value.setFillColor(as<sf::Color>(palette::kMenuValue));
            value.setPosition(line.at);
            target.draw(value);
        }
    }

    if (scrolls()) {
        sf::RectangleShape track({track_.width, track_.height});
        track.setPosition(track_.left, track_.top);
        track.setFillColor(as<sf::Color>(palette::kMenuItem));
        track.setOutlineColor(as<sf::Color>(palette::kMenuItemOutline));
        track.setOutlineThickness(1);
        target.draw(track);
        const sf::FloatRect t = thumb();
        sf::RectangleShape bar({t.width, t.height});
        bar.setPosition(t.left, t.top);
        bar.setFillColor(as<sf::Color>(palette::kMenuItemSelectedOutline));
        target.draw(bar);
    }
}

nlohmann::ordered_json Menu::describe() const {
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    for (std::size_t row = 0; row < rects_.size(); ++row) {
        const std::size_t i = first_ + row;
        const MenuItem& source = items_[i];
        nlohmann::ordered_json item;
        if (scrolls())
            item["index"] = i;
        item["label"] = source.label;
        if (!source.value.empty())
            item["value"] = source.value;
        if (source.marked)
            item["completed"] = true;
        item["rect"] = rectJson(rects_[row]);
        if (row < texts_.size()) {
            const ItemText& t = texts_[row];
            // A wrapped text is its lines joined at the spaces they broke: logged as drawn only
            // when that is not the text (a cut, a shorter form, a control character shown).
            if (toUtf8(toSfString(joined(t.label, U' '))) != labelText(source))
                item["shown"] = toUtf8(toSfString(joined(t.label, U'\n')));
            item["label_box"] = rectJson(t.labelBox);
            if (!source.value.empty()) {
                if (toUtf8(toSfString(joined(t.value, U' '))) != source.value)
                    item["value_shown"] = toUtf8(toSfString(joined(t.value, U'\n')));
                item["value_box"] = rectJson(t.valueBox);
            }
            const bool valueUnder =
                !t.value.empty() && !t.label.empty() && t.value.front().at.y > t.label.front().at.y;
            if (const std::size_t lines = t.label.size() + (valueUnder ? t.value.size() : 0);
                lines > 1) {
                item["lines"] = lines;
                item["value_under"] = valueUnder;
            }
        }
        items.push_back(item);
    }
    nlohmann::ordered_json out;
    out["name"] = name_;
    out["title"] = title_;
    out["text_size"] = itemTextSize_;
    if (!subtitle_.empty()) {
        out["subtitle"] = subtitle_;
        std::string shown;
        for (const sf::String& line : subtitleLines_)
            shown += (shown.empty() ? "" : "\n") + toUtf8(line);
        if (shown != subtitle_)
            out["subtitle_shown"] = shown;
        out["subtitle_size"] = subtitleSize_;
    }
    out["items"] = items;
    if (scrolls()) {
        out["scroll"] = {{"first", first_},
                         {"rows", rows_},
                         {"count", items_.size()},
                         {"track", rectJson(track_)}};
    }
    return out;
}

}  // namespace catmaze::app
