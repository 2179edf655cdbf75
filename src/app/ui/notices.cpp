// The notice line and the banner of the player's file problems (see notices.hpp). The banner
// stays over every screen until the player clicks it or presses Delete (issue 9: never silent).

#include "ui/notices.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "render/font_text.hpp"
#include "render/palette.hpp"
#include "ui/fill.hpp"
#include "ui/key.hpp"
#include "ui/notice_place.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

constexpr unsigned kBannerTextSize = 14;
constexpr float kBannerLineHeight = 19;
constexpr float kBannerTop = 40;  // under the HUD bar
constexpr float kBannerMargin = 10;
constexpr double kNoticeSeconds = 2.5;
constexpr unsigned kNoticeTextSize = 18;
constexpr std::size_t kNoticeLines = 2;          // a longer notice loses its middle, never its end
constexpr std::size_t kBannerHeadlineLines = 2;  // what the game could not do, and the path
constexpr std::size_t kBannerLinesPerProblem = 4;

}  // namespace

void Notices::save(PlayerFile changed) {
    if (std::optional<std::string> told = problems_.save(changed))
        notify(std::move(*told));
}

bool Notices::handle(const sf::Event& event, float windowWidth) {
    if (problems_.banner().empty())
        return false;
    const bool key = event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Delete;
    const bool click = event.type == sf::Event::MouseButtonPressed &&
                       event.mouseButton.button == sf::Mouse::Left &&
                       bannerRect(windowWidth)
                           .contains(static_cast<float>(event.mouseButton.x),
                                     static_cast<float>(event.mouseButton.y));
    if (!key && !click)
        return false;
    return problems_.dismiss(key ? "key" : "click");
}

std::vector<sf::String> Notices::bannerLines(float windowWidth) const {
    std::vector<sf::String> lines;
    const std::vector<BannerProblem>& banner = problems_.banner();
    if (banner.empty())
        return lines;
    // Each problem on a few lines at most, under its headline; a longer one keeps its end (the
    // reason, the file's name).
    const float width = windowWidth - 4 * kBannerMargin;
    const auto add = [&](const std::string& text, std::size_t maxLines) {
        for (sf::String& line : wrapToWidth(text, art_.font, kBannerTextSize, width, maxLines))
            lines.push_back(std::move(line));
    };
    for (const BannerProblem& p : banner) {
        add(problems_.headline(p), kBannerHeadlineLines);
        add(p.problem.message, kBannerLinesPerProblem);
    }
    // TRANSLATORS: the banner's last line; {key} is the Delete key's name.
    const std::string footer = tr("Click here or press {key} to dismiss.");
    lines.push_back(fitToWidth(fill(footer, {{"key", shownKeyName(Key::Delete)}}), art_.font,
                               kBannerTextSize, width));
    return lines;
}

sf::FloatRect Notices::bannerRect(float windowWidth) const {
    if (problems_.banner().empty())
        return {};
    const auto lines = static_cast<float>(bannerLines(windowWidth).size());
    return {kBannerMargin, kBannerTop, windowWidth - 2 * kBannerMargin,
            lines * kBannerLineHeight + 12};
}

void Notices::notify(std::string text) {
    notice_ = std::move(text);
    noticeTimer_ = kNoticeSeconds;
}

void Notices::update(double seconds) {
    noticeTimer_ = std::max(0.0, noticeTimer_ - seconds);
}

void Notices::draw(sf::RenderTarget& target, std::span<const std::vector<ScreenBox>> inSight,
                   float bottomBand) const {
    const sf::Vector2f size = target.getView().getSize();
    const sf::FloatRect rect = bannerRect(size.x);
    if (!problems_.banner().empty()) {
        sf::RectangleShape box({rect.width, rect.height});
        box.setPosition(rect.left, rect.top);
        box.setFillColor(as<sf::Color>(palette::kBannerBox));
        box.setOutlineColor(as<sf::Color>(palette::kBannerOutline));
        box.setOutlineThickness(2);
        target.draw(box);
        float y = rect.top + 6;
        for (const sf::String& line : bannerLines(size.x)) {
            sf::Text text(line, art_.font, kBannerTextSize);
            text.setFillColor(as<sf::Color>(palette::kBannerText));
            text.setPosition(std::round(rect.left + kBannerMargin), std::round(y));
            target.draw(text);
            y += kBannerLineHeight;
        }
    }
    if (noticeTimer_ <= 0)
        return;
    // Cut to the window (wrapped onto two lines, its end kept), its box fitted to it.
    std::vector<sf::Text> texts;
    float width = 0;
    for (const sf::String& line :
         wrapToWidth(notice_, art_.font, kNoticeTextSize, size.x - 48, kNoticeLines)) {
        texts.emplace_back(line, art_.font, kNoticeTextSize);
        width = std::max(width, texts.back().getLocalBounds().width);
    }
    const ScreenBox place =
        placeNotice(width, texts.size(), size.x, size.y,
                    rect.height > 0 ? rect.top + rect.height : 0, bottomBand, inSight);
    sf::RectangleShape box({place.width, place.height});
    box.setPosition(place.left, place.top);
    box.setFillColor(as<sf::Color>(palette::kNoticeBox));
    box.setOutlineColor(as<sf::Color>(palette::kNoticeOutline));
    box.setOutlineThickness(1);
    target.draw(box);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        sf::Text& text = texts[i];
        text.setFillColor(as<sf::Color>(palette::kNoticeText));
        text.setPosition(box.getPosition() +
                         sf::Vector2f(14 - text.getLocalBounds().left,
                                      5 + kNoticeLineHeight * static_cast<float>(i)));
        target.draw(text);
    }
}

}  // namespace catmaze::app
