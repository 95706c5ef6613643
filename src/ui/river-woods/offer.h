#pragma once
// River Woods' *Record the offer*: the three face-up terrain tiles and the three companion
// choices, entered when they change, so a pick is one of three instead of a search of the
// box. The offer is kept out of scoring: the setup's "x-offer" holds the first one and each
// turn's "x-offer" the one left after it (refilled), notes the engine ignores
// (docs/table-format.md). No ImGui here: tests/river-woods/offer_test.cpp drives it.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/verdict.h"
#include "games/river-woods/match.h"

namespace trib::ui::woods_ui {

namespace rwd = trib::river_woods;

inline constexpr const char* kRecordOfferKey = "x-record-offer";  // setup: the option
inline constexpr const char* kOfferKey = "x-offer";               // setup and turns: the offer
inline constexpr int kOfferSlots = 3;

// Ids in slot order; "" is a slot whose card is not known (taken, discarded, not entered).
struct Offer {
  std::array<std::string, kOfferSlots> tiles;
  std::array<std::string, kOfferSlots> companions;

  bool operator==(const Offer&) const = default;
};

// {"terrain": [id | null ×3], "companions": [id | null ×3]}.
nlohmann::json offer_json(const Offer& offer);
// The offer of an "x-offer" note; a malformed note gives an unknown offer (a note is free).
Offer offer_from_json(const nlohmann::json& note);

// Whether a session's setup records the offer.
bool records_offer(const nlohmann::json& setup);

// The offer after `step` of a turn: a placed tile leaves its slot; a taken companion's slot
// closes up and slot 3 waits for the card drawn; a refresh empties the companions; a redraw
// empties the tile slots of `discarded` (without marks, all of them: which ones went is
// not known).
Offer offer_after(Offer offer, const rwd::Step& step,
                  const std::optional<std::array<bool, kOfferSlots>>& discarded = std::nullopt);

// The offer face up when the turn after the first `moves` moves of `table_moves` starts:
// the setup's note, then each turn's note, or what its steps left of the one before.
Offer offer_before_turn(const nlohmann::json& setup, const nlohmann::json& table_moves,
                        std::size_t moves);

// How many tile and companion slots must still be entered in `state` (the box may hold
// fewer than three tiles).
int tiles_missing(const Offer& offer, const rwd::State& state, const rwd::Catalog& catalog);
int companions_missing(const Offer& offer);

// Fills the empty slots, in order, with the ids of a typed line: tiles by short id ("17",
// "t17"), companions by id or name or any start of them that names only one ("sto" for the
// Stoat). Only tiles in the box and companions nobody holds, not already on offer. Changes
// nothing and returns the refusal when a word names nothing, a card that cannot be face up
// or there is no empty slot for it.
Verdict fill_offer(Offer& offer, const std::string& line, const rwd::Catalog& catalog,
                   const rwd::State& state);

// Whether `tile` (a catalog id) may be picked: one of the tiles face up.
Verdict check_tile_pick(const Offer& offer, const std::string& tile);
// Whether the companion in `slot` (1-3) may be taken: it is face up in that slot.
Verdict check_companion_pick(const Offer& offer, const std::string& companion, int slot);

// The offer while a turn is being entered: the offer after each step so far, so taking a
// step back gives back what it took. Fills typed go to the offer now.
class OfferTracker {
 public:
  void start(const Offer& offer) { after_steps_.assign(1, offer); }
  const Offer& now() const { return after_steps_.back(); }
  Offer& now() { return after_steps_.back(); }
  // Keeps the offers of the first `steps` steps (after Backspace or Clear).
  void follow(std::size_t steps);
  void add(const rwd::Step& step,
           const std::optional<std::array<bool, kOfferSlots>>& discarded = std::nullopt);

 private:
  std::vector<Offer> after_steps_{Offer{}};
};

}  // namespace trib::ui::woods_ui
