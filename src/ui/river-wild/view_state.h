#pragma once
// The River Wild board view's UI state (selection, search, camera, caches) and the parts
// that draw it: the layout canvas (board.cpp, ghost.cpp, land_menu.cpp) and the palette
// of unplaced cards (palette.cpp). Engine state is always read from the session's match.

#include <imgui.h>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/verdict.h"
#include "games/river-wild/river_wild.h"
#include "session/controller.h"
#include "ui/widgets/canvas.h"
#include "ui/widgets/keyed_tip.h"

namespace trib::ui::rw_ui {

namespace rw = trib::river_wild;

struct BoardState {
  BoardCanvas canvas;
  StateKey key;       // the state shown last frame
  int selected = -1;  // index into Catalog::cards, -1 = nothing picked
  bool back = false;  // the picked card's side
  std::string search;
  bool focus_search = false;  // put the keyboard into the search box next frame (Ctrl+F)
  bool show_legal = false;
  bool scroll_palette = false;            // bring the picked card into view (after Tab)
  std::optional<rw::Placement> key_spot;  // chosen with the arrow keys; none: the mouse's
  KeyedTip key_tip;                       // key_spot's tooltip: from an arrow until the mouse moves
  // An id typed while the board had the keyboard (no Ctrl+F): Enter does not place until a
  // board key (Tab, an arrow, F, Esc) or the search takes over.
  bool typed_on_board = false;
  // The analysis' best layout, shown instead of the player's while its toggle is on.
  const std::vector<rw::Placement>* best_layout = nullptr;
  const rw::LayoutScore* best_score = nullptr;  // its lands and total, with best_layout
  bool showed_best = false;                     // last frame showed the best layout

  // Cached per state key.
  std::optional<rw::LayoutScore> score;
  std::size_t hand_spots = 0;  // legal spots of the setup's hand (both sides)
  bool hand_blocked = false;
  int spots_card = -2;  // the card `spots` belong to (-2 = not computed)
  std::vector<rw::Placement> spots;
  std::optional<rw::Placement> checked;  // the placement `verdict` belongs to
  Verdict verdict;
  int menu_land = -1;           // the land whose context menu is open
  std::size_t placed_seen = 0;  // cards in the layout last frame (a new one is revealed)
  int fit_frames = 0;           // fit on the next frames (a new session; sizes settle late)
};

// Resets caches (and the selection when the session changed) when the state moved on.
void sync_state(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m);

// The legal spots of the selected card (both sides), cached per state and card.
const std::vector<rw::Placement>& selected_spots(BoardState& state, const rw::RiverWildMatch& m);

// World coordinates are cells: card (r, c) covers x in [c·W/2, c·W/2 + W), y in [r·H, r·H + H).
inline ImVec2 card_world_min(const rw::Catalog& catalog, const rw::Placement& p) {
  return ImVec2(static_cast<float>(p.col * (catalog.width / 2)),
                static_cast<float>(p.row * catalog.height));
}

// The layout canvas: cards, protected lands and their points, the highlight, the ghost
// preview, legal spots and the land context menu. Returns the move a click asks to place;
// the caller submits it after drawing (submitting may replace the match).
std::optional<nlohmann::json> draw_layout(BoardState& state, SessionController& session,
                                          const rw::RiverWildMatch& m, ImVec2 size);

// Parts of draw_layout, in their own files.
void draw_lands(BoardState& state, const SessionController& session, const rw::RiverWildMatch& m);
std::optional<nlohmann::json> draw_ghost(BoardState& state, const SessionController& session,
                                         const rw::RiverWildMatch& m);
void land_menu(BoardState& state, SessionController& session, const rw::RiverWildMatch& m);

// Whether the palette shows the hand kept during play ("In hand" and "Deck"): the
// match keeps it, or nothing is placed yet and the setup gave no end-of-game hand.
bool shows_hand(const rw::RiverWildMatch& m);

// The cards a placement may pick: the hand when it is shown, else every unplaced card.
std::vector<int> pickable_cards(const rw::RiverWildMatch& m);

// The palette in a column of `size`: the hand and the deck (a click on a deck card
// draws it: the returned move), or the unplaced cards; search, pick and flip.
class CoachPanel;
std::optional<nlohmann::json> draw_palette(BoardState& state, const SessionController& session,
                                           const rw::RiverWildMatch& m, ImVec2 size,
                                           CoachPanel& coach);
// F flips, Esc drops the pick, Tab / Shift+Tab pick the next / previous pickable card.
void palette_keys(BoardState& state, const rw::RiverWildMatch& m);
// The cards the search lets through, in catalog order: the deck when the hand is shown,
// else the unplaced cards.
std::vector<int> searched_cards(const BoardState& state, const rw::RiverWildMatch& m);

// The rules in the project's own words, shown with F1.
void draw_rules();

}  // namespace trib::ui::rw_ui
