#!/usr/bin/env python3
"""Writes the small hostile level files of this folder (see README.md). The large ones, and those
that must be special files (FIFO, symbolic links, unreadable), are made by the tool test at run
time so the repository stays small. Run from this folder: python3 make_small_files.py"""

import base64
import gzip
import json
import math
import zlib

LEVEL = '{"name": "L", "version": 1, "tiles": ["C.E"]}'


def write(name, data):
    with open(name, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def tiled(width, height, layers, tilesets=None):
    m = {"type": "map", "orientation": "orthogonal", "width": width, "height": height,
         "tilewidth": 32, "tileheight": 32, "layers": layers}
    if tilesets is not None:
        m["tilesets"] = tilesets
    return json.dumps(m)


DEEP = "[" * 60000 + "]" * 60000

# Classics.
write("empty.json", "")
write("truncated.json", '{"name": "T", "version": 1, "tiles": ["C.E"')
write("utf16.json", LEVEL.encode("utf-16"))  # with its byte order mark
write("utf16.tmj", tiled(1, 1, []).encode("utf-16-le"))
write("bom.json", b"\xef\xbb\xbf" + LEVEL.encode())  # accepted: a UTF-8 BOM is skipped
write("cr-only.json", LEVEL.replace(", ", ",\r"))  # accepted: a lone CR is a line break
# Accepted: a name of 2,408 characters, which the game's menus and HUD must cut to their boxes.
write("long-name.json", json.dumps({"version": 1, "name": "Endless Winding " * 150 + "Corridor",
                                    "tiles": ["#####", "#CE.#", "#####"]}) + "\n")
write("cr-only.map", "type octile\rheight 1\rwidth 3\rmap\r...\r")
write("nul.json", b'{"name": "N\x00", "version": 1, "tiles": ["C.E"]}')
write("nul.map", b"type octile\nheight 1\nwidth 3\nmap\n.\x00.\n")
write("nul.tmj", b'{"type": "map", "width": 1\x00}')
write("invalid-utf8.json", b'{"name": "\xff\xfe", "version": 1, "tiles": ["C.E"]}')
write("invalid-utf8.tmj", b'{"type": "map", "name": "\xc0\xaf", "width": 1, "height": 1}')
write("duplicate-keys.json", '{"name": "A", "name": "B", "version": 1, "tiles": ["C.E"]}')
write("not-an-object.json", "[1, 2, 3]")
write("wrong-types.json", '{"name": 7, "version": "1", "tiles": 5}')
write("escape-in-key.json", '{"name": "E", "version": 1, "tiles": ["C.E"], "\\u001b[2J": 1}')

# Deep nesting, in several places.
write("deep-array.json", DEEP)
write("deep-rules.json", '{"name": "D", "version": 1, "tiles": ["C.E"], "rules": {"x": ' + DEEP + "}}")
write("deep-layers.tmj", '{"type": "map", "width": 1, "height": 1, "layers": ' + DEEP + "}")
write("deep-tileset.tmj",
      '{"type": "map", "width": 1, "height": 1, "tilesets": [{"firstgid": 1, "tiles": ' + DEEP + "}]}")
write("deep-object-id.tmj",
      '{"type": "map", "width": 1, "height": 1, "layers": [{"type": "objectgroup", "objects": '
      '[{"id": ' + DEEP + "}]}]}")

# Huge numbers.
write("huge-number.json", '{"name": "H", "version": 1, "tiles": ["C.E"], "tileSize": 1e400}')
write("huge-version.json", '{"name": "H", "version": 1e300, "tiles": ["C.E"]}')
write("huge-width.tmj", '{"type": "map", "width": 1e400, "height": 1}')
write("huge-firstgid.tmj", tiled(1, 1, [], [{"firstgid": 10**30, "tiles": []}]))
write("huge-dimensions.tmj", tiled(8192, 8192, []))
write("huge-header.map", "type octile\nheight 8192\nwidth 8192\nmap\n" + "." * 8192 + "\n")
write("negative-header.map", "type octile\nheight -1\nwidth 3\nmap\n")

# Tiled specifics.
write("not-a-map.tmj", '{"type": "tileset"}')
write("infinite.tmj", '{"type": "map", "infinite": true, "width": 1, "height": 1}')
for name, source in [("tileset-outside.tmj", "../outside.tsj"),
                     ("tileset-absolute.tmj", "/etc/passwd"),
                     ("tileset-parent-chain.tmj", "../../../../../../etc/shadow.tsj")]:
    write(name, tiled(1, 1, [], [{"firstgid": 1, "source": source}]))


def bomb(compress):
    data = base64.b64encode(compress(bytes(16 * 1024 * 1024))).decode()
    return data


write("zip-bomb-zlib.tmj", tiled(2, 2, [{"type": "tilelayer", "name": "bomb", "encoding": "base64",
                                         "compression": "zlib", "data": bomb(zlib.compress)}]))
write("zip-bomb-gzip.tmj", tiled(2, 2, [{"type": "tilelayer", "name": "bomb", "encoding": "base64",
                                         "compression": "gzip",
                                         "data": bomb(lambda b: gzip.compress(b, mtime=0))}]))
# A 1 KiB layer name over a million bone tiles (zlib makes it small), and no cat.
bones = zlib.compress((1).to_bytes(4, "little") * (1024 * 1024), 9)
write("layer-name-amplification.tmj",
      tiled(1024, 1024,
            [{"type": "tilelayer", "name": "n" * 1024, "encoding": "base64", "compression": "zlib",
              "data": base64.b64encode(bones).decode()}],
            [{"firstgid": 1, "tiles": [{"id": 0, "type": "bone"}]}]))

# Read by the positioned JSON reader: a key given twice, and tile data that is not integers.
write("duplicate-keys.tmj", '{"type": "map",\n "width": 2,\n "height": 1,\n "width": 3000}')
write("layer-data-not-integers.tmj",
      tiled(2, 1, [{"type": "tilelayer", "name": "w", "data": [1, "2"]}]))
write("layer-data-fractions.tmj",
      tiled(2, 1, [{"type": "tilelayer", "name": "w", "data": [0, 1.5]}]))

# Open-floor limits (issue 19, levels/README.md "Open-floor limits"): each file breaks one limit
# and keeps every other.


def open_floor(rows, obstacles):
    return json.dumps({"name": "O", "version": 2, "tiles": rows, "obstacles": obstacles})


def circle(cx, cy, r, n):
    return {"points": [[round(cx + r * math.cos(2 * math.pi * i / n), 6),
                        round(cy + r * math.sin(2 * math.pi * i / n), 6)] for i in range(n)]}


def square(x, y):
    return {"points": [[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1]]}


OPEN_ROWS = ["C" + "." * 62 + "E"] + ["." * 64] * 63
write("open-floor-polygon-257-points.json", open_floor(OPEN_ROWS, [circle(32, 32, 30, 257)]))
write("open-floor-257-obstacles.json",
      open_floor(OPEN_ROWS, [square(2 + 3 * (i % 20), 2 + 3 * (i // 20)) for i in range(257)]))
write("open-floor-1000-squares.json", open_floor(OPEN_ROWS, [square(10, 10)] * 1000))
write("open-floor-points-total.json",
      open_floor(OPEN_ROWS, [circle(4 + 7 * (i % 9), 4 + 7 * (i // 9), 3, 256) for i in range(9)]))
write("open-floor-dogs-65.json", open_floor(["C" + "D" * 65 + "E", "." * 67, "." * 67],
                                            [square(1, 1)]))
write("open-floor-bones-33.json", open_floor(["C" + "B" * 33 + "E", "." * 35, "." * 35],
                                             [square(1, 1)]))
write("open-floor-exits-17.json", open_floor(["C" + "E" * 17, "." * 18, "." * 18], [square(1, 1)]))

# A key repeated inside an obstacle: an error, as everywhere in a level file.
write("duplicate-points.json",
      '{"name": "D", "version": 2, "tiles": ["C.E", "..."],\n'
      ' "obstacles": [{"points": [[0, 1], [1, 1], [1, 2]],\n'
      '                "points": [[2, 0], [3, 0], [3, 1]]}]}')
