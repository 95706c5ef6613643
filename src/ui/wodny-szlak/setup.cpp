// "New session" options for Wodny szlak: the starting tile of every player (by default
// one distinct start per seat in catalog order, "start-1", "start-2", … in the bundled
// catalog, repeating when there are more seats than starts), and which tile groups the
// player count puts in play. The choice is always written as "starts": a table file
// without it keeps its documented meaning (everyone on the first start).

#include <imgui.h>

#include <string>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/wodny-szlak/words.h"
#include "ui/widgets/setup_catalog.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/tile_art.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

namespace {

// One start per seat, each a different one while the catalog has enough.
std::vector<std::string> distinct_starts(const ws::Catalog& catalog, std::size_t players) {
  std::vector<std::string> starts;
  for (std::size_t i = 0; i < players; ++i) {
    starts.push_back(catalog.starts[i % catalog.starts.size()].id);
  }
  return starts;
}

// The dialog's choices so far; seats without one get their distinct default.
std::vector<std::string> read_starts(const nlohmann::json& setup, std::vector<std::string> starts) {
  if (!setup.is_object() || !setup.contains("starts") || !setup["starts"].is_array()) return starts;
  const nlohmann::json& list = setup["starts"];
  for (std::size_t i = 0; i < starts.size() && i < list.size(); ++i) {
    if (list[i].is_string()) starts[i] = list[i].get<std::string>();
  }
  return starts;
}

void write_starts(nlohmann::json& setup, const std::vector<std::string>& starts) {
  if (!setup.is_object()) setup = nlohmann::json::object();
  if (!setup.contains("starts") || setup["starts"] != nlohmann::json(starts)) {
    setup["starts"] = starts;
  }
}

void start_row(const ws::Catalog& catalog, const std::string& name, std::string& chosen) {
  ImGui::AlignTextToFramePadding();
  // A long name is cut with "…" before the row's controls (the whole name its tooltip).
  fitted_name(name,
              ImGui::GetFontSize() * 8 - ImGui::GetCursorPosX() - ImGui::GetStyle().ItemSpacing.x);
  ImGui::SameLine(ImGui::GetFontSize() * 8);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  if (ImGui::BeginCombo("##start", chosen.c_str())) {
    for (int s = 0; s < static_cast<int>(catalog.starts.size()); ++s) {
      const std::string& id = catalog.starts[s].id;
      if (ImGui::Selectable(id.c_str(), id == chosen)) chosen = id;
      if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        start_preview(catalog, s, ImGui::GetFontSize() * 4);
        ImGui::EndTooltip();
      }
    }
    ImGui::EndCombo();
  }
  const int index = catalog.find_start(chosen);
  if (index >= 0) {
    ImGui::SameLine();
    const float px = ImGui::GetFrameHeight() * 1.3f;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw_start({ImGui::GetWindowDrawList(), at, px}, catalog.starts[index]);
    ImGui::Dummy(ImVec2(px * 2, px));
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      start_preview(catalog, index, ImGui::GetFontSize() * 5);
      ImGui::EndTooltip();
    }
  }
}

void tiles_in_play(const ws::Catalog& catalog, int players) {
  int count = 0;
  for (const ws::Tile& t : catalog.tiles) count += ws::group_in_play(t.group, players);
  std::string groups = ws::group_words(ws::Group::Base);
  for (ws::Group g : {ws::Group::Sheep, ws::Group::Cows}) {
    if (ws::group_in_play(g, players)) groups += ", " + ws::group_words(g);
  }
  std::string text = fill(P_("With {} player {} tiles are in play ({}).",
                             "With {} players {} tiles are in play ({}).", players),
                          players, count, groups);
  if (players == 1) {
    text += " ";
    text += _("The solo game also sets six tiles aside at random: leave them unused.");
  }
  muted(text.c_str());
}

}  // namespace

void start_setup(const SetupContext& context, nlohmann::json& setup) {
  const ws::Catalog* parsed = setup_catalog<ws::Catalog>(
      context.catalog,
      [](const nlohmann::json& json) { return ws::parse_catalog(json, "/catalog", false); });
  if (!parsed) return;
  const ws::Catalog& catalog = *parsed;
  if (catalog.starts.empty() || context.players.empty()) return;
  std::vector<std::string> starts =
      read_starts(setup, distinct_starts(catalog, context.players.size()));
  ImGui::TextUnformatted(_("Starting tiles"));
  help_marker(
      _("Each player builds a river from a two-square starting tile with two tributary "
        "inlets and one outlet. Hover a starting tile to see it larger."));
  for (std::size_t i = 0; i < starts.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const std::string& entered = context.players[i];
    const std::string name = entered.empty() ? fill(_("Player {}"), i + 1) : entered;
    start_row(catalog, name, starts[i]);
    ImGui::PopID();
  }
  write_starts(setup, starts);
  tiles_in_play(catalog, static_cast<int>(context.players.size()));
}

}  // namespace trib::ui::ws_ui
