#pragma once
/// \file
/// The player's settings and campaign progress, kept as JSON files written atomically.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "catmaze/io/atomic_file.hpp"  // writeFileAtomically, used by the save functions
#include "catmaze/player/export.hpp"
#include "catmaze/player/progress_limits.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze {

/// Shortest step time the settings allow, in seconds.
inline constexpr double kMinStepSeconds = 0.05;
/// Longest step time the settings allow, in seconds.
inline constexpr double kMaxStepSeconds = 2.0;

/// The keys the player chose: an action's name ("undo") to the names of its keys ("U",
/// "Ctrl+Z"), the one the game shows first first. The names are the game's; the player module
/// keeps them as written and only bounds them (kMaxKeyActions, kMaxKeysPerAction,
/// kMaxKeyNameBytes).
using KeyNames = std::map<std::string, std::vector<std::string>>;
/// Most actions a settings file may name in `keys` (and in `pad`).
inline constexpr std::size_t kMaxKeyActions = 64;
/// Most keys (or pad buttons) a settings file may give one action.
inline constexpr std::size_t kMaxKeysPerAction = 16;
/// Longest action, key or button name (in bytes) a settings file may hold in `keys` or `pad`.
inline constexpr std::size_t kMaxKeyNameBytes = 64;
/// Smallest UI scale the settings allow, in percent.
inline constexpr int kMinUiScale = 100;
/// Largest UI scale the settings allow, in percent.
inline constexpr int kMaxUiScale = 200;

/// The languages the game speaks, as the `language` setting names them: "" is the environment's
/// choice (LANGUAGE, then LC_ALL, LC_MESSAGES and LANG), "en" English (the game's own text), "de"
/// German. One code for each catalogue in po/LINGUAS.
inline constexpr std::string_view kLanguageChoices[] = {"", "en", "de"};

/// What the player can change in the Settings screen.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Settings {
    /// Diagonal moves: the menu's on/off is NoCornerCutting/Never; the file may name any mode.
    DiagonalMode diagonal = DiagonalMode::Never;
    bool showPath = true;        ///< draw the planned path
    bool searchOverlay = false;  ///< draw the last search's open/closed cells
    double stepSeconds = 0.4;    ///< seconds per step, in [kMinStepSeconds, kMaxStepSeconds]
    int volume = 80;             ///< sound volume, 0..100
    /// Play the background music.
    bool music = true;
    /// The first level's card explaining the rules was dismissed: it is not shown again.
    bool rulesCardDismissed = false;
    /// The card explaining how dogs walk their rounds (shown on the first level with patrols the
    /// player opens) was dismissed: it is not shown again.
    bool patrolCardDismissed = false;
    /// The window fills the screen (F11).
    bool fullscreen = false;
    /// The cat always runs (as when Shift is held).
    bool fastWalk = false;
    /// The keys the player rebound, by action; an action not named keeps the game's own keys.
    /// The game checks the names: an unknown action or key, or a key bound twice, keeps that
    /// action's own keys and is reported.
    KeyNames keys;
    /// The pad's buttons the player rebound, by play action (the names of `keys`, "undo"), each
    /// to its buttons' names ("A", "LB", "Start"); an action not named keeps the game's own. The
    /// game checks them as it checks the keys, within the same limits.
    KeyNames pad;
    /// The size of text, the HUD, the menus and the key bar, in percent: kMinUiScale..kMaxUiScale.
    int uiScale = 100;
    /// The floor and walls drawn in strongly contrasting colours.
    bool highContrast = false;
    /// No step animation (a walk lands at once, with the same events and sounds) and no camera
    /// glide.
    bool reducedMotion = false;
    /// The language of the game's text: one of kLanguageChoices ("": the environment's).
    std::string language;

    /// Every setting equal.
    friend bool operator==(const Settings&, const Settings&) = default;
};

/// The best win of one level.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct LevelBest {
    std::int64_t cost = 0;  ///< the lowest cost of a win (CatState::cost)
    int steps = 0;          ///< the steps of that win
    bool optimal = false;   ///< that win earned the star: at par, with no hint (Levels list)
    /// Open floor: the tiles walked in that win (tiles: none; `steps` counts them).
    std::optional<double> length{};
    /// The level's par (its cheapest winning cost) when that win was played; none when unknown.
    std::optional<std::int64_t> par{};
    /// Same record.
    friend bool operator==(const LevelBest&, const LevelBest&) = default;
};

/// The diagonal rule a win was played under. A level keeps one best for each, since a diagonal
/// walk is cheaper than a 4-way one and has a par of its own.
enum class MoveRule : std::uint8_t {
    FourWay,   ///< side moves only (DiagonalMode::Never)
    Diagonal,  ///< diagonal moves allowed (any other DiagonalMode)
};

/// The rule of a win played under `mode`.
constexpr MoveRule moveRuleOf(DiagonalMode mode) {
    return mode == DiagonalMode::Never ? MoveRule::FourWay : MoveRule::Diagonal;
}

