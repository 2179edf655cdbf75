#include "sprite_parts.hpp"

#include "sprites.hpp"

namespace catmaze::assets {

void shaded(sf::Image& image, Point c, float rx, float ry, const Tone& tone) {
    shadedEllipse(image, c, rx, ry, tone.base, tone.light, tone.dark);
}

void finishSprite(sf::Image& image, Point shadowCentre, float shadowRx) {
    outline(image, kOutline);
    sf::Image shadow = blankImage(kTile, kTile);
    fillEllipse(shadow, shadowCentre, shadowRx, 2.0f, kShadow);
    for (unsigned y = 0; y < kTile; ++y) {
        for (unsigned x = 0; x < kTile; ++x) {
            if (image.getPixel(x, y).a == 0)
                image.setPixel(x, y, shadow.getPixel(x, y));
        }
    }
}

}  // namespace catmaze::assets
