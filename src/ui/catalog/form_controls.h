#pragma once
// Controls for the catalog editor's purpose-made component editors (a game's tile
// controls): rows with a label and controls that wrap under a control column, toggles for
// lists of names, choices and number fields. Each click is one edit of the editor model, so
// undo, validation and save work as for every field.

#include <imgui.h>

#include <array>
#include <nlohmann/json.hpp>
#include <string>

#include "catalog_edit/editor.h"
#include "ui/game_view.h"

namespace trib::ui::catalog_ui {

float toggle_width();
// A toggle drawn as a button, in the accent colour while on; returns true when clicked.
bool toggle(const char* label, bool on);
// Where the controls of every row start: after the longest row label.
float control_column();
void row_label(const char* label);
// Before the next control of a row: on the same line when `width` fits, else on a new line
// under the control column.
void next_control(float width);
bool listed(const nlohmann::json& list, const char* name);
bool listed_number(const nlohmann::json& list, int number);
// A field `ems` font sizes wide, or what is left of the line when that is less.
void field_width(float ems);
// A whole number field; typing is one undo step.
bool number_field(catalog_edit::Editor& editor, const char* id, int& value);
// Under a game's own controls: every field of the component, folded away (list items with
// their icons from `art`, the game's catalog art).
void every_field(const CatalogArt* art, catalog_edit::Editor& editor,
                 const catalog_edit::ComponentRef& ref);

// A list of names kept in `order`, with `name` added or taken out.
template <std::size_t N>
nlohmann::json toggled(const nlohmann::json& list, const std::array<const char*, N>& order,
                       const char* name) {
  nlohmann::json out = nlohmann::json::array();
  for (const char* each : order) {
    if (listed(list, each) != (std::string(each) == name)) out.push_back(each);
  }
  return out;
}

// A row of toggles for a list of names; one click is one edit.
template <std::size_t N>
void name_toggles(catalog_edit::Editor& editor, const catalog_edit::ComponentRef& ref,
                  const std::string& pointer, const nlohmann::json& list,
                  const std::array<const char*, N>& names, const char* label) {
  row_label(label);
  bool first = true;
  for (const char* name : names) {
    if (!first) next_control(toggle_width());
    first = false;
    ImGui::PushID(name);
    if (toggle(name, listed(list, name)))
      editor.set_field(ref, pointer, toggled(list, names, name));
    ImGui::PopID();
  }
}

template <std::size_t N>
int index_in(const std::array<const char*, N>& names, const std::string& name, int fallback) {
  for (std::size_t i = 0; i < N; ++i) {
    if (name == names[i]) return static_cast<int>(i);
  }
  return fallback;
}

template <std::size_t N>
bool choice(const char* id, const std::array<const char*, N>& names, int& index) {
  field_width(8);
  return ImGui::Combo(id, &index, names.data(), static_cast<int>(N));
}

}  // namespace trib::ui::catalog_ui
