#pragma once
// User preferences kept in settings.json in the config folder. Written on every change
// (atomically: a temporary file renamed over the old one), read once at start.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "core/i18n.h"

namespace trib::ui {

enum class Theme { dark, light };

struct Settings {
  Theme theme = Theme::dark;
  float font_scale = 1.0f;                 // multiplies the 16 px base size (HiDPI, readability)
  std::optional<i18n::Language> language;  // none: the system's (i18n::system_language)
  std::string database_path;               // empty = the default; used at the next start
  // Per game id: the last New session's players and kept options (ui/state/setup_memory.h).
  nlohmann::json last_setups = nlohmann::json::object();
};

// $XDG_CONFIG_HOME/tributary, else ~/.config/tributary (created when missing).
std::string config_dir();
// $XDG_STATE_HOME/tributary, else ~/.local/state/tributary (created when missing): the
// window layout is state, not a setting.
std::string state_dir();
std::string settings_path();
// imgui.ini in state_dir(); a layout left in config_dir() by an older version moves there.
std::string imgui_ini_path();

// A window layout larger than this is not read (ImGui parses it whole on the first
// frame; hundreds of MB would hang the start): the window starts with the default layout,
// and the next save replaces the file.
inline constexpr std::uintmax_t kMaxLayoutBytes = 1024 * 1024;
bool layout_too_large(const std::string& ini_path);

// Missing or unreadable files give the defaults, and values of the wrong type theirs;
// `problem` (optional) receives why, in one sentence.
Settings load_settings(const std::string& file_path, std::string* problem = nullptr);
// Returns false (and fills `problem`) when the file cannot be written.
bool save_settings(const Settings& settings, const std::string& file_path,
                   std::string* problem = nullptr);

bool operator==(const Settings& a, const Settings& b);

}  // namespace trib::ui
