#include "menu.hpp"

#include <algorithm>
#include <cmath>

#include "palette.hpp"

namespace catmaze::app {

namespace {

constexpr float kItemHeight = 44;
constexpr float kItemGap = 8;
constexpr float kMinItemHeight = 30;  // a row still holds its text
constexpr unsigned kItemTextSize = 20;
constexpr float kItemPadding = 16;  // inside an item, left and right of its text
constexpr float kItemTextGap = 16;  // at least this between a label and its value
constexpr float kTitleHeight = 90;
constexpr float kNoTitleHeight = 24;  // a menu without a title (the title screen has its logo)
constexpr float kSubtitleLine = 24;   // one line of the subtitle

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

void Menu::set(std::string name, std::string title, std::vector<MenuItem> items,
               std::string subtitle) {
    if (name != name_)
        selected_ = 0;
    name_ = std::move(name);
    title_ = std::move(title);
    subtitle_ = std::move(subtitle);
    items_ = std::move(items);
    selected_ = std::clamp(selected_, 0, std::max(0, static_cast<int>(items_.size()) - 1));
    rects_.assign(items_.size(), sf::FloatRect());
}

void Menu::setValue(int item, std::string value) {
    if (item < 0 || item >= static_cast<int>(items_.size()))
        return;
    const auto i = static_cast<std::size_t>(item);
    items_[i].value = std::move(value);
    if (i < texts_.size())
        texts_[i] = fit(i, *font_, *bold_);
}

float Menu::titleHeight() const {
    return title_.empty() ? kNoTitleHeight : kTitleHeight;
}

void Menu::layout(sf::Vector2f size, float minTop) {
    const float subtitleHeight =
        subtitle_.empty() ? 0.0f
                          : 6.0f + kSubtitleLine * static_cast<float>(lines(subtitle_).size());
    const float count = static_cast<float>(items_.size());
    // Items closer together (down to kMinItemHeight) when the full pitch would run off the
    // window, so the last item stays on screen.
    const float top = std::max(8.0f, minTop);
    const float room = size.y - top - 8 - titleHeight() - subtitleHeight - 24;
    const float pitch =
        count > 0 ? std::clamp(std::floor(room / count), kMinItemHeight + 5, kItemHeight + kItemGap)
                  : kItemHeight + kItemGap;
    const float gap = std::min(kItemGap, std::floor(pitch * 0.15f));
    const float height = titleHeight() + subtitleHeight + count * pitch + 24;
    const float width = itemWidth_ + 48;
    panel_ = {std::round((size.x - width) / 2), std::round(std::max(top, (size.y - height) / 2)),
              width, height};
    float y = panel_.top + titleHeight() + subtitleHeight;
    for (auto& rect : rects_) {
        rect = {panel_.left + 24, y, itemWidth_, pitch - gap};
        y += pitch;
    }
    texts_.clear();
    for (std::size_t i = 0; font_ && bold_ && i < items_.size(); ++i)
        texts_.push_back(fit(i, *font_, *bold_));
}

ItemText Menu::fit(std::size_t i, const sf::Font& font, const sf::Font& bold) const {
    const MenuItem& item = items_[i];
    const sf::FloatRect& r = rects_[i];
    ItemText out;
    sf::Text value(sf::String::fromUtf8(item.value.begin(), item.value.end()), bold, kItemTextSize);
    const sf::FloatRect vb = value.getLocalBounds();
    const float textTop = std::round(r.top + (r.height - 24) / 2);  // 10 px in a full row
    out.valueAt = {std::round(r.left + r.width - kItemPadding - vb.width - vb.left), textTop};
    value.setPosition(out.valueAt);
    out.valueBox =
        item.value.empty() ? sf::FloatRect(out.valueAt, {0, 0}) : value.getGlobalBounds();

    // The label ends a gap before the value (or the padding before the item's edge); a longer
    // one is cut with an ellipsis, so a name never runs under its score.
    const std::string text = (item.marked ? "\xE2\x9C\x93 " : "") + item.label;
    out.label = sf::String::fromUtf8(text.begin(), text.end());
    out.labelAt = {r.left + kItemPadding, textTop};
    const float right =
        item.value.empty() ? r.left + r.width - kItemPadding : out.valueBox.left - kItemTextGap;
    sf::Text label(out.label, font, kItemTextSize);
    label.setPosition(out.labelAt);
    const auto ends = [&] { return label.getGlobalBounds().left + label.getGlobalBounds().width; };
    if (ends() > right) {
        sf::String cut = out.label;
        do {
            cut.erase(cut.getSize() - 1);
            while (!cut.isEmpty() && cut[cut.getSize() - 1] == static_cast<sf::Uint32>(' '))
                cut.erase(cut.getSize() - 1);
            label.setString(cut + sf::String(static_cast<sf::Uint32>(0x2026)));  // an ellipsis
        } while (!cut.isEmpty() && ends() > right);
        out.label = label.getString();
    }
    out.labelBox = label.getGlobalBounds();
    return out;
}

int Menu::itemAt(float x, float y) const {
    for (std::size_t i = 0; i < rects_.size(); ++i) {
        if (rects_[i].contains(x, y))
            return static_cast<int>(i);
    }
    return -1;
}

MenuInput Menu::handle(const sf::Event& event) {
    const int count = static_cast<int>(items_.size());
    if (event.type == sf::Event::MouseMoved) {
        const int at =
            itemAt(static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y));
        if (at >= 0)
            selected_ = at;
        return {};
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        const int at = itemAt(static_cast<float>(event.mouseButton.x),
                              static_cast<float>(event.mouseButton.y));
        if (at < 0)
            return {};
        selected_ = at;
        return {MenuInput::Kind::Activate, at};
    }
    if (event.type != sf::Event::KeyPressed || count == 0)
        return {};
    switch (event.key.code) {
        case sf::Keyboard::Up:
        case sf::Keyboard::W:
            selected_ = (selected_ + count - 1) % count;
            return {};
        case sf::Keyboard::Down:
        case sf::Keyboard::S:
            selected_ = (selected_ + 1) % count;
            return {};
        case sf::Keyboard::Enter:
        case sf::Keyboard::Space:
            return {MenuInput::Kind::Activate, selected_};
        case sf::Keyboard::Left:
        case sf::Keyboard::A:
            return {MenuInput::Kind::Left, selected_};
        case sf::Keyboard::Right:
        case sf::Keyboard::D:
            return {MenuInput::Kind::Right, selected_};
        case sf::Keyboard::Escape:
        case sf::Keyboard::BackSpace:
            return {MenuInput::Kind::Back, -1};
        default:
            return {};
    }
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

