#include "commands.hpp"

#include <array>

#include "output_file.hpp"

namespace catmaze::tool {

namespace {

// Each command's command line: the synopsis and option list of its usage are made from these.

constexpr CommandLineSpec kValidate = {
    .program = "catmaze-level validate",
    .operands = "FILE...",
    .about = R"(Checks level files and prints "FILE: ok" for each valid one (FILE: ok (with
warnings) when it printed a warning). Errors and warnings go to stderr as
FILE:LINE:COL: error: MESSAGE. A valid level that cannot be won gets a warning
(FILE:LINE:COL: warning: this level cannot be won: REASON, at the exit that
cannot be reached, the reason naming where the cat's way ends) and still counts
as valid. Tiled maps (.tmj) are read as 'convert' reads them; Moving AI maps
(.map) and scenarios (.scen) are checked with the Moving AI readers.
Exit: 0 all valid, 2 any file invalid.
)",
};

constexpr OptionSpec kPathOptions[] = {
    {"from", "COL,ROW", "the start tile", true},
    {"to", "COL,ROW", "the goal tile", true},
    {"diagonal", "", "allow diagonal moves (no corner cutting); always on for .map"},
    {"json", "",
     R"(print {"status": ..., "cost": ..., "path": [[col,row], ...]} (the path leaves out the start and ends on the goal))"},
    {"algorithm", "A",
     "jps (default, as the game: jump point search with diagonals, A* without), astar, "
     "dijkstra, or tutorial (the original tutorial's slow list-based A*); every one finds the "
     "same cost"},
};

constexpr CommandLineSpec kPath = {
    .program = "catmaze-level path",
    .operands = "FILE",
    .about = R"(Finds the cheapest path under the level's rules (dogs cost more to pass).
Columns and rows count from 0 at the top-left corner.
)",
    .options = kPathOptions,
    .notes = R"(A Moving AI .map file uses the benchmark's rules: 8-connected, costs 1 and
sqrt(2), no corner cutting (sqrt(2) to 32 bits, so that equal lengths tie).
On an open-floor level (version 2 with obstacles) --from and --to are points
X,Y in tile units (decimals allowed; tile (3,4)'s centre is 3.5,4.5) and the
answer is the cat's shortest free walk round obstacles, walls and dogs: its
length and its points.
Exit: 0 found (or already there), 1 no path or an endpoint on a wall,
2 bad file, bad coordinates or an endpoint outside the map.
)",
};

constexpr OptionSpec kBenchOptions[] = {
    {"limit", "N", "only the first N problems"},
    {"sample", "N",
     "N problems spread evenly over the file (the first and the last included), so long "
     "problems are covered too; after --limit"},
    {"algorithm", "A",
     "astar (default), jps (jump point search), dijkstra (A* with no estimate) or tutorial (the "
     "original tutorial's list-based A*: slow, use it with a small --sample or --limit)"},
};

constexpr CommandLineSpec kBench = {
    .program = "catmaze-level bench",
    .operands = "MAP.map SCEN.scen",
    .about = R"(Solves the problems of a Moving AI scenario file on its map and compares each
cost with the file's optimal length (tolerance 1e-4). Prints every failure
(problem index from 0, start, goal, expected and found cost), the mean time per
query, and last "N passed, M failed".
)",
    .options = kBenchOptions,
    .notes = "Exit: 0 all passed, 1 any failed, 2 bad input.\n",
};

constexpr OptionSpec kSolveOptions[] = {
    {"diagonal", "", "allow diagonal moves (no corner cutting), as the game's setting"},
    {"json", "",
     R"(print {"winnable": ..., "cost": ..., "route": [[col,row], ...], "bones": [...], "dogs": [...]}: )"
     "the route leaves out the start and ends on the exit; bones picked up and dogs bribed in "
     "order; when the level cannot be won, \"cost\" is null and \"reason\" says why"},
    {"max-states", "N",
     "give up after N search states (default 250000): the answer is then: too complex to "
     "decide (N states)"},
    {"metrics", "",
     "also measure the level's difficulty: par, bones fetched, dogs paid, ordered fetches, "
     "fewest clicks, detour ratio and traps (levels/README.md, \"Difficulty\"); with --json "
     "a \"metrics\" member"},
};

constexpr CommandLineSpec kSolve = {
    .program = "catmaze-level solve",
    .operands = "FILE",
    .about = R"(Decides whether the level can be won and prints its cheapest winning route under
the game's rules and costs: a bone is picked up by stepping on it, a dog is
bribed with one bone by stepping on it (and eats a cat with none), and the first
exit stepped on wins. The search is exact.
FILE is a level file (.json), a Tiled map (.tmj) or a Moving AI map (.map; the
cat starts on its first passable tile, row by row, and the exit is the last).
)",
    .options = kSolveOptions,
    .notes = R"(The text answer is "winnable: cost C, N steps" and lines "route:", "bones:" and
"dogs:", or "unwinnable: REASON".
An open-floor level (version 2 with obstacles) is walked freely instead: the
answer is "winnable (open floor): a walk of length L ..." and a "route:" of
points, or "unwinnable (open floor): ..."; --json gives {"winnable", "openFloor":
true, "length", "route": [[x,y], ...]} (the route starts at the cat). The search
is exact there too: the cheapest winning walk over the bones taken and the dogs
paid or walked through, each walk measured around the obstacles.
Exit: 0 winnable, 1 cannot be won, 2 bad file or usage, or too complex to decide
within --max-states (an error on stderr says so).
)",
};

