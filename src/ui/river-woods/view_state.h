#pragma once
// The River Woods board view's UI state and the parts that draw it: the shared map
// (board.cpp, ghost.cpp), the turn being entered (turn_panel.cpp and its tools in
// turn_tools.cpp), the players and the objective cards (players_panel.cpp,
// objectives_panel.cpp), the setup options and the rules help. Engine state is always read
// from the match; the turn being entered lives in the TurnBuilder.

#include <imgui.h>

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/verdict.h"
#include "games/river-woods/river_woods.h"
#include "session/controller.h"
#include "ui/game_view.h"
#include "ui/river-woods/describe.h"
#include "ui/river-woods/offer.h"
#include "ui/river-woods/push_choices.h"
#include "ui/river-woods/turn_builder.h"
#include "ui/widgets/canvas.h"

namespace trib::ui::woods_ui {

// A cell the picked piece could step onto, with the engine's verdict.
struct Target {
  rwd::Cell cell;
  Verdict verdict;
};

enum class SideTab { Map, Turn, Players, Objectives };  // Map: only in the narrow layout

struct ViewState {
  StateKey key;
  DescribeContext names;  // for describe_move, kept from the last match shown
  std::size_t moves_seen = 0;
  BoardCanvas canvas;
  int fit_frames = 3;           // fit on the next frames (sizes settle late)
  std::size_t places_seen = 0;  // tiles placed by the turn being entered, last frame
  bool live = false;            // a turn can be entered
  std::optional<SideTab> select_tab;
  bool armed = false;  // a tool waits for a click on the map (see follow_tools)

  TurnBuilder builder;
  nlohmann::json preview_of;  // the turn JSON `preview` was computed for
  rwd::State preview;         // the state after the steps so far
  std::vector<rwd::Award> preview_awards;
  Verdict full_check;         // the whole turn as entered, for the Confirm button
  float footer_height = 0;    // the turn panel's steps and Confirm button, last frame
  float controls_height = 0;  // the companion tools below their list, last frame

  // Terrain tools.
  int tile = -1;  // catalog terrain index, -1 = none picked
  int rot = 0;
  std::string search;
  int redraw = 1;
  // Companion tools.
  int companion = -1;
  int slot = 1;
  rwd::Side side = rwd::Side::Left;
  // Movement tools.
  std::optional<rwd::Piece> moving;  // the own piece being moved
  bool take_tokens = true;
  std::optional<rwd::Token> drop;  // what to drop to take a fourth token; none = do not take
  rwd::Token give = rwd::Token::Flower, get = rwd::Token::Berry;
  bool pushing = false;
  std::optional<PieceRef> push_target;
  std::vector<rwd::Cell> push_path;
  bool reveal_pick = false;  // N picked a tile or companion: its list scrolls to it
  // The cell chosen with the arrow keys for the active tool; none: the mouse's.
  std::optional<rwd::Cell> key_cell;
  nlohmann::json key_tool_of;   // the tool the key cell was last preset for (board.cpp)
  nlohmann::json next_tile_of;  // the turn so far a tile was last picked for (offer_panel.cpp)

  // Record the offer (offer.h): the face-up tiles and companions during the turn, and the
  // line of ids being typed for the slots not known.
  bool record_offer = false;
  OfferTracker offer;
  std::string offer_line;
  bool focus_offer = false;          // the offer's field takes the keyboard next frame
  double offer_focused_at = -1e9;    // when it last did (ImGui::GetTime)
  bool confirm_after_offer = false;  // Enter in the offer's field then confirms the turn
  bool store_first_offer = false;    // the offer typed before the first turn goes to the setup
  std::array<bool, kOfferSlots> discard{};  // the tile slots a redraw discards

  // Ctrl+Enter added the step of the arrows' cell: the turn is confirmed once the preview
  // holds it (after the refill is typed, with the offer recorded).
  bool confirm_next = false;
  // The movement picked the main piece itself (the first N / Tab still picks the first piece).
  bool moving_auto = false;

  // Enter was pressed on a turn with no step: a second Enter stores it (the rules allow a
  // turn of 0 AP, but a stray Enter must not spend a disc).
  bool confirm_empty = false;

  // The last refused step or choice, with its rule id.
  Verdict refusal;
  // The objectives the last entered turn achieved, worded when drawn ("Bo takes silver on
  // ..."): a language switched meanwhile words them anew.
  std::vector<rwd::Award> announcements;
  bool panel_announces = false;  // the Turn panel beside the map shows them (not the top)

  // Caches keyed on what they were computed for.
  nlohmann::json ghost_of;
  Verdict ghost_verdict;
  nlohmann::json targets_of;
  std::vector<Target> targets;
  nlohmann::json spots_of;
  std::vector<rwd::Cell> spots;  // where the picked tile may be placed now