    sf::Text title(sf::String::fromUtf8(title_.begin(), title_.end()), bold, 34);
    title.setFillColor(as<sf::Color>(palette::kMenuTitle));
    const sf::FloatRect tb = title.getLocalBounds();
    title.setPosition(std::round(panel_.left + (panel_.width - tb.width) / 2 - tb.left),
                      panel_.top + 24);
    target.draw(title);
    if (!subtitle_.empty()) {
        float y = panel_.top + titleHeight() - 8;
        for (const std::string& line : lines(subtitle_)) {
            sf::Text sub(sf::String::fromUtf8(line.begin(), line.end()), font, 17);
            sub.setFillColor(as<sf::Color>(palette::kMenuSubtitle));
            const sf::FloatRect sb = sub.getLocalBounds();
            sub.setPosition(std::round(panel_.left + (panel_.width - sb.width) / 2 - sb.left), y);
            target.draw(sub);
            y += kSubtitleLine;
        }
    }

    for (std::size_t i = 0; i < items_.size(); ++i) {
        const sf::FloatRect& r = rects_[i];
        const bool isSelected = static_cast<int>(i) == selected_;
        sf::RectangleShape box({r.width, r.height});
        box.setPosition(r.left, r.top);
        box.setFillColor(
            as<sf::Color>(isSelected ? palette::kMenuItemSelected : palette::kMenuItem));
        box.setOutlineColor(as<sf::Color>(isSelected ? palette::kMenuItemSelectedOutline
                                                     : palette::kMenuItemOutline));
        box.setOutlineThickness(2);
        target.draw(box);

        const ItemText fitted = i < texts_.size() ? texts_[i] : fit(i, font, bold);
        sf::Text text(fitted.label, font, kItemTextSize);
        text.setFillColor(as<sf::Color>(palette::kMenuItemText));
        text.setPosition(fitted.labelAt);
        target.draw(text);
        const MenuItem& item = items_[i];
        if (!item.value.empty()) {
            sf::Text value(sf::String::fromUtf8(item.value.begin(), item.value.end()), bold,
                           kItemTextSize);
            value.setFillColor(as<sf::Color>(palette::kMenuValue));
            value.setPosition(fitted.valueAt);
            target.draw(value);
        }
    }
}

nlohmann::ordered_json Menu::describe() const {
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < items_.size(); ++i) {
        const sf::FloatRect& r = rects_[i];
        nlohmann::ordered_json item;
        item["label"] = items_[i].label;
        if (!items_[i].value.empty())
            item["value"] = items_[i].value;
        if (items_[i].marked)
            item["completed"] = true;
        item["rect"] = {r.left, r.top, r.width, r.height};
        if (i < texts_.size()) {
            const ItemText& t = texts_[i];
            const std::basic_string<std::uint8_t> shown = t.label.toUtf8();
            const std::string drawn(shown.begin(), shown.end());
            if (drawn != (items_[i].marked ? "\xE2\x9C\x93 " : "") + items_[i].label)
                item["shown"] = drawn;
            item["label_box"] = {t.labelBox.left, t.labelBox.top, t.labelBox.width,
                                 t.labelBox.height};
            if (!items_[i].value.empty()) {
                item["value_box"] = {t.valueBox.left, t.valueBox.top, t.valueBox.width,
                                     t.valueBox.height};
            }
        }
        items.push_back(item);
    }
    nlohmann::ordered_json out;
    out["name"] = name_;
    out["title"] = title_;
    if (!subtitle_.empty())
        out["subtitle"] = subtitle_;
    out["items"] = items;
    return out;
}

}  // namespace catmaze::app
