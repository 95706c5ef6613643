#include "ui/catalog/tile_controls.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>

#include "ui/catalog/item_art.h"
#include "ui/frame/theme.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::catalog_ui {

namespace {

using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

constexpr std::array<const char*, 4> kWodnyEdges = {"N", "E", "S", "W"};
constexpr std::array<const char*, 4> kWodnyCorners = {"NE", "SE", "SW", "NW"};
constexpr std::array<const char*, 3> kWodnyGroups = {"base", "sheep", "cows"};
constexpr std::array<const char*, 3> kObstacleKinds = {"none", "mill", "sawmill"};
constexpr std::array<const char*, 5> kTerrains = {"pink", "green", "yellow", "purple", "river"};
constexpr std::array<const char*, 5> kTokens = {"none", "flower", "berry", "tea", "mountain"};

float toggle_width() {
  return ImGui::GetFontSize() * 2.4f;
}

// A toggle drawn as a button, in the accent colour while on; returns true when clicked.
bool toggle(const char* label, bool on) {
  if (on) ImGui::PushStyleColor(ImGuiCol_Button, palette().accent);
  const bool clicked = ImGui::Button(label, ImVec2(toggle_width(), 0));
  if (on) ImGui::PopStyleColor();
  return clicked;
}

// Where the controls of every row start: after the longest label.
float control_column() {
  return ImGui::GetCursorStartPos().x + ImGui::CalcTextSize("Cargo, ports").x +
         ImGui::GetFontSize();
}

void row_label(const char* label) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine(control_column());
}

// Before the next control of a row: on the same line when `width` fits, else on a new line
// under the control column.
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

// A list of names kept in `order`, with `name` added or taken out.
template <std::size_t N>
json toggled(const json& list, const std::array<const char*, N>& order, const char* name) {
  json out = json::array();
  for (const char* each : order) {
    if (listed(list, each) != (std::string(each) == name)) out.push_back(each);
  }
  return out;
}

// A row of toggles for a list of names (arms, meadow corners); one click is one edit.
template <std::size_t N>
void name_toggles(Editor& editor, const ComponentRef& ref, const std::string& pointer,
                  const json& list, const std::array<const char*, N>& names, const char* label) {
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

// A field `ems` font sizes wide, or what is left of the line when that is less.
void field_width(float ems) {
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * ems, ImGui::GetContentRegionAvail().x));
}

template <std::size_t N>
bool choice(const char* id, const std::array<const char*, N>& names, int& index) {
  field_width(8);
  return ImGui::Combo(id, &index, names.data(), static_cast<int>(N));
}

// A whole number field; typing is one undo step.
bool number_field(Editor& editor, const char* id, int& value) {
  field_width(6);
  const bool edited = ImGui::InputInt(id, &value);
  if (ImGui::IsItemActivated()) editor.begin_stroke();
  if (ImGui::IsItemDeactivated()) editor.end_stroke();
  return edited;
}

void wodny_obstacle(Editor& editor, const ComponentRef& ref, const std::string& base,
                    const json& square) {
  const std::string pointer = base + "/obstacle";
  const json obstacle = square.value("obstacle", json());
  int kind = obstacle.is_object() ? index_in(kObstacleKinds, obstacle.value("kind", ""), 1) : 0;
  row_label("Obstacle");
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

void wodny_item(Editor& editor, const ComponentRef& ref, const std::string& pointer,
                const json& item, const json& arms) {
  const std::string kind = item.value("kind", "?");
  const float start = ImGui::GetCursorPosX();
  // The cargo or port as the tile shows it, in a column of its own so the fields line up.
  const float icon = ImGui::GetFrameHeight();
  draw_item_icon(editor, ref, pointer, ImGui::GetWindowDrawList(), ImGui::GetCursorScreenPos(),
                 icon);
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
    std::array<const char*, 5> names = {"any arm"};
    std::size_t n = 1;
    for (const char* edge : kWodnyEdges) {
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
  next_control(ImGui::CalcTextSize("remove").x + ImGui::GetFontSize());
  if (ImGui::SmallButton("remove")) editor.remove_field(ref, pointer);
}

void wodny_items(Editor& editor, const ComponentRef& ref, const std::string& base,
                 const json& square) {
  const json items = square.value("items", json::array());
  const json arms = square.value("arms", json::array());
  row_label("Cargo, ports");
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
      wodny_item(editor, ref, base + "/items/" + std::to_string(i), items[i], arms);
    }
    ImGui::PopID();
  }
  ImGui::Unindent(indent);
}

void wodny_square(Editor& editor, const ComponentRef& ref, const std::string& base,
                  const json& square, bool with_group) {
  if (with_group) {
    int group = index_in(kWodnyGroups, square.value("group", "base"), 0);
    row_label("Group");
    if (choice("##group", kWodnyGroups, group)) {
      editor.set_field(ref, base + "/group", kWodnyGroups[static_cast<std::size_t>(group)]);
    }
  }
  name_toggles(editor, ref, base + "/arms", square.value("arms", json::array()), kWodnyEdges,
               "River arms");
  name_toggles(editor, ref, base + "/meadows", square.value("meadows", json::array()),
               kWodnyCorners, "Meadows");
  wodny_obstacle(editor, ref, base, square);
  wodny_items(editor, ref, base, square);
}

