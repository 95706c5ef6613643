#pragma once
// Where the bundled data/ folder lives: $TRIBUTARY_DATA; else, for an installed binary,
// <prefix>/share/tributary/data beside its bin/; else, for a binary inside the build
// tree, the source tree's data/ (both paths compiled in). An installed copy never reads
// the source tree, so it behaves the same on a machine without one.

#include <filesystem>
#include <string_view>

namespace trib {

std::filesystem::path data_dir();
std::filesystem::path game_data_file(std::string_view game_id, std::string_view file_name);
// The compiled message catalogs (LANG/LC_MESSAGES/DOMAIN.mo below it): $TRIBUTARY_LOCALEDIR,
// <prefix>/share/locale for an installed binary, the build tree's locale/ inside it.
std::filesystem::path locale_dir();

// $HOME, else the home folder the password database gives (HOME unset or empty), else ".":
// settings, data and state all go below the same one.
std::filesystem::path user_home();
// $<variable>/tributary for an absolute value (the XDG base directory spec says a relative
// one is invalid and must be ignored), else <user_home>/<home_fallback>/tributary.
std::filesystem::path xdg_folder(const char* variable, const char* home_fallback);

// The user's own data: $XDG_DATA_HOME/tributary (an absolute XDG_DATA_HOME only), else
// ~/.local/share/tributary.
std::filesystem::path user_data_dir();

}  // namespace trib
