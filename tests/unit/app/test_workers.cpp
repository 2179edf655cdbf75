// The app's one way to run work off the game's thread (workers/detached_task.hpp) and the
// workers built on it that read real files: results arrive in order, a view of those ready is as
// of one moment, and dropping work never waits for it.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <string>
#include <thread>

#include <unistd.h>

#include "workers/detached_task.hpp"
#include "workers/level_names.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;

// Polls `ready` until it holds or 20 s pass (a worker on a loaded machine), false then.
template <class Ready>
bool waitUntil(Ready ready) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!ready()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

TEST(DetachedSequence, ResultsArriveInOrder) {
    DetachedSequence<int> squares(5, [](std::size_t i) { return static_cast<int>(i * i); });
    ASSERT_TRUE(waitUntil([&] { return squares.readyCount() == 5; }));
    for (std::size_t i = 0; i < 5; ++i) {
        ASSERT_NE(squares.ready(i), nullptr);
        EXPECT_EQ(*squares.ready(i), static_cast<int>(i * i));
    }
    EXPECT_EQ(squares.ready(5), nullptr);
}

TEST(DetachedSequence, DroppingItNeverWaitsForTheWorkUnderWayWhichThenStops) {
    // The first result blocks until released, after the sequence is dropped: dropping it must
    // return at once, and the worker then stops after that result.
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    auto started = std::make_shared<std::promise<void>>();
    std::future<void> startedFuture = started->get_future();
    // Set when the worker's function object is destroyed, that is when the worker has ended.
    struct EndSignal {
        std::promise<void> ended;
        ~EndSignal() { ended.set_value(); }
    };
    auto end = std::make_shared<EndSignal>();
    std::future<void> workerEnded = end->ended.get_future();
    auto made = std::make_shared<std::atomic<int>>(0);
    auto slow = std::make_unique<DetachedSequence<int>>(
        3, [released, started, made, end = std::move(end)](std::size_t i) {
            if (i == 0) {
                started->set_value();
                released.wait();
            }
            ++*made;
            return 0;
        });
    startedFuture.wait();
    std::future<void> dropped = std::async(std::launch::async, [&slow] { slow.reset(); });
    EXPECT_EQ(dropped.wait_for(std::chrono::seconds(10)), std::future_status::ready)
        << "dropping the sequence waited for its worker";
    release.set_value();
    dropped.wait();
    ASSERT_EQ(workerEnded.wait_for(std::chrono::seconds(20)), std::future_status::ready);
    EXPECT_EQ(made->load(), 1);
}

TEST(DetachedSequence, AViewOfTheReadyResultsStaysAsOfItsMomentWhileMoreArrive) {
    // Result 0 comes at once, result 1 only when released: a view taken between holds result 0
    // alone, also once the worker has made them all (a menu built from it is as of one moment).
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    DetachedSequence<int> numbers(3, [released](std::size_t i) {
        if (i == 1)
            released.wait();
        return static_cast<int>(i) + 10;
    });
    ASSERT_TRUE(waitUntil([&] { return numbers.readyCount() == 1; }));
    const ReadyResults<int> before = numbers.readyNow();
    release.set_value();
    ASSERT_TRUE(waitUntil([&] { return numbers.readyCount() == 3; }));
    EXPECT_EQ(before.size(), 1u);
    ASSERT_NE(before.ready(0), nullptr);
    EXPECT_EQ(*before.ready(0), 10);
    EXPECT_EQ(before.ready(1), nullptr);
    EXPECT_EQ(before.ready(2), nullptr);
    const ReadyResults<int> after = numbers.readyNow();
    ASSERT_EQ(after.size(), 3u);
    EXPECT_EQ(*after.ready(2), 12);
    EXPECT_EQ(after.ready(3), nullptr);
}

TEST(DetachedTask, TheResultIsTakenOnceDone) {
    DetachedTask<std::string> task([](const std::atomic<bool>&) { return std::string("done"); });
    ASSERT_TRUE(waitUntil([&] { return task.done(); }));
    EXPECT_EQ(task.take(), "done");
}

TEST(LevelNames, AMenuOfFilesGetsEachLevelsOwnNameAndTheFileNameOfOneThatDoesNotLoad) {
    const fs::path dir =
        fs::temp_directory_path() / ("catmaze-names-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path shipped = fs::path(CATMAZE_SOURCE_DIR) / "levels" / "01-first-steps.json";
    const fs::path broken = dir / "broken.json";
    std::ofstream(broken) << "{ not json";
    LevelNames names({shipped, broken});
    ASSERT_EQ(names.files().size(), 2u);
    ASSERT_TRUE(waitUntil([&] { return names.readyCount() == 2; }));
    EXPECT_EQ(names.ready(0)->name, "First Steps");
    EXPECT_TRUE(names.ready(0)->loads);
    EXPECT_EQ(names.ready(1)->name, "broken.json");
    EXPECT_FALSE(names.ready(1)->loads);
    // A menu rebuilds when more names arrived and all are in.
    EXPECT_TRUE(names.worthShowing(0, 0.0));
    EXPECT_FALSE(names.worthShowing(2, 10.0));
    fs::remove_all(dir);
}

}  // namespace
}  // namespace catmaze::app
