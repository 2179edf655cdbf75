#include "png.hpp"

#include <png.h>

#include "harness.hpp"

namespace catmaze::wintest {

RgbImage readPng(const std::filesystem::path& path) {
    return decodePng(readFile(path), path.string());
}

RgbImage decodePng(const std::string& bytes, const std::string& name) {
    // libpng's simplified API turns every colour type and bit depth into 8-bit RGBA and reports
    // errors in the image's message (no longjmp). The alpha is then dropped, not composited.
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    const auto fail = [&] {
        const std::string why = image.message;
        png_image_free(&image);
        return HarnessError(name + ": not a valid PNG: " + why);
    };
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
        throw fail();
    image.format = PNG_FORMAT_RGBA;
    std::vector<std::uint8_t> rgba(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, rgba.data(), 0, nullptr))
        throw fail();

    RgbImage decoded;
    decoded.width = static_cast<int>(image.width);
    decoded.height = static_cast<int>(image.height);
    decoded.pixels.reserve(rgba.size() / 4);
    for (std::size_t i = 0; i + 3 < rgba.size(); i += 4)
        decoded.pixels.push_back((std::uint32_t{rgba[i]} << 16) |
                                 (std::uint32_t{rgba[i + 1]} << 8) | rgba[i + 2]);
    return decoded;
}

}  // namespace catmaze::wintest
