// The catalog editor's row controls (form_controls.h).

#include "ui/catalog/form_controls.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/catalog/json_form.h"
#include "ui/platform/theme.h"

namespace trib::ui::catalog_ui {

using nlohmann::json;

float toggle_width() {
  return ImGui::GetFontSize() * 2.4f;
}

bool toggle(const char* label, bool on) {
  if (on) ImGui::PushStyleColor(ImGuiCol_Button, theme_colours().accent);
  const bool clicked = ImGui::Button(label, ImVec2(toggle_width(), 0));
  if (on) ImGui::PopStyleColor();
  return clicked;
}

float control_column() {
  // The longest row label of the games' tile controls (Wodny szlak's, the same text).
  return ImGui::GetCursorStartPos().x + ImGui::CalcTextSize(_("Cargo, ports")).x +
         ImGui::GetFontSize();
}

void row_label(const char* label) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine(control_column());
}

void next_control(float width) {
  const float end = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (end <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
    ImGui::SameLine();
  } else {
    ImGui::SetCursorPosX(control_column());
  }
}

bool listed(const json& list, const char* name) {
  return list.is_array() && std::find(list.begin(), list.end(), json(name)) != list.end();
}

bool listed_number(const json& list, int number) {
  return list.is_array() && std::find(list.begin(), list.end(), json(number)) != list.end();
}

void field_width(float ems) {
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * ems, ImGui::GetContentRegionAvail().x));
}

bool number_field(catalog_edit::Editor& editor, const char* id, int& value) {
  field_width(6);
  const bool edited = ImGui::InputInt(id, &value);
  if (ImGui::IsItemActivated()) editor.begin_stroke();
  if (ImGui::IsItemDeactivated()) editor.end_stroke();
  return edited;
}

void every_field(const CatalogArt* art, catalog_edit::Editor& editor,
                 const catalog_edit::ComponentRef& ref) {
  ImGui::Spacing();
  if (ImGui::CollapsingHeader(fill("{}###every-field", _("Every field")).c_str())) {
    json_form(art, editor, ref);
  }
}

}  // namespace trib::ui::catalog_ui
