#pragma once
/// \file
/// The fixture of every window test: a private temporary directory and Xvfb server per test, and
/// the games launched on it. On failure the directory (event logs, stderr, screenshots) is kept
/// and its path printed.

#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <vector>

#include "harness.hpp"

namespace catmaze::wintest {

class WindowTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = std::make_unique<TempDir>("catmaze-window-");
        xvfb_ = std::make_unique<Xvfb>(dir_->path() / "xvfb.log");
    }

    void TearDown() override {
        games_.clear();  // stops any game still running
        xvfb_.reset();
        if (HasFailure()) {
            dir_->keep();
            std::cerr << "window test logs kept in " << dir_->path().string() << "\n";
        }
    }

    /// The test's temporary directory.
    const std::filesystem::path& dir() const { return dir_->path(); }
    /// dir()/settings.json, the settings file tests pass with --settings.
    std::filesystem::path settingsFile() const { return dir() / "settings.json"; }
    const std::string& display() const { return xvfb_->display(); }

    /// Starts the game on this test's display (not yet attached to its window).
    Game& launch(const GameOptions& options) {
        games_.push_back(
            std::make_unique<Game>(display(), dir(), static_cast<int>(games_.size()), options));
        return *games_.back();
    }

    /// Options for `level` with the test settings file (`stepSeconds` per step).
    GameOptions optionsFor(const std::filesystem::path& level, double stepSeconds,
                           bool diagonal = false) const {
        GameOptions options;
        options.level = level;
        options.settingsFile = settingsFile();
        options.settings = testSettings(stepSeconds, diagonal);
        return options;
    }

    /// Starts the game with `options`, waits for level_loaded and attaches to its window.
    Game& launchAndAttach(const GameOptions& options) {
        Game& game = launch(options);
        game.waitForEvent("level_loaded");
        game.attachWindow();
        return game;
    }

    /// launchAndAttach(optionsFor(level, stepSeconds, diagonal)).
    Game& launchOn(const std::filesystem::path& level, double stepSeconds, bool diagonal = false) {
        return launchAndAttach(optionsFor(level, stepSeconds, diagonal));
    }

  private:
    std::unique_ptr<TempDir> dir_;
    std::unique_ptr<Xvfb> xvfb_;
    std::vector<std::unique_ptr<Game>> games_;
};

}  // namespace catmaze::wintest
