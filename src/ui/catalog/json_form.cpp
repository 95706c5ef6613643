// A component's properties as a form of typed fields and nested lists.

#include "ui/catalog/json_form.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdint>

#include "catalog_edit/item_labels.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"
#include "ui/catalog/item_art.h"
#include "ui/catalog/item_row.h"
#include "ui/platform/theme.h"

namespace trib::ui::catalog_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

struct Form {
  const CatalogArt* art;
  Editor& editor;
  const ComponentRef& ref;
  std::string problem;  // the invalid field's pointer inside the component, if any
};

std::string escape(const std::string& key) {
  std::string out;
  for (const char c : key) out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
  return out;
}

bool names_problem(const Form& form, const std::string& pointer) {
  return !form.problem.empty() && form.problem.rfind(pointer, 0) == 0 &&
         (form.problem.size() == pointer.size() || form.problem[pointer.size()] == '/');
}

// Stroke bookkeeping for the widget just drawn: typing into a field is one undo step.
void strokes(Editor& editor) {
  if (ImGui::IsItemActivated()) editor.begin_stroke();
  if (ImGui::IsItemDeactivated()) editor.end_stroke();
}

void leaf(Form& form, const json& value, const std::string& pointer) {
  // Narrower than usual when the pane is (large fonts), never past its edge.
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 12, ImGui::GetContentRegionAvail().x));
  if (value.is_boolean()) {
    bool flag = value.get<bool>();
    if (ImGui::Checkbox("##v", &flag)) form.editor.set_field(form.ref, pointer, flag);
  } else if (value.is_number_integer()) {
    std::int64_t number = value.get<std::int64_t>();
    const bool edited = ImGui::InputScalar("##v", ImGuiDataType_S64, &number, nullptr, nullptr);
    strokes(form.editor);
    if (edited) form.editor.set_field(form.ref, pointer, number);
  } else if (value.is_number()) {
    double number = value.get<double>();
    const bool edited = ImGui::InputDouble("##v", &number, 0, 0, "%g");
    strokes(form.editor);
    if (edited) form.editor.set_field(form.ref, pointer, number);
  } else if (value.is_string()) {
    std::string text = value.get<std::string>();
    const bool edited = ImGui::InputText("##v", &text);
    strokes(form.editor);
    if (edited) form.editor.set_field(form.ref, pointer, text);
  } else {
    ImGui::TextDisabled("null");  // not translated: the JSON value
  }
}

void node(Form& form, const json& value, const std::string& pointer, const std::string& label);
void children(Form& form, const json& value, const std::string& pointer);

