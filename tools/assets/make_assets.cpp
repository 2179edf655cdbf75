// catmaze-make-assets OUT_DIR: draws and composes the game's own art and sound and writes
// OUT_DIR/images/{tileset,cat,icon}.png and OUT_DIR/sounds/*.wav. Same bytes on every run;
// needs no display (sf::Image only).

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "sounds.hpp"
#include "sprites.hpp"
#include "synth.hpp"

namespace {

namespace fs = std::filesystem;

bool saveImage(const sf::Image& image, const fs::path& file) {
    if (image.saveToFile(file.string()))
        return true;
    std::cerr << "catmaze-make-assets: cannot write " << file.string() << "\n";
    return false;
}

bool saveBytes(const std::vector<char>& bytes, const fs::path& file) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (out.good())
        return true;
    std::cerr << "catmaze-make-assets: cannot write " << file.string() << "\n";
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: catmaze-make-assets OUT_DIR\n"
                     "Writes OUT_DIR/images/*.png and OUT_DIR/sounds/*.wav.\n";
        return 2;
    }
    const fs::path out = argv[1];
    std::error_code error;
    fs::create_directories(out / "images", error);
    fs::create_directories(out / "sounds", error);
    if (error) {
        std::cerr << "catmaze-make-assets: cannot create " << out.string() << ": "
                  << error.message() << "\n";
        return 1;
    }
    using namespace catmaze::assets;
    bool ok = saveImage(makeTileset(), out / "images" / "tileset.png");
    ok = saveImage(makeCatSheet(), out / "images" / "cat.png") && ok;
    ok = saveImage(makeIcon(), out / "images" / "icon.png") && ok;
    for (const Sound& sound : makeSounds())
        ok = saveBytes(wavBytes(sound.samples), out / "sounds" / (sound.name + ".wav")) && ok;
    return ok ? 0 : 1;
}
