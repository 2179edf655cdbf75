#pragma once
/// \file
/// The window-test harness: runs the real game in a real X window on a private Xvfb server, drives
/// it with xdotool like a player, and reads what happened from the game's JSON event log.
///
/// Helpers report failure by throwing HarnessError with a message that says what was awaited and
/// lists the events seen and the game's stderr, so a test stops at the first broken expectation
/// (GoogleTest reports the exception as a failure of the test).

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <sys/types.h>
#include <nlohmann/json.hpp>

namespace catmaze::wintest {

using Json = nlohmann::json;
using Seconds = std::chrono::duration<double>;

/// A failed expectation inside the harness; the message is meant for the test log.
class HarnessError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

/// build/catmaze, build/catmaze-level, the source tree and tests/window/levels (baked in by CMake).
std::filesystem::path gameExecutable();
std::filesystem::path levelToolExecutable();
std::filesystem::path sourceDir();
std::filesystem::path testLevel(const std::string& fileName);

/// Reads a whole file (empty when it cannot be read).
std::string readFile(const std::filesystem::path& path);
/// Writes `contents` to `path`, throwing HarnessError on failure.
void writeFile(const std::filesystem::path& path, const std::string& contents);
/// Replaces `path` with `contents` as an editor saves (a file beside it, renamed over it), so a
/// game watching `path` never reads it half written; throws HarnessError on failure.
void replaceFile(const std::filesystem::path& path, const std::string& contents);

/// Changes to a child's environment, on top of ours: a value sets the variable, nullopt removes it.
using EnvChanges = std::map<std::string, std::optional<std::string>>;

/// "exit code N" or "killed by signal N (NAME)" for a waitpid status.
std::string describeWaitStatus(int status);

/// A child process started with fork + exec. Its stdin is /dev/null; its stdout and stderr go to
/// files (or /dev/null). It is sent SIGKILL if this test program dies (PR_SET_PDEATHSIG), and
/// stopped (SIGTERM, then SIGKILL) when the object is destroyed, so nothing outlives a test.
class ChildProcess {
  public:
    struct Options {
        std::vector<std::string>
            argv;  ///< argv[0] is the program (a path, or a name found in PATH)
        EnvChanges env;
        std::filesystem::path stdoutFile;  ///< empty: /dev/null
        std::filesystem::path stderrFile;  ///< empty: /dev/null
        /// Extra descriptors for the child: (descriptor here, number in the child).
        std::vector<std::pair<int, int>> passFds;
    };

    /// Starts the process; throws HarnessError when fork or exec fails.
    explicit ChildProcess(const Options& options);
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    pid_t pid() const { return pid_; }
    /// True while the process has not exited (reaps it when it has).
    bool running();
    /// The waitpid status once the process has exited.
    std::optional<int> waitStatus() const { return status_; }
    /// Waits up to `timeout` for the process to exit; returns its waitpid status, or nullopt.
    std::optional<int> waitExit(Seconds timeout);
    /// SIGTERM, up to `grace` to exit, then SIGKILL. Returns the final waitpid status.
    int stop(Seconds grace = Seconds(3));

  private:
    pid_t pid_ = -1;
    std::optional<int> status_;
};

/// What a finished command printed and how it ended.
struct CommandResult {
    int status = -1;  ///< waitpid status
    bool timedOut = false;
    std::string out;
    std::string err;
    /// The exit code, or -1 when it did not exit normally.
    int exitCode() const;
    /// The command line, exit status and output, for failure messages.
    std::string describe() const;
    std::string commandLine;
};

/// Runs a command to completion (killing it after `timeout`), capturing stdout and stderr.
CommandResult runCommand(const std::vector<std::string>& argv, const EnvChanges& env = {},
                         Seconds timeout = Seconds(20));

/// A private directory under $TMPDIR (or /tmp), removed when destroyed unless keep() was called.
class TempDir {
  public:
    explicit TempDir(const std::string& prefix);
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    /// Keep the directory (for a failed test's logs).
    void keep() { keep_ = true; }