/// "4-way" or "diagonal", as the menus name a record's rule.
CATMAZE_PLAYER_EXPORT const char* toString(MoveRule rule);

/// A record map of the progress: the best win by level file name (or by date).
using BestRecords = std::map<std::string, LevelBest>;

/// Levels completed in the campaign, by file name (as listed in levels/campaign.json), and the
/// best win of each, one per diagonal rule.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Progress {
    /// File names of the campaign levels won (under either rule).
    std::set<std::string> completed;
    /// The best win per level file name under the 4-way rule (the file's `best`; a file written
    /// before the rules were told apart keeps all its records here).
    BestRecords best;
    /// The best win per level file name with diagonal moves (the file's `bestDiagonal`).
    BestRecords bestDiagonal;
    /// The campaign's last level was won: the campaign is complete (the title says so).
    bool campaignComplete = false;
    /// The best win of each daily maze played under the 4-way rule, by its date `YYYY-MM-DD` (the
    /// last kDailyRecordsKept days played only).
    BestRecords daily;
    /// The same with diagonal moves (the file's `dailyDiagonal`; its own kDailyRecordsKept days).
    BestRecords dailyDiagonal;

    /// The level records of `rule`: best or bestDiagonal.
    const BestRecords& bests(MoveRule rule) const {
        return rule == MoveRule::Diagonal ? bestDiagonal : best;
    }
    /// The level records of `rule`, to change.
    BestRecords& bests(MoveRule rule) { return rule == MoveRule::Diagonal ? bestDiagonal : best; }
    /// The daily records of `rule`: daily or dailyDiagonal.
    const BestRecords& dailies(MoveRule rule) const {
        return rule == MoveRule::Diagonal ? dailyDiagonal : daily;
    }
    /// The daily records of `rule`, to change.
    BestRecords& dailies(MoveRule rule) {
        return rule == MoveRule::Diagonal ? dailyDiagonal : daily;
    }
    /// Same levels completed, same records.
    friend bool operator==(const Progress&, const Progress&) = default;
};

/// Records a win of `level`, played under `rule`, in `progress`: the level is completed, and
/// `win` becomes its best of that rule (bests(rule)) when there was none or when it costs less (at
/// the same cost: fewer steps, or on open floor a shorter length). A win that earned the star
/// keeps it even when an earlier one was as cheap. The record's par becomes `win`'s when it has
/// one. The other rule's record is left alone.
CATMAZE_PLAYER_EXPORT void recordWin(Progress& progress, const std::string& level,
                                     const LevelBest& win, MoveRule rule = MoveRule::FourWay);
/// Records a win of the daily maze of `date` (`YYYY-MM-DD`), played under `rule`, in
/// `progress.dailies(rule)`, kept as recordWin keeps a level's best; then only the
/// kDailyRecordsKept latest dates of that rule are kept.
CATMAZE_PLAYER_EXPORT void recordDailyWin(Progress& progress, const std::string& date,
                                          const LevelBest& win, MoveRule rule = MoveRule::FourWay);

/// What loading a settings or progress file gave: the values (defaults when the file is missing
/// or bad) and, when the file was bad, a message saying what was wrong and where the bad file was
/// kept (`FILE.bak`). A missing file is not a problem.
/// Thread safety: several threads may read it at once; a change needs it to itself.
template <class T>
struct StoredLoad {
    /// The loaded values, or the defaults.
    T value;
    /// What was wrong with the file, for the player (unset when it was fine or missing).
    std::optional<std::string> problem;
};

/// Largest settings file read; a bigger one is a bad file (and is never read whole). What the game
/// writes is far smaller: formatSettings writes every setting once, in under 400 bytes plus the
/// keys and buttons rebound (each under 450 KB within the `keys` limits), whatever file the
/// settings were read from. (The progress file's limits are in progress_limits.hpp.)
inline constexpr std::uintmax_t kMaxSettingsFileBytes = 1024 * 1024;

/// What parsing the text of a settings or progress file gave: the value, or (when `value` is
/// empty) what was wrong, in words (at most a few hundred characters, whatever the input).
/// Thread safety: several threads may read it at once; a change needs it to itself.
template <class T>
struct StoredParse {
    /// The value, when the text was valid.
    std::optional<T> value;
    /// What was wrong, when `value` is empty.
    std::string error;
};

/// `settings` with out-of-range values brought into range: stepSeconds into
/// [kMinStepSeconds, kMaxStepSeconds] (the default when not finite), volume into 0..100, uiScale
/// into kMinUiScale..kMaxUiScale.
CATMAZE_PLAYER_EXPORT Settings clampSettings(Settings settings);

/// `$XDG_CONFIG_HOME/catmaze` when set and absolute, else `$HOME/.config/catmaze` (the home
/// directory from the password database when `HOME` is unset or empty).
CATMAZE_PLAYER_EXPORT std::filesystem::path defaultConfigDir();

