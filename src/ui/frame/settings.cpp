// The user's preferences in settings.json, written atomically on every change.

#include "ui/frame/settings.h"

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/file_write.h"
#include "core/json_view.h"

namespace trib::ui {

namespace fs = std::filesystem;

// $<xdg_variable>/tributary, else ~/<home_fallback>/tributary, created when missing.
static std::string xdg_dir(const char* xdg_variable, const char* home_fallback) {
  fs::path dir;
  if (const char* xdg = std::getenv(xdg_variable); xdg != nullptr && *xdg != '\0') {
    dir = fs::path(xdg) / "tributary";
  } else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
    dir = fs::path(home) / home_fallback / "tributary";
  } else {
    dir = fs::current_path() / ".tributary";
  }
  std::error_code ignored;
  fs::create_directories(dir, ignored);
  return dir.string();
}

std::string config_dir() {
  return xdg_dir("XDG_CONFIG_HOME", ".config");
}

std::string state_dir() {
  return xdg_dir("XDG_STATE_HOME", ".local/state");
}

std::string settings_path() {
  return (fs::path(config_dir()) / "settings.json").string();
}
std::string imgui_ini_path() {
  const fs::path path = fs::path(state_dir()) / "imgui.ini";
  const fs::path old = fs::path(config_dir()) / "imgui.ini";
  std::error_code ignored;
  if (!fs::exists(path, ignored) && fs::exists(old, ignored)) fs::rename(old, path, ignored);
  return path.string();
}

static float clamp_scale(double value) {
  if (!(value >= 0.5)) return 0.5f;  // also catches NaN
  if (value > 3.0) return 3.0f;
  return static_cast<float>(value);
}

Settings load_settings(const std::string& file_path, std::string* problem) {
  Settings settings;
  if (!fs::exists(file_path)) return settings;  // first start: defaults, no complaint
  nlohmann::json doc;
  try {
    doc = load_json_file(file_path);
  } catch (const InputError& error) {
    if (problem) *problem = std::string(error.what()) + "; using default settings";
    return settings;
  }
  if (!doc.is_object()) {
    if (problem) *problem = file_path + " is not a JSON object; using default settings";
    return settings;
  }
  if (auto it = doc.find("theme"); it != doc.end() && it->is_string()) {
    settings.theme = *it == "light" ? Theme::light : Theme::dark;
  }
  if (auto it = doc.find("font_scale"); it != doc.end() && it->is_number()) {
    settings.font_scale = clamp_scale(it->get<double>());
  }
  if (auto it = doc.find("database_path"); it != doc.end() && it->is_string()) {
    settings.database_path = it->get<std::string>();
  }
  if (auto it = doc.find("last_setups"); it != doc.end() && it->is_object()) {
    settings.last_setups = *it;
  }
  return settings;
}

bool save_settings(const Settings& settings, const std::string& file_path, std::string* problem) {
  const nlohmann::json doc = {{"theme", settings.theme == Theme::light ? "light" : "dark"},
                              {"font_scale", settings.font_scale},
                              {"database_path", settings.database_path},
                              {"last_setups", settings.last_setups}};
  // A settings file kept as a link (a dotfiles folder) is written where the link points.
  std::error_code unresolved;
  const fs::path resolved = fs::is_symlink(file_path, unresolved)
                                ? fs::weakly_canonical(file_path, unresolved)
                                : fs::path(file_path);
  try {
    replace_file(unresolved ? fs::path(file_path) : resolved, doc.dump(2) + "\n");
  } catch (const FileWriteError& error) {
    if (problem) *problem = error.what();
    return false;
  }
  return true;
}

bool operator==(const Settings& a, const Settings& b) {
  return a.theme == b.theme && a.font_scale == b.font_scale && a.database_path == b.database_path &&
         a.last_setups == b.last_setups;
}

}  // namespace trib::ui
