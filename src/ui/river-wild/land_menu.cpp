// Right-click on a land: its animals, goals and runestones. The runestone animals are
// chosen by the app for the best total; an override lives in the session's setup
// ("runestones"), which a stored session cannot change from the GUI yet, so the menu
// shows the choice and copies the setup entry for a chosen animal to the clipboard.

#include <cmath>
#include <string>

#include "ui/river-wild/board_state.h"
#include "ui/river-wild/card_art.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace trib::ui::rw_ui {

namespace {

constexpr const char* kMenu = "rw-land-menu";

void animals_row(const rw::AnimalCounts& counts) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float r = ImGui::GetFontSize() * 0.5f;
  for (rw::Animal animal : rw::kAnimals) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw_animal_token(draw, ImVec2(at.x + r, at.y + r), r, animal);
    ImGui::Dummy(ImVec2(r * 2, r * 2));
    ImGui::SameLine();
    ImGui::Text("%d", counts[static_cast<int>(animal)]);
    ImGui::SameLine(0, ImGui::GetFontSize());
  }
  ImGui::NewLine();
}

nlohmann::json override_entry(const std::string& card, rw::CellPos cell, rw::Animal animal) {
  return {{"card", card}, {"cell", {cell.row, cell.col}}, {"animal", rw::animal_name(animal)}};
}

void runestone_rows(const rw::RiverWildMatch& m, const rw::Land& land, const rw::LandScore& s,
                    std::string& copied) {
  section("Runestones");
  if (s.runestones.empty()) {
    ImGui::TextDisabled("No runestone card holds a cell of this land.");
    return;
  }
  for (std::size_t i = 0; i < s.runestones.size(); ++i) {
    const rw::RunestoneGift& gift = s.runestones[i];
    const std::string& card = m.catalog().card(m.layout().placed[gift.placement].card).id;
    ImGui::PushID(static_cast<int>(i));
    ImGui::Text("on %s gives a %s", card.c_str(),
                std::string(rw::animal_name(gift.animal)).c_str());
    ImGui::SameLine();
    ImGui::TextDisabled(gift.manual ? "(your choice)" : "(chosen for the best total)");
    for (rw::Animal animal : rw::kAnimals) {
      const std::string name(rw::animal_name(animal));
      if (ImGui::RadioButton(name.c_str(), gift.animal == animal) && gift.animal != animal) {
        copied = override_entry(card, land.cells.front(), animal).dump();
        ImGui::SetClipboardText(copied.c_str());
      }
      ImGui::SameLine();
    }
    ImGui::NewLine();
    ImGui::PopID();
  }
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26);
  if (!copied.empty()) {
    ImGui::TextColored(palette().warning, "Copied to the clipboard: %s", copied.c_str());
  }
  muted(
      "An override is part of the session's setup (\"runestones\"), which this version "
      "cannot change for a stored session. Picking another animal copies its setup entry: "
      "add it to an exported table file and import that file.");
  ImGui::PopTextWrapPos();
}

void menu_body(const BoardState& state, const rw::RiverWildMatch& m, std::string& copied) {
  const rw::LayoutScore& score = *state.score;
  const int index = state.menu_land;
  const rw::Land& land = score.map.lands[index];
  const rw::LandScore& s = score.lands[index];
  ImGui::Text("Land %s", rw::land_name(index).c_str());
  ImGui::SameLine();
  if (!land.is_protected) {
    ImGui::TextDisabled("touches a gap: scores nothing yet");
    return;
  }
  ImGui::TextDisabled("protected, %d card%s, %d points%s", land.size(), land.size() == 1 ? "" : "s",
                      s.points, s.largest ? ", the largest" : "");
  section("Animals");
  animals_row(s.animals);
  section("Goals");
  if (s.goals.empty()) ImGui::TextDisabled("No scoring goal in this land.");
  for (const rw::GoalScore& goal : s.goals) {
    const rw::Card& card = m.catalog().card(m.layout().placed[goal.placement].card);
    const std::string what = card.items[goal.item].goal.describe() + " on " + card.id;
    if (goal.times == 0) {
      ImGui::BulletText("%s: not met", what.c_str());
    } else {
      ImGui::BulletText("%s: %d \u00d7 %d = %d", what.c_str(), goal.times, goal.points / goal.times,
                        goal.points);
    }
  }
  runestone_rows(m, land, s, copied);
}

}  // namespace

void land_menu(BoardState& state, const rw::RiverWildMatch& m) {
  static std::string copied;
  if (state.score && state.canvas.clicked(ImGuiMouseButton_Right)) {
    const ImVec2 world = state.canvas.to_world(ImGui::GetIO().MousePos);
    const int land = state.score->map.land_at(
        {static_cast<int>(std::floor(world.y)), static_cast<int>(std::floor(world.x))});
    if (land >= 0) {
      state.menu_land = land;
      copied.clear();
      ImGui::OpenPopup(kMenu);
    }
  }
  if (!ImGui::BeginPopup(kMenu)) return;
  if (state.score && state.menu_land >= 0 &&
      state.menu_land < static_cast<int>(state.score->map.lands.size())) {
    menu_body(state, m, copied);
  } else {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace trib::ui::rw_ui
