// The layout canvas: placed cards drawn from their grids (the source card on top), their
// ids, a tooltip for the card under the cursor, and the calls to the land overlay, the
// ghost preview and the land menu. Caches are keyed on the session's revision.

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "core/fill.h"
#include "core/i18n.h"
#include "session/controller.h"
#include "ui/river-wild/card_art.h"
#include "ui/river-wild/view_state.h"

namespace trib::ui::rw_ui {

namespace {

// The box around the placed cards, in world units (cells); with room for one more row
// below and half a card at each side while cards can still be placed.
void content_bounds(const rw::Catalog& catalog, const std::vector<rw::Placement>& placed, bool open,
                    ImVec2& lo, ImVec2& hi) {
  lo = ImVec2(FLT_MAX, FLT_MAX);
  hi = ImVec2(-FLT_MAX, -FLT_MAX);
  for (const rw::Placement& p : placed) {
    const ImVec2 a = card_world_min(catalog, p);
    lo = ImVec2(std::min(lo.x, a.x), std::min(lo.y, a.y));
    hi = ImVec2(std::max(hi.x, a.x + static_cast<float>(catalog.width)),
                std::max(hi.y, a.y + static_cast<float>(catalog.height)));
  }
  if (!open) return;
  const float half = static_cast<float>(catalog.width / 2);
  lo.x -= half;
  hi.x += half;
  hi.y += static_cast<float>(catalog.height);
}

void card_label(const BoardCanvas& canvas, ImVec2 origin_px, const std::string& text) {
  const float size = canvas.zoom() * 0.42f;
  const float font_px = ImGui::GetFontSize();
  if (size < font_px * 0.5f) return;
  const float px = std::min(size, font_px * 0.9f);
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0.0f, text.c_str());
  const ImVec2 min(origin_px.x + 2, origin_px.y + 2);
  const ImVec2 max(min.x + extent.x + 6, min.y + extent.y + 2);
  canvas.draw_list()->AddRectFilled(min, max, IM_COL32(16, 20, 26, 170), 3.0f);
  canvas.draw_list()->AddText(font, px, ImVec2(min.x + 3, min.y + 1), IM_COL32(236, 240, 244, 230),
                              text.c_str());
}

bool on_screen(const BoardCanvas& canvas, ImVec2 a, ImVec2 b) {
  return b.x >= canvas.screen_min().x && a.x <= canvas.screen_max().x &&
         b.y >= canvas.screen_min().y && a.y <= canvas.screen_max().y;
}

void draw_cards(const BoardCanvas& canvas, const rw::Catalog& catalog,
                const std::vector<rw::Placement>& placed) {
  const float z = canvas.zoom();
  for (const rw::Placement& p : placed) {
    const ImVec2 a = canvas.to_screen(card_world_min(catalog, p));
    const ImVec2 b(a.x + static_cast<float>(catalog.width) * z,
                   a.y + static_cast<float>(catalog.height) * z);
    if (!on_screen(canvas, a, b)) continue;
    draw_card_face({canvas.draw_list(), a, z, 1.0f}, catalog, p.card, p.back);
  }
  for (const rw::Placement& p : placed) {
    const ImVec2 a = canvas.to_screen(card_world_min(catalog, p));
    if (p.card == rw::kSourceCard) {
      // TRANSLATORS: the label of River Wild's source card on the board.
      card_label(canvas, a, C_("river-wild card", "source"));
    } else {
      card_label(canvas, a, catalog.card(p.card).id + (p.back ? " \u2194" : ""));
    }
  }
}

// With nothing picked, the card and land under the cursor are described in a tooltip.
void hover_tooltip(const BoardState& state, const rw::RiverWildMatch& m) {
  if (state.selected >= 0 || !state.score || ImGui::IsPopupOpen("rw-land-menu")) return;
  const auto world = state.canvas.hover_world();
  if (!world) return;
  const rw::CellPos cell{static_cast<int>(std::floor(world->y)),
                         static_cast<int>(std::floor(world->x))};
  const int owner = m.grid().owner(cell);
  if (owner < 0) return;
  const rw::Placement& p = m.layout().placed[owner];
  const rw::Catalog& catalog = m.catalog();
  ImGui::BeginTooltip();
  const std::string& id = catalog.card(p.card).id;
  const std::string where = p.back ? fill(_("{} (back) \u00b7 row {}, col {}"), id, p.row, p.col)
                                   : fill(_("{} \u00b7 row {}, col {}"), id, p.row, p.col);
  ImGui::TextUnformatted(where.c_str());
  if (p.card != rw::kSourceCard) {
    ImGui::TextDisabled("%s", card_summary(catalog, p.card).c_str());
  }
  const int land = state.score->map.land_at(cell);
  if (land >= 0) {
    const rw::Land& l = state.score->map.lands[land];
    const rw::LandScore& s = state.score->lands[land];
    if (l.is_protected) {
      const std::string cards = fill(P_("{} card", "{} cards", l.size()), l.size());
      const std::string points = fill(P_("{} point", "{} points", s.points), s.points);
      const std::string text = fill(
          s.largest ? _("Land {}: protected, {}, {} (largest)") : _("Land {}: protected, {}, {}"),
          rw::land_name(land), cards, points);
      ImGui::TextUnformatted(text.c_str());
    } else {
      const std::string text =
          fill(_("Land {}: open to a gap, scores nothing yet"), rw::land_name(land));
      ImGui::TextUnformatted(text.c_str());
    }
    ImGui::TextDisabled("%s", _("Right-click for its animals, goals and runestones"));
  }
  ImGui::EndTooltip();
}

}  // namespace

