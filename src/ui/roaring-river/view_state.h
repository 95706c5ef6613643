#pragma once
// The Roaring River round view's parts. UI state only lives here (the round being
// entered); the table itself is always read from the session's RoaringRiverMatch.
//   raft.cpp             the river rows, the raft and the trip so far
//   danger_gauge.cpp     danger levels 1-3, the skull, the thresholds
//   motivation_panel.cpp each player's motivation card with live hearts
//   round_entry.cpp      the paddle cards, the preview, the deal and Confirm
//   entry_codes.cpp      typed codes for paddle cards and river cards (no ImGui)
//   rest_dialog.cpp      what each resting player takes back (options: rest_choices.cpp)
//   prefill.cpp          a round being replaced starts as the round it replaces
//   setup.cpp, rules_help.cpp

#include <imgui.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/scoreboard.h"
#include "games/roaring-river/roaring_river.h"
#include "ui/game_view.h"
#include "ui/roaring-river/entry_codes.h"
#include "ui/roaring-river/rest_choices.h"

namespace trib {
class SessionController;
}

namespace trib::ui::rr_ui {

namespace rr = trib::roaring_river;

// The round being entered.
struct RoundEntry {
  const void* session = nullptr;  // the state it was entered against
  std::string title;
  std::uint64_t revision = 0;
  std::vector<int> picks;  // one per slot (player-major, set 1 then set 2); -1 = not picked
  std::string plays_text;  // the picks as typed codes
  std::string deal_text;
  std::vector<int> rest;  // one per slot: the recovery option picked, -1 = the preferred one
  // Keys pressed while no text field is active go to the field that needs them next
  // (typing.cpp): 1 the paddle codes, 2 the deal, 0 none (number keys pick Rest options).
  int target = 0;
  bool scrolled = false;     // scrolled down to Confirm once the plays were complete
  bool scroll_top = true;    // a new round: the panel scrolls back up to the codes field
  bool focus_codes = false;  // a replaced round: the codes field takes the keyboard once
};

// Starts a fresh entry whenever the session, or its state, changed.
void sync_entry(RoundEntry& entry, const SessionController& session, const rr::Rules& rules);

// Fills a fresh entry with `move`, the round a past-move edit replaces (prefill.cpp).
void prefill_entry(RoundEntry& entry, const nlohmann::json& move,
                   const rr::RoaringRiverMatch& match);

// The plays picked so far, per player (unpicked slots left out), and whether all are in.
std::vector<std::vector<int>> picked_plays(const RoundEntry& entry, const rr::Rules& rules);
bool plays_complete(const RoundEntry& entry);

// --- raft.cpp ----------------------------------------------------------------------------
// What the river shows while a round is entered.
struct RiverMarks {
  std::string landing;                // "A0", "A1", "B1"; "" = not known yet
  std::vector<std::string> discards;  // slots to discard
  bool flip = false;
};
void draw_river(const rr::RoaringRiverMatch& match, const RiverMarks& marks, ImVec2 size);
void draw_trip(const rr::State& state, float width, float card_height);

// --- danger_gauge.cpp --------------------------------------------------------------------
// `next` is the level the entered plays would lead to (kFlipLevel: the raft flips).
void draw_danger_gauge(const rr::Rules& rules, int level, std::optional<int> next, float width);

// --- motivation_panel.cpp ----------------------------------------------------------------
// `board`: the session's live scores; `hearts` (optional): heart cards each player would
// take this round.
void draw_motivations(const rr::RoaringRiverMatch& match, const Scoreboard& board,
                      const std::vector<int>* hearts, float width);
std::string describe_term(const rr::Term& term);

// --- round_entry.cpp ---------------------------------------------------------------------
std::optional<rr::RoundPreview> entry_preview(const RoundEntry& entry,
                                              const rr::RoaringRiverMatch& match);
RiverMarks entry_marks(const std::optional<rr::RoundPreview>& preview);
// Draws the entry; returns the move when Confirm was pressed.
std::optional<nlohmann::json> draw_round_entry(RoundEntry& entry, const SessionController& session,
                                               const rr::RoaringRiverMatch& match);
// The totals, direction, danger change, hearts, the deal and the Rest choices, then
// Confirm; `enter` = Enter was pressed in a field of the entry (round_outcome.cpp).
std::optional<nlohmann::json> draw_outcome(RoundEntry& entry, const SessionController& session,
                                           const rr::RoaringRiverMatch& match, bool enter);
// The rounds played so far, for review and the end of the game.
void draw_round_history(const rr::RoaringRiverMatch& match);

// --- typing.cpp --------------------------------------------------------------------------
// The field typed keys go to now (see RoundEntry::target).
int typing_target(const RoundEntry& entry, const rr::RoaringRiverMatch& match);
// Outlines the last item (a text field) when typed keys go to it.
void mark_typing_target(const RoundEntry& entry, int field);
// Routes keys typed outside a text field to the entry: characters, Backspace, number keys
// for the Rest options.
void entry_keys(RoundEntry& entry, const rr::RoaringRiverMatch& match);

// --- rest_dialog.cpp ---------------------------------------------------------------------
// Draws the choices for every resting slot, each labelled with the number key that picks
// it; a slot not picked for shows its preferred option (rest_choices.h).
void draw_rest_dialog(RoundEntry& entry, const rr::RoaringRiverMatch& match);
// Number key `digit` picks option `digit` (1 = nothing) for the first resting slot the
// player has not picked for yet.
void choose_rest_by_key(RoundEntry& entry, const rr::RoaringRiverMatch& match, int digit);
// The move's "recover" object (absent when nobody takes anything back).
std::optional<nlohmann::json> recover_json(const RoundEntry& entry,
                                           const rr::RoaringRiverMatch& match);

// --- setup.cpp, rules_help.cpp -----------------------------------------------------------
void setup_options(const SetupContext& context, nlohmann::json& setup);
void draw_rules();

}  // namespace trib::ui::rr_ui
