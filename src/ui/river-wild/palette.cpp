// The palette: the hand kept during play ("In hand", up to three, to pick for placing)
// and the deck (click the card you drew), or for games entered without draws every
// unplaced card; each as a small face (the picked one on its chosen side), a search box
// over ids and contents (Ctrl+F; Enter there draws the one deck card it names), and the keys
// F (flip), Esc (put back), Tab and Shift+Tab (next / previous card to place).

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstring>

#include <optional>
#include "core/fill.h"
#include "core/i18n.h"

#include "core/short_id.h"
#include "core/text.h"
#include "games/river-wild/codec.h"
#include "session/controller.h"
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/coach_panel.h"
#include "ui/river-wild/view_state.h"
#include "ui/widgets/widgets.h"

namespace trib::ui::rw_ui {

namespace {

// Characters of an id typed while no field has the keyboard; F and C are the board's own
// keys, so they do not count.
bool rw_id_typed_on_board() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return false;
  for (const ImWchar c : io.InputQueueCharacters) {
    const bool id_char = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
                         (c >= 'A' && c <= 'Z') || c == '-' || c == '_';
    if (id_char && std::strchr("fcFC", static_cast<int>(c)) == nullptr) return true;
  }
  return false;
}

// A face with its id below; returns true when clicked. `hint` ends the tooltip;
// `dimmed` draws a card that cannot be used now.
bool palette_card(BoardState& state, const rw::Catalog& catalog, int card, float cell,
                  const char* hint, bool dimmed = false) {
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
  draw_card_face({draw, ImVec2(at.x + 4, at.y + 4), cell, dimmed ? 0.45f : 1.0f}, catalog, card,
                 back);
  const std::string label =
      back ? fill(_("{} (back)"), catalog.card(card).id) : catalog.card(card).id;
  const ImVec4 ink = picked   ? theme_colours().accent_strong
                     : dimmed ? theme_colours().text_muted
                              : theme_colours().text;
  draw->AddText(ImVec2(at.x + 4, at.y + face.y + 6), to_u32(ink), label.c_str());
  if (picked) {
    draw->AddRect(ImVec2(at.x + 2, at.y + 2), ImVec2(at.x + face.x + 6, at.y + face.y + 6),
                  to_u32(theme_colours().accent_strong), 0, 0, 2.5f);
  }
  if (hovered) {
    ImGui::BeginTooltip();
    card_preview(catalog, card, back, ImGui::GetFontSize() * 1.6f);
    ImGui::TextDisabled("%s", picked ? _("Picked: F flips it, Esc puts it back") : hint);
    ImGui::EndTooltip();
  }
  return clicked;
}

void toggle_pick(BoardState& state, int card) {
  if (state.selected == card) {
    state.selected = -1;
  } else {
    state.selected = card;
    state.back = false;
  }
}

float cell_size(const rw::Catalog& catalog) {
  const float width = ImGui::GetContentRegionAvail().x - 10;
  return std::clamp(width / static_cast<float>(catalog.width), 6.0f, 20.0f);
}

// Returns true when Enter was pressed in the box.
bool search_box(BoardState& state, const char* hint) {
  ImGui::SetNextItemWidth(-1);
  // Not while the Enter that placed or drew is still held: its key repeat would enter the
  // empty search and take the keyboard out of it again.
  if (state.focus_search && !ImGui::IsKeyDown(GLFW_KEY_ENTER) &&
      !ImGui::IsKeyDown(GLFW_KEY_KP_ENTER)) {
    focus_text_field();
    state.focus_search = false;
    state.typed_on_board = false;
  }
  ImGui::PushAllowKeyboardFocus(false);  // Tab picks cards, it does not focus the field
  const bool entered = ImGui::InputTextWithHint(
      "##search", hint, &state.search,
      ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  ImGui::PopAllowKeyboardFocus();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Ctrl+F: search by id or contents"));
  return entered;
}

// The card a typed search names among those shown: its id or short id ("7" for c07), or
// the only match.
std::optional<int> named_card(const BoardState& state, const rw::Catalog& catalog,
                              const std::vector<int>& shown) {
  std::vector<std::string> ids;
  for (int card : shown) ids.push_back(catalog.card(card).id);
  if (const auto found = find_named_id(ids, trim_invisible(state.search))) return shown[*found];
  if (shown.size() == 1) return shown.front();
  return std::nullopt;
}

// "In hand (n/3)" with the cards to place, then "Deck" with the cards still to draw.
std::optional<nlohmann::json> hand_and_deck(BoardState& state, const SessionController& session,
                                            const rw::RiverWildMatch& m, CoachPanel& coach) {
  const rw::Catalog& catalog = m.catalog();
  const float cell = cell_size(catalog);
  wrapped_text(fill(_("In hand ({}/{})"), m.hand().size(), rw::kHandSize));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", _("The cards you hold; click one to pick it"));
  for (int card : m.hand()) {
    if (palette_card(state, catalog, card, cell, _("Click to pick it, then click a spot"))) {
      toggle_pick(state, card);
    }
  }
  if (m.hand().empty()) muted(_("Empty: draw your cards from the deck below."));
  coach.draw(state, session, m);
  ImGui::Spacing();
  const std::vector<int> deck = m.deck_cards();
  wrapped_text(fill(_("Deck ({})"), deck.size()));
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", _("Cards not drawn yet: click the one you drew at the table"));
  }
  const bool entered = search_box(state, _("Search; id + Enter draws"));
  const bool full = m.hand().size() >= rw::kHandSize;
  const bool can_draw = !full && !session.read_only() && !m.finished();
  const char* hint = session.read_only() ? _("Review: moves are not entered here")
                     : full              ? _("Your hand is full: place a card first")
                                         : _("Click to draw it into your hand");
  std::optional<nlohmann::json> move;
  const std::vector<int> shown = searched_cards(state, m);
  for (int card : shown) {
    if (palette_card(state, catalog, card, cell, hint, !can_draw) && can_draw) {
      move = rw::draw_json(catalog, card);
    }
  }
  if (entered && can_draw) {
    if (const auto card = named_card(state, catalog, shown)) {
      move = rw::draw_json(catalog, *card);
      state.search.clear();
      // Keep typing: the next card drawn goes in the same way until the hand is full.
      state.focus_search = m.hand().size() + 1 < rw::kHandSize;
    }
  }
  if (shown.empty()) muted(deck.empty() ? _("Every card is drawn.") : _("No match."));
  return move;
}

void unplaced(BoardState& state, const rw::RiverWildMatch& m) {
  const std::vector<int> cards = searched_cards(state, m);
  const std::size_t count = m.unplaced_cards().size();
  wrapped_text(fill(_("Unplaced ({})"), count));  // wraps in a narrow column
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", _("Cards not placed yet; click one to pick it"));
  if (search_box(state, _("Search"))) {
    if (const auto card = named_card(state, m.catalog(), cards)) {
      state.selected = *card;
      state.back = false;
    }
  }
  const float cell = cell_size(m.catalog());
  for (int card : cards) {
    if (palette_card(state, m.catalog(), card, cell, _("Click to pick it"))) {
      toggle_pick(state, card);
    }
  }
  if (cards.empty()) muted(count == 0 ? _("All cards are placed.") : _("No match."));
}

}  // namespace

