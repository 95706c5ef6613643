#pragma once
// The Wodny szlak board view's UI state (player tab, picked tile and its rotation, search,
// one camera per player, caches keyed on the session's revision) and the parts that draw
// it: one player's river (board.cpp, overlays.cpp, ghost.cpp), the palette (palette.cpp),
// the setup options and the rules help. Engine state is always read from the match.

#include <imgui.h>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/i18n.h"
#include "core/verdict.h"
#include "games/wodny-szlak/hand_checks.h"
#include "games/wodny-szlak/wodny_szlak.h"
#include "session/controller.h"
#include "ui/game_view.h"
#include "ui/widgets/canvas.h"
#include "ui/widgets/keyed_tip.h"

namespace trib::ui::ws_ui {

namespace ws = trib::wodny_szlak;

// Per player, recomputed when the state changes (the lazy parts on first use).
struct PlayerCache {
  ws::PlayerScore parts;
  ws::Flow flow;
  ws::Networks networks;
  std::vector<ws::Cell> frontier;
  std::optional<std::vector<ws::Cell>> dead;  // dead gaps
  std::optional<std::vector<char>> fits;      // per catalog tile: has a legal spot now
};

struct ViewState {
  StateKey key;
  std::vector<BoardCanvas> canvases;  // one camera per player
  std::vector<int> fit_frames;        // fit on the next frames (sizes settle late)
  std::vector<int> placed_seen;       // tiles on each river last frame (a new one is revealed)
  std::vector<PlayerCache> cache;
  std::vector<std::string> names;  // players, for describe_move

  std::size_t moves = 0;  // moves in the log when `key` was taken (an undo lowers it)
  int player = 0;         // the tab shown
  int select_tab = -1;    // asks the tab bar to switch (Tab, highlight, after a move)
  int selected = -1;      // catalog tile index, -1 = nothing picked
  int rot = 0;            // quarter turns clockwise of the picked tile
  std::string search;
  bool focus_search = false;         // put the keyboard into the search box next frame (Ctrl+F)
  bool scroll_palette = false;       // bring the picked tile into view (after Tab)
  std::optional<ws::Spot> key_spot;  // chosen with the arrow keys; none: the mouse's
  KeyedTip key_tip;                  // key_spot's tooltip: from an arrow until the mouse moves
  // An id typed while the board had the keyboard (no Ctrl+F): Enter, P and D do not act on
  // the board until a board key (Tab, an arrow, R, Esc) or the search takes over.
  bool typed_on_board = false;
  bool show_legal = false;
  bool record_draws = false;  // a click in the palette's rest draws the tile (before tracking)
  bool show_dead = true;
  bool next_after_move = true;
  nlohmann::json last_highlight;
  // The analysis' best river, shown instead of the player's while its toggle is on.
  const ws::Board* best_board = nullptr;

  // Legal spots of (spots_player, spots_tile), best first; the last checked ghost move.
  int spots_player = -1, spots_tile = -1;
  std::vector<ws::Spot> spots;
  nlohmann::json checked;
  Verdict verdict;
  i18n::Language verdict_language = i18n::Language::english;  // its message's language