  private:
    std::filesystem::path path_;
    bool keep_ = false;
};

/// An Xvfb server (1280x1024x24, -noreset unless asked otherwise, no TCP) on a free display number
/// chosen by the server itself (-displayfd). Stopped when destroyed.
class Xvfb {
  public:
    /// Whether the server resets when its last client disconnects (as a bare Xvfb does).
    enum class Reset { Never, WhenLastClientLeaves };
    /// Starts the server and waits until it accepts connections; throws HarnessError otherwise.
    explicit Xvfb(const std::filesystem::path& logFile, Reset reset = Reset::Never);
    ~Xvfb();
    /// ":N".
    const std::string& display() const { return display_; }

  private:
    std::unique_ptr<ChildProcess> process_;
    std::string display_;
};

/// The game's event log (one JSON object per line), read as it grows.
class EventLog {
  public:
    explicit EventLog(std::filesystem::path path) : path_(std::move(path)) {}
    /// Reads the complete lines added since the last call. A line that is not a JSON object with
    /// an "event" string is kept as {"event":"<not json>","line":...} so tests fail on it.
    void poll();
    const std::vector<Json>& events() const { return events_; }
    /// The last `maxLines` events, one per line, numbered, for failure messages.
    std::string describe(std::size_t maxLines = 80) const;

  private:
    std::filesystem::path path_;
    std::uintmax_t offset_ = 0;
    std::string partial_;
    std::vector<Json> events_;
};

/// A tile as the event log writes it, [col, row].
struct TileRef {
    int col = 0;
    int row = 0;
    friend bool operator==(const TileRef&, const TileRef&) = default;
};
/// Reads a [col,row] JSON array; throws HarnessError when it is not one.
TileRef tileFromJson(const Json& value);
/// The "tile" of an event (throws HarnessError when it has none that is a tile).
TileRef tileOf(const Json& event);
std::string toString(TileRef tile);
std::string toString(const std::vector<TileRef>& tiles);
/// Reads a JSON array of [col,row] pairs.
std::vector<TileRef> tilesFromJson(const Json& value);

/// The answer of `catmaze-level path FILE --from C,R --to C,R --json [--diagonal]`.
struct ToolPath {
    std::string status;
    long long cost = 0;
    std::vector<TileRef> tiles;
    Json raw;
};
/// Runs the level tool's path command; throws HarnessError when it fails or prints no JSON.
ToolPath toolPath(const std::filesystem::path& level, TileRef from, TileRef to, bool diagonal);

/// The settings file of a test's game, with the values the tests want unless changed: no sound,
/// `stepSeconds` fast walks.
Json testSettings(double stepSeconds, bool diagonal = false);

/// How to start the game.
struct GameOptions {
    std::optional<std::filesystem::path> level;  ///< --level
    /// --settings file; when `settings` is set it is written there before the launch.
    std::filesystem::path settingsFile;
    std::optional<Json> settings;
    std::string windowSize = "800x600";    ///< --window
    std::filesystem::path screenshotFile;  ///< --screenshot (empty: not passed)
    std::vector<std::string> extraArgs;    ///< e.g. --diagonal
    EnvChanges env;                        ///< applied after the harness's own variables
    /// A command the game is started through (its argv before the game's, e.g. `unshare ...`);
    /// it must end by exec-ing the game, so the process is the game's. Empty: none.
    std::vector<std::string> launcher;
};

/// One run of the game on an Xvfb display, with its event log, stderr and window.
class Game {
  public:
    /// Starts the game: env DISPLAY, ALSOFT_DRIVERS=null, XDG_CONFIG_HOME=<dir>/config,
    /// ASAN_OPTIONS with detect_leaks=0 (Mesa's false leak, see PLATFORM.md), and English
    /// (LANG=C.UTF-8, no LANGUAGE, LC_ALL or LC_MESSAGES) unless `options.env` asks for another
    /// language. Logs go to `dir` as events-N.jsonl, stdout-N.txt and stderr-N.txt.
    Game(const std::string& display, const std::filesystem::path& dir, int serial,
         const GameOptions& options);
    ~Game();
    Game(const Game&) = delete;
    Game& operator=(const Game&) = delete;

    using Predicate = std::function<bool(const Json&)>;