// The halves of a shared tile: each half's terrain, and the six edges as buttons that move
// an edge to the other half when clicked.
void shared_halves(Editor& editor, const ComponentRef& ref, const json& tile) {
  const json& halves = tile.at("halves");
  if (!halves.is_array() || halves.size() != 2) return;
  for (std::size_t h = 0; h < 2; ++h) {
    ImGui::PushID(static_cast<int>(h));
    int terrain = index_in(kTerrains, halves[h].value("terrain", ""), 0);
    row_label(h == 0 ? "Half A" : "Half B");
    if (choice("##terrain", kTerrains, terrain)) {
      editor.set_field(ref, "/halves/" + std::to_string(h) + "/terrain",
                       kTerrains[static_cast<std::size_t>(terrain)]);
    }
    ImGui::PopID();
  }
  row_label("Edges");
  for (int edge = 0; edge < 6; ++edge) {
    if (edge > 0) next_control(toggle_width());
    const bool in_a = listed_number(halves[0].value("edges", json::array()), edge);
    const std::string label = std::to_string(edge) + (in_a ? " A" : " B");
    ImGui::PushID(edge);
    if (toggle(label.c_str(), in_a)) {
      json changed = halves;
      for (json& half : changed) {
        json edges = json::array();
        const bool had = listed_number(half.value("edges", json::array()), edge);
        for (int e = 0; e < 6; ++e) {
          if (e != edge ? listed_number(half.value("edges", json::array()), e) : !had) {
            edges.push_back(e);
          }
        }
        half["edges"] = edges;
      }
      editor.set_field(ref, "/halves", changed);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Click to give edge %d to the other half", edge);
    ImGui::PopID();
  }
}

void river_woods_tile(Editor& editor, const ComponentRef& ref, const json& tile) {
  const bool shared = tile.contains("halves");
  row_label("Tile");
  int kind = shared ? 1 : 0;
  const bool to_full = ImGui::RadioButton("full", &kind, 0);
  next_control(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
               ImGui::CalcTextSize("shared").x);
  const bool to_shared = ImGui::RadioButton("shared", &kind, 1);
  if ((to_full && shared) || (to_shared && !shared)) {
    json changed = tile;
    if (to_shared) {
      const std::string first = tile.value("terrain", "green");
      const std::string second = first == "river" ? "green" : "river";
      changed.erase("terrain");
      changed["halves"] = {{{"terrain", first}, {"edges", {0, 1, 2}}},
                           {{"terrain", second}, {"edges", {3, 4, 5}}}};
    } else {
      const json& halves = tile.at("halves");
      changed.erase("halves");
      changed["terrain"] = halves.is_array() && !halves.empty() && halves[0].is_object()
                               ? halves[0].value("terrain", "green")
                               : "green";
    }
    editor.set_field(ref, "", changed);
    return;
  }
  if (shared) {
    shared_halves(editor, ref, tile);
  } else {
    int terrain = index_in(kTerrains, tile.value("terrain", ""), 0);
    row_label("Terrain");
    if (choice("##terrain", kTerrains, terrain)) {
      editor.set_field(ref, "/terrain", kTerrains[static_cast<std::size_t>(terrain)]);
    }
  }
  int token = tile.contains("token") ? index_in(kTokens, tile.value("token", ""), 0) : 0;
  row_label("Token");
  if (choice("##token", kTokens, token)) {
    if (token == 0) {
      editor.remove_field(ref, "/token");
    } else {
      editor.set_field(ref, "/token", kTokens[static_cast<std::size_t>(token)]);
    }
  }
  bool cabin = tile.value("cabin", false);
  row_label("Cabin");
  if (ImGui::Checkbox("##cabin", &cabin)) {
    if (cabin) {
      editor.set_field(ref, "/cabin", true);
    } else if (tile.contains("cabin")) {
      editor.remove_field(ref, "/cabin");
    }
  }
}

}  // namespace

bool draw_tile_controls(Editor& editor, const ComponentRef& ref) {
  const std::string_view game = editor.game().id();
  const json component = editor.component(ref);  // edits replace the component
  if (!component.is_object()) return false;
  ImGui::PushID("tile-controls");
  bool drawn = true;
  if (game == "wodny-szlak" && ref.section == "tiles") {
    wodny_square(editor, ref, "", component, true);
  } else if (game == "wodny-szlak" && ref.section == "starts" &&
             component.value("squares", json()).is_array()) {
    const json& squares = component.at("squares");
    for (std::size_t i = 0; i < squares.size() && i < 2; ++i) {
      if (!squares[i].is_object()) continue;
      ImGui::PushID(static_cast<int>(i));
      section(i == 0 ? "Left square" : "Right square");
      wodny_square(editor, ref, "/squares/" + std::to_string(i), squares[i], false);
      ImGui::PopID();
    }
  } else if (game == "river-woods" && (ref.section == "terrains" || ref.section == "starting")) {
    river_woods_tile(editor, ref, component);
  } else {
    drawn = false;
  }
  ImGui::PopID();
  return drawn;
}

}  // namespace trib::ui::catalog_ui
