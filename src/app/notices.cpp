// The notice line and the banner of the player's file problems (see notices.hpp). The banner
// stays over every screen until the player clicks it or presses Delete (issue 9: never silent).

#include <algorithm>
#include <cmath>
#include <iostream>

#include "event_names.hpp"
#include "notices.hpp"
#include "palette.hpp"

namespace catmaze::app {

namespace {

constexpr unsigned kBannerTextSize = 14;
constexpr float kBannerLineHeight = 19;
constexpr float kBannerTop = 40;  // under the HUD bar
constexpr float kBannerMargin = 10;
constexpr const char* kBannerFooter = "Click here or press Delete to dismiss.";
constexpr double kNoticeSeconds = 2.5;

// `text` split at spaces into lines of at most `width` characters (longer words are cut).
std::vector<std::string> wrap(const std::string& text, std::size_t width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        std::string word = text.substr(start, end - start);
        start = end + 1;
        while (word.size() > width) {
            if (!line.empty())
                lines.push_back(std::move(line));
            line.clear();
            lines.push_back(word.substr(0, width));
            word.erase(0, width);
        }
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            lines.push_back(std::move(line));
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty())
        lines.push_back(std::move(line));
    return lines;
}

}  // namespace

void Notices::save(PlayerFile changed) {
    const bool wasUnsaved[] = {files_.unsaved(PlayerFile::Settings),
                               files_.unsaved(PlayerFile::Progress)};
    report(files_.save(changed));
    // A retried save that worked: its line goes, and the player is told.
    std::string savedNow;
    std::size_t linesGone = 0;
    for (const PlayerFile file : {PlayerFile::Settings, PlayerFile::Progress}) {
        if (!wasUnsaved[static_cast<int>(file)] || files_.unsaved(file))
            continue;
        linesGone +=
            std::erase_if(banner_, [file](const PlayerFileProblem& p) { return p.file == file; });
        savedNow += std::string(savedNow.empty() ? "" : " and ") + toString(file);
    }
    if (linesGone > 0)
        logBanner("saved");
    if (!savedNow.empty())
        notify("Saved the " + savedNow + " after all");
}

void Notices::report(const std::vector<PlayerFileProblem>& problems) {
    if (problems.empty())
        return;
    for (const PlayerFileProblem& problem : problems) {
        std::cerr << "catmaze: " << problem.message << "\n";
        log_.write(
            event_name::kFileProblem,
            nlohmann::ordered_json{{"file", toString(problem.file)}, {"message", problem.message}});
        std::erase_if(banner_, [&](const PlayerFileProblem& p) { return p.file == problem.file; });
        banner_.push_back(problem);
    }
    logBanner("problem");
}

bool Notices::handle(const sf::Event& event, float windowWidth) {
    if (banner_.empty())
        return false;
    const bool key = event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Delete;
    const bool click = event.type == sf::Event::MouseButtonPressed &&
                       event.mouseButton.button == sf::Mouse::Left &&
                       bannerRect(windowWidth)
                           .contains(static_cast<float>(event.mouseButton.x),
                                     static_cast<float>(event.mouseButton.y));
    if (!key && !click)
        return false;
    banner_.clear();
    logBanner(key ? "key" : "click");
    return true;
}

void Notices::logBanner(const char* why) {
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (const PlayerFileProblem& p : banner_)
        lines.push_back(p.message);
    log_.write(event_name::kBanner, nlohmann::ordered_json{{"lines", lines}, {"why", why}});
}

std::vector<std::string> Notices::bannerLines(float windowWidth) const {
    std::vector<std::string> lines;
    if (banner_.empty())
        return lines;
    // DejaVu Sans at 14 px averages under 8 px a character.
    const float width = windowWidth - 4 * kBannerMargin;
    const auto columns = static_cast<std::size_t>(std::max(20.0f, width / 8.0f));
    for (const PlayerFileProblem& p : banner_) {
        for (std::string& line : wrap(p.message, columns))
            lines.push_back(std::move(line));
    }
    lines.push_back(kBannerFooter);
    return lines;
}

sf::FloatRect Notices::bannerRect(float windowWidth) const {
    if (banner_.empty())
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

void Notices::draw(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    const sf::FloatRect rect = bannerRect(size.x);
    if (!banner_.empty()) {
        sf::RectangleShape box({rect.width, rect.height});
        box.setPosition(rect.left, rect.top);
        box.setFillColor(as<sf::Color>(palette::kBannerBox));
        box.setOutlineColor(as<sf::Color>(palette::kBannerOutline));
        box.setOutlineThickness(2);
        target.draw(box);
        float y = rect.top + 6;
        for (const std::string& line : bannerLines(size.x)) {
            sf::Text text(sf::String::fromUtf8(line.begin(), line.end()), art_.font,
                          kBannerTextSize);
            text.setFillColor(as<sf::Color>(palette::kBannerText));
            text.setPosition(std::round(rect.left + kBannerMargin), std::round(y));
            target.draw(text);
            y += kBannerLineHeight;
        }
    }
    if (noticeTimer_ <= 0)
        return;
    sf::Text text(sf::String::fromUtf8(notice_.begin(), notice_.end()), art_.font, 18);
    const sf::FloatRect b = text.getLocalBounds();
    sf::RectangleShape box({b.width + 28, 34});
    // Below the banner, never over it.
    const float top = rect.height > 0 ? rect.top + rect.height + 8 : 48;
    box.setPosition(std::round((size.x - b.width - 28) / 2), top);
    box.setFillColor(as<sf::Color>(palette::kNoticeBox));
    box.setOutlineColor(as<sf::Color>(palette::kNoticeOutline));
    box.setOutlineThickness(1);
    target.draw(box);
    text.setFillColor(as<sf::Color>(palette::kNoticeText));
    text.setPosition(box.getPosition() + sf::Vector2f(14 - b.left, 7));
    target.draw(text);
}

}  // namespace catmaze::app
