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

/// Decodes the PNG file at `path`; throws HarnessError saying what is wrong with it.
RgbImage readPng(const std::filesystem::path& path);

/// Decodes PNG bytes; `name` is used in error messages.
RgbImage decodePng(const std::string& bytes, const std::string& name);

}  // namespace catmaze::wintest
