#pragma once
// The desktop front end. main.cpp calls run_gui() for the window and take_screenshot()
// for `tributary --screenshot`; both render through the same frame code.

#include <optional>
#include <string>

namespace trib::ui {

struct GuiOptions {
  std::string database_path;             // already resolved (--db, $TRIBUTARY_DB or default)
  std::optional<std::string> open_file;  // a table file to show (--open)
  std::string view = "home";             // home | history | records | settings | about | session
                                         // | catalog
  std::string game;                      // --game: the catalog view's game
  int width = 1280;
  int height = 800;
};

// Opens the window and runs until it is closed. Returns the process exit code.
int run_gui(const GuiOptions& options);

// Renders `options.view` (or the opened table file) off-screen-equivalent under the same
// code path, writes a PNG to `png_path` and returns the exit code (0 on success).
int take_screenshot(const GuiOptions& options, const std::string& png_path);

}  // namespace trib::ui
