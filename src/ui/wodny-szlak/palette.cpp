// The palette: the shown player's hand when it is kept (hand.cpp), then every tile still in
// the face-down pile for this player count, drawn as on the board (the picked one at its
// rotation), a search box over ids and contents, and the keys R / Shift+R (turn), Esc (put
// back), Tab / Shift+Tab (next / previous tile), Page Down / Page Up (next / previous
// player). A click on a pile tile picks it, or records it drawn once draws are recorded.

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
#include "ui/platform/keys.h"
#include "ui/platform/theme.h"
#include "ui/widgets/widgets.h"
#include "ui/wodny-szlak/coach_panel.h"
#include "ui/wodny-szlak/tile_art.h"
#include "ui/wodny-szlak/view_state.h"

namespace trib::ui::ws_ui {

namespace {

// Characters of an id typed while no field has the keyboard; R, P, D and C are the board's
// own keys, so they do not count.
bool ws_id_typed_on_board() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return false;
  for (const ImWchar c : io.InputQueueCharacters) {
    const bool id_char = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
                         (c >= 'A' && c <= 'Z') || c == '-' || c == '_';
    if (id_char && std::strchr("rpdcRPDC", static_cast<int>(c)) == nullptr) return true;
  }
  return false;
}

// The tiles Tab cycles through: the hand while one is kept, else the pile shown.
std::vector<int> cycled_tiles(const ViewState& state, const ws::WodnySzlakMatch& m) {
  const std::vector<int>& hand = m.ledger().hand(state.player);
  if (m.ledger().tracked(state.player) || !hand.empty()) return hand;
  return visible_tiles(state, m);
}

// The tiles a typed search names, one per word: each by its id or its short form ("s13"
// for sheep-13), or the only tile shown for a single word. Empty unless every word names
// one tile.
std::vector<int> named_tiles(const ViewState& state, const ws::WodnySzlakMatch& m,
                             const std::vector<int>& shown) {
  const std::vector<std::string> words = typed_words(state.search);
  std::vector<std::string> ids;
  for (int t : shown) ids.push_back(m.catalog().tiles[t].id);
  std::vector<int> named;
  for (const std::string& word : words) {
    const std::optional<std::size_t> found = find_named_id(ids, word);
    if (!found) break;
    named.push_back(shown[*found]);
  }
  if (named.size() == words.size() && !named.empty()) return named;
  if (words.size() == 1 && shown.size() == 1) return shown;
  return {};
}

}  // namespace

bool TilePicker::show(int tile) const {
  const ws::WodnySzlakMatch& m = *match;
  const bool picked = state->selected == tile;
  const bool fits = tile_fits(*state, m, state->player, tile);
  const int rot = picked ? state->rot : 0;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float line = ImGui::GetTextLineHeight();
  ImGui::PushID(tile);
  const bool clicked = ImGui::Selectable("##tile", picked, 0, ImVec2(px, px + line + 4));
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw_square({draw, at, px, fits ? 1.0f : 0.45f}, m.catalog().tiles[tile].square, rot);
  const std::string& id = m.catalog().tiles[tile].id;
  const ImVec4& ink = picked ? theme_colours().accent_strong
                      : fits ? theme_colours().text
                             : theme_colours().text_muted;
  const float width = ImGui::CalcTextSize(id.c_str()).x;
  draw->AddText(ImVec2(at.x + std::max(0.0f, (px - width) * 0.5f), at.y + px + 2), to_u32(ink),
                id.c_str());
  if (picked) {
    draw->AddRect(ImVec2(at.x - 2, at.y - 2), ImVec2(at.x + px + 2, at.y + px + 2),
                  to_u32(theme_colours().accent_strong), 0, 0, 3.0f);
  }
  if (hovered) {
    const bool drawn_here = ws::Where::Pile == m.ledger().at(tile).where && draws_tiles(*state, m);
    ImGui::BeginTooltip();
    tile_preview(m.catalog(), tile, rot, ImGui::GetFontSize() * 6);
    if (!fits) {
      ImGui::TextColored(
          theme_colours().warning, "%s",
          fill(_("No legal spot in {}'s river now"), m.players()[state->player]).c_str());
    }
    ImGui::TextDisabled("%s", drawn_here ? _("Click to record it drawn into the hand")
                              : picked   ? _("Picked: R turns it, Esc puts it back")
                                         : _("Click to pick it"));
    ImGui::EndTooltip();
  }
  return clicked;
}

