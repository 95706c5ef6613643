// Where the GUI keeps its files: settings under $XDG_CONFIG_HOME, the window layout
// (imgui.ini) under $XDG_STATE_HOME, with the XDG defaults below $HOME, and a layout left
// in the config folder by an older version moved to the state folder.

#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "ui/frame/settings.h"

namespace {

namespace fs = std::filesystem;

// A scratch HOME with the XDG variables cleared, restored afterwards.
struct ScratchHome {
  fs::path root = fs::temp_directory_path() / ("tributary-paths-" + std::to_string(::getpid()));
  std::string saved_home = std::getenv("HOME") ? std::getenv("HOME") : "";
  ScratchHome() {
    fs::remove_all(root);
    fs::create_directories(root / "home");
    ::setenv("HOME", (root / "home").c_str(), 1);
    ::unsetenv("XDG_CONFIG_HOME");
    ::unsetenv("XDG_STATE_HOME");
  }
  ~ScratchHome() {
    ::setenv("HOME", saved_home.c_str(), 1);
    ::unsetenv("XDG_CONFIG_HOME");
    ::unsetenv("XDG_STATE_HOME");
    fs::remove_all(root);
  }
};

}  // namespace

TEST_CASE("the XDG variables choose the folders") {
  ScratchHome scratch;
  ::setenv("XDG_CONFIG_HOME", (scratch.root / "cfg").c_str(), 1);
  ::setenv("XDG_STATE_HOME", (scratch.root / "state").c_str(), 1);
  CHECK(trib::ui::settings_path() ==
        (scratch.root / "cfg" / "tributary" / "settings.json").string());
  CHECK(trib::ui::imgui_ini_path() ==
        (scratch.root / "state" / "tributary" / "imgui.ini").string());
  CHECK(fs::is_directory(scratch.root / "state" / "tributary"));
}

TEST_CASE("without them, ~/.config and ~/.local/state") {
  ScratchHome scratch;
  const fs::path home = scratch.root / "home";
  CHECK(trib::ui::settings_path() == (home / ".config" / "tributary" / "settings.json").string());
  CHECK(trib::ui::imgui_ini_path() ==
        (home / ".local" / "state" / "tributary" / "imgui.ini").string());
}

TEST_CASE("an older layout in the config folder moves to the state folder") {
  ScratchHome scratch;
  const fs::path home = scratch.root / "home";
  fs::create_directories(home / ".config" / "tributary");
  std::ofstream(home / ".config" / "tributary" / "imgui.ini") << "[Window][Tributary]\n";
  const fs::path moved = trib::ui::imgui_ini_path();
  CHECK(fs::exists(moved));
  CHECK_FALSE(fs::exists(home / ".config" / "tributary" / "imgui.ini"));
  std::ifstream in(moved);
  std::string first;
  std::getline(in, first);
  CHECK(first == "[Window][Tributary]");
}
