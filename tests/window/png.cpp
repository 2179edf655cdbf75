#include "png.hpp"

#include <algorithm>
#include <cstdlib>

#include <zlib.h>

#include "harness.hpp"

namespace catmaze::wintest {

namespace {

std::uint32_t bigEndian32(const std::string& bytes, std::size_t at) {
    return (std::uint32_t{static_cast<unsigned char>(bytes[at])} << 24) |
           (std::uint32_t{static_cast<unsigned char>(bytes[at + 1])} << 16) |
           (std::uint32_t{static_cast<unsigned char>(bytes[at + 2])} << 8) |
           std::uint32_t{static_cast<unsigned char>(bytes[at + 3])};
}

/// The Paeth predictor of the PNG specification.
int paeth(int a, int b, int c) {
    const int p = a + b - c;
    const int pa = std::abs(p - a);
    const int pb = std::abs(p - b);
    const int pc = std::abs(p - c);
    if (pa <= pb && pa <= pc)
        return a;
    return pb <= pc ? b : c;
}

}  // namespace

RgbImage readPng(const std::filesystem::path& path) {
    return decodePng(readFile(path), path.string());
}

RgbImage decodePng(const std::string& bytes, const std::string& name) {
    auto fail = [&](const std::string& why) {
        return HarnessError(name + ": not a valid PNG: " + why);
    };
    static const std::string kSignature = "\x89PNG\r\n\x1a\n";
    if (bytes.compare(0, kSignature.size(), kSignature) != 0)
        throw fail("no PNG signature");

    RgbImage image;
    int bitDepth = 0;
    int colourType = -1;
    int interlace = 0;
    std::string compressed;
    std::vector<std::uint32_t> palette;
    bool ended = false;
    for (std::size_t at = kSignature.size(); !ended;) {
        if (at + 12 > bytes.size())
            throw fail("truncated chunk");
        const std::uint32_t length = bigEndian32(bytes, at);
        const std::string type = bytes.substr(at + 4, 4);
        if (at + 12 + length > bytes.size())
            throw fail("truncated " + type + " chunk");
        const std::string data = bytes.substr(at + 8, length);
        const auto crc = static_cast<std::uint32_t>(
            crc32(crc32(0, reinterpret_cast<const Bytef*>(type.data()), 4),
                  reinterpret_cast<const Bytef*>(data.data()), static_cast<uInt>(data.size())));
        if (crc != bigEndian32(bytes, at + 8 + length))
            throw fail("bad CRC in " + type);
        if (type == "IHDR") {
            if (length != 13)
                throw fail("bad IHDR");
            image.width = static_cast<int>(bigEndian32(data, 0));
            image.height = static_cast<int>(bigEndian32(data, 4));
            bitDepth = static_cast<unsigned char>(data[8]);
            colourType = static_cast<unsigned char>(data[9]);
            interlace = static_cast<unsigned char>(data[12]);
        } else if (type == "PLTE") {
            for (std::size_t i = 0; i + 2 < data.size(); i += 3) {
                palette.push_back((std::uint32_t{static_cast<unsigned char>(data[i])} << 16) |
                                  (std::uint32_t{static_cast<unsigned char>(data[i + 1])} << 8) |
                                  std::uint32_t{static_cast<unsigned char>(data[i + 2])});
            }
        } else if (type == "IDAT") {
            compressed += data;
        } else if (type == "IEND") {
            ended = true;
        }
        at += 12 + length;
    }

    // Channels per pixel; grey and palette images may pack 1, 2 or 4 bits per sample.
    int channels = 0;
    switch (colourType) {
        case 0:
            channels = 1;
            break;
        case 2:
            channels = 3;
            break;
        case 3:
            channels = 1;
            break;
        case 4:
            channels = 2;
            break;
        case 6:
            channels = 4;
            break;
        default:
            throw fail("unsupported colour type " + std::to_string(colourType));
    }
    const bool packed = colourType == 0 || colourType == 3;
    if (interlace != 0)
        throw fail("interlaced images are not read");
    if (bitDepth != 8 && !(packed && (bitDepth == 1 || bitDepth == 2 || bitDepth == 4))) {
        throw fail("unsupported bit depth " + std::to_string(bitDepth));
    }
    if (colourType == 3 && palette.empty())
        throw fail("palette image without PLTE");
    if (image.width <= 0 || image.height <= 0 || image.width > 16384 || image.height > 16384) {
        throw fail("bad size");
    }

    const auto width = static_cast<std::size_t>(image.width);
    const std::size_t stride = (width * static_cast<std::size_t>(channels * bitDepth) + 7) / 8;
    // The filters look back one whole pixel, or one byte when pixels are smaller.
    const std::size_t pixelBytes = static_cast<std::size_t>(std::max(1, channels * bitDepth / 8));
    std::string raw((stride + 1) * static_cast<std::size_t>(image.height), '\0');
    uLongf rawSize = static_cast<uLongf>(raw.size());
    if (uncompress(reinterpret_cast<Bytef*>(raw.data()), &rawSize,
                   reinterpret_cast<const Bytef*>(compressed.data()),
                   static_cast<uLong>(compressed.size())) != Z_OK ||
        rawSize != raw.size()) {
        throw fail("image data does not inflate to " + std::to_string(raw.size()) + " bytes");
    }

    // Undo the per-row filters (each row starts with its filter type byte).
    std::vector<unsigned char> previous(stride, 0);
    std::vector<unsigned char> row(stride);
    image.pixels.resize(width * static_cast<std::size_t>(image.height));
    for (int y = 0; y < image.height; ++y) {
        const std::size_t base = static_cast<std::size_t>(y) * (stride + 1);
        const int filter = static_cast<unsigned char>(raw[base]);
        for (std::size_t i = 0; i < stride; ++i) {
            const int x = static_cast<unsigned char>(raw[base + 1 + i]);
            const int a = i >= pixelBytes ? row[i - pixelBytes] : 0;
            const int b = previous[i];
            const int c = i >= pixelBytes ? previous[i - pixelBytes] : 0;
            int value = 0;
            switch (filter) {
                case 0:
                    value = x;
                    break;
                case 1:
                    value = x + a;
                    break;
                case 2:
                    value = x + b;
                    break;
                case 3:
                    value = x + (a + b) / 2;
                    break;
                case 4:
                    value = x + paeth(a, b, c);
                    break;
                default:
                    throw fail("bad filter type " + std::to_string(filter));
            }
            row[i] = static_cast<unsigned char>(value & 0xff);
        }
        for (std::size_t x = 0; x < width; ++x) {
            std::uint32_t rgb = 0;
            if (packed) {
                // Samples are packed from the high bits of each byte.
                const std::size_t bit = x * static_cast<std::size_t>(bitDepth);
                const unsigned shift = 8u - static_cast<unsigned>(bitDepth) - bit % 8;
                const unsigned sample = (row[bit / 8] >> shift) & ((1u << bitDepth) - 1u);
                if (colourType == 3) {
                    if (sample >= palette.size())
                        throw fail("palette index out of range");
                    rgb = palette[sample];
                } else {
                    const std::uint32_t grey = sample * 255u / ((1u << bitDepth) - 1u);
                    rgb = (grey << 16) | (grey << 8) | grey;
                }
            } else {
                const unsigned char* p = &row[x * static_cast<std::size_t>(channels)];
                const std::uint32_t r = p[0];
                const std::uint32_t g = channels >= 3 ? p[1] : p[0];
                const std::uint32_t bl = channels >= 3 ? p[2] : p[0];
                rgb = (r << 16) | (g << 8) | bl;
            }
            image.pixels[static_cast<std::size_t>(y) * width + x] = rgb;
        }
        previous.swap(row);
    }
    return image;
}

}  // namespace catmaze::wintest
