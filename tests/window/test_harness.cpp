/// \file
/// Checks of the harness itself (no game, no X server): if these break, the window tests cannot
/// be trusted.

#include <gtest/gtest.h>

#include <zlib.h>

#include "harness.hpp"
#include "png.hpp"

namespace catmaze::wintest {
namespace {

TEST(Harness, EventLogReadsCompleteLinesOnlyAndFlagsNonJson) {
    TempDir dir("catmaze-harness-");
    const auto file = dir.path() / "events.jsonl";
    EventLog log(file);
    log.poll();  // no file yet: nothing
    EXPECT_TRUE(log.events().empty());

    writeFile(file, "{\"event\":\"a\"}\n{\"event\":");
    log.poll();
    ASSERT_EQ(log.events().size(), 1u);
    EXPECT_EQ(log.events()[0]["event"], "a");

    writeFile(file, "{\"event\":\"a\"}\n{\"event\":\"b\",\"tile\":[1,2]}\nnot json\n");
    log.poll();
    ASSERT_EQ(log.events().size(), 3u);
    EXPECT_EQ(log.events()[1]["event"], "b");
    EXPECT_EQ(tileFromJson(log.events()[1]["tile"]), (TileRef{1, 2}));
    EXPECT_EQ(log.events()[2]["event"], "<not json>");
}

TEST(Harness, RunCommandCapturesOutputExitCodeAndTimesOut) {
    const CommandResult r = runCommand({"sh", "-c", "echo out; echo err >&2; exit 3"});
    EXPECT_EQ(r.exitCode(), 3);
    EXPECT_EQ(r.out, "out\n");
    EXPECT_EQ(r.err, "err\n");
    EXPECT_FALSE(r.timedOut);

    const auto start = std::chrono::steady_clock::now();
    const CommandResult slow = runCommand({"sleep", "30"}, {}, Seconds(0.3));
    EXPECT_TRUE(slow.timedOut);
    EXPECT_LT(std::chrono::steady_clock::now() - start, Seconds(5));

    EXPECT_THROW(runCommand({"/nonexistent/program"}), HarnessError);
    EXPECT_EQ(runCommand({"sh", "-c", "echo ${CATMAZE_X-unset}"}, {{"CATMAZE_X", "set"}}).out,
              "set\n");
}

/// Appends a PNG chunk with its CRC.
void appendChunk(std::string& png, const std::string& type, const std::string& data) {
    auto be32 = [&](std::uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8)
            png += static_cast<char>((v >> shift) & 0xff);
    };
    be32(static_cast<std::uint32_t>(data.size()));
    png += type + data;
    const uLong crc =
        crc32(crc32(0, reinterpret_cast<const Bytef*>(type.data()), 4),
              reinterpret_cast<const Bytef*>(data.data()), static_cast<uInt>(data.size()));
    be32(static_cast<std::uint32_t>(crc));
}

TEST(Harness, PngReaderUndoesEveryFilter) {
    // A 2x5 RGB image whose rows use the filters None, Sub, Up, Average and Paeth.
    const int width = 2;
    const int height = 5;
    std::vector<std::uint8_t> rgb(static_cast<std::size_t>(width * height * 3));
    for (std::size_t i = 0; i < rgb.size(); ++i)
        rgb[i] = static_cast<std::uint8_t>(i * 37 + 11);
    std::string raw;
    const std::size_t stride = width * 3;
    for (int y = 0; y < height; ++y) {
        const int filter = y;
        raw += static_cast<char>(filter);
        for (std::size_t i = 0; i < stride; ++i) {
            const std::size_t at = static_cast<std::size_t>(y) * stride + i;
            const int a = i >= 3 ? rgb[at - 3] : 0;
            const int b = y > 0 ? rgb[at - stride] : 0;
            const int c = (i >= 3 && y > 0) ? rgb[at - stride - 3] : 0;
            const int p = a + b - c;
            const int pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
            const int paeth = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            const int predictors[5] = {0, a, b, (a + b) / 2, paeth};
            raw += static_cast<char>((rgb[at] - predictors[filter]) & 0xff);
        }
    }
    std::string compressed(compressBound(static_cast<uLong>(raw.size())), '\0');
    uLongf size = static_cast<uLongf>(compressed.size());
    ASSERT_EQ(compress(reinterpret_cast<Bytef*>(compressed.data()), &size,
                       reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size())),
              Z_OK);
    compressed.resize(size);
    std::string png = "\x89PNG\r\n\x1a\n";
    const std::string ihdr = {
        0, 0, 0, static_cast<char>(width), 0, 0, 0, static_cast<char>(height), 8, 2, 0, 0, 0};
    appendChunk(png, "IHDR", ihdr);
    appendChunk(png, "IDAT", compressed.substr(0, 5));  // image data may be split in chunks
    appendChunk(png, "IDAT", compressed.substr(5));
    appendChunk(png, "IEND", "");

    const RgbImage image = decodePng(png, "test.png");
    ASSERT_EQ(image.width, width);
    ASSERT_EQ(image.height, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::size_t at = (static_cast<std::size_t>(y) * width + x) * 3;
            const std::uint32_t expected =
                (std::uint32_t{rgb[at]} << 16) | (std::uint32_t{rgb[at + 1]} << 8) | rgb[at + 2];
            EXPECT_EQ(image.at(x, y), expected) << x << "," << y;
        }
    }

    std::string corrupt = png;
    corrupt[42] = static_cast<char>(corrupt[42] ^ 0x40);  // in the first IDAT data: bad CRC
    EXPECT_THROW(decodePng(corrupt, "corrupt.png"), HarnessError);
    EXPECT_THROW(decodePng("GIF89a", "gif.png"), HarnessError);
}

}  // namespace
}  // namespace catmaze::wintest
