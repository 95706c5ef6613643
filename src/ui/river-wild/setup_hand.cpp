// "New session" options for River Wild: the optional hand (up to three cards) that lets
// the app end the game when none of them can be placed.

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/river-wild/catalog.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/view_parts.h"
#include "ui/widgets.h"

namespace trib::ui::rw_ui {

namespace {

constexpr int kHandSize = 3;

std::vector<std::string> read_hand(const nlohmann::json& setup) {
  std::vector<std::string> hand(kHandSize);
  if (!setup.is_object() || !setup.contains("hand") || !setup["hand"].is_array()) return hand;
  int slot = 0;
  for (const nlohmann::json& id : setup["hand"]) {
    if (slot < kHandSize && id.is_string()) hand[slot++] = id.get<std::string>();
  }
  return hand;
}

void write_hand(nlohmann::json& setup, const std::vector<std::string>& hand) {
  if (!setup.is_object()) setup = nlohmann::json::object();
  nlohmann::json ids = nlohmann::json::array();
  for (const std::string& id : hand) {
    if (!id.empty()) ids.push_back(id);
  }
  if (ids.empty()) {
    setup.erase("hand");
  } else {
    setup["hand"] = std::move(ids);
  }
}

// One combo; the cards already in another slot are not offered.
bool hand_slot(const rw::Catalog& catalog, std::vector<std::string>& hand, int slot) {
  bool changed = false;
  ImGui::PushID(slot);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  const std::string preview = hand[slot].empty() ? "\u2014" : hand[slot];
  if (ImGui::BeginCombo("##card", preview.c_str())) {
    if (ImGui::Selectable("\u2014 (none)", hand[slot].empty())) {
      hand[slot].clear();
      changed = true;
    }
    for (int i = 0; i < static_cast<int>(catalog.cards.size()); ++i) {
      const std::string& id = catalog.cards[i].id;
      const bool taken = std::find(hand.begin(), hand.end(), id) != hand.end() && hand[slot] != id;
      if (taken) continue;
      const std::string label = id + "   " + card_summary(catalog, i);
      if (ImGui::Selectable(label.c_str(), hand[slot] == id)) {
        hand[slot] = id;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  if (const auto index = catalog.find(hand[slot]); index && *index >= 0) {
    ImGui::SameLine();
    const float cell = ImGui::GetFrameHeight() / static_cast<float>(catalog.height);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw_card_face({ImGui::GetWindowDrawList(), at, cell, 1.0f}, catalog, *index, false);
    ImGui::Dummy(ImVec2(cell * static_cast<float>(catalog.width), ImGui::GetFrameHeight()));
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      card_preview(catalog, *index, false, ImGui::GetFontSize() * 1.6f);
      ImGui::EndTooltip();
    }
  }
  ImGui::PopID();
  return changed;
}

}  // namespace

void hand_setup(const SetupContext& context, nlohmann::json& setup) {
  rw::Catalog catalog;
  try {
    catalog = rw::parse_catalog(context.catalog, "/catalog");
  } catch (const std::exception& error) {
    muted((std::string("The catalog cannot be read: ") + error.what()).c_str());
    return;
  }
  ImGui::TextUnformatted("Hand at the end (optional)");
  help_marker(
      "The cards you still hold. When none of them can be placed on either side, the game "
      "is over even if the deck is not used up; the app checks this after every move. "
      "Leave empty to play until all 16 cards are placed.");
  std::vector<std::string> hand = read_hand(setup);
  bool changed = false;
  for (int slot = 0; slot < kHandSize; ++slot) {
    if (slot > 0) ImGui::SameLine(0, ImGui::GetFontSize());
    changed |= hand_slot(catalog, hand, slot);
  }
  if (changed) write_hand(setup, hand);
  muted(
      "Runestone animals are chosen by the app for the best total; the board's land menu "
      "(right-click a land) shows each choice.");
}

}  // namespace trib::ui::rw_ui
