#pragma once
/// \file
/// The colours of the game's art: change these to restyle the whole game. Shared by the sprites,
/// the tiles and the logo.

#include <SFML/Graphics/Color.hpp>

namespace catmaze::assets {

/// Three tones of one material, lit from the top left.
struct Tone {
    sf::Color base;   ///< the material itself
    sf::Color light;  ///< where the light falls (upper left)
    sf::Color dark;   ///< in shadow (lower right)
};

// Floor: warm sand-coloured flagstones.
inline const sf::Color kFloor(186, 156, 112);
inline const sf::Color kFloorEdge(208, 180, 136);
inline const sf::Color kFloorSeam(122, 96, 66);
// Walls: dark blue-grey bricks with a light top edge.
inline const sf::Color kBrick(76, 86, 112);
inline const sf::Color kMortar(34, 38, 54);
inline const sf::Color kWallTop(140, 152, 180);
inline const sf::Color kMoss(92, 128, 72);
// Exit: a golden arch around a glowing green passage.
inline const Tone kGold{{214, 168, 60}, {255, 226, 130}, {146, 104, 34}};
inline const sf::Color kGlowEdge(30, 110, 64);
inline const sf::Color kGlowCore(200, 255, 170);
// Every sprite's outline and ground shadow.
inline const sf::Color kOutline(30, 22, 32);
inline const sf::Color kShadow(0, 0, 0, 70);
inline const sf::Color kWhite(255, 255, 255);
inline const sf::Color kBlack(24, 20, 24);
// The cat: silver-grey fur, a thief's dark eye mask, an orange bandana.
inline const Tone kFur{{150, 154, 172}, {200, 204, 218}, {102, 106, 128}};
inline const sf::Color kCream(238, 232, 220);
inline const sf::Color kMask(46, 42, 60);
inline const sf::Color kCatEye(140, 236, 96);
inline const sf::Color kPink(238, 134, 156);
inline const Tone kBandana{{240, 124, 40}, {255, 176, 90}, {178, 76, 22}};
// The dog: brown with a dark saddle, tan muzzle, red collar.
inline const Tone kDogFur{{160, 100, 52}, {200, 140, 86}, {112, 68, 34}};
inline const Tone kDogMuzzle{{226, 192, 142}, {244, 220, 178}, {186, 150, 104}};
inline const sf::Color kDogEar(88, 52, 28);
inline const sf::Color kCollar(204, 40, 52);
inline const sf::Color kTag(252, 214, 84);
inline const sf::Color kTongue(236, 104, 126);
// Open-floor obstacles: grey-brown dressed stone in dark mortar.
inline const Tone kStone{{134, 124, 112}, {170, 160, 144}, {96, 86, 78}};
inline const sf::Color kStoneMortar(58, 50, 48);
// The bone.
inline const Tone kBone{{244, 240, 226}, {255, 255, 255}, {196, 188, 168}};

}  // namespace catmaze::assets
