// River Wild in the Catalogs view: the card painter (card_editor.h).

#include "ui/river-wild/card_editor.h"

#include <imgui.h>

#include <algorithm>
#include <array>

#include "catalog_edit/item_labels.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "ui/catalog/item_art.h"
#include "ui/catalog/item_row.h"
#include "ui/catalog/json_form.h"
#include "ui/platform/theme.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/card_edits.h"
#include "ui/river-wild/card_look.h"
#include "ui/river-wild/catalog_art.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

namespace {

namespace rwe = catalog_edit::river_wild;
using nlohmann::json;

json new_item(int choice, int row, int col) {
  if (choice < 4) {
    return rwe::animal_item(river_wild::animal_name(static_cast<river_wild::Animal>(choice)), row,
                            col);
  }
  if (choice == 4) return rwe::goal_item({{"animals", {"frog"}}}, 2, 1, row, col);
  return rwe::runestone_item(row, col);
}

// Whether a validation message's path ("/cards/c01/items/1/at") is about item `index`.
bool names_item(const std::string& path, const std::string& card, std::size_t index) {
  const std::string prefix =
      (card == "source" ? "/source" : "/cards/" + card) + "/items/" + std::to_string(index);
  return path.rfind(prefix, 0) == 0 && (path.size() == prefix.size() || path[prefix.size()] == '/');
}

std::string card_id(const catalog_edit::ComponentRef& ref) {
  return ref.section == "source" ? "source" : ref.id;
}

void tools(CardEditorState& state) {
  const std::array<std::pair<char, const char*>, 4> brushes = {
      // TRANSLATORS: the card painter's brushes: the kind of cell painted, or items placed.
      {{'L', _("Land")}, {'R', _("River")}, {'M', _("Mountain")}, {'I', _("Items")}}};
  const float radio = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
  bool first = true;
  for (const auto& [key, name] : brushes) {
    if (!first) same_line_if_fits(radio + ImGui::CalcTextSize(name).x);
    first = false;
    // trib::, as std::fill (found through a std argument) would match these arguments too.
    if (ImGui::RadioButton(trib::fill("{}###rw-brush-{}", name, std::string(1, key)).c_str(),
                           state.brush == key)) {
      state.brush = key;
    }
  }
  if (state.brush == 'I') {
    // The order of the animals (kAnimals), then a goal and a runestone: new_item's choices.
    const std::array<const char*, 6> choices = {_("Frog"),   _("Jackalope"), _("Unicorn"),
                                                _("Dragon"), _("Goal"),      _("Runestone")};
    const char* label = _("click adds");
    same_line_if_fits(ImGui::GetFontSize() * 8 + ImGui::CalcTextSize(label).x);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    ImGui::Combo(fill("{}###rw-click-adds", label).c_str(), &state.new_item, choices.data(),
                 static_cast<int>(choices.size()));
  } else {
    const char* hint = _("drag to paint cells");
    same_line_if_fits(ImGui::CalcTextSize(hint).x);
    ImGui::TextDisabled("%s", hint);
  }
}

// The front as a canvas: the brush paints, the items tool adds, picks and drags items.
void front_canvas(CardEditorState& state, catalog_edit::Editor& editor, const std::string& id,
                  const CardLook& look, float cell) {
  const int width = rwe::grid_width(editor), height = rwe::grid_height(editor);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  if (look.catalog) draw_card_face({draw, at, cell}, *look.catalog, look.index, false);
  ImGui::InvisibleButton("##front", ImVec2(cell * width, cell * height));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const int col = static_cast<int>((mouse.x - at.x) / cell);
  const int row = static_cast<int>((mouse.y - at.y) / cell);
  const bool inside =
      ImGui::IsItemHovered() && mouse.x >= at.x && mouse.y >= at.y && col < width && row < height;
  if (inside) {
    const ImVec2 min(at.x + col * cell, at.y + row * cell);
    draw->AddRect(min, ImVec2(min.x + cell, min.y + cell), to_u32(theme_colours().accent), 0, 0,
                  2.5f);
  }
  if (state.brush != 'I') {
    if (ImGui::IsItemActivated()) editor.begin_stroke();
    if (ImGui::IsItemActive() && inside) rwe::paint_cell(editor, id, row, col, state.brush);
    if (ImGui::IsItemDeactivated()) editor.end_stroke();
    return;
  }
  if (ImGui::IsItemActivated() && inside) {
    state.picked_item = rwe::item_at(editor, id, row, col);
    if (state.picked_item < 0) {
      rwe::add_item(editor, id, new_item(state.new_item, row, col));
      state.picked_item =
          static_cast<int>(editor.component(rwe::card_ref(id)).at("items").size()) - 1;
    }
  }
  const json& items = editor.component(rwe::card_ref(id)).value("items", json::array());
  const bool picked = state.picked_item >= 0 && state.picked_item < static_cast<int>(items.size());
  if (picked && ImGui::IsItemActive() && inside) {
    const json& old_at = items[static_cast<std::size_t>(state.picked_item)]["at"];
    if (old_at != json::array({row, col})) {
      const ImVec2 min(at.x + col * cell, at.y + row * cell);
      draw->AddRectFilled(min, ImVec2(min.x + cell, min.y + cell),
                          to_u32(theme_colours().accent, 0.35f));
    }
  }
  if (picked && ImGui::IsItemDeactivated() && inside) {
    const json& old_at = items[static_cast<std::size_t>(state.picked_item)]["at"];
    if (old_at != json::array({row, col})) {
      rwe::move_item(editor, id, static_cast<std::size_t>(state.picked_item), row, col);
    }
  }
  if (picked) {
    const json& item_at = items[static_cast<std::size_t>(state.picked_item)]["at"];
    if (item_at.is_array() && item_at.size() == 2 && item_at[0].is_number() &&
        item_at[1].is_number()) {
      const ImVec2 min(at.x + item_at[1].get<float>() * cell,
                       at.y + item_at[0].get<float>() * cell);
      draw->AddRect(min, ImVec2(min.x + cell, min.y + cell), to_u32(theme_colours().gold), 3.0f, 0,
                    3.0f);
    }
  }
}

// The picked item: its goal kind and both point values (the form), and Delete.
void picked_item_panel(CardEditorState& state, catalog_edit::Editor& editor,
                       const std::string& id) {
  const json& items = editor.component(rwe::card_ref(id)).value("items", json::array());
  section(_("Items"));
  const catalog_edit::Problem* problem = editor.problem(rwe::card_ref(id));
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string pointer = "/items/" + std::to_string(i);
    const catalog_ui::ItemIcon icon = [&](ImDrawList* draw, ImVec2 min, float height) {
      return catalog_ui::draw_item_icon(&catalog_art(), editor, rwe::card_ref(id), pointer, draw,
                                        min, height);
    };
    catalog_ui::ItemRowState row;
    row.selected = state.picked_item == static_cast<int>(i);
    row.invalid = problem != nullptr && names_item(problem->path, id, i);
    row.number = std::to_string(i + 1) + ".";
    const std::string row_id = "##item" + std::to_string(i);
    if (catalog_ui::item_row(row_id.c_str(), catalog_edit::item_labels(items[i]), icon, row)) {
      state.picked_item = static_cast<int>(i);
      state.brush = 'I';
    }
  }
  if (items.empty()) muted(_("No items: choose Items and click a land cell."));
  if (state.picked_item < 0 || state.picked_item >= static_cast<int>(items.size())) return;
  const std::size_t index = static_cast<std::size_t>(state.picked_item);
  const std::string base = "/items/" + std::to_string(index);
  ImGui::Spacing();
  if (items[index].contains("goal")) {
    const json& goal = items[index]["goal"];
    int kind = goal.contains("each") ? 1 : goal.contains("any") ? 2 : 0;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    const std::array<const char*, 3> kinds = {_("these animals"), _("one of each animal"),
                                              _("any N animals")};
    if (ImGui::Combo(fill("{}###rw-goal-kind", _("goal asks for")).c_str(), &kind, kinds.data(),
                     static_cast<int>(kinds.size()))) {
      const json choices[] = {{{"animals", {"frog"}}}, {{"each", true}}, {{"any", 3}}};
      editor.set_field(rwe::card_ref(id), base + "/goal", choices[kind]);
    }
  }
  catalog_ui::json_form(&catalog_art(), editor, rwe::card_ref(id), base);
  if (ImGui::Button(_("Delete item"))) {
    rwe::remove_item(editor, id, index);
    state.picked_item = -1;
  }
}

