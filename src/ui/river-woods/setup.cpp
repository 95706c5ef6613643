// "New session" options for River Woods, written as the table file's "setup" object
// (docs/table-format.md, river-woods): the preset map, each main piece's cabin, the first
// player, the public objectives, each player's two secret cards (masked once entered),
// the round objectives in reveal order and the game-end variant. Choices are read back
// from the setup JSON every frame; only the masks are kept here.

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <random>
#include <string>
#include <vector>

#include "core/fill.h"
#include "core/i18n.h"
#include "games/river-woods/words.h"
#include "ui/river-woods/offer.h"
#include "ui/river-woods/setup_cards.h"
#include "ui/river-woods/view_state.h"
#include "ui/widgets/setup_catalog.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::woods_ui {

namespace {

struct Choices {
  std::string map;
  std::vector<nlohmann::json> mains;  // [q, r] per player
  int first = 0;
  std::vector<std::string> row;                 // public objectives
  std::vector<std::vector<std::string>> hands;  // two slots per player, "" = none
  std::vector<std::string> rounds;
  std::vector<std::string> game_end;  // empty = variant off
  bool record_offer = false;          // the face-up tiles and companions are entered
};

std::vector<std::string> map_names(const rwd::Catalog& catalog) {
  std::vector<std::string> names;
  for (const auto& [name, tiles] : catalog.maps) names.push_back(name);
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<rwd::Cell> cabins(const rwd::Catalog& catalog, const std::string& map) {
  std::vector<rwd::Cell> out;
  const auto found = catalog.maps.find(map);
  if (found == catalog.maps.end()) return out;
  for (const rwd::PlacedStart& placed : found->second) {
    if (catalog.starting[placed.tile].cabin) out.push_back(placed.at);
  }
  return out;
}

std::vector<std::string> strings(const nlohmann::json& list) {
  std::vector<std::string> out;
  if (!list.is_array()) return out;
  for (const auto& item : list) {
    if (item.is_string()) out.push_back(item.get<std::string>());
  }
  return out;
}

Choices read_choices(const nlohmann::json& setup, const rwd::Catalog& catalog, int players) {
  const nlohmann::json s = setup.is_object() ? setup : nlohmann::json::object();
  Choices c;
  const std::vector<std::string> maps = map_names(catalog);
  const auto field = [&](const char* key) {
    const auto it = s.find(key);
    return it == s.end() ? nlohmann::json() : *it;
  };
  c.record_offer = records_offer(s);
  c.map = field("map").is_string() ? field("map").get<std::string>() : "";
  if (std::find(maps.begin(), maps.end(), c.map) == maps.end()) {
    c.map = std::find(maps.begin(), maps.end(), "flower") != maps.end() ? "flower" : maps.front();
  }
  const std::vector<rwd::Cell> cells = cabins(catalog, c.map);
  for (int p = 0; p < players; ++p) {
    const nlohmann::json mains = field("mains");
    const nlohmann::json given =
        mains.is_array() && p < static_cast<int>(mains.size()) ? mains[p] : nlohmann::json();
    const bool on_cabin = std::any_of(
        cells.begin(), cells.end(), [&](rwd::Cell cell) { return given == rwd::cell_json(cell); });
    c.mains.push_back(
        on_cabin ? given : rwd::cell_json(cells.empty() ? rwd::Cell{} : cells[p % cells.size()]));
  }
  c.first = field("first").is_number_integer() ? field("first").get<int>() : 0;
  c.first = std::clamp(c.first, 0, std::max(0, players - 1));

  c.row = strings(field("public"));
  if (c.row.empty()) {
    for (const rwd::TerrainObjective& o : catalog.terrain_objectives) {
      if (o.id == "start") c.row.insert(c.row.begin(), o.id);
    }
    for (const rwd::TerrainObjective& o : catalog.terrain_objectives) {
      if (o.id != "start" && c.row.size() < 2) c.row.push_back(o.id);
    }
  }
  for (int p = 0; p < players; ++p) {
    std::vector<std::string> hand;
    const nlohmann::json hands = field("hands");
    if (hands.is_array() && p < static_cast<int>(hands.size())) hand = strings(hands[p]);
    hand.resize(2);
    c.hands.push_back(hand);
  }
  c.rounds = strings(field("rounds"));
  if (c.rounds.empty()) {
    for (const rwd::RoundObjective& o : catalog.round_objectives) c.rounds.push_back(o.id);
  }
  c.game_end = strings(field("game_end"));
  return c;
}

void write_choices(nlohmann::json& setup, const Choices& c) {
  nlohmann::json out = {{"map", c.map},
                        {"mains", c.mains},
                        {"first", c.first},
                        {"public", c.row},
                        {"rounds", c.rounds}};
  bool any_hand = false;
  nlohmann::json hands = nlohmann::json::array();
  for (const auto& hand : c.hands) {
    nlohmann::json cards = nlohmann::json::array();
    for (const std::string& id : hand) {
      if (!id.empty()) cards.push_back(id);
    }
    any_hand = any_hand || !cards.empty();
    hands.push_back(cards);
  }
  if (any_hand) out["hands"] = hands;
  if (!c.game_end.empty()) out["game_end"] = c.game_end;
  if (c.record_offer) out[kRecordOfferKey] = true;
  if (setup != out) setup = out;
}

std::string name_of(const SetupContext& context, int p) {
  const std::string& entered = context.players[p];
  return entered.empty() ? fill(_("Player {}"), p + 1) : entered;
}

void row_label(const std::string& text) {
  ImGui::AlignTextToFramePadding();
  // A long name is cut with "…" before the row's controls (the whole name its tooltip).
  fitted_name(text,
              ImGui::GetFontSize() * 8 - ImGui::GetCursorPosX() - ImGui::GetStyle().ItemSpacing.x);
  ImGui::SameLine(ImGui::GetFontSize() * 8);
}

std::string objective_label(const rwd::Catalog& catalog, const std::string& id) {
  const int index = catalog.find_terrain_objective(id);
  return index < 0 ? id : id + " \u2014 " + objective_text(catalog.terrain_objectives[index]);
}

// Every terrain objective card already used somewhere in the setup.
std::vector<std::string> used_cards(const Choices& c) {
  std::vector<std::string> used = c.row;
  for (const auto& hand : c.hands) {
    for (const std::string& id : hand) {
      if (!id.empty()) used.push_back(id);
    }
  }
  return used;
}

// A combo of the terrain objectives but those `taken` (setup_cards.h); `none` offers an
// empty choice.
bool objective_combo(const char* id, const rwd::Catalog& catalog,
                     const std::vector<std::string>& taken, std::string& chosen, const char* none,
                     float width) {
  bool changed = false;
  ImGui::SetNextItemWidth(width);
  const std::string preview = chosen.empty() ? none : objective_label(catalog, chosen);
  if (ImGui::BeginCombo(id, preview.c_str())) {
    if (none != nullptr && ImGui::Selectable(none, chosen.empty())) {
      chosen.clear();
      changed = true;
    }
    for (const std::string& offered : offered_objectives(catalog, taken, chosen)) {
      if (ImGui::Selectable(objective_label(catalog, offered).c_str(), offered == chosen)) {
        chosen = offered;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  return changed;
}

void map_and_cabins(const SetupContext& context, const rwd::Catalog& catalog, Choices& c) {
  row_label(_("Map"));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::BeginCombo("##map", c.map.c_str())) {
    for (const std::string& name : map_names(catalog)) {
      if (ImGui::Selectable(name.c_str(), name == c.map) && name != c.map) {
        c.map = name;
        const std::vector<rwd::Cell> cells = cabins(catalog, name);
        for (std::size_t p = 0; p < c.mains.size() && !cells.empty(); ++p) {
          c.mains[p] = rwd::cell_json(cells[p % cells.size()]);
        }
      }
    }
    ImGui::EndCombo();
  }
  help_marker(
      _("The preset maps of starting tiles. A map of any other shape can be written in a table "
        "file's setup (a list of starting tiles) and imported."));
  const std::vector<rwd::Cell> cells = cabins(catalog, c.map);
  for (std::size_t p = 0; p < c.mains.size(); ++p) {
    ImGui::PushID(static_cast<int>(p));
    row_label(name_of(context, static_cast<int>(p)));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    const bool cell_like = c.mains[p].is_array() && c.mains[p].size() == 2;
    const std::string current =
        cell_like ? fill(_("cabin at {}"),
                         cell_text({c.mains[p][0].get<int>(), c.mains[p][1].get<int>()}))
                  : std::string(_("a cabin"));
    if (ImGui::BeginCombo("##main", current.c_str())) {
      for (rwd::Cell cell : cells) {
        const nlohmann::json at = rwd::cell_json(cell);
        if (ImGui::Selectable(fill(_("cabin at {}"), cell_text(cell)).c_str(), at == c.mains[p])) {
          // Two main pieces never share a cabin: the other player takes this one's.
          for (auto& other : c.mains) {
            if (other == at) other = c.mains[p];
          }
          c.mains[p] = at;
        }
      }
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::TextDisabled("%s", _("main piece"));
    ImGui::PopID();
  }
  row_label(_("First player"));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  if (ImGui::BeginCombo("##first", name_of(context, c.first).c_str())) {
    for (int p = 0; p < static_cast<int>(c.mains.size()); ++p) {
      if (ImGui::Selectable(name_of(context, p).c_str(), p == c.first)) c.first = p;
    }
    ImGui::EndCombo();
  }
}

void public_cards(const rwd::Catalog& catalog, Choices& c) {
  ImGui::TextUnformatted(_("Public objectives"));
  help_marker(
      _("The starting card and the card dealt face up at setup; cards from the players' hands "
        "join the row during the game, up to five."));
  const ImGuiStyle& style = ImGui::GetStyle();
  const char* remove_label = _("Remove");
  const float remove =
      ImGui::CalcTextSize(remove_label).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
  for (std::size_t i = 0; i < c.row.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    row_label(i == 0 ? _("Row") : "");
    const float width = ImGui::GetContentRegionAvail().x - (c.row.size() > 1 ? remove : 0.0f);
    objective_combo("##card", catalog, c.row, c.row[i], nullptr, width);
    if (c.row.size() > 1) {
      ImGui::SameLine();
      if (ImGui::SmallButton(remove_label)) {
        c.row.erase(c.row.begin() + static_cast<std::ptrdiff_t>(i));
        ImGui::PopID();
        break;
      }
    }
    ImGui::PopID();
  }
  if (c.row.size() < 5) {
    row_label("");
    if (ImGui::SmallButton(_("Add a public card"))) {
      const std::vector<std::string> used = used_cards(c);
      for (const rwd::TerrainObjective& o : catalog.terrain_objectives) {
        if (std::find(used.begin(), used.end(), o.id) == used.end()) {
          c.row.push_back(o.id);
          break;
        }
      }
    }
  }
}

// Each owner enters their two cards; afterwards the screen shows only dots.
void secret_hands(const SetupContext& context, const rwd::Catalog& catalog, Choices& c) {
  static std::vector<bool> revealed;
  revealed.resize(c.hands.size(), false);
  ImGui::TextUnformatted(_("Secret cards"));
  help_marker(
      _("Optional. Each player picks their two dealt cards unseen by the others, then hides "
        "them. The app checks them at the end of every turn of their owner."));
  for (std::size_t p = 0; p < c.hands.size(); ++p) {
    ImGui::PushID(static_cast<int>(p));
    row_label(name_of(context, static_cast<int>(p)));
    if (!revealed[p]) {
      int count = 0;
      for (const std::string& id : c.hands[p]) count += !id.empty();
      const char* dots = "\u25cf\u25cf\u25cf";  // not translated: a masked card
      const std::string masked = count == 1 ? std::string(dots) : fill("{0}  {0}", dots);
      ImGui::TextUnformatted(count == 0 ? C_("cards", "none") : masked.c_str());
      ImGui::SameLine();
      if (ImGui::SmallButton(count == 0 ? C_("cards", "enter") : _("reveal"))) revealed[p] = true;
    } else {
      const char* hide_label = _("hide");
      const float hide = ImGui::CalcTextSize(hide_label).x + ImGui::GetStyle().FramePadding.x * 2;
      const float width =
          (ImGui::GetContentRegionAvail().x - hide - ImGui::GetStyle().ItemSpacing.x * 2) * 0.5f;
      // The row and this player's other card; never the other players' secrets.
      std::vector<std::string> taken = c.row;
      taken.insert(taken.end(), c.hands[p].begin(), c.hands[p].end());
      const char* none = _("(none)");
      objective_combo("##h0", catalog, taken, c.hands[p][0], none, width);
      ImGui::SameLine();
      objective_combo("##h1", catalog, taken, c.hands[p][1], none, width);
      ImGui::SameLine();
      if (ImGui::SmallButton(hide_label)) revealed[p] = false;
    }
    ImGui::PopID();
  }
}

void round_order(const rwd::Catalog& catalog, Choices& c) {
  ImGui::TextUnformatted(_("Round objectives"));
  help_marker(_("In reveal order: one more is turned face up at the start of each round."));
  ImGui::SameLine();
  if (ImGui::SmallButton(_("Shuffle"))) {
    static std::mt19937 random{std::random_device{}()};
    std::shuffle(c.rounds.begin(), c.rounds.end(), random);
  }
  for (std::size_t k = 0; k < c.rounds.size(); ++k) {
    ImGui::PushID(static_cast<int>(k));
    row_label(fill(_("Round {}"), k + 1));
    const int index = catalog.find_round_objective(c.rounds[k]);
    const std::string label = index < 0 ? c.rounds[k]
                                        : c.rounds[k] + " \u2014 " +
                                              round_objective_text(catalog.round_objectives[index]);
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo("##round", label.c_str())) {
      for (const rwd::RoundObjective& o : catalog.round_objectives) {
        const std::string text = o.id + " \u2014 " + round_objective_text(o);
        if (ImGui::Selectable(text.c_str(), o.id == c.rounds[k])) {
          // Picking a card used in another round swaps the two.
          for (std::string& other : c.rounds) {
            if (other == o.id) other = c.rounds[k];
          }
          c.rounds[k] = o.id;
        }
      }
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
}

void variant(const rwd::Catalog& catalog, Choices& c) {
  bool on = !c.game_end.empty();
  if (ImGui::Checkbox(_("Game-end variant"), &on)) {
    c.game_end.clear();
    for (std::size_t i = 0; on && i < catalog.game_end_objectives.size() && i < 2; ++i) {
      c.game_end.push_back(catalog.game_end_objectives[i].id);
    }
  }
  help_marker(
      _("Two game-end cards each add 1 point per part of their colour next to the player's "
        "main piece when the game ends."));
  if (!on) return;
  for (std::size_t i = 0; i < c.game_end.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    row_label(i == 0 ? _("Cards") : "");
    const auto label = [&](const std::string& id) {
      const int index = catalog.find_game_end_objective(id);
      return index < 0
                 ? id
                 : id + " \u2014 " + rwd::terrain_word(catalog.game_end_objectives[index].colour);
    };
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    if (ImGui::BeginCombo("##end", label(c.game_end[i]).c_str())) {
      for (const rwd::GameEndObjective& o : catalog.game_end_objectives) {
        const bool other =
            std::find(c.game_end.begin(), c.game_end.end(), o.id) != c.game_end.end();
        if (other && o.id != c.game_end[i]) continue;
        if (ImGui::Selectable(label(o.id).c_str(), o.id == c.game_end[i])) c.game_end[i] = o.id;
      }
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
}

}  // namespace

void setup_options(const SetupContext& context, nlohmann::json& setup) {
  const rwd::Catalog* parsed = setup_catalog<rwd::Catalog>(
      context.catalog,
      [](const nlohmann::json& json) { return rwd::parse_catalog(json, "/catalog", false); });
  if (!parsed) return;
  const rwd::Catalog& catalog = *parsed;
  if (catalog.maps.empty() || context.players.empty()) return;
  Choices c = read_choices(setup, catalog, static_cast<int>(context.players.size()));
  map_and_cabins(context, catalog, c);
  ImGui::Spacing();
  public_cards(catalog, c);
  ImGui::Spacing();
  secret_hands(context, catalog, c);
  ImGui::Spacing();
  round_order(catalog, c);
  ImGui::Spacing();
  variant(catalog, c);
  ImGui::Checkbox(_("Record the offer"), &c.record_offer);
  help_marker(
      _("Enter the three face-up terrain tiles and companions whenever they change (short ids: "
        "17 for t17, fox, several at once); each pick is then one of the three, keys 1 2 3."));
  write_choices(setup, c);
}

}  // namespace trib::ui::woods_ui
