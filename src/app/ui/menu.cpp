#include "ui/menu.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/row_fit.hpp"

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
constexpr std::size_t kSubtitleWraps = 3;  // a subtitle line wraps onto at most this many
constexpr float kTrackWidth = 12;          // the scroll bar, right of the items
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
}

void Menu::setValue(int item, std::string value) {
    if (item < 0 || item >= static_cast<int>(items_.size()))
        return;
    const auto i = static_cast<std::size_t>(item);
    items_[i].value = std::move(value);
    if (i >= first_ && i - first_ < texts_.size())
        texts_[i - first_] = fit(i, rects_[i - first_], *font_, *bold_);
}

float Menu::titleHeight() const {
    return title_.empty() ? scale_.px(kNoTitleHeight) : scale_.px(kTitleHeight);
}

float Menu::subtitleHeight() const {
    return subtitleLines_.empty() ? 0.0f
                                  : scale_.px(6) + scale_.px(kSubtitleLine) *
                                                       static_cast<float>(subtitleLines_.size());
}

void Menu::wrapSubtitle() {
    subtitleLines_.clear();
    if (subtitle_.empty())
        return;
    // The panel's inside without the scroll bar: never wider than the panel drawn.
    const float inside = itemWidth() + scale_.px(24);
    for (const std::string& line : lines(subtitle_)) {
        if (!font_) {
            subtitleLines_.push_back(utf8(line));
            continue;
        }
        for (sf::String& part :
             wrapToWidth(line, *font_, scale_.text(kSubtitleSize), inside, kSubtitleWraps))
            subtitleLines_.push_back(std::move(part));
    }
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
    wrapSubtitle();
    itemTextSize_ = fittingItemTextSize();
    const float top = std::max(8.0f, minTop);
    const float room = size.y - top - 8 - titleHeight() - subtitleHeight() - scale_.px(24);
    // Items closer together (down to scale_.px(kMinItemHeight)) when the full pitch would run off
    // the window; when even that is too much, as many rows as fit, and the menu scrolls.
    const float densest = scale_.px(kMinItemHeight) + 5;
    const float pitch = count > 0
                            ? std::clamp(std::floor(room / static_cast<float>(count)), densest,
                                         scale_.px(kItemHeight) + scale_.px(kItemGap))
                            : scale_.px(kItemHeight) + scale_.px(kItemGap);
    const auto fitting = static_cast<std::size_t>(std::max(1.0f, std::floor(room / pitch)));
    rows_ = std::min(count, fitting);
    pitch_ = pitch;
    rowHeight_ = pitch - std::min(scale_.px(kItemGap), std::floor(pitch * 0.15f));
    const float height =
        titleHeight() + subtitleHeight() + static_cast<float>(rows_) * pitch + scale_.px(24);
    const float width = itemWidth() + scale_.px(48) +
                        (scrolls() ? scale_.px(kTrackGap) + scale_.px(kTrackWidth) : 0);
    panel_ = {std::round((size.x - width) / 2), std::round(std::max(top, (size.y - height) / 2)),
              width, height};
    firstTop_ = panel_.top + titleHeight() + subtitleHeight();
    track_ = scrolls()
                 ? sf::FloatRect(panel_.left + scale_.px(24) + itemWidth() + scale_.px(kTrackGap),
                                 firstTop_, scale_.px(kTrackWidth),
                                 static_cast<float>(rows_) * pitch - (pitch - rowHeight_))
                 : sf::FloatRect();
    scrollTo(first_);
    if (followSelection)
        showSelected();
}

float Menu::fittingWidth(float rowWidth) const {
    // fitRow keeps kRowPadding inside each side; the scaled padding is wider by this much.
    return rowWidth - 2 * (scale_.px(kItemPadding) - kRowPadding);
}

unsigned Menu::fittingItemTextSize() const {
    // One size for every row, so the menu reads evenly: the largest (down to the 100 % size) at
    // which no row's label or value is cut. A long list keeps its scaled size (the rule then
    // cuts), so laying out thousands of names stays quick.
    constexpr std::size_t kMostRowsMeasured = 64;
    if (!font_ || !bold_ || items_.size() > kMostRowsMeasured)
        return scale_.text(kItemTextSize);
    const float rowWidth = fittingWidth(itemWidth());
    return largestFittingSize(scale_.text(kItemTextSize), kItemTextSize, [&](unsigned at) {
        const TextWidth labelWidth = textWidth(*font_, at);
        const TextWidth valueWidth = textWidth(*bold_, at);
        return std::all_of(items_.begin(), items_.end(), [&](const MenuItem& item) {
            const std::string label = labelText(item);
            const std::vector<std::string> forms =
                item.value.empty() ? std::vector<std::string>{} : std::vector{item.value};
            const FittedRow fitted = fitRow(label, forms, rowWidth, labelWidth, valueWidth);
            return fitted.label == singleLine(label) &&
                   (item.value.empty() || fitted.value == singleLine(item.value));
        });
    });
}