void card_painter(CardEditorState& state, catalog_edit::Editor& editor, const std::string& id) {
  tools(state);
  const CardLook& look = card_look(editor, id);
  const int width = rwe::grid_width(editor), height = rwe::grid_height(editor);
  const float avail = ImGui::GetContentRegionAvail().x;
  // The back beside the front at half size, or under it when its label would not fit.
  const char* back_label = _("Back (mirrored)");
  float cell = std::clamp((avail - 24) / (width * 1.5f), 10.0f, 56.0f);
  const float back_width = std::max(cell * 0.5f * width, ImGui::CalcTextSize(back_label).x);
  const bool side_by_side = cell * width + 24 + back_width <= avail;
  if (!side_by_side) cell = std::clamp(avail / width, 10.0f, 56.0f);
  ImGui::BeginGroup();
  ImGui::TextDisabled("%s", _("Front"));
  front_canvas(state, editor, id, look, cell);
  ImGui::EndGroup();
  if (side_by_side) ImGui::SameLine(0, 24);
  ImGui::BeginGroup();
  ImGui::TextDisabled("%s", back_label);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (look.catalog) {
    draw_card_face({ImGui::GetWindowDrawList(), at, cell * 0.5f}, *look.catalog, look.index, true);
  }
  ImGui::Dummy(ImVec2(cell * 0.5f * width, cell * 0.5f * height));
  ImGui::EndGroup();
  if (look.items_left_out) {
    ImGui::TextColored(theme_colours().warning, "%s",
                       _("Items are hidden until the card is valid again."));
  }
  picked_item_panel(state, editor, id);
}

