// The user's preferences in settings.json, written atomically on every change.

#include "ui/platform/settings.h"

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/data_dir.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/json_view.h"

namespace trib::ui {

namespace fs = std::filesystem;

// $<xdg_variable>/tributary, else ~/<home_fallback>/tributary (core's xdg_folder), created
// when missing.
static std::string xdg_dir(const char* xdg_variable, const char* home_fallback) {
  const fs::path dir = xdg_folder(xdg_variable, home_fallback);
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

bool layout_too_large(const std::string& ini_path) {
  std::error_code unreadable;
  const std::uintmax_t size = fs::file_size(ini_path, unreadable);
  return !unreadable && size > kMaxLayoutBytes;
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
    if (problem) *problem = fill(_("{}; using default settings"), error.what());
    return settings;
  }
  if (!doc.is_object()) {
    if (problem) *problem = fill(_("{} is not a JSON object; using default settings"), file_path);
    return settings;
  }
  // A value of the wrong type keeps its default, and the one notice says which.
  std::vector<std::string> ignored;
  // `wrong`: what a value of the wrong type is told, "{}" the key.
  const auto value = [&](const char* key, bool (nlohmann::json::*is)() const noexcept,
                         const char* wrong) -> const nlohmann::json* {
    const auto it = doc.find(key);
    if (it == doc.end()) return nullptr;
    if (((*it).*is)()) return &*it;
    ignored.push_back(fill(_(wrong), key));
    return nullptr;
  };
  const char* not_text = N_("\"{}\" is not a string");
  if (const auto* theme = value("theme", &nlohmann::json::is_string, not_text)) {
    settings.theme = *theme == "light" ? Theme::light : Theme::dark;
  }
  if (const auto* scale =
          value("font_scale", &nlohmann::json::is_number, N_("\"{}\" is not a number"))) {
    settings.font_scale = clamp_scale(scale->get<double>());
  }
  if (const auto* language = value("language", &nlohmann::json::is_string, not_text)) {
    if (*language == "en") settings.language = i18n::Language::english;
    if (*language == "pl") settings.language = i18n::Language::polish;
  }
  if (const auto* path = value("database_path", &nlohmann::json::is_string, not_text)) {
    settings.database_path = path->get<std::string>();
  }
  if (!ignored.empty() && problem) {
    std::string which;
    for (std::size_t i = 0; i < ignored.size(); ++i) which += (i ? ", " : "") + ignored[i];
    // TRANSLATORS: the settings file, then the values of the wrong type.
    *problem =
        fill(P_("{}: {}; its default is used", "{}: {}; their defaults are used", ignored.size()),
             file_path, which);
  }
  if (auto it = doc.find("last_setups"); it != doc.end() && it->is_object()) {
    settings.last_setups = *it;
  }
  return settings;
}

namespace {

// How settings.json names the language: "en", "pl", or "system" for the system's.
const char* language_key(const std::optional<i18n::Language>& language) {
  if (!language) return "system";
  return *language == i18n::Language::polish ? "pl" : "en";
}

}  // namespace

bool save_settings(const Settings& settings, const std::string& file_path, std::string* problem) {
  const nlohmann::json doc = {{"theme", settings.theme == Theme::light ? "light" : "dark"},
                              {"font_scale", settings.font_scale},
                              {"language", language_key(settings.language)},
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
  return a.theme == b.theme && a.font_scale == b.font_scale && a.language == b.language &&
         a.database_path == b.database_path && a.last_setups == b.last_setups;
}

}  // namespace trib::ui
