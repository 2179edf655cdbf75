#pragma once
/// \file
/// What the tests of the game around the level share (test_game_settings, test_file_problems,
/// test_game_flow*): a scratch folder for the player's files and levels, the event log's lines
/// read back by name, whole files written and read, the cost of a walk (as planned by a session,
/// and by the reference Dijkstra on the level file's own rows), and the game's flow put together
/// as App does, over a recording of its screens and an editor that may hold unsaved changes, or
/// with the real editor (EditingFlow) over a recording of its view.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <variant>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "ascii_grid.hpp"
#include "catmaze/game/play_session.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/player/player_files.hpp"
#include "editor/editor_model.hpp"
#include "reference_dijkstra.hpp"
#include "shell/editing_flow.hpp"
#include "shell/editor_gate.hpp"
#include "shell/event_log.hpp"
#include "shell/game_flow.hpp"
#include "shell/game_settings.hpp"
#include "shell/screen_port.hpp"
#include "ui/file_problems.hpp"
#include "ui/notice_sink.hpp"

namespace catmaze::app::flow_test {

using Json = nlohmann::ordered_json;

/// A folder of its own under the system's temporary one, removed with everything in it at the
/// end of the test (kept when the test failed, and its path printed, to look at).
class ScratchDir {
  public:
    /// A new empty folder, named for `name`, the process and how many came before it in the
    /// process (a test may hold several at once).
    explicit ScratchDir(const std::string& name)
        : path_(std::filesystem::temp_directory_path() /
                ("catmaze-" + name + "-" + std::to_string(::getpid()) + "-" +
                 std::to_string(++made()))) {
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~ScratchDir() {
        if (::testing::Test::HasFailure()) {
            std::cerr << "kept " << path_.string() << "\n";
            return;
        }
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    /// `name` inside the folder.
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

  private:
    static int& made() {
        static int count = 0;  // the tests' thread only
        return count;
    }
    std::filesystem::path path_;
};

/// Writes `bytes` to `file`, replacing it.
inline void writeBytes(const std::filesystem::path& file, const std::string& bytes) {
    std::ofstream(file, std::ios::binary) << bytes;
}

/// The bytes of `file` (empty when it cannot be read).
inline std::string readBytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// Every line of `log` (opened in memory) whose event is `name`, oldest first.
inline std::vector<Json> eventsNamed(const EventLog& log, const std::string& name) {
    std::vector<Json> found;
    for (const std::string& line : log.lines()) {
        Json event = Json::parse(line);
        if (event.value("event", "") == name)
            found.push_back(std::move(event));
    }
    return found;
}

/// The event names of `log` (opened in memory), oldest first.
inline std::vector<std::string> eventNames(const EventLog& log) {
    std::vector<std::string> names;
    for (const std::string& line : log.lines())
        names.push_back(Json::parse(line).value("event", ""));
    return names;
}

/// The reference Dijkstra's cost of the cheapest walk from the cat ('C') to `to` on the rows of
/// `levelFile` (a level file with a "tiles" array), with or without diagonal moves.
inline std::int64_t referenceWalkCost(const std::filesystem::path& levelFile, Tile to,
                                      bool diagonal) {
    const Json file = Json::parse(readBytes(levelFile));
    std::vector<std::string> rows;
    for (const Json& row : file.at("tiles"))
        rows.push_back(row.get<std::string>());
    const test::Ascii grid = test::parseAscii(rows);
    return test::referenceCost(grid, grid['C'], to, diagonal);
}

/// Clicks the centre of `to` in `session` and returns the cost of the route planned for it (-1,
/// and a test failure, when none was).
inline GridCost plannedWalkCost(PlaySession& session, Tile to) {
    session.click({to.col + 0.5, to.row + 0.5});
    for (const PlayEvent& event : session.takeEvents()) {
        if (const auto* planned = std::get_if<play_event::RoutePlanned>(&event))
            return planned->cost;
    }
    ADD_FAILURE() << "no route planned";
    return -1;
}

/// The screens as a list of what was asked ("push error", "clear", "start NAME", "restart",
/// "title TEXT", ...), and the level in play.
struct RecordedScreens : ScreenPort {
    void push(ScreenKind kind) override {
        calls.push_back(std::string("push ") + screenName(kind));
        shown.push_back(kind);
    }
    void pop() override {
        calls.push_back("pop");
        if (!shown.empty())
            shown.pop_back();
    }
    void clear() override {
        calls.push_back("clear");
        shown.clear();
    }
    bool empty() const override { return shown.empty(); }
    void startLevel(LevelStart start) override {
        calls.push_back("start " + start.session->originalLevel().name);
        level = std::move(start);
    }
    void dropLevel() override {
        calls.push_back("drop");
        level.reset();
    }
    void playFromStart() override { calls.push_back("restart"); }
    bool levelInPlay() const override { return level.has_value(); }
    bool levelOnTop() const override { return top() == "play" || top() == "error"; }
    void setTitle(const std::string& title) override { calls.push_back("title " + title); }

    /// The screen on top, by name ("" with none).
    std::string top() const { return shown.empty() ? "" : screenName(shown.back()); }

    std::vector<std::string> calls;   ///< what was asked, in order
    std::vector<ScreenKind> shown;    ///< the stack, bottom first
    std::optional<LevelStart> level;  ///< the level in play
};

/// An editor that may hold unsaved changes: while it does, what waits for its prompt is kept
/// until the player answers (saveAndGoOn, cancel).
struct HeldEditor : EditorGate {
    bool asksFirst(std::function<void()> then) override {
        if (!unsaved)
            return false;
        ++asked;
        held = std::move(then);
        return true;
    }
    bool edits(const std::filesystem::path& file) const override {
        return !editing.empty() && file == editing;
    }
    /// Save (or Discard) on the prompt: nothing is unsaved, and what waited is carried out.
    void saveAndGoOn() {
        unsaved = false;
        std::function<void()> then = std::move(held);
        held = nullptr;
        if (then)
            then();
    }
    /// Cancel on the prompt: what waited is dropped.
    void cancel() { held = nullptr; }

    bool unsaved = false;           ///< the editor has changes not on disk
    std::filesystem::path editing;  ///< the file the editor is open on (empty: none)
    int asked = 0;                  ///< prompts shown
    std::function<void()> held;     ///< what waits for the prompt
};

/// The notice line as a list; saves go to the banner, as Notices does.
struct FlowNotices : NoticeSink {
    explicit FlowNotices(FileProblems& problems) : problems(problems) {}
    void notify(std::string text) override { lines.push_back(std::move(text)); }
    void save(PlayerFile changed) override {
        if (std::optional<std::string> told = problems.save(changed))
            notify(std::move(*told));
    }
    FileProblems& problems;          ///< the banner
    std::vector<std::string> lines;  ///< the notices, oldest first
};

/// The game around the level, put together as App does, over a scratch folder.
struct FlowScene {
    FlowScene() { log.openInMemory(); }

    /// Frames until the load under way is done (it runs on a worker: real time passes); false
    /// after 20 s.
    bool settle() {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (std::chrono::steady_clock::now() < deadline) {
            flow.finishLoading();
            if (!flow.loading())
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }

    ScratchDir dir{"game-flow"};               ///< the player's files and levels
    Campaign campaign;                         ///< empty unless a test fills it
    PlayerFiles files{dir / "settings.json"};  ///< the player's files
    EventLog log;                              ///< in memory
    std::ostringstream err;                    ///< stderr
    FileProblems problems{files, log, err};    ///< the banner
    FlowNotices notices{problems};             ///< the notice line
    GameSettings settings{files.settings, std::nullopt, log, notices};  ///< no command line
    RecordedScreens screens;                                            ///< the screens asked for
    HeldEditor editor;  ///< no unsaved changes unless a test makes some
    GameFlow flow{{screens, editor, campaign, files, problems, settings, log, notices, err}};
};

constexpr float kEditingWidth = 800;   ///< the window the editor opens in (pixels)
constexpr float kEditingHeight = 600;  ///< the window the editor opens in (pixels)

/// The editor's view and screen as a recording in the screens' calls ("push editor", "view
/// editor", ...); an editor screen pushed is shown (beginEditing) by EditingScene::showScreens.
struct RecordedEditorWindow : EditorWindow {
    explicit RecordedEditorWindow(RecordedScreens& screens) : screens(screens) {}
    void viewEditor(EditorModel&) override { screens.calls.push_back("view editor"); }
    void dropEditorView() override { screens.calls.push_back("drop editor"); }
    void followEditor() override {}
    void layoutEditorPrompt() override {}
    void showEditor() override {
        if (editorOnTop())
            return;
        screens.calls.push_back("push editor");
        toShow = true;
    }
    const Level* levelPlayed() const override {
        return screens.level ? &screens.level->session->originalLevel() : nullptr;
    }
    void forgetPlayView() override { screens.calls.push_back("forget view"); }

    /// True when the last change of the screens pushed the editor's.
    bool editorOnTop() const {
        for (auto call = screens.calls.rbegin(); call != screens.calls.rend(); ++call) {
            if (*call == "pop" || *call == "clear" || call->rfind("push ", 0) == 0)
                return *call == "push editor";
        }
        return false;
    }

    RecordedScreens& screens;  ///< where the calls are recorded
    bool toShow = false;       ///< an editor screen pushed, not shown yet
};

/// The game around the editor, put together as App does, over a scratch folder with the player's
/// own levels folder inside it (as the window tests' XDG_DATA_HOME gives).
struct EditingScene {
    EditingScene() { log.openInMemory(); }

    /// Frames until the load under way is done (on a worker; at most 20 s).
    bool settle() {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (std::chrono::steady_clock::now() < deadline) {
            flow.finishLoading();
            showScreens();
            if (!flow.loading())
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }
    /// The screens asked for come up: an editor screen pushed asks for its edit.
    void showScreens() {
        if (window.toShow) {
            window.toShow = false;
            editing.beginEditing(kEditingWidth, kEditingHeight);
        }
    }
    /// E in play: the editor's screen on the level in play.
    void openEditor() {
        screens.calls.push_back("push editor");
        editing.beginEditing(kEditingWidth, kEditingHeight);
    }
    /// The edit (there must be one).
    EditorModel& editor() { return *editing.editor(); }
    /// What the editor's screen does with the editor's answer to an input.
    void carryOut(EditorIntent intent) {
        switch (intent.kind) {
            case EditorIntent::Kind::Leave:
                editing.leaveEditor(false);
                break;
            case EditorIntent::Kind::Play:
                editing.leaveEditor(true);
                break;
            case EditorIntent::Kind::Proceed:
                editing.proceed();
                break;
            case EditorIntent::Kind::None:
                break;
        }
        showScreens();
    }
    /// A key pressed in the editor, carried out as its screen does.
    void key(Key key, bool control = false) { carryOut(editor().handle(KeyPress{key, control})); }
    /// An answer to the editor's prompt, carried out as its screen does.
    void answer(PromptAnswer answer) { carryOut(editor().answer(answer)); }
    /// Paints a wall on `tile` with the keyboard's tool 2 (Wall) and a click, as a designer does.
    void paintWall(Tile tile) {
        key(Key::Num2);
        EXPECT_EQ(eventsNamed(log, "tool").back().value("kind", ""), "wall");
        const std::size_t edits = eventsNamed(log, "edit").size();
        const Pointer at = editor().frame().pixelOf({tile.col + 0.5, tile.row + 0.5});
        editor().handle(PointerMoved{at, false});
        editor().handle(ButtonPressed{at, Button::Left, false});
        editor().handle(ButtonReleased{at, Button::Left});
        EXPECT_EQ(eventsNamed(log, "edit").size(), edits + 1) << "no edit at " << tile.col;
    }
    /// True when the editor shows its unsaved-changes prompt (the menu named "unsaved").
    bool asksAboutUnsavedChanges() {
        return editing.editor() && editor().prompt().shown() &&
               editor().prompt().page().name == "unsaved";
    }
    /// The shipped levels copied into the scratch folder, and their campaign.
    std::filesystem::path copyShippedLevels() {
        const std::filesystem::path shipped = dir / "levels";
        std::filesystem::copy(std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels", shipped,
                              std::filesystem::copy_options::recursive);
        const CampaignLoad loaded = loadCampaign(shipped / "campaign.json");
        EXPECT_TRUE(loaded.ok());
        campaign = loaded.campaign;
        return shipped;
    }

    ScratchDir dir{"editing-flow"};  ///< the player's files and levels
    std::filesystem::path myLevels = dir / "data/catmaze/levels";  ///< the player's own levels
    Campaign campaign;                         ///< empty unless copyShippedLevels()
    PlayerFiles files{dir / "settings.json"};  ///< the player's files
    EventLog log;                              ///< in memory
    std::ostringstream err;                    ///< stderr
    FileProblems problems{files, log, err};    ///< the banner
    FlowNotices notices{problems};             ///< the notice line
    GameSettings settings{files.settings, std::nullopt, log, notices};  ///< no command line
    RecordedScreens screens;                                            ///< the screens asked for
    RecordedEditorWindow window{screens};  ///< the editor's view and screen
    /// The game's flow, asking the editor first.
    GameFlow flow{{screens, editing, campaign, files, problems, settings, log, notices, err}};
    /// The editor's side of the game, with the real EditorModel.
    EditingFlow editing{
        {screens,
         window,
         flow,
         settings,
         log,
         notices,
         myLevels,
         {[](std::u32string_view line) { return 8.0f * static_cast<float>(line.size()); },
          [](std::u32string_view line) { return 6.0f * static_cast<float>(line.size()); }}}};
};

}  // namespace catmaze::app::flow_test
