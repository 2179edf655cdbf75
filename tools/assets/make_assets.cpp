// catmaze-make-assets OUT_DIR: draws and composes the game's own art and sound and writes
// OUT_DIR/images/{tileset,cat,icon,logo,stone}.png, OUT_DIR/sounds/*.wav and the desktop icon in
// the hicolor theme's sizes, OUT_DIR/icons/NxN.png (installed as share/icons/hicolor/NxN/apps).
// Same bytes on every run; needs no display (sf::Image only).

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "logo.hpp"
#include "obstacles.hpp"
#include "pixel_art.hpp"
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
    // An option is never taken for a folder name (`--help` once made a folder called --help).
    const bool wantsHelp = argc == 2 && argv[1][0] == '-';
    if (argc != 2 || wantsHelp) {
        (wantsHelp ? std::cout : std::cerr)
            << "usage: catmaze-make-assets OUT_DIR\n"
               "Writes OUT_DIR/images/*.png, OUT_DIR/sounds/*.wav and OUT_DIR/icons/*.png.\n";
        const std::string arg = argc == 2 ? argv[1] : "";
        return arg == "--help" || arg == "-h" ? 0 : 2;
    }
    const fs::path out = argv[1];
    std::error_code error;
    fs::create_directories(out / "images", error);
    fs::create_directories(out / "sounds", error);
    fs::create_directories(out / "icons", error);
    if (error) {
        std::cerr << "catmaze-make-assets: cannot create " << out.string() << ": "
                  << error.message() << "\n";
        return 1;
    }
    using namespace catmaze::assets;
    bool ok = saveImage(makeTileset(), out / "images" / "tileset.png");
    ok = saveImage(makeCatSheet(), out / "images" / "cat.png") && ok;
    const sf::Image icon = makeIcon();
    ok = saveImage(icon, out / "images" / "icon.png") && ok;
    ok = saveImage(makeLogo(), out / "images" / "logo.png") && ok;
    ok = saveImage(makeStoneTexture(), out / "images" / "stone.png") && ok;
    for (const unsigned size : {16u, 24u, 32u, 48u, 64u, 128u, 256u}) {
        const std::string name = std::to_string(size) + "x" + std::to_string(size) + ".png";
        ok = saveImage(resizedSquare(icon, size), out / "icons" / name) && ok;
    }
    for (const Sound& sound : makeSounds())
        ok = saveBytes(wavBytes(sound.samples), out / "sounds" / (sound.name + ".wav")) && ok;
    return ok ? 0 : 1;
}
