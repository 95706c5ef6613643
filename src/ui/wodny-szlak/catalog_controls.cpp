// Wodny szlak's tile controls in the catalog editor: river arms per edge, meadow corners,
// obstacle, cargo and ports, group, and each square of a starting tile.

#include "ui/wodny-szlak/catalog_controls.h"

#include <algorithm>
#include <array>
#include <string>

#include "core/i18n.h"
#include "ui/catalog/form_controls.h"
#include "ui/catalog/item_art.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/catalog_art.h"

namespace trib::ui::ws_ui {

namespace {

using namespace catalog_ui;
using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

// The catalog file's own values, shown as the file holds them (as the editor shows its keys).
constexpr std::array<const char*, 4> kEdges = {"N", "E", "S", "W"};
constexpr std::array<const char*, 4> kCorners = {"NE", "SE", "SW", "NW"};
constexpr std::array<const char*, 3> kGroups = {"base", "sheep", "cows"};
constexpr std::array<const char*, 3> kObstacleKinds = {"none", "mill", "sawmill"};

void obstacle_controls(Editor& editor, const ComponentRef& ref, const std::string& base,
                       const json& square) {
  const std::string pointer = base + "/obstacle";
  const json obstacle = square.value("obstacle", json());
  int kind = obstacle.is_object() ? index_in(kObstacleKinds, obstacle.value("kind", ""), 1) : 0;
  row_label(_("Obstacle"));
  if (choice("##obstacle", kObstacleKinds, kind)) {
    if (kind == 0) {
      editor.remove_field(ref, pointer);
    } else {
      json changed = obstacle.is_object() ? obstacle : json{{"value", 3}, {"needs", 1}};
      changed["kind"] = kObstacleKinds[static_cast<std::size_t>(kind)];
      editor.set_field(ref, pointer, changed);
    }
    return;
  }
  if (!obstacle.is_object()) return;
  for (const char* field : {"value", "needs"}) {
    const json& current = obstacle.value(field, json(0));
    int number = current.is_number_integer() ? current.get<int>() : 0;
    next_control(ImGui::CalcTextSize(field).x + ImGui::GetStyle().ItemSpacing.x +
                 ImGui::GetFontSize() * 6);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(field);
    ImGui::SameLine();
    if (number_field(editor, (std::string("##") + field).c_str(), number)) {
      editor.set_field(ref, pointer + "/" + field, std::max(number, 0));
    }
  }
}

void item_controls(Editor& editor, const ComponentRef& ref, const std::string& pointer,
                   const json& item, const json& arms) {
  const std::string kind = item.value("kind", "?");
  const float start = ImGui::GetCursorPosX();
  // The cargo or port as the tile shows it, in a column of its own so the fields line up.
  const float icon = ImGui::GetFrameHeight();
  draw_item_icon(&catalog_art(), editor, ref, pointer, ImGui::GetWindowDrawList(),
                 ImGui::GetCursorScreenPos(), icon);
  ImGui::Dummy(ImVec2(icon, icon));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(kind.c_str());
  // The count in a column after the longest kind, or under the kind when the pane is narrow.
  const float column = start + icon + ImGui::GetStyle().ItemSpacing.x + ImGui::GetFontSize() * 3.5f;
  if (ImGui::GetWindowContentRegionMax().x - column >= ImGui::GetFontSize() * 6) {
    ImGui::SameLine(column);
  }
  const json& current = item.value("count", json(1));
  int count = current.is_number_integer() ? current.get<int>() : 1;
  if (number_field(editor, "##count", count)) {
    editor.set_field(ref, pointer + "/count", std::max(count, 1));
  }
  if (kind != "port") {
    // The arm it floats on: none, or one of the square's river arms.
    std::array<const char*, 5> names = {_("any arm")};
    std::size_t n = 1;
    for (const char* edge : kEdges) {
      if (listed(arms, edge)) names[n++] = edge;
    }
    int at = 0;
    for (std::size_t i = 1; i < n; ++i) {
      if (item.value("arm", "") == names[i]) at = static_cast<int>(i);
    }
    next_control(ImGui::GetFontSize() * 6);
    field_width(6);
    if (ImGui::Combo("##arm", &at, names.data(), static_cast<int>(n))) {
      if (at == 0) {
        editor.remove_field(ref, pointer + "/arm");
      } else {
        editor.set_field(ref, pointer + "/arm", names[static_cast<std::size_t>(at)]);
      }
    }
  }
  const std::string remove = std::string(_("remove")) + "##remove-item";
  next_control(ImGui::CalcTextSize(remove.c_str(), nullptr, true).x + ImGui::GetFontSize());
  if (ImGui::SmallButton(remove.c_str())) editor.remove_field(ref, pointer);
}

void items_controls(Editor& editor, const ComponentRef& ref, const std::string& base,
                    const json& square) {
  const json items = square.value("items", json::array());
  const json arms = square.value("arms", json::array());
  row_label(_("Cargo, ports"));
  bool first = true;
  for (const char* kind : {"sack", "wood", "port"}) {
    const std::string label = std::string("+ ") + kind;
    if (!first) next_control(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetFontSize());
    first = false;
    if (ImGui::SmallButton(label.c_str())) {
      json changed = items.is_array() ? items : json::array();
      changed.push_back({{"kind", kind}, {"count", 1}});
      editor.set_field(ref, base + "/items", changed);
      return;
    }
  }
  if (!items.is_array()) return;
  const float indent = control_column() - ImGui::GetCursorStartPos().x;
  ImGui::Indent(indent);
  for (std::size_t i = 0; i < items.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    if (items[i].is_object()) {
      item_controls(editor, ref, base + "/items/" + std::to_string(i), items[i], arms);
    }
    ImGui::PopID();
  }
  ImGui::Unindent(indent);
}

void square_controls(Editor& editor, const ComponentRef& ref, const std::string& base,
                     const json& square, bool with_group) {
  if (with_group) {
    int group = index_in(kGroups, square.value("group", "base"), 0);
    row_label(_("Group"));
    if (choice("##group", kGroups, group)) {
      editor.set_field(ref, base + "/group", kGroups[static_cast<std::size_t>(group)]);
    }
  }
  name_toggles(editor, ref, base + "/arms", square.value("arms", json::array()), kEdges,
               _("River arms"));
  name_toggles(editor, ref, base + "/meadows", square.value("meadows", json::array()), kCorners,
               _("Meadows"));
  obstacle_controls(editor, ref, base, square);
  items_controls(editor, ref, base, square);
}

}  // namespace

bool draw_catalog_controls(Editor& editor, const ComponentRef& ref) {
  const json component = editor.component(ref);  // edits replace the component
  if (!component.is_object()) return false;
  if (ref.section == "tiles") {
    ImGui::PushID("tile-controls");
    square_controls(editor, ref, "", component, true);
    ImGui::PopID();
    return true;
  }
  if (ref.section != "starts" || !component.value("squares", json()).is_array()) return false;
  ImGui::PushID("tile-controls");
  const json& squares = component.at("squares");
  for (std::size_t i = 0; i < squares.size() && i < 2; ++i) {
    if (!squares[i].is_object()) continue;
    ImGui::PushID(static_cast<int>(i));
    section(i == 0 ? _("Left square") : _("Right square"));
    square_controls(editor, ref, "/squares/" + std::to_string(i), squares[i], false);
    ImGui::PopID();
  }
  ImGui::PopID();
  return true;
}

}  // namespace trib::ui::ws_ui