bool shows_hand(const rw::RiverWildMatch& m) {
  return m.keeps_hand() || (m.can_keep_hand() && !m.setup().hand);
}

std::vector<int> pickable_cards(const rw::RiverWildMatch& m) {
  return shows_hand(m) ? m.hand() : m.unplaced_cards();
}

std::vector<int> searched_cards(const BoardState& state, const rw::RiverWildMatch& m) {
  std::vector<int> cards = shows_hand(m) ? m.deck_cards() : m.unplaced_cards();
  if (state.search.empty()) return cards;
  const std::string typed = trim_invisible(state.search);
  const std::string query = case_folded(typed);
  std::erase_if(cards, [&](int card) {
    const std::string& id = m.catalog().card(card).id;
    const std::string text = case_folded(id + " " + card_summary(m.catalog(), card));
    return text.find(query) == std::string::npos && !names_id(id, typed);
  });
  return cards;
}

std::optional<nlohmann::json> draw_palette(BoardState& state, const SessionController& session,
                                           const rw::RiverWildMatch& m, ImVec2 size,
                                           CoachPanel& coach) {
  std::optional<nlohmann::json> move;
  if (begin_panel("rw-palette", size, true)) {
    if (shows_hand(m)) {
      move = hand_and_deck(state, session, m, coach);
    } else {
      unplaced(state, m);
    }
  }
  end_panel();
  return move;
}

void palette_keys(BoardState& state, const rw::RiverWildMatch& m) {
  if (state.selected >= 0) claim_board_keys();
  if (rw_id_typed_on_board()) state.typed_on_board = true;
  if (search_shortcut()) state.focus_search = true;
  if (state.selected >= 0 && shortcut(GLFW_KEY_F, false)) {
    state.back = !state.back;
    state.typed_on_board = false;
  }
  if (shortcut(GLFW_KEY_ESCAPE, false)) {
    state.selected = -1;
    state.typed_on_board = false;
  }
  const bool next = shortcut(GLFW_KEY_TAB, false);
  const bool previous = shortcut(GLFW_KEY_TAB, false, true);
  if (!next && !previous) return;
  state.typed_on_board = false;
  const std::vector<int> cards = shows_hand(m) ? m.hand() : searched_cards(state, m);
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
