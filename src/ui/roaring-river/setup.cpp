// "New session" options for Roaring River: each player's motivation card (and side), the
// danger thresholds printed on the raft cards, the five river cards dealt at setup and the
// size of the draw deck. Everything is written into the table file's "setup" object.

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "core/fill.h"
#include "core/i18n.h"
#include "ui/platform/theme.h"
#include "ui/roaring-river/river_art.h"
#include "ui/roaring-river/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rr_ui {

namespace {

// Typing state the setup object cannot hold.
struct SetupUi {
  std::string river_text;
  nlohmann::json auto_thresholds;  // the defaults written last (replaced while unedited)
  int players = 0;
};
SetupUi g_ui;

std::vector<std::string> ids_by_sides(const rr::Catalog& catalog, bool double_sided) {
  std::vector<std::string> ids;
  for (const auto& [id, motivation] : catalog.motivations) {
    if (motivation.double_sided == double_sided) ids.push_back(id);
  }
  return ids;
}

nlohmann::json default_motivation(const rr::Catalog& catalog, int players, int index) {
  const auto ids = ids_by_sides(catalog, players == 2);
  const auto& pool = ids.empty() ? ids_by_sides(catalog, players != 2) : ids;
  if (pool.empty()) return nullptr;
  const std::string& id = pool[static_cast<std::size_t>(index) % pool.size()];
  if (catalog.motivations.at(id).double_sided) return {{"card", id}, {"side", 1}};
  return id;
}

// Where the rows' fields start: past the longest row label and its "(?)", at least 10 em.
float field_column() {
  float widest = 0;
  for (const char* label : {_("Danger thresholds"), _("River cards"), _("Draw deck")}) {
    widest = std::max(widest, ImGui::CalcTextSize(label).x);
  }
  return std::max(ImGui::GetFontSize() * 10,
                  widest + ImGui::CalcTextSize("(?)").x + ImGui::GetStyle().ItemSpacing.x * 3);
}

void fit_motivations(const rr::Catalog& catalog, int players, nlohmann::json& setup) {
  nlohmann::json& list = setup["motivations"];
  // Between 2 and 3+ players the kind of card changes: start again from the defaults.
  const bool regime_changed = (g_ui.players == 2) != (players == 2);
  if (!list.is_array() || (g_ui.players != 0 && regime_changed)) list = nlohmann::json::array();
  while (static_cast<int>(list.size()) > players) list.erase(list.size() - 1);
  while (static_cast<int>(list.size()) < players) {
    list.push_back(default_motivation(catalog, players, static_cast<int>(list.size())));
  }
}

void fit_thresholds(const rr::Catalog& catalog, int players, nlohmann::json& setup) {
  const bool unedited =
      !setup.contains("thresholds") || setup["thresholds"] == g_ui.auto_thresholds;
  const auto found = catalog.thresholds.find(players);
  if (!unedited || found == catalog.thresholds.end()) return;
  setup["thresholds"] = found->second;
  g_ui.auto_thresholds = setup["thresholds"];
}

void motivation_row(const rr::Catalog& catalog, const std::string& player, nlohmann::json& entry) {
  std::string id = entry.is_object()   ? entry.value("card", "")
                   : entry.is_string() ? entry.get<std::string>()
                                       : "";
  int side = entry.is_object() ? entry.value("side", 1) : 1;
  const rr::Motivation* chosen = catalog.find_motivation(id);
  ImGui::AlignTextToFramePadding();
  // A long name is cut with "…" before the row's controls (the whole name its tooltip).
  fitted_name(player,
              ImGui::GetFontSize() * 8 - ImGui::GetCursorPosX() - ImGui::GetStyle().ItemSpacing.x);
  ImGui::SameLine(ImGui::GetFontSize() * 8);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 15.5f);
  bool changed = false;
  if (ImGui::BeginCombo("##motivation", chosen ? _(chosen->name.c_str()) : _("(choose)"))) {
    for (const bool two : {false, true}) {
      ImGui::TextDisabled("%s", two ? _("Double-sided (2 players)") : _("For 3-6 players"));
      for (const std::string& option : ids_by_sides(catalog, two)) {
        // The id keeps two cards of one name apart (a catalog may give both the same name).
        const std::string label =
            trib::fill("{}##{}", _(catalog.motivations.at(option).name.c_str()), option);
        if (ImGui::Selectable(label.c_str(), option == id)) {
          id = option;
          changed = true;
        }
      }
    }
    ImGui::EndCombo();
  }
  chosen = catalog.find_motivation(id);
  if (chosen && chosen->double_sided) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", _("side"));
    for (int s = 1; s <= 2; ++s) {
      ImGui::SameLine();
      if (ImGui::RadioButton(s == 1 ? "1" : "2", side == s)) {
        side = s;
        changed = true;
      }
    }
  }
  if (chosen) {
    std::string terms;
    for (const rr::Term& term :
         chosen->sides[static_cast<std::size_t>(chosen->double_sided ? side - 1 : 0)]) {
      terms += (terms.empty() ? "" : "\n") + describe_term(term);
    }
    help_marker(terms.c_str());
  }
  if (!changed || !chosen) return;
  entry = chosen->double_sided ? nlohmann::json{{"card", id}, {"side", side}} : nlohmann::json(id);
}

