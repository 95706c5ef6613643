// Right-click on a land: its animals, goals and runestones. The runestone animals are
// chosen by the app for the best total; the player may override a choice, which is stored
// in the session's setup ("runestones") and rescored at once.

#include <cmath>
#include <optional>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/platform/theme.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/widgets.h"

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

// The session's setup with `card`'s runestone giving `animal` to `land` (earlier choices
// for the same runestone and land replaced; `animal` nullopt = back to the app's choice).
nlohmann::json setup_with_choice(const SessionController& session, const rw::LandMap& map, int land,
                                 const std::string& card, std::optional<rw::Animal> animal) {
  nlohmann::json setup = session.table().setup;
  nlohmann::json kept = nlohmann::json::array();
  if (setup.contains("runestones") && setup["runestones"].is_array()) {
    for (const nlohmann::json& entry : setup["runestones"]) {
      const bool same =
          entry.value("card", "") == card && entry.contains("cell") && entry["cell"].is_array() &&
          entry["cell"].size() == 2 && entry["cell"][0].is_number_integer() &&
          entry["cell"][1].is_number_integer() &&
          map.land_at({entry["cell"][0].get<int>(), entry["cell"][1].get<int>()}) == land;
      if (!same) kept.push_back(entry);
    }
  }
  if (animal) {
    const rw::CellPos cell = map.lands[land].cells.front();
    kept.push_back(
        {{"card", card}, {"cell", {cell.row, cell.col}}, {"animal", rw::animal_name(*animal)}});
  }
  setup["runestones"] = kept;
  if (kept.empty()) setup.erase("runestones");
  return setup;
}

void runestone_rows(SessionController& session, const rw::RiverWildMatch& m, const rw::LandMap& map,
                    int land, const rw::LandScore& s) {
  section(_("Runestones"));
  if (s.runestones.empty()) {
    ImGui::TextDisabled("%s", _("No runestone card holds a cell of this land."));
    return;
  }
  for (std::size_t i = 0; i < s.runestones.size(); ++i) {
    const rw::RunestoneGift& gift = s.runestones[i];
    const std::string& card = m.catalog().card(m.layout().placed[gift.placement].card).id;
    ImGui::PushID(static_cast<int>(i));
    ImGui::TextUnformatted(
        // TRANSLATORS: a runestone in a land's menu: its card, the animal it gives the land.
        fill(_("on {} gives a {}"), card, rw::animal_label(gift.animal)).c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s", gift.manual ? _("(your choice)") : _("(chosen for the best total)"));
    for (rw::Animal animal : rw::kAnimals) {
      // trib::, as std::fill (found through a std argument) would match these arguments too.
      const std::string label =
          trib::fill("{}###rw-gift-{}", rw::animal_label(animal), rw::animal_name(animal));
      ImGui::BeginDisabled(session.read_only());
      if (ImGui::RadioButton(label.c_str(), gift.animal == animal) && gift.animal != animal) {
        session.set_setup(setup_with_choice(session, map, land, card, animal));
      }
      ImGui::EndDisabled();
      ImGui::SameLine();
    }
    if (gift.manual && !session.read_only() && ImGui::SmallButton(_("Let the app choose"))) {
      session.set_setup(setup_with_choice(session, map, land, card, std::nullopt));
    }
    ImGui::NewLine();
    ImGui::PopID();
  }
  if (!session.error().empty())
    ImGui::TextColored(theme_colours().warning, "%s", session.error().c_str());
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26);
  muted(_("Your choice is stored with the session and the land is rescored at once."));
  ImGui::PopTextWrapPos();
}

void menu_body(const BoardState& state, SessionController& session, const rw::RiverWildMatch& m) {
  const rw::LayoutScore& score = *state.score;
  const int index = state.menu_land;
  const rw::Land& land = score.map.lands[index];
  const rw::LandScore& s = score.lands[index];
  ImGui::TextUnformatted(fill(_("Land {}"), rw::land_name(index)).c_str());
  ImGui::SameLine();
  if (!land.is_protected) {
    ImGui::TextDisabled("%s", _("touches a gap: scores nothing yet"));
    return;
  }
  const std::string cards = fill(P_("{} card", "{} cards", land.size()), land.size());
  const std::string points = fill(P_("{} point", "{} points", s.points), s.points);
  ImGui::TextDisabled(
      "%s",
      fill(s.largest ? _("protected, {}, {}, the largest") : _("protected, {}, {}"), cards, points)
          .c_str());
  section(_("Animals"));
  animals_row(s.animals);
  section(_("Goals"));
  if (s.goals.empty()) ImGui::TextDisabled("%s", _("No scoring goal in this land."));
  for (const rw::GoalScore& goal : s.goals) {
    const rw::Card& card = m.catalog().card(m.layout().placed[goal.placement].card);
    // TRANSLATORS: a goal in a land's menu: what it asks for, then its card.
    const std::string what = fill(_("{} on {}"), card.items[goal.item].goal.describe(), card.id);
    if (goal.times == 0) {
      ImGui::BulletText("%s", fill(_("{}: not met"), what).c_str());
    } else {
      ImGui::BulletText("%s: %d \u00d7 %d = %d", what.c_str(), goal.times, goal.points / goal.times,
                        goal.points);
    }
  }
  runestone_rows(session, m, score.map, index, s);
}

}  // namespace

void land_menu(BoardState& state, SessionController& session, const rw::RiverWildMatch& m) {
  if (state.score && state.canvas.clicked(ImGuiMouseButton_Right)) {
    const ImVec2 world = state.canvas.to_world(ImGui::GetIO().MousePos);
    const int land = state.score->map.land_at(
        {static_cast<int>(std::floor(world.y)), static_cast<int>(std::floor(world.x))});
    if (land >= 0) {
      state.menu_land = land;
      session.clear_error();
      ImGui::OpenPopup(kMenu);
    }
  }
  if (!ImGui::BeginPopup(kMenu)) return;
  if (state.score && state.menu_land >= 0 &&
      state.menu_land < static_cast<int>(state.score->map.lands.size())) {
    menu_body(state, session, m);
  } else {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace trib::ui::rw_ui