/// Parses the text of a settings file (see loadSettings for the keys); values are clamped
/// (clampSettings). Never throws.
CATMAZE_PLAYER_EXPORT StoredParse<Settings> parseSettings(std::string_view text);
/// The text saveSettings writes for `settings` (clamped first): parseSettings gives them back.
CATMAZE_PLAYER_EXPORT std::string formatSettings(const Settings& settings);

/// Reads settings from `path` (keys `diagonal` — `true`/`false` as older versions wrote, or a
/// DiagonalMode name —, `showPath`, `searchOverlay`, `stepSeconds`,
/// `volume`, `music`, `rulesCardDismissed`, `patrolCardDismissed`, `fullscreen`, `fastWalk`,
/// `uiScale`, `highContrast`, `reducedMotion`,
/// `keys`: an object of action names, each with a key name or a list of them, as
/// `{"undo": ["X", "Ctrl+Z"], "restart": "T"}`; an action given twice counts with its last keys;
/// `pad`: the same for the pad's buttons, as `{"undo": "X", "hint": ["Back"]}`, within the same
/// limits; missing keys keep their defaults, unknown keys are ignored). A file that is unreadable,
/// larger than kMaxSettingsFileBytes, not JSON (a number too large for a double included), not an
/// object, or has a known key of the wrong type (`keys` or `pad` beyond kMaxKeyActions,
/// kMaxKeysPerAction or kMaxKeyNameBytes included), and anything else under that name (a directory,
/// a FIFO, a symbolic link loop), is renamed to `path.bak` (replacing an older file of that name),
/// reported in `problem` (naming the file and what was wrong), and replaced by defaults, so the
/// next start finds no problem. A missing file gives defaults and no problem. Out-of-range values
/// are clamped (clampSettings) without a problem. Never throws.
CATMAZE_PLAYER_EXPORT StoredLoad<Settings> loadSettings(const std::filesystem::path& path);
/// Writes formatSettings(settings) atomically (writeFileAtomically). When `path` is a symbolic
/// link (or a chain of them) the file it points to is replaced and the link kept. Returns an
/// error message on failure. Never throws.
CATMAZE_PLAYER_EXPORT std::optional<std::string> saveSettings(const std::filesystem::path& path,
                                                              const Settings& settings);

/// Parses the text of a progress file (see loadProgress). Never throws.
CATMAZE_PLAYER_EXPORT StoredParse<Progress> parseProgress(std::string_view text);
/// The text saveProgress writes for `progress`, with each record as the reader keeps it: only the
/// kDailyRecordsKept latest daily records, steps below 0 as 0, a length that is negative or not
/// finite and a negative par left out. parseProgress gives it back (a level name that is not valid
/// UTF-8 comes back with U+FFFD in place of its bad bytes). For a progress within the limits
/// (progressLimitProblem gives nothing) it is at most kMaxProgressFileBytes long and holds at
/// most kMaxProgressJsonValues values, so loadProgress accepts it.
CATMAZE_PLAYER_EXPORT std::string formatProgress(const Progress& progress);
/// What in `progress` is beyond the limits of progress_limits.hpp (more than kMaxProgressLevels
/// completed levels or best records, or a name longer than kMaxProgressNameBytes as written), in
/// words; nothing when it is within them. Only a campaign larger than those limits can make such
/// a progress. Never throws except std::bad_alloc.
CATMAZE_PLAYER_EXPORT std::optional<std::string> progressLimitProblem(const Progress& progress);

/// Reads progress from `path`: `{"completed": ["level-file.json", ...], "best": {"level-file.json":
/// {"cost": 120, "steps": 12, "optimal": true, "par": 120}, ...}}` (open-floor records add
/// "length"; `"campaignComplete": true` once the last level was won; a missing `completed` or
/// `best` is empty; a record's missing key keeps its default; `"daily": {"2026-11-25": {...}}`
/// holds the daily mazes' records, the kDailyRecordsKept latest dates kept; `best` and `daily`
/// are the 4-way rule's records, `bestDiagonal` and `dailyDiagonal` the same with diagonal moves,
/// and a file without them, as older versions wrote, has 4-way records only),
/// with the same handling of missing and bad files as loadSettings. Its limits are those of
/// progress_limits.hpp: larger than kMaxProgressFileBytes, more than kMaxProgressJsonValues JSON
/// values, or a progress beyond progressLimitProblem's limits is a bad file. What we write we
/// can read: saveProgress's file for any progress this accepted (and any within the limits) is
/// accepted again and gives the same progress.
CATMAZE_PLAYER_EXPORT StoredLoad<Progress> loadProgress(const std::filesystem::path& path);
/// Writes formatProgress(progress) atomically, through symbolic links as saveSettings does.
/// Returns an error message on failure, and writes nothing (the file keeps its last progress) when
/// progressLimitProblem finds `progress` beyond the limits: the game never writes a progress file
/// it would refuse to read. Never throws.
CATMAZE_PLAYER_EXPORT std::optional<std::string> saveProgress(const std::filesystem::path& path,
                                                              const Progress& progress);

}  // namespace catmaze