  // The state and tab the next step was last prepared for (prepare_next_step).
  StateKey step_key;
  int step_player = -1;
  bool step_draws = false;
};

// Resets caches (and the selection when the session changed) when the state moved on,
// and follows the score panel's highlight to the player it belongs to.
void sync_state(ViewState& state, const SessionController& session, const ws::WodnySzlakMatch& m);

// The picked tile's legal spots for the shown player, best first: the points the river would
// score with it there, ties in reading order (row, column, turn).
const std::vector<ws::Spot>& selected_spots(ViewState& state, const ws::WodnySzlakMatch& m);
const std::vector<ws::Cell>& dead_gaps(ViewState& state, const ws::WodnySzlakMatch& m, int player);
bool tile_fits(ViewState& state, const ws::WodnySzlakMatch& m, int player, int tile);

// World coordinates are cells: square (x, y) covers [x, x+1) × [y, y+1).
inline ImVec2 world(ws::Cell c, float dx = 0, float dy = 0) {
  return ImVec2(static_cast<float>(c.x) + dx, static_cast<float>(c.y) + dy);
}

// One player's river on its canvas, with overlays and the ghost preview. Returns the move
// a click asks to enter; the caller submits it after drawing (submitting may replace the
// match).
std::optional<nlohmann::json> draw_river(ViewState& state, SessionController& session,
                                         const ws::WodnySzlakMatch& m, ImVec2 size);

// Parts of draw_river, in their own files.
void draw_overlays(ViewState& state, const ws::WodnySzlakMatch& m);
void draw_highlight(const ViewState& state, const SessionController& session,
                    const ws::WodnySzlakMatch& m);
std::optional<nlohmann::json> draw_ghost(ViewState& state, const SessionController& session,
                                         const ws::WodnySzlakMatch& m);

class CoachPanel;

// The palette of tiles still in play (search, pick, rotate) in a column of `size`, with the
// shown player's hand and the coach above them. Returns a hand move (draw, discard, pass) to
// enter; a review (read-only session) enters none.
std::optional<nlohmann::json> draw_palette(ViewState& state, const SessionController& session,
                                           const ws::WodnySzlakMatch& m, ImVec2 size,
                                           CoachPanel& coach);
// The tiles still in the face-down pile that match the search.
std::vector<int> visible_tiles(const ViewState& state, const ws::WodnySzlakMatch& m);
// R / Shift+R rotate, Esc drops the pick, Tab / Shift+Tab pick the next / previous tile of
// the hand (of the palette while no hand is kept), Page Down / Page Up switch the player
// tab.
void view_keys(ViewState& state, const ws::WodnySzlakMatch& m);

// Draws one palette tile, `columns` to a row (palette.cpp).
struct TilePicker {
  ViewState* state = nullptr;
  const ws::WodnySzlakMatch* match = nullptr;
  float px = 0;
  int columns = 1;
  bool show(int tile) const;    // true when clicked
  void toggle(int tile) const;  // picks the tile, or puts it back when it is picked
};

// The drafting record (hand.cpp). Whether a click on a tile of the pile records a draw:
// the shown player's hand is tracked, or "Record draws" is on.
bool draws_tiles(const ViewState& state, const ws::WodnySzlakMatch& m);
nlohmann::json draw_move(const ws::WodnySzlakMatch& m, int player, const std::vector<int>& tiles);
// Whether the shown player's hand shows: they keep one, or hold or wait for tiles.
bool shows_hand(const ViewState& state, const ws::WodnySzlakMatch& m);
// "Hand (n)" with its tiles, the tiles passed in, and Discard the other two / Pass left;
// nothing while the player keeps no hand. Returns the move a button asks for (none when
// not `live`).
std::optional<nlohmann::json> draw_hand(ViewState& state, const ws::WodnySzlakMatch& m,
                                        const TilePicker& pick, bool live);
// D discards (solo) and P passes (2-4 players) what is left of the hand.
std::optional<nlohmann::json> hand_keys(const ViewState& state, const ws::WodnySzlakMatch& m);

// What the shown player enters next while draws are recorded: a draw (the hand has room),
// a placement from the hand, or neither (not recording, the round's tile placed, done).
enum class NextStep { none, draw, place };
NextStep next_step(const ViewState& state, const ws::WodnySzlakMatch& m);
// Once per state and tab: a draw next puts the keyboard into the search for its ids; a
// placement next picks the hand's first tile (Tab / Shift+Tab pick another).
void prepare_next_step(ViewState& state, const SessionController& session,
                       const ws::WodnySzlakMatch& m);

// "New session" options: the starting tile of every player.
void start_setup(const SetupContext& context, nlohmann::json& setup);

// The rules in the project's own words.
void draw_rules();

}  // namespace trib::ui::ws_ui
