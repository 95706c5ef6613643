// River Woods' tile controls in the catalog editor: a full or shared tile, each half's
// terrain and edges, token and cabin.

#include "ui/river-woods/catalog_controls.h"

#include <array>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/catalog/form_controls.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

using namespace catalog_ui;
using catalog_edit::ComponentRef;
using catalog_edit::Editor;
using nlohmann::json;

// The catalog file's own words: the editor shows what the file says.
constexpr std::array<const char*, 5> kTerrains = {"pink", "green", "yellow", "purple", "river"};
constexpr std::array<const char*, 5> kTokens = {"none", "flower", "berry", "tea", "mountain"};

// The halves of a shared tile: each half's terrain, and the six edges as buttons that move
// an edge to the other half when clicked.
void shared_halves(Editor& editor, const ComponentRef& ref, const json& tile) {
  const json& halves = tile.at("halves");
  if (!halves.is_array() || halves.size() != 2) return;
  for (std::size_t h = 0; h < 2; ++h) {
    ImGui::PushID(static_cast<int>(h));
    int terrain = index_in(kTerrains, halves[h].value("terrain", ""), 0);
    row_label(h == 0 ? _("Half A") : _("Half B"));
    if (choice("##terrain", kTerrains, terrain)) {
      editor.set_field(ref, "/halves/" + std::to_string(h) + "/terrain",
                       kTerrains[static_cast<std::size_t>(terrain)]);
    }
    ImGui::PopID();
  }
  row_label(_("Edges"));
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
    item_tooltip(fill(_("Click to give edge {} to the other half"), edge));
    ImGui::PopID();
  }
}

void river_woods_tile(Editor& editor, const ComponentRef& ref, const json& tile) {
  const bool shared = tile.contains("halves");
  row_label(_("Tile"));
  int kind = shared ? 1 : 0;
  // TRANSLATORS: a River Woods tile of one terrain ("full") or of two halves ("shared").
  const bool to_full = ImGui::RadioButton(fill("{}###full", _("full")).c_str(), &kind, 0);
  const char* shared_label = _("shared");
  next_control(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
               ImGui::CalcTextSize(shared_label).x);
  const bool to_shared = ImGui::RadioButton(fill("{}###shared", shared_label).c_str(), &kind, 1);
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
    row_label(_("Terrain"));
    if (choice("##terrain", kTerrains, terrain)) {
      editor.set_field(ref, "/terrain", kTerrains[static_cast<std::size_t>(terrain)]);
    }
  }
  int token = tile.contains("token") ? index_in(kTokens, tile.value("token", ""), 0) : 0;
  row_label(_("Token"));
  if (choice("##token", kTokens, token)) {
    if (token == 0) {
      editor.remove_field(ref, "/token");
    } else {
      editor.set_field(ref, "/token", kTokens[static_cast<std::size_t>(token)]);
    }
  }
  bool cabin = tile.value("cabin", false);
  row_label(_("Cabin"));
  if (ImGui::Checkbox("##cabin", &cabin)) {
    if (cabin) {
      editor.set_field(ref, "/cabin", true);
    } else if (tile.contains("cabin")) {
      editor.remove_field(ref, "/cabin");
    }
  }
}

}  // namespace

bool draw_catalog_controls(Editor& editor, const ComponentRef& ref) {
  if (ref.section != "terrains" && ref.section != "starting") return false;
  const json component = editor.component(ref);  // edits replace the component
  if (!component.is_object()) return false;
  ImGui::PushID("tile-controls");
  river_woods_tile(editor, ref, component);
  ImGui::PopID();
  return true;
}

}  // namespace trib::ui::woods_ui
