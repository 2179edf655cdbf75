#pragma once
/// \file
/// PNG files as pixels for the window tests (screenshots the game saved), read with libpng so the
/// check needs no ImageMagick.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace catmaze::wintest {

/// A decoded image: one 0xRRGGBB value per pixel, row-major (alpha is dropped).
struct RgbImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> pixels;

    std::uint32_t at(int x, int y) const {
        return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                      static_cast<std::size_t>(x)];
    }
};

/// One pixel's colour, 0-255 a channel.
struct Rgb {
    int r = 0;
    int g = 0;
    int b = 0;
};

/// The colour of pixel (x, y) of `image` (which must hold it).
inline Rgb colourAt(const RgbImage& image, int x, int y) {
    const std::uint32_t p = image.at(x, y);
    return {static_cast<int>((p >> 16) & 0xff), static_cast<int>((p >> 8) & 0xff),
            static_cast<int>(p & 0xff)};
}

/// Decodes the PNG file at `path`; throws HarnessError saying what is wrong with it.
RgbImage readPng(const std::filesystem::path& path);

/// Decodes PNG bytes; `name` is used in error messages.
RgbImage decodePng(const std::string& bytes, const std::string& name);

}  // namespace catmaze::wintest
