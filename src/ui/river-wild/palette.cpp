// The palette: every unplaced card as a small face (the picked one on its chosen side),
// a search box over ids and contents, and the keys F (flip), Esc (put back), Tab and
// Shift+Tab (next / previous card).

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>

#include "ui/river-wild/board_state.h"
#include "ui/river-wild/card_art.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace trib::ui::rw_ui {

namespace {

std::string folded(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// A face with its id below; returns true when clicked.
bool palette_card(BoardState& state, const rw::Catalog& catalog, int card, float cell) {
  const bool picked = state.selected == card;
  const bool back = picked && state.back;
  const ImVec2 face(cell * static_cast<float>(catalog.width),
                    cell * static_cast<float>(catalog.height));
  const float line = ImGui::GetTextLineHeight();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushID(card);
  const bool clicked =
      ImGui::Selectable("##card", picked, 0, ImVec2(face.x + 8, face.y + line + 10));
  const bool hovered = ImGui::IsItemHovered();
  if (picked && state.scroll_palette) {
    ImGui::SetScrollHereY(0.5f);
    state.scroll_palette = false;
  }
  ImGui::PopID();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw_card_face({draw, ImVec2(at.x + 4, at.y + 4), cell, 1.0f}, catalog, card, back);
  const std::string label = catalog.card(card).id + (back ? "  (back)" : "");
  draw->AddText(ImVec2(at.x + 4, at.y + face.y + 6),
                picked ? to_u32(palette().accent_strong) : to_u32(palette().text), label.c_str());
  if (picked) {
    draw->AddRect(ImVec2(at.x + 2, at.y + 2), ImVec2(at.x + face.x + 6, at.y + face.y + 6),
                  to_u32(palette().accent_strong), 0, 0, 2.5f);
  }
  if (hovered) {
    ImGui::BeginTooltip();
    card_preview(catalog, card, back, ImGui::GetFontSize() * 1.6f);
    ImGui::TextDisabled(picked ? "Picked: F flips it, Esc puts it back" : "Click to pick it");
    ImGui::EndTooltip();
  }
  return clicked;
}

}  // namespace

std::vector<int> visible_cards(const BoardState& state, const rw::RiverWildMatch& m) {
  std::vector<int> cards = m.unplaced_cards();
  if (state.search.empty()) return cards;
  const std::string query = folded(state.search);
  std::erase_if(cards, [&](int card) {
    const std::string text =
        folded(m.catalog().card(card).id + " " + card_summary(m.catalog(), card));
    return text.find(query) == std::string::npos;
  });
  return cards;
}

void draw_palette(BoardState& state, const rw::RiverWildMatch& m, ImVec2 size) {
  if (!begin_panel("rw-palette", size, true)) {
    end_panel();
    return;
  }
  const std::vector<int> cards = visible_cards(state, m);
  const std::size_t unplaced = m.unplaced_cards().size();
  ImGui::Text("Unplaced (%zu)", unplaced);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Cards not placed yet; click one to pick it");
  ImGui::SetNextItemWidth(-1);
  ImGui::PushAllowKeyboardFocus(false);  // Tab picks cards, it does not focus the field
  ImGui::InputTextWithHint("##search", "Search", &state.search);
  ImGui::PopAllowKeyboardFocus();
  const rw::Catalog& catalog = m.catalog();
  const float width = ImGui::GetContentRegionAvail().x - 10;
  const float cell = std::clamp(width / static_cast<float>(catalog.width), 6.0f, 20.0f);
  for (int card : cards) {
    if (palette_card(state, catalog, card, cell)) {
      if (state.selected == card) {
        state.selected = -1;
      } else {
        state.selected = card;
        state.back = false;
      }
    }
  }
  if (cards.empty()) ImGui::TextDisabled(unplaced == 0 ? "All cards are placed." : "No match.");
  end_panel();
}

void palette_keys(BoardState& state, const rw::RiverWildMatch& m) {
  if (state.selected >= 0 && shortcut(GLFW_KEY_F, false)) state.back = !state.back;
  if (state.selected >= 0 && shortcut(GLFW_KEY_ESCAPE, false)) state.selected = -1;
  const bool next = shortcut(GLFW_KEY_TAB, false);
  const bool previous = shortcut(GLFW_KEY_TAB, false, true);
  if (!next && !previous) return;
  const std::vector<int> cards = visible_cards(state, m);
  if (cards.empty()) return;
  const auto it = std::find(cards.begin(), cards.end(), state.selected);
  int i = it == cards.end() ? (next ? -1 : 0) : static_cast<int>(it - cards.begin());
  const int n = static_cast<int>(cards.size());
  i = ((next ? i + 1 : i - 1) % n + n) % n;
  if (cards[i] != state.selected) state.back = false;
  state.selected = cards[i];
  state.scroll_palette = true;
}

}  // namespace trib::ui::rw_ui