void TilePicker::toggle(int tile) const {
  state->rot = 0;
  state->selected = state->selected == tile ? -1 : tile;
}

std::vector<int> visible_tiles(const ViewState& state, const ws::WodnySzlakMatch& m) {
  std::vector<int> tiles;
  // Several words ("s13 s12 b07") show the tiles any of them names.
  const std::vector<std::string> words = typed_words(state.search);
  for (int t = 0; t < static_cast<int>(m.catalog().tiles.size()); ++t) {
    if (!m.tile_available(t) || m.ledger().at(t).where != ws::Where::Pile) continue;
    const std::string& id = m.catalog().tiles[t].id;
    const std::string text = case_folded(id + " " + tile_summary(m.catalog(), t));
    const bool match =
        words.empty() || std::any_of(words.begin(), words.end(), [&](const std::string& w) {
          return names_id(id, w) || text.find(case_folded(w)) != std::string::npos;
        });
    if (match) tiles.push_back(t);
  }
  return tiles;
}

std::optional<nlohmann::json> draw_palette(ViewState& state, const SessionController& session,
                                           const ws::WodnySzlakMatch& m, ImVec2 size,
                                           CoachPanel& coach) {
  const bool live = !session.read_only();
  if (!begin_panel("ws-palette", size, true)) {
    end_panel();
    return std::nullopt;
  }
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float target = ImGui::GetFontSize() * 4.4f;
  const int cols = std::max(1, static_cast<int>((avail + spacing) / (target + spacing)));
  const float px = std::max(24.0f, (avail - spacing * static_cast<float>(cols - 1)) / cols - 2);
  const TilePicker pick{&state, &m, px, cols};
  std::optional<nlohmann::json> move = draw_hand(state, m, pick, live);
  coach.draw(state, session, m);
  if (shows_hand(state, m)) ImGui::Separator();

  const bool drawing = live && draws_tiles(state, m);
  int left = 0;
  for (int t = 0; t < static_cast<int>(m.catalog().tiles.size()); ++t)
    left += m.tile_available(t) && m.ledger().at(t).where == ws::Where::Pile;
  wrapped_textf("%s", fill(_("Tiles left ({})"), left).c_str());  // wraps in a narrow column
  help_marker(drawing ? _("The face-down pile: click each tile drawn to add it to the hand; the "
                          "app then checks that every tile placed comes from the hand.")
                      : _("Tiles in play for this number of players that nobody has placed yet. "
                          "Faded tiles have no legal spot in the shown river right now."));
  if (live && !m.ledger().tracked(state.player)) {
    const char* label = _("Record draws");
    const float full = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                       ImGui::CalcTextSize(label).x;
    // Fixed id: the label changes with the width and the language, the checkbox does not.
    const std::string shown =
        std::string(full <= ImGui::GetContentRegionAvail().x ? label : _("Draws")) +
        "###record-draws";
    ImGui::Checkbox(shown.c_str(), &state.record_draws);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "%s", _("Click the tiles you draw to keep the hand: solo, draw three, place one, "
                  "discard two; with more players, deal three, place one, pass two left, draw "
                  "one"));
    }
  }
  ImGui::SetNextItemWidth(-1);
  // Not while the Enter that drew or placed is still held: its key repeat would enter the
  // empty search and take the keyboard out of it again.
  if (state.focus_search && !ImGui::IsKeyDown(GLFW_KEY_ENTER) &&
      !ImGui::IsKeyDown(GLFW_KEY_KP_ENTER)) {
    focus_text_field();
    state.focus_search = false;
    state.typed_on_board = false;
  }
  ImGui::PushAllowKeyboardFocus(false);  // Tab cycles the tiles, it does not focus the field
  const bool entered = ImGui::InputTextWithHint(
      "##search", drawing ? _("Ids + Enter draw them (s13 b5)") : _("Search id, mill, port..."),
      &state.search, ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  ImGui::PopAllowKeyboardFocus();
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", drawing ? _("Ctrl+F: search; Enter draws the tiles named: ids or short "
                                        "ids (s13 for sheep-13, b5 for base-05), several at once")
                                    : _("Ctrl+F: search; Enter picks the tile named (s13 for "
                                        "sheep-13)"));
  }
  const std::vector<int> tiles = visible_tiles(state, m);
  if (entered) {
    // Ids of the pile draw them (when draws are kept); else the id names the tile to pick,
    // from the hand once one is kept.
    const std::vector<int> drawn = drawing ? named_tiles(state, m, tiles) : std::vector<int>{};
    const std::vector<int> picked =
        drawn.empty() ? named_tiles(state, m, cycled_tiles(state, m)) : std::vector<int>{};
    if (!drawn.empty()) {
      // prepare_next_step gives the keyboard back to the search while the hand has room.
      move = draw_move(m, state.player, drawn);
      state.search.clear();
    } else {
      give_keyboard_to_board();
      if (picked.size() == 1) {
        state.selected = picked.front();
        state.rot = 0;
        if (drawing) state.search.clear();  // picked from the hand: show the pile whole again
      }
    }
  }
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (i % cols != 0) ImGui::SameLine();
    const bool clicked = pick.show(tiles[i]);
    if (state.scroll_palette && tiles[i] == state.selected) {
      ImGui::SetScrollHereY(0.5f);
      state.scroll_palette = false;
    }
    if (clicked && drawing) {
      move = draw_move(m, state.player, {tiles[i]});
    } else if (clicked) {
      pick.toggle(tiles[i]);
    }
  }
  if (tiles.empty())
    ImGui::TextDisabled("%s", left == 0 ? _("No tile is left in the pile.") : _("No match."));
  end_panel();
  return move;
}

