#pragma once
// A component's properties as a form: numbers, text and yes/no as typed fields, lists and
// groups as nested trees with add and remove. Every change is an edit of the editor model
// (typing into one field is one undo step); the field a validation message names is red.

#include <string>

#include "catalog_edit/editor.h"

namespace trib::ui::catalog_ui {

// The form for `ref`, or for the part of it at `base` ("/items/2").
void json_form(catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
               const std::string& base = "");

}  // namespace trib::ui::catalog_ui