void sync_state(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m) {
  StateKey key = state_key(session);
  if (key == state.key && state.score) return;
  const bool other_session = key.session != state.key.session || key.title != state.key.title;
  state.key = std::move(key);
  state.spots_card = -2;
  state.spots.clear();
  state.checked.reset();
  state.verdict = legal();
  state.key_spot.reset();
  state.typed_on_board = false;
  if (other_session) {
    state.selected = -1;
    state.back = false;
    state.search.clear();
    state.menu_land = -1;
    state.fit_frames = 3;
  }
  const std::vector<int> pickable = pickable_cards(m);
  if (std::find(pickable.begin(), pickable.end(), state.selected) == pickable.end()) {
    state.selected = -1;
  }
  // When the next step can only be a placement from the hand (it is full, or the deck is
  // empty), its first card comes picked: Enter places it, Tab picks another, Esc none.
  const bool must_place = m.hand().size() >= rw::kHandSize || m.deck_cards().empty();
  if (state.selected < 0 && !session.read_only() && !m.finished() && m.keeps_hand() && must_place &&
      !m.hand().empty()) {
    state.selected = m.hand().front();
    state.back = false;
  }
  state.score = m.scoring();
  state.hand_blocked = m.hand_blocked();
  state.hand_spots = state.hand_blocked ? 0 : m.legal_spots_for_hand().size();
  // A card just placed comes into view if it landed outside it; the camera stays otherwise.
  const std::vector<rw::Placement>& placed = m.layout().placed;
  if (!other_session && placed.size() > state.placed_seen) {
    const ImVec2 a = card_world_min(m.catalog(), placed.back());
    state.canvas.reveal(a, ImVec2(a.x + static_cast<float>(m.catalog().width),
                                  a.y + static_cast<float>(m.catalog().height)));
  }
  state.placed_seen = placed.size();
}

const std::vector<rw::Placement>& selected_spots(BoardState& state, const rw::RiverWildMatch& m) {
  if (state.spots_card != state.selected) {
    state.spots =
        state.selected >= 0 ? m.legal_spots({state.selected}) : std::vector<rw::Placement>{};
    state.spots_card = state.selected;
  }
  return state.spots;
}

std::optional<nlohmann::json> draw_layout(BoardState& state, SessionController& session,
                                          const rw::RiverWildMatch& m, ImVec2 size) {
  const bool best = state.best_layout != nullptr;
  if (best != state.showed_best) state.fit_frames = 2;  // the other layout: fit it
  state.showed_best = best;
  ImVec2 lo, hi;
  content_bounds(m.catalog(), best ? *state.best_layout : m.layout().placed,
                 !best && !session.read_only() && !m.finished(), lo, hi);
  state.canvas.set_content_bounds(lo, hi);
  if (state.fit_frames > 0) {
    --state.fit_frames;
    state.canvas.request_fit();
  }
  std::optional<nlohmann::json> move;
  if (state.canvas.begin("rw-board", size)) {
    if (state.best_layout != nullptr) {
      draw_cards(state.canvas, m.catalog(), *state.best_layout);
      draw_lands(state, session, m);
    } else {
      draw_cards(state.canvas, m.catalog(), m.layout().placed);
      draw_lands(state, session, m);
      move = draw_ghost(state, session, m);
      hover_tooltip(state, m);
      land_menu(state, session, m);
    }
  }
  state.canvas.end();
  return move;
}

}  // namespace trib::ui::rw_ui
