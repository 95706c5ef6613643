#pragma once
// The "Catalogs" view's own state: the game being edited, its editor model, the selected
// component and the tools. Drawn by catalog_view.cpp each frame.

#include <memory>
#include <string>

#include "catalog_edit/editor.h"

namespace trib::ui {

struct App;

struct CatalogViewState {
  std::string game;
  std::unique_ptr<catalog_edit::Editor> editor;
  catalog_edit::ComponentRef selected;
  std::string search;
  std::string file_path;  // for Import and Export
  std::string message;    // the outcome of the last Save / Import / Export / Reset
  bool message_is_error = false;
};

// Switches the view to the catalog editor for `game_id` (unknown ids fall back to the
// first game).
void open_catalog_view(App& app, const std::string& game_id);

void draw_catalog_view(App& app);

}  // namespace trib::ui
