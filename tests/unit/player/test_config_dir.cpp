// Where the player's files live: $XDG_CONFIG_HOME/catmaze when it is absolute, else
// ~/.config/catmaze, with the user's home directory when $HOME is unset.

#include <gtest/gtest.h>

#include <stdlib.h>

#include <filesystem>
#include <optional>
#include <string>

#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

// Sets (or unsets, with nullopt) an environment variable for one test, restoring it afterwards.
class EnvGuard {
  public:
    EnvGuard(const char* name, std::optional<std::string> value) : name_(name) {
        if (const char* old = std::getenv(name))
            old_ = old;
        set(value);
    }
    ~EnvGuard() { set(old_); }
    EnvGuard(const EnvGuard&) = delete;
    EnvGuard& operator=(const EnvGuard&) = delete;

  private:
    void set(const std::optional<std::string>& value) {
        if (value)
            ::setenv(name_.c_str(), value->c_str(), 1);
        else
            ::unsetenv(name_.c_str());
    }
    std::string name_;
    std::optional<std::string> old_;
};

TEST(DefaultConfigDir, UsesAnAbsoluteXdgConfigHome) {
    const EnvGuard home("HOME", "/home/tester");
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", "/tmp/xdg-config");
        EXPECT_EQ(defaultConfigDir(), fs::path("/tmp/xdg-config/catmaze"));
    }
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", "relative/config");
        EXPECT_EQ(defaultConfigDir(), fs::path("/home/tester/.config/catmaze"))
            << "a relative XDG_CONFIG_HOME is ignored";
    }
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", "");
        EXPECT_EQ(defaultConfigDir(), fs::path("/home/tester/.config/catmaze"));
    }
    {
        const EnvGuard xdg("XDG_CONFIG_HOME", std::nullopt);
        EXPECT_EQ(defaultConfigDir(), fs::path("/home/tester/.config/catmaze"));
    }
}

TEST(DefaultConfigDir, WithoutHomeUsesTheUsersHomeDirectory) {
    const EnvGuard xdg("XDG_CONFIG_HOME", std::nullopt);
    const EnvGuard home("HOME", std::nullopt);
    const fs::path dir = defaultConfigDir();
    EXPECT_TRUE(dir.is_absolute()) << dir;
    EXPECT_EQ(dir.filename(), "catmaze");
    EXPECT_EQ(dir.parent_path().filename(), ".config");
}

}  // namespace
}  // namespace catmaze