constexpr OptionSpec kConvertOptions[] = {
    {"start", "COL,ROW",
     ".map only: the cat's start (default: the first passable tile, row by row)"},
    {"exit", "COL,ROW", ".map only: the exit (default: the last passable tile)"},
    {"assets", "DIR",
     "the game's assets directory; a .tmj refers to its images/tileset.png relative to OUT "
     "(default: the game's assets, see 'catmaze-level --help')"},
    kForceOption,
};

constexpr CommandLineSpec kConvert = {
    .program = "catmaze-level convert",
    .operands = "IN OUT",
    .about = R"(Converts a level between file formats, chosen by the extensions (lower case):
  IN   .json (level file), .tmj (Tiled JSON map) or .map (Moving AI map)
  OUT  .json (level file) or .tmj (Tiled JSON map)
OUT is written atomically: a complete new file, or the old one left untouched.
An existing OUT is replaced only with --force, and OUT's folder must exist.
A level file is written in the canonical layout; a Tiled map keeps the name,
tiles, rules and "$schema" (a map property) of a level file, not its unknown
keys.
)",
    .options = kConvertOptions,
    .notes = R"(Exit: 0 converted, 2 bad input file, unsupported formats, bad usage, OUT exists
(without --force), OUT's folder does not exist, or OUT could not be written.
)",
};

constexpr OptionSpec kRenderOptions[] = {
    {"scale", "N",
     "pixels per tile, 1 to 256 (default 32, the art's own size); the image is at most 16384 "
     "pixels on a side"},
    {"solution", "", "also draw the cheapest winning route (as 'solve' finds it)"},
    {"diagonal", "", "with --solution: allow diagonal moves"},
    {"assets", "DIR",
     "the game's assets directory, holding images/tileset.png and images/cat.png (default: the "
     "game's assets, see 'catmaze-level --help')"},
    kForceOption,
};

constexpr CommandLineSpec kRender = {
    .program = "catmaze-level render",
    .operands = "FILE OUT.png",
    .about = R"(Draws the level with the game's art into a PNG image; no window or display is
needed. FILE is read as 'solve' reads it. OUT is written atomically; an existing
OUT is replaced only with --force, and OUT's folder must exist.
)",
    .options = kRenderOptions,
    .notes = R"(Exit: 0 written; 1 written without a route because --solution found that the
level cannot be won (a warning says why); 2 bad file or usage, missing or
broken art, too large an image, OUT exists (without --force), OUT's folder
does not exist, or OUT could not be written (or --solution could not decide;
the image is then written without a route).
)",
};

constexpr OptionSpec kGenerateOptions[] = {
    {"seed", "N", "the seed, a whole number from 1: the same seed gives the same level", true},
    {"size", "WxH", "width and height in tiles, walls round the edge included; 7 to 64 each", true},
    {"difficulty", "D", "easy, medium or hard: the band the level's measures must fall in", true},
    {"floor", "F", "tiles (default), or open: an open-floor courtyard of polygon walls"},
    {"patrols", "N", "0 (default) to 3 dogs on patrol, on a tile level: timing must matter"},
    kForceOption,
};

constexpr CommandLineSpec kGenerate = {
    .program = "catmaze-level generate",
    .operands = "OUT.json",
    .about = R"(Generates a level that the solver proves winnable and whose difficulty measures
(see 'solve --metrics') fall in the band of the asked difficulty: rooms and
corridors, a maze or a courtyard, the cat and the exit far apart, dogs on the
way and bones off it. The same options give the same bytes on every machine.
OUT.json is written atomically, with its measures and par in "metrics"; they are
printed. An existing OUT.json is replaced only with --force, and its folder
must exist. With --floor open: rooms split by polygon walls with doorways and
pillars, dogs in the doorways (easy: at most one; medium: the cat's room shut;
hard: the exit's room too), winnable by the open-floor planner, whose walk's
cost is the par.

With --patrols N (1 to 3, tile levels only): N more dogs walk rounds (a line of
2 to 5 tiles back and forth, or the ring of a 2x2 to 3x3 block) across the way
the cat would take if it ignored them, and the level (format version 2) is kept
only when the exact solver proves that timing matters: the cheapest win with
those dogs taken off, replayed with them walking, is caught, and the cheapest
win costs more than it and waits or goes round them. Its bones, dogs and detour
ratio fall in the difficulty's band; the other measures are neither checked nor
recorded ('solve --metrics' gives them). At most 300 candidates (152 at 64x64).

The search is bounded: at most 2000 candidates (fewer on big maps: about 340
at 64x64) and a fixed measuring budget, so every size and difficulty answers
within a few seconds. The hard band is rarely met above about 32x32: when the
budget runs out it says so (exit 2); try another seed, a smaller size or an
easier difficulty. On a terminal, a run over a second shows its progress.
)",
    .options = kGenerateOptions,
    .notes = R"(Exit: 0 written, 2 bad usage, no level in the band within the budget,
OUT.json exists (without --force), its folder does not exist, or it could not be
written.
)",
};

constexpr std::array kCommands = {
    Command{"validate", "check level files and report problems", kValidate, runValidate},
    Command{"path", "find the cheapest path between two tiles", kPath, runPath},
    Command{"bench", "check and time the pathfinder on a Moving AI benchmark", kBench, runBench},
    Command{"solve", "decide whether a level can be won, and how best", kSolve, runSolve},
    Command{"convert", "convert a level between .json, .tmj (Tiled) and .map (Moving AI)", kConvert,
            runConvert},
    Command{"render", "draw a level with the game's art into a PNG", kRender, runRender},
    Command{"generate", "make a new level of a given difficulty from a seed", kGenerate,
            runGenerate},
};

}  // namespace

std::span<const Command> commands() {
    return kCommands;
}

const Command* findCommand(std::string_view name) {
    for (const Command& command : kCommands) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

}  // namespace catmaze::tool
