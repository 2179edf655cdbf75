#pragma once
/// \file
/// The game's images and fonts, loaded from the assets directory (layouts in tools/README.md).

#include <filesystem>
#include <optional>
#include <string>

#include <SFML/Graphics.hpp>

#include "catmaze/art_layout.hpp"

namespace catmaze::app {

/// Textures and fonts. Textures need an OpenGL context, so load after the window exists.
struct Art {
    sf::Texture tileset;
    sf::Texture cat;
    sf::Texture logo;   ///< the title screen's, kLogoWidth x kLogoHeight
    sf::Texture stone;  ///< open-floor obstacles' fill, kArtTile square, repeated
    sf::Image icon;
    sf::Font font;
    sf::Font bold;

    /// Loads everything from `assetsDir`; returns a message naming the file that failed.
    std::optional<std::string> load(const std::filesystem::path& assetsDir);
};

}  // namespace catmaze::app
