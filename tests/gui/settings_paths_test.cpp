// Where the GUI keeps its files: settings under $XDG_CONFIG_HOME, the window layout
// (imgui.ini) under $XDG_STATE_HOME, with the XDG defaults below $HOME (relative XDG
// values ignored, the password database's home without HOME), and a layout left in the
// config folder by an older version moved to the state folder. Also what is read of them:
// a settings value of the wrong type is named, an oversized layout is not read.

#include <doctest/doctest.h>

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "store/backup_folder.h"
#include "store/store.h"
#include "ui/platform/settings.h"

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
    ::unsetenv("XDG_DATA_HOME");
    ::unsetenv("TRIBUTARY_DB");
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

TEST_CASE("relative XDG values are ignored, as the XDG spec asks") {
  ScratchHome scratch;
  const fs::path home = scratch.root / "home";
  ::setenv("XDG_CONFIG_HOME", "cfg", 1);
  ::setenv("XDG_STATE_HOME", "./state", 1);
  ::setenv("XDG_DATA_HOME", "data", 1);
  CHECK(trib::ui::settings_path() == (home / ".config" / "tributary" / "settings.json").string());
  CHECK(trib::ui::imgui_ini_path() ==
        (home / ".local" / "state" / "tributary" / "imgui.ini").string());
  CHECK(trib::default_database_path() ==
        (home / ".local" / "share" / "tributary" / "tributary.db").string());
  CHECK(trib::default_backup_folder() ==
        (home / ".local" / "state" / "tributary" / "backups").string());
  ::unsetenv("XDG_DATA_HOME");
}

TEST_CASE("without HOME, settings, layout and database all go below the user's home") {
  ScratchHome scratch;
  const passwd* user = getpwuid(getuid());
  REQUIRE(user != nullptr);
  const fs::path home = user->pw_dir;
  const fs::path config = home / ".config" / "tributary";
  const bool had_config = fs::exists(config);
  ::unsetenv("HOME");
  // Before, the settings went to ./.tributary: the scratch folder is the working folder.
  const fs::path was = fs::current_path();
  fs::current_path(scratch.root);
  const std::string settings = trib::ui::settings_path();
  fs::current_path(was);
  if (!had_config) fs::remove(config);  // settings_path() made it in the real home
  CHECK(settings == (config / "settings.json").string());
  CHECK_FALSE(fs::exists(scratch.root / ".tributary"));
  CHECK(trib::default_database_path() ==
        (home / ".local" / "share" / "tributary" / "tributary.db").string());
}

TEST_CASE("a settings value of the wrong type is named once, and keeps its default") {
  ScratchHome scratch;
  const fs::path file = scratch.root / "settings.json";
  std::ofstream(file) << R"({"theme": 7, "font_scale": "big", "database_path": "/x.db"})";
  std::string problem;
  const trib::ui::Settings settings = trib::ui::load_settings(file.string(), &problem);
  CHECK(settings.theme == trib::ui::Theme::dark);
  CHECK(settings.font_scale == 1.0f);
  CHECK(settings.database_path == "/x.db");
  CHECK(problem == file.string() +
                       ": \"theme\" is not a string, \"font_scale\" is not a number; their "
                       "defaults are used");
  std::ofstream(file) << R"({"theme": "light", "font_scale": 1.5})";
  problem.clear();
  trib::ui::load_settings(file.string(), &problem);
  CHECK(problem.empty());
}

TEST_CASE("a window layout over the cap is not read") {
  ScratchHome scratch;
  const fs::path ini = scratch.root / "imgui.ini";
  CHECK_FALSE(trib::ui::layout_too_large(ini.string()));  // none yet
  {
    std::ofstream out(ini);
    out << "[Window][Tributary]\nPos=0,0\n";
  }
  CHECK_FALSE(trib::ui::layout_too_large(ini.string()));
  fs::resize_file(ini, trib::ui::kMaxLayoutBytes);
  CHECK_FALSE(trib::ui::layout_too_large(ini.string()));
  fs::resize_file(ini, trib::ui::kMaxLayoutBytes + 1);
  CHECK(trib::ui::layout_too_large(ini.string()));
}