void view_keys(ViewState& state, const ws::WodnySzlakMatch& m) {
  if (state.selected >= 0) claim_board_keys();
  if (ws_id_typed_on_board()) state.typed_on_board = true;
  if (search_shortcut()) state.focus_search = true;
  if (state.selected >= 0 && shortcut(GLFW_KEY_R, false)) {
    state.rot = (state.rot + 1) % 4;
    state.typed_on_board = false;
  }
  if (state.selected >= 0 && shortcut(GLFW_KEY_R, false, true)) {
    state.rot = (state.rot + 3) % 4;
    state.typed_on_board = false;
  }
  if (shortcut(GLFW_KEY_ESCAPE, false)) {
    state.selected = -1;
    state.typed_on_board = false;
  }
  const int n = m.player_count();
  if (n > 1 && shortcut(GLFW_KEY_PAGE_DOWN, false)) state.select_tab = (state.player + 1) % n;
  if (n > 1 && shortcut(GLFW_KEY_PAGE_UP, false)) state.select_tab = (state.player + n - 1) % n;

  const bool next = shortcut(GLFW_KEY_TAB, false);
  const bool previous = shortcut(GLFW_KEY_TAB, false, true);
  if (!next && !previous) return;
  state.typed_on_board = false;
  const std::vector<int> tiles = cycled_tiles(state, m);
  if (tiles.empty()) return;
  const auto it = std::find(tiles.begin(), tiles.end(), state.selected);
  const int count = static_cast<int>(tiles.size());
  int i = it == tiles.end() ? (next ? -1 : 0) : static_cast<int>(it - tiles.begin());
  i = ((next ? i + 1 : i - 1) % count + count) % count;
  if (tiles[static_cast<std::size_t>(i)] != state.selected) state.rot = 0;
  state.selected = tiles[static_cast<std::size_t>(i)];
  state.scroll_palette = true;
}

}  // namespace trib::ui::ws_ui
