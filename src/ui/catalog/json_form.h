#pragma once
// A component's properties as a form: numbers, text and yes/no as typed fields, lists and
// groups as nested trees with add and remove. Every change is an edit of the editor model
// (typing into one field is one undo step); the field a validation message names is red.

#include <string>

#include "catalog_edit/editor.h"
#include "ui/game_view.h"

namespace trib::ui::catalog_ui {

// The form for `ref`, or for the part of it at `base` ("/items/2"); its list items with
// their icons from `art` (the game view's catalog art, nullptr: none).
void json_form(const CatalogArt* art, catalog_edit::Editor& editor,
               const catalog_edit::ComponentRef& ref, const std::string& base = "");

}  // namespace trib::ui::catalog_ui