// An element of a list of objects: a compact row (icon, kind, field tags) that opens on a
// click to the element's own fields; open while the validation message names it.
void item_node(Form& form, const json& value, const std::string& pointer, std::size_t index) {
  ImGui::PushID(pointer.c_str());
  // The small "x" centred on the row's first line, which is a frame high.
  const float top = ImGui::GetCursorPosY();
  ImGui::SetCursorPosY(top + (ImGui::GetFrameHeight() - ImGui::GetTextLineHeight()) * 0.5f);
  if (ImGui::SmallButton("x")) {
    form.editor.remove_field(form.ref, pointer);
    ImGui::PopID();
    return;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", fill(_("Remove item {}"), index + 1).c_str());
  ImGui::SameLine();
  ImGui::SetCursorPosY(top);
  const bool bad = names_problem(form, pointer);
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID open_key = ImGui::GetID("##open");
  const bool open = bad || storage->GetBool(open_key, false);
  const ItemIcon icon = [&](ImDrawList* draw, ImVec2 min, float height) {
    return draw_item_icon(form.art, form.editor, form.ref, pointer, draw, min, height);
  };
  ItemRowState row;
  row.arrow = true;
  row.open = open;
  row.invalid = bad;
  row.number = std::to_string(index + 1) + ".";
  if (item_row("##item", catalog_edit::item_labels(value), icon, row)) {
    storage->SetBool(open_key, !open);
  }
  if (open) {
    ImGui::Indent();
    children(form, value, pointer);
    ImGui::Unindent();
  }
  ImGui::PopID();
}

// "+ field": a new key with a JSON value, typed as text.
void add_field(Form& form, const std::string& pointer) {
  static std::string key, text;
  if (ImGui::SmallButton(_("+ field"))) {
    key.clear();
    text = "0";
    ImGui::OpenPopup("add-field");
  }
  if (!ImGui::BeginPopup("add-field")) return;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  ImGui::InputTextWithHint("##key", _("name"), &key);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  ImGui::InputTextWithHint("##value", _("value as JSON"), &text);
  json parsed;
  std::string problem;
  try {
    parsed = parse_json_text(text);
  } catch (const std::exception& error) {
    problem = error.what();
  }
  if (!problem.empty()) ImGui::TextColored(theme_colours().illegal, "%s", problem.c_str());
  ImGui::BeginDisabled(key.empty() || !problem.empty());
  if (ImGui::Button(_("Add"))) {
    form.editor.set_field(form.ref, pointer + "/" + escape(key), parsed);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  ImGui::EndPopup();
}

void children(Form& form, const json& value, const std::string& pointer) {
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it) {
      node(form, it.value(), pointer + "/" + escape(it.key()), it.key());
    }
    add_field(form, pointer);
    return;
  }
  const bool items = catalog_edit::is_item_list(value);
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string at = pointer + "/" + std::to_string(i);
    if (items) {
      item_node(form, value[i], at, i);
    } else {
      node(form, value[i], at, std::to_string(i));
    }
  }
  if (ImGui::SmallButton(_("+ element"))) {
    form.editor.set_field(form.ref, pointer + "/-", value.empty() ? json(0) : value.back());
  }
}

void node(Form& form, const json& value, const std::string& pointer, const std::string& label) {
  ImGui::PushID(pointer.c_str());
  if (ImGui::SmallButton("x")) {
    form.editor.remove_field(form.ref, pointer);
    ImGui::PopID();
    return;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", fill(_("Remove {}"), label).c_str());
  ImGui::SameLine();
  const bool bad = names_problem(form, pointer);
  if (bad) ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().illegal);
  if (value.is_structured()) {
    const std::string title =
        label + (value.is_array() ? "  [" + std::to_string(value.size()) + "]" : "");
    const bool open = ImGui::TreeNodeEx(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen);
    if (bad) ImGui::PopStyleColor();
    if (open) {
      children(form, value, pointer);
      ImGui::TreePop();
    }
  } else {
    // The field at a common column, or under its label when the pane is too narrow for both
    // (large fonts).
    const float field_x = ImGui::GetFontSize() * 11;
    const bool beside = ImGui::GetContentRegionAvail().x >= field_x + ImGui::GetFontSize() * 8;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    if (bad) ImGui::PopStyleColor();
    if (beside) ImGui::SameLine(field_x);
    leaf(form, value, pointer);
  }
  ImGui::PopID();
}

}  // namespace

void json_form(const CatalogArt* art, Editor& editor, const ComponentRef& ref,
               const std::string& base) {
  if (!editor.exists(ref)) return;
  const json snapshot = editor.component(ref);  // edits replace the component
  const json::json_pointer at(base);
  if (!snapshot.contains(at)) return;
  Form form{art, editor, ref, {}};
  if (const catalog_edit::Problem* problem = editor.problem(ref)) {
    const std::string prefix =
        "/" + escape(ref.section) + (ref.id.empty() ? "" : "/" + escape(ref.id));
    if (problem->path.rfind(prefix, 0) == 0) form.problem = problem->path.substr(prefix.size());
  }
  const json& value = snapshot[at];
  ImGui::PushID(base.c_str());
  if (value.is_structured()) {
    children(form, value, base);
  } else {
    leaf(form, value, base);
  }
  ImGui::PopID();
}

}  // namespace trib::ui::catalog_ui