void thresholds_row(const rr::Catalog& catalog, int players, nlohmann::json& setup) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Danger thresholds"));
  help_marker(
      _("The difference between left and right that raises the danger level, as printed "
        "on your raft cards for levels 1, 2 and 3. Prefilled from the catalog for this "
        "number of players (a reconstruction: check your cards)."));
  nlohmann::json& list = setup["thresholds"];
  if (!list.is_array() || list.size() != rr::kDangerLevels) list = {5, 5, 5};
  for (int level = 0; level < rr::kDangerLevels; ++level) {
    ImGui::SameLine(level == 0 ? field_column() : 0, ImGui::GetFontSize());
    ImGui::PushID(level);
    ImGui::TextDisabled("%s", fill(_("level {}"), level + 1).c_str());
    ImGui::SameLine();
    int value = list[level].is_number_integer() ? list[level].get<int>() : 5;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 2.5f);
    if (ImGui::InputInt("##threshold", &value, 0, 0)) list[level] = std::clamp(value, 1, 999);
    ImGui::PopID();
  }
  const auto found = catalog.thresholds.find(players);
  if (found != catalog.thresholds.end() && list != nlohmann::json(found->second)) {
    ImGui::SameLine();
    if (ImGui::SmallButton(_("Defaults"))) {
      list = found->second;
      g_ui.auto_thresholds = list;
    }
  }
}

void river_row(nlohmann::json& setup) {
  nlohmann::json codes = nlohmann::json::array();
  for (rr::RiverCard card : parse_deal(g_ui.river_text).cards)
    codes.push_back(rr::river_card_text(card));
  if (!setup.contains("river")) {
    g_ui.river_text.clear();  // a new dialog
  } else if (setup["river"] != codes) {
    g_ui.river_text.clear();
    for (const auto& code : setup["river"]) {
      if (code.is_string())
        g_ui.river_text += (g_ui.river_text.empty() ? "" : " ") + code.get<std::string>();
    }
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("River cards"));
  help_marker(
      _("The five cards dealt at setup: A0 A1 (the row next to the raft, left to right), "
        "then B0 B1 B2. Drops 1-4, then F forest, M mountain, D deer or B bird."));
  ImGui::SameLine(field_column());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::InputTextWithHint("##river", _("e.g. 2 3F 1D 4M 2B"), &g_ui.river_text)) {
    codes = nlohmann::json::array();
    for (rr::RiverCard card : parse_deal(g_ui.river_text).cards)
      codes.push_back(rr::river_card_text(card));
  }
  setup["river"] = codes;
  const DealParse parsed = parse_deal(g_ui.river_text);
  for (const rr::RiverCard& card : parsed.cards) {
    ImGui::SameLine(0, 3);
    river_chip(card, ImGui::GetFrameHeight() * 1.3f);
  }
  if (!parsed.error.empty()) {
    wrapped_text(theme_colours().warning, parsed.error.c_str());
  } else if (parsed.cards.size() != rr::kRiverCards) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", fill(_("{} of 5 cards"), parsed.cards.size()).c_str());
  }
}

}  // namespace

void setup_options(const SetupContext& context, nlohmann::json& setup) {
  rr::Catalog catalog;
  try {
    catalog = rr::read_catalog(context.catalog, "/catalog");
  } catch (const std::exception& error) {
    muted(fill(_("The catalog cannot be read: {}"), error.what()).c_str());
    return;
  }
  if (!setup.is_object()) setup = nlohmann::json::object();
  const int players = static_cast<int>(context.players.size());
  fit_motivations(catalog, players, setup);
  fit_thresholds(catalog, players, setup);
  g_ui.players = players;
  ImGui::TextUnformatted(_("Motivation cards"));
  help_marker(players == 2 ? _("Two players use the double-sided cards; each player picks a side.")
                           : _("Each player's card as dealt. Hover (?) for what a card scores."));
  for (int p = 0; p < players; ++p) {
    ImGui::PushID(p);
    const std::string& name = context.players[static_cast<std::size_t>(p)];
    motivation_row(catalog, name.empty() ? fill(_("Player {}"), p + 1) : name,
                   setup["motivations"][static_cast<std::size_t>(p)]);
    ImGui::PopID();
  }
  ImGui::Spacing();
  thresholds_row(catalog, players, setup);
  river_row(setup);
  int deck = setup.contains("deck") && setup["deck"].is_number_integer() ? setup["deck"].get<int>()
                                                                         : rr::kDefaultDeck;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(_("Draw deck"));
  help_marker(_("Cards left in the draw deck after the river is dealt (35 with all 40 cards)."));
  ImGui::SameLine(field_column());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  ImGui::InputInt(fill("{}##deck", _("cards")).c_str(), &deck);
  setup["deck"] = std::clamp(deck, 0, 10000);
}

}  // namespace trib::ui::rr_ui