  std::vector<bool> show_hand;  // per player: the secret cards shown on screen
};

// Resets the turn and the caches when the shown state moved on, and collects the awards
// of a turn just entered.
void sync_state(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m);
// The turn entry's checks against the session.
TurnCheck session_check(const SessionController& session);
// Adds a step; on refusal keeps the engine's reason for the panel.
bool add_step(ViewState& state, const SessionController& session, const rwd::Step& step);
// Adds the Stoat's push of the picked piece along the cells picked so far and ends the push
// tool, whether the push was taken or refused.
void add_push(ViewState& state, const SessionController& session);
// Recomputes the preview after the builder changed.
void refresh_preview(ViewState& state, const SessionController& session,
                     const rwd::RiverWoodsMatch& m);
// Drops the tools' picks that no longer make sense (a placed tile, a held companion).
void drop_stale_picks(ViewState& state, const rwd::RiverWoodsMatch& m);

// The map on its canvas of `size`, with the turn's steps applied and the active tool's
// marks; clicks add steps to the builder.
void draw_map(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m,
              ImVec2 size);
// The picked tile under the cursor (terrain action); a click places it.
void draw_ghost(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m);

// Whether the active tool waits for a click on the map (a tile or companion to place, a
// movement); in the narrow layout arming it shows the map.
bool tool_armed(const ViewState& state);
void follow_tools(ViewState& state, bool narrow);

// The turn being entered. Returns true when the player confirms it.
bool draw_turn_panel(ViewState& state, const SessionController& session,
                     const rwd::RiverWoodsMatch& m);
// One line above the map in the narrow layout: the turn so far, Confirm and Backspace.
// Returns true when the player confirms.
bool draw_turn_strip(ViewState& state, const rwd::RiverWoodsMatch& m);
// The tools of the chosen action (tile picker, companions, movement options).
void draw_terrain_tools(ViewState& state, const SessionController& session,
                        const rwd::RiverWoodsMatch& m);
void draw_companion_tools(ViewState& state, const SessionController& session,
                          const rwd::RiverWoodsMatch& m);
void draw_movement_tools(ViewState& state, const SessionController& session,
                         const rwd::RiverWoodsMatch& m);
// Picks the next (direction 1) or previous (-1) tile in the list, free companion or own
// piece, by the chosen action.
void cycle_pick(ViewState& state, const rwd::RiverWoodsMatch& m, int direction);
// Keys of the turn entry: 1/2/3 discs, T/C/M actions, N / Shift+N the next or previous pick,
// R / Shift+R rotate, Backspace removes the last step, Esc drops the pick. Returns true for
// Enter / Ctrl+Enter (confirm).
// Once the disc is chosen (by the player, or the round's last one by the app), the action
// a player most often takes with it: the round's compulsory terrain action until taken,
// then movement; T, C or M still choose another.
// What the caches of checked steps are keyed on: the turn so far as last previewed, and the
// disc and action as chosen now (a key may choose them after the frame's preview, and a
// step's legality depends on them).
inline nlohmann::json turn_choices(const ViewState& state) {
  const auto action = state.builder.action();
  return {state.preview_of, state.builder.disc().value_or(0),
          action ? static_cast<int>(*action) : -1};
}

void preselect_action(ViewState& state, const SessionController& session,
                      const rwd::RiverWoodsMatch& m);
bool turn_keys(ViewState& state, const SessionController& session, const rwd::RiverWoodsMatch& m);

void draw_players_panel(ViewState& state, const SessionController& session,
                        const rwd::RiverWoodsMatch& m);
void draw_objectives_panel(const rwd::RiverWoodsMatch& m);

// "New session" options: map, cabins, first player, objective cards, the variant.
void setup_options(const SetupContext& context, nlohmann::json& setup);

// The rules in the project's own words.
void draw_rules();

// What the last entered turn achieved, as a banner with OK (the turn panel's, or above
// the map when there is no turn panel beside it).
void draw_announcements(ViewState& state, const rwd::RiverWoodsMatch& m);

// Record the offer (offer_panel.cpp): the field the ids are typed into (returns true when
// Enter there confirms the turn, after the refill), a pick by slot (keys 1 2 3), and
// whether slots are still to be entered.
bool draw_offer_field(ViewState& state, const rwd::RiverWoodsMatch& m);
void pick_offer_slot(ViewState& state, const rwd::RiverWoodsMatch& m, int slot);
// With the offer recorded, a terrain action holds the first face-up tile ready, and after
// each placement the next one: Enter places it on its first spot, 1 2 3 pick another,
// Escape puts it back.
void pick_next_tile(ViewState& state, const rwd::RiverWoodsMatch& m);
bool offer_missing(const ViewState& state, const rwd::RiverWoodsMatch& m);

// Ctrl+Enter (not while typing): add the step of the arrows' cell and confirm the turn.
bool add_and_confirm_pressed();

// Small shared bits of the panels.
std::string player_name(const rwd::RiverWoodsMatch& m, int player);
}  // namespace trib::ui::woods_ui
