// The menu as drawn and logged (menu.hpp): each shown row's text placed in its rectangle, the
// panel, title, subtitle, rows and scroll bar drawn, and the `menu` event describing what is
// shown. Layout and scrolling are menu.cpp's, input menu_input.cpp's.

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/menu.hpp"

namespace catmaze::app {

namespace {

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