    /// Waits for the next event (after the last one matched) that satisfies `matches`, and
    /// returns it; the events before it are skipped. Throws HarnessError with the events seen and
    /// stderr after `timeout`, or as soon as the game has exited without such an event.
    Json waitFor(const std::string& what, const Predicate& matches, Seconds timeout = Seconds(20));
    /// waitFor an event named `name`.
    Json waitForEvent(const std::string& name, Seconds timeout = Seconds(20));
    /// waitFor an event named `name` that also satisfies `matches`.
    Json waitForEvent(const std::string& name, const Predicate& matches,
                      Seconds timeout = Seconds(20));
    /// Watches the log for `duration` for an event named `name` after the last matched one,
    /// without consuming anything; returns the first such event, or nullopt if none came.
    std::optional<Json> watchFor(const std::string& name, Seconds duration);
    /// The events after the last matched one (polling the log first), without consuming them.
    std::vector<Json> pendingEvents();
    /// Index in events() just after the last matched event.
    std::size_t cursor() const { return cursor_; }
    /// Every event read so far (call poll() to read more).
    const std::vector<Json>& events() const { return log_.events(); }
    void poll() { log_.poll(); }

    /// Finds the window (title ^CatMaze), moves it to the screen's top-left corner and, when
    /// `needView`, waits for the first view event. Must be called before clicks and keys.
    void attachWindow(bool needView = true);
    /// The window's title, from the X server.
    std::string windowTitle();
    /// The X window id, as xdotool prints it.
    const std::string& windowId() const { return windowId_; }
    /// The latest view event (throws when there is none).
    Json latestView();
    /// The window pixel at the centre of `tile`, from the latest view event.
    std::pair<int, int> tileCentre(TileRef tile);

    /// Left click at window pixel (x, y).
    void clickAt(int x, int y);
    /// Left click at the centre of `tile` (latest view). With `settle`, first waits (up to 3 s)
    /// until no view event has come for 0.2 s, so a camera still gliding does not move the tile
    /// away under the pointer; clicks that must land mid-walk pass false.
    void clickTile(TileRef tile, bool settle = true);
    /// Moves the pointer to window pixel (x, y), clicking nothing.
    void moveMouseTo(int x, int y);
    /// Drags with mouse button `button` (2 middle, 3 right) from window pixel (x0, y0) to (x1, y1).
    void drag(int button, int x0, int y0, int x1, int y1);
    /// Turns the mouse wheel one notch (`up`: away from the player) at window pixel (x, y).
    void wheelAt(int x, int y, bool up);
    /// Moves the pointer to the centre of `tile` (latest view), after the camera has settled as
    /// clickTile's `settle` waits.
    void hoverTile(TileRef tile);
    /// Presses and releases `key` (an X keysym name such as Escape, F12, g).
    void key(const std::string& keyName);
    /// Waits for the next menu event that has an item labelled `label` (case-insensitive) and
    /// clicks the centre of that item's rect. Returns the menu event.
    Json clickMenuItem(const std::string& label, Seconds timeout = Seconds(20));
    /// Asks the window to close as a window manager does (WM_DELETE_WINDOW client message).
    void requestClose();

    /// Window size from the X server (width, height).
    std::pair<int, int> windowSize();

    bool running() { return process_->running(); }
    /// The game's process id (for /proc/PID/status in the soak test).
    pid_t pid() const { return process_->pid(); }
    /// Waits for the game to exit; returns the waitpid status or nullopt after `timeout`.
    std::optional<int> waitExit(Seconds timeout) { return process_->waitExit(timeout); }
    /// Stops the game (SIGTERM, then SIGKILL).
    void stop() { process_->stop(); }

    std::string stderrText() const { return readFile(stderrFile_); }
    /// The events seen, the exit status and the stderr tail, for failure messages.
    std::string diagnostics();

    const std::filesystem::path& eventsFile() const { return eventsFile_; }

  private:
    // Waits (up to 3 s) until no view event has come for 0.2 s.
    void settleView();
    std::string xdotool(const std::vector<std::string>& args, Seconds timeout = Seconds(15));

    std::string display_;
    std::filesystem::path eventsFile_;
    std::filesystem::path stderrFile_;
    std::unique_ptr<ChildProcess> process_;
    EventLog log_;
    std::size_t cursor_ = 0;
    std::string windowId_;
};

}  // namespace catmaze::wintest