void new_deck(catalog_edit::Editor& editor, catalog_edit::ComponentRef& selected) {
  static int width = 8, height = 4, cards = 16;
  section(_("A new deck"));
  muted(
      _("Replaces every card with a blank one (land, the river down the middle) at this "
        "size; the scoring numbers and ranks stay. Undo brings the old deck back."));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  // TRANSLATORS: a new deck's card size in cells, and how many cards it holds.
  ImGui::InputInt(fill("{}###rw-deck-width", _("width")).c_str(), &width);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt(fill("{}###rw-deck-height", _("height")).c_str(), &height);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt(fill("{}###rw-deck-cards", _("cards")).c_str(), &cards);
  width = std::clamp(width, 2, 32);
  height = std::clamp(height, 1, 32);
  cards = std::clamp(cards, 1, 999);
  if (ImGui::Button(_("Start a new deck"))) {
    rwe::new_deck(editor, width, height, cards);
    selected = {"cards", "c01"};
  }
}

}  // namespace

bool draw_catalog_editor(CardEditorState& state, catalog_edit::Editor& editor,
                         catalog_edit::ComponentRef& selected) {
  if (selected.section == "cards" || selected.section == "source") {
    const std::string id = card_id(selected);
    if (state.card != id) {  // another card: nothing picked on it yet
      state.card = id;
      state.picked_item = -1;
    }
    card_painter(state, editor, id);
    return true;
  }
  if (selected.section == "grid") {
    catalog_ui::json_form(&catalog_art(), editor, selected);
    new_deck(editor, selected);
    return true;
  }
  return false;
}

}  // namespace trib::ui::rw_ui
