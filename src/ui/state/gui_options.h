#pragma once
// How the window was asked to start: the command line's --db, --open, --view, --game,
// --player and --size, resolved by main.cpp.

#include <optional>
#include <string>

namespace trib::ui {

struct GuiOptions {
  std::string database_path;             // already resolved (--db, $TRIBUTARY_DB or default)
  std::optional<std::string> open_file;  // a table file to show (--open)
  std::string view = "home";             // home | history | records | players | settings |
                                         // about | session | catalog | player
  std::string game;                      // --game: the catalog view's game
  std::string player;                    // --player: the player page's player
  int width = 1280;
  int height = 800;
  bool size_given = false;  // --size: exactly that size, never fitted to the screen
};

}  // namespace trib::ui