void Menu::scrollTo(std::size_t first) {
    first_ = std::min(first, items_.size() - rows_);
    rects_.clear();
    texts_.clear();
    for (std::size_t row = 0; row < rows_; ++row) {
        rects_.push_back({panel_.left + scale_.px(24), firstTop_ + static_cast<float>(row) * pitch_,
                          itemWidth(), rowHeight_});
        if (font_ && bold_)
            texts_.push_back(fit(first_ + row, rects_.back(), *font_, *bold_));
    }
}

void Menu::showSelected() {
    const auto selected = static_cast<std::size_t>(std::max(0, selected_));
    if (selected < first_)
        scrollTo(selected);
    else if (selected >= first_ + rows_)
        scrollTo(selected + 1 - rows_);
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
    const float at =
        static_cast<float>(first_) / static_cast<float>(items_.size() - rows_);  // 0 to 1
    return {track_.left, std::round(track_.top + travel * at), track_.width, height};
}

void Menu::scrollToTrackY(float y) {
    const float height = thumb().height;
    const float travel = track_.height - height;
    const float at =
        travel > 0 ? std::clamp((y - track_.top - height / 2) / travel, 0.0f, 1.0f) : 0.0f;
    scrollTo(static_cast<std::size_t>(std::lround(at * static_cast<float>(items_.size() - rows_))));
}

ItemText Menu::fit(std::size_t i, const sf::FloatRect& r, const sf::Font& font,
                   const sf::Font& bold) const {
    const MenuItem& item = items_[i];
    ItemText out;
    // The text's box is 24 px for the 20 px item text at 100 % (10 px above it in a full row):
    // centred at the size drawn, which is smaller than the scale's when a row needed it smaller.
    const float textBox = static_cast<float>(itemTextSize_) * 24.0f / kItemTextSize;
    const float textTop = std::round(r.top + (r.height - textBox) / 2);
    const std::string label = labelText(item);

    // The value whole, or its longest shorter form that fits; the label cut to what it leaves.
    std::vector<std::string> forms;
    if (!item.value.empty()) {
        forms.push_back(item.value);
        forms.insert(forms.end(), item.shorterValues.begin(), item.shorterValues.end());
    }
    const FittedRow fitted = fitRow(label, forms, fittingWidth(r.width),
                                    textWidth(font, itemTextSize_), textWidth(bold, itemTextSize_));
    out.value = toSfString(fitted.value);
    sf::Text value(out.value, bold, itemTextSize_);
    const sf::FloatRect vb = value.getLocalBounds();
    out.valueAt = {std::round(r.left + r.width - scale_.px(kItemPadding) - vb.width - vb.left),
                   textTop};
    value.setPosition(out.valueAt);
    out.valueBox =
        item.value.empty() ? sf::FloatRect(out.valueAt, {0, 0}) : value.getGlobalBounds();

    // The label ends a gap before the value (or the padding before the item's edge), so a name
    // never runs under its score.
    out.labelAt = {r.left + scale_.px(kItemPadding), textTop};
    out.label = toSfString(fitted.label);
    sf::Text text(out.label, font, itemTextSize_);
    text.setPosition(out.labelAt);
    out.labelBox = text.getGlobalBounds();
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
        sf::Text sub(fitToWidth(toUtf8(line), font, scale_.text(kSubtitleSize), inside), font,
                     scale_.text(kSubtitleSize));
        sub.setFillColor(as<sf::Color>(palette::kMenuSubtitle));
        const sf::FloatRect sb = sub.getLocalBounds();
        sub.setPosition(std::round(panel_.left + (panel_.width - sb.width) / 2 - sb.left), y);
        target.draw(sub);
        y += scale_.px(kSubtitleLine);
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
        sf::Text text(fitted.label, font, itemTextSize_);
        text.setFillColor(as<sf::Color>(palette::kMenuItemText));
        text.setPosition(fitted.labelAt);
        target.draw(text);
        if (!items_[i].value.empty()) {
            sf::Text value(fitted.value, bold, itemTextSize_);
            value.setFillColor(as<sf::Color>(palette::kMenuValue));
            value.setPosition(fitted.valueAt);
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
            if (const std::string drawn = toUtf8(t.label); drawn != labelText(source))
                item["shown"] = drawn;
            item["label_box"] = rectJson(t.labelBox);
            if (!source.value.empty()) {
                if (const std::string drawn = toUtf8(t.value); drawn != source.value)
                    item["value_shown"] = drawn;
                item["value_box"] = rectJson(t.valueBox);
            }
        }
        items.push_back(item);
    }
    nlohmann::ordered_json out;
    out["name"] = name_;
    out["title"] = title_;
    if (!subtitle_.empty()) {
        out["subtitle"] = subtitle_;
        std::string shown;
        for (const sf::String& line : subtitleLines_)
            shown += (shown.empty() ? "" : "\n") + toUtf8(line);
        if (shown != subtitle_)
            out["subtitle_shown"] = shown;
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
