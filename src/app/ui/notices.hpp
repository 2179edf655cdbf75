#pragma once
/// \file
/// What the game tells the player over every screen: a notice line that fades after a moment,
/// and the banner of problems with the player's files (FileProblems: a bad settings or progress
/// file at start, a save that failed), which stays until clicked or dismissed with Delete so that
/// no notice can hide it. Saving the player's files goes through here, so every failure reaches
/// the banner.

#include <span>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/player/player_files.hpp"
#include "render/art.hpp"
#include "ui/file_problems.hpp"
#include "ui/notice_sink.hpp"
#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// The notice line and the banner.
class Notices : public NoticeSink {
  public:
    /// Notices drawn with `art`, the banner showing `problems` (both outlive it).
    Notices(const Art& art, FileProblems& problems) : art_(art), problems_(problems) {}

    /// Shows `text` on the notice line for a few seconds.
    void notify(std::string text) override;
    /// Saves `changed` (and retries an earlier failed save); failures go to the banner, a retry
    /// that worked takes its line away and says so.
    void save(PlayerFile changed) override;
    /// A click on the banner or Delete while it is shown dismisses it; true when `event` was
    /// that (`windowWidth` lays the banner out).
    bool handle(const sf::Event& event, float windowWidth);

    /// Advances the notice's timer.
    void update(double seconds);
    /// True while the notice line is shown.
    bool noticeShown() const { return noticeTimer_ > 0; }
    /// Draws the banner and, below it, the notice, in window pixels, where placeNotice
    /// (notice_place.hpp) puts it: it leaves `inSight` (boxes in tiers, most important first)
    /// in sight as well as it can, the window's last `bottomBand` pixels free.
    void draw(sf::RenderTarget& target, std::span<const std::vector<ScreenBox>> inSight = {},
              float bottomBand = 0) const;

  private:
    // The banner's lines as drawn, each within the banner.
    std::vector<sf::String> bannerLines(float windowWidth) const;
    sf::FloatRect bannerRect(float windowWidth) const;

    const Art& art_;
    FileProblems& problems_;
    std::string notice_;
    double noticeTimer_ = 0;
};

}  // namespace catmaze::app
