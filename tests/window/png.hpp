#pragma once
/// \file
/// A small PNG reader for the screenshot test (not interlaced; 8-bit grey, grey+alpha, RGB and
/// RGBA — SFML's sf::Image::saveToFile writes RGBA — and 1/2/4/8-bit grey and palette), so the
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

/// Decodes the PNG file at `path`; throws HarnessError saying what is wrong with it.
RgbImage readPng(const std::filesystem::path& path);

/// Decodes PNG bytes; `name` is used in error messages.
RgbImage decodePng(const std::string& bytes, const std::string& name);

}  // namespace catmaze::wintest
