#include "render/art.hpp"

#include "catmaze/io/regular_file.hpp"

namespace catmaze::app {

namespace {

std::optional<std::string> loadTexture(sf::Texture& texture, const std::filesystem::path& file,
                                       unsigned width, unsigned height) {
    // Only a regular file: the image reader's open would wait forever on a FIFO.
    if (const auto what = notRegularFile(file))
        return "cannot read image " + file.string() + ": " + *what;
    if (!std::filesystem::is_regular_file(file))
        return "missing image " + file.string();
    sf::Image image;
    if (!image.loadFromFile(file.string()))
        return "cannot read image " + file.string();
    if (image.getSize() != sf::Vector2u(width, height)) {
        return "image " + file.string() + " is " + std::to_string(image.getSize().x) + "x" +
               std::to_string(image.getSize().y) + ", expected " + std::to_string(width) + "x" +
               std::to_string(height);
    }
    if (!texture.loadFromImage(image))
        return "cannot make a texture of " + file.string();
    return std::nullopt;
}

std::optional<std::string> loadFont(sf::Font& font, const std::filesystem::path& file) {
    if (const auto what = notRegularFile(file))
        return "cannot read font " + file.string() + ": " + *what;
    if (!std::filesystem::is_regular_file(file))
        return "missing font " + file.string();
    if (!font.loadFromFile(file.string()))
        return "cannot read font " + file.string();
    return std::nullopt;
}

}  // namespace

std::optional<std::string> Art::load(const std::filesystem::path& assetsDir) {
    const auto images = assetsDir / "images";
    if (auto problem =
            loadTexture(tileset, images / "tileset.png", kTilesetColumns * kArtTile, kArtTile))
        return problem;
    if (auto problem =
            loadTexture(cat, images / "cat.png", kCatColumns * kArtTile, kCatRows * kArtTile))
        return problem;
    if (auto problem = loadTexture(logo, images / "logo.png", kLogoWidth, kLogoHeight))
        return problem;
    if (auto problem = loadTexture(stone, images / "stone.png", kArtTile, kArtTile))
        return problem;
    stone.setRepeated(true);  // one copy a tile across a polygon of any size
    const auto iconFile = images / "icon.png";
    if (!std::filesystem::is_regular_file(iconFile) || !icon.loadFromFile(iconFile.string()))
        return "missing or unreadable image " + iconFile.string();
    if (auto problem = loadFont(font, assetsDir / "fonts" / "DejaVuSans.ttf"))
        return problem;
    if (auto problem = loadFont(bold, assetsDir / "fonts" / "DejaVuSans-Bold.ttf"))
        return problem;
    return std::nullopt;
}

}  // namespace catmaze::app
