// The recorded offer of River Woods (offer.h).

#include "ui/river-woods/offer.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/short_id.h"
#include "core/text.h"
#include "games/river-woods/codec.h"
#include "ui/river-woods/turn_builder.h"

namespace trib::ui::woods_ui {

namespace {

nlohmann::json offer_slots_json(const std::array<std::string, kOfferSlots>& slots) {
  nlohmann::json out = nlohmann::json::array();
  for (const std::string& id : slots)
    out.push_back(id.empty() ? nlohmann::json() : nlohmann::json(id));
  return out;
}

void offer_slots_from(const nlohmann::json& note, const char* key,
                      std::array<std::string, kOfferSlots>& slots) {
  if (!note.is_object() || !note.contains(key) || !note[key].is_array()) return;
  const nlohmann::json& list = note[key];
  for (std::size_t i = 0; i < slots.size() && i < list.size(); ++i) {
    if (list[i].is_string()) slots[i] = list[i].get<std::string>();
  }
}

bool offer_holds(const std::array<std::string, kOfferSlots>& slots, const std::string& id) {
  return !id.empty() && std::find(slots.begin(), slots.end(), id) != slots.end();
}

int offer_filled(const std::array<std::string, kOfferSlots>& slots) {
  return static_cast<int>(
      std::count_if(slots.begin(), slots.end(), [](const std::string& id) { return !id.empty(); }));
}

// "t17, t03 and t22", for the messages.
std::string offer_listing(const std::array<std::string, kOfferSlots>& slots) {
  std::vector<std::string> ids;
  for (const std::string& id : slots) {
    if (!id.empty()) ids.push_back(id);
  }
  switch (ids.size()) {
    case 0:
      return _("none entered");
    case 1:
      return ids[0];
    case 2:
      return fill(_("{} and {}"), ids[0], ids[1]);
    default:
      return fill(_("{}, {} and {}"), ids[0], ids[1], ids[2]);
  }
}

// The companion a typed word names: its id or name, or the start of them that fits one.
std::optional<int> offer_companion_named(const rwd::Catalog& catalog, const std::string& word) {
  const std::string typed = case_folded(word);
  std::optional<int> found;
  for (int c = 0; c < static_cast<int>(catalog.companions.size()); ++c) {
    const std::string id = case_folded(catalog.companions[c].id);
    const std::string name = case_folded(catalog.companions[c].name);
    if (typed == id || typed == name) return c;
    if (id.rfind(typed, 0) != 0 && name.rfind(typed, 0) != 0) continue;
    if (found) return -1;  // several start so
    found = c;
  }
  return found;
}

}  // namespace

nlohmann::json offer_json(const Offer& offer) {
  return {{"terrain", offer_slots_json(offer.tiles)},
          {"companions", offer_slots_json(offer.companions)}};
}

Offer offer_from_json(const nlohmann::json& note) {
  Offer offer;
  offer_slots_from(note, "terrain", offer.tiles);
  offer_slots_from(note, "companions", offer.companions);
  return offer;
}

bool records_offer(const nlohmann::json& setup) {
  return setup.is_object() && setup.value(kRecordOfferKey, nlohmann::json(false)) == true;
}

Offer offer_after(Offer offer, const rwd::Step& step,
                  const std::optional<std::array<bool, kOfferSlots>>& discarded) {
  switch (step.kind) {
    case rwd::Step::Kind::Place:
      for (std::string& id : offer.tiles) {
        if (id == step.tile) id.clear();
      }
      break;
    case rwd::Step::Kind::Redraw:
      for (int s = 0; s < kOfferSlots; ++s) {
        if (!discarded || (*discarded)[s]) offer.tiles[s].clear();
      }
      break;
    case rwd::Step::Kind::Take: {
      // The cards to its right close up; the one drawn goes to the right end.
      auto& slots = offer.companions;
      const int at = std::clamp(step.slot, 1, kOfferSlots) - 1;
      for (int s = at; s + 1 < kOfferSlots; ++s) slots[s] = slots[s + 1];
      slots[kOfferSlots - 1].clear();
      break;
    }
    case rwd::Step::Kind::Refresh:
      offer.companions = {};
      break;
    default:
      break;
  }
  return offer;
}

Offer offer_before_turn(const nlohmann::json& setup, const nlohmann::json& table_moves,
                        std::size_t moves) {
  Offer offer =
      setup.is_object() && setup.contains(kOfferKey) ? offer_from_json(setup[kOfferKey]) : Offer{};
  if (!table_moves.is_array()) return offer;
  constexpr int seats = 4;  // the most a table seats: only the steps are read here
  for (std::size_t i = 0; i < moves && i < table_moves.size(); ++i) {
    const nlohmann::json& move = table_moves[i];
    if (move.is_object() && move.contains(kOfferKey)) {
      offer = offer_from_json(move[kOfferKey]);
      continue;
    }
    try {
      for (const rwd::Step& step : rwd::parse_turn(move, seats).steps) {
        offer = offer_after(offer, step);
      }
    } catch (const std::exception&) {
      offer = Offer{};  // a move that does not read: nothing is known after it
    }
  }
  return offer;
}

int tiles_missing(const Offer& offer, const rwd::State& state, const rwd::Catalog& catalog) {
  const int in_box = std::max(0, catalog.terrain_deck_size - state.terrain_placed);
  return std::max(0, std::min(kOfferSlots, in_box) - offer_filled(offer.tiles));
}

int companions_missing(const Offer& offer) {
  return kOfferSlots - offer_filled(offer.companions);
}

Verdict fill_offer(Offer& offer, const std::string& line, const rwd::Catalog& catalog,
                   const rwd::State& state) {
  Offer filled = offer;
  std::vector<std::string> tile_ids;
  for (const rwd::Tile& tile : catalog.terrains) tile_ids.push_back(tile.id);
  const std::vector<int> free = free_companions(state, catalog);
  for (const std::string& word : typed_words(line)) {
    std::string id;
    std::array<std::string, kOfferSlots>* slots = nullptr;
    const std::optional<std::size_t> tile = find_named_id(tile_ids, word);
    const std::optional<int> companion = offer_companion_named(catalog, word);
    if (tile && (!companion || *companion < 0)) {
      id = tile_ids[*tile];
      if (state.terrain_used[*tile]) {
        return Illegal{"offer-tile-placed",
                       fill(_("Tile {} is on the map already, so it cannot be face up."), id)};
      }
      slots = &filled.tiles;
    } else if (companion && *companion >= 0 && !tile) {
      id = catalog.companions[*companion].id;
      if (std::find(free.begin(), free.end(), *companion) == free.end()) {
        return Illegal{"offer-companion-held",
                       fill(_("A player holds the {}, so it cannot be a companion choice."),
                            _(catalog.companions[*companion].name.c_str()))};
      }
      slots = &filled.companions;
    } else if (tile || (companion && *companion < 0)) {
      return Illegal{
          "offer-ambiguous",
          fill(_("\"{}\" could be several tiles or companions: type more of it."), word)};
    } else {
      return Illegal{"offer-unknown", fill(_("\"{}\" is no terrain tile or companion."), word)};
    }
    if (offer_holds(filled.tiles, id) || offer_holds(filled.companions, id)) {
      return Illegal{"offer-twice", fill(_("{} is face up already."), id)};
    }
    const auto empty = std::find(slots->begin(), slots->end(), std::string());
    if (empty == slots->end()) {
      const std::string known = offer_listing(*slots);
      return Illegal{"offer-full",
                     slots == &filled.tiles
                         ? fill(_("The three terrain tiles are known already ({})."), known)
                         : fill(_("The three companion choices are known already ({})."), known)};
    }
    *empty = id;
  }
  offer = filled;
  return legal();
}

Verdict check_tile_pick(const Offer& offer, const std::string& tile) {
  if (offer_holds(offer.tiles, tile)) return legal();
  return Illegal{"tile-not-on-offer",
                 fill(_("Tile {} is not one of the terrain choices face up ({}). If the choices "
                        "changed, enter the new ones."),
                      tile, offer_listing(offer.tiles))};
}

Verdict check_companion_pick(const Offer& offer, const std::string& companion, int slot) {
  const auto at = std::find(offer.companions.begin(), offer.companions.end(), companion);
  if (companion.empty() || at == offer.companions.end()) {
    return Illegal{"companion-not-on-offer",
                   fill(_("The {} is not one of the companion choices face up ({})."),
                        capitalised(companion), offer_listing(offer.companions))};
  }
  const int face_up_slot = static_cast<int>(at - offer.companions.begin()) + 1;
  if (face_up_slot != slot) {
    return Illegal{"companion-offer-slot",
                   fill(_("The {0} lies in slot {1}, not {2}: it costs {1} AP."),
                        capitalised(companion), face_up_slot, slot)};
  }
  return legal();
}

void OfferTracker::follow(std::size_t steps) {
  if (after_steps_.size() > steps + 1) after_steps_.resize(steps + 1);
}

void OfferTracker::add(const rwd::Step& step,
                       const std::optional<std::array<bool, kOfferSlots>>& discarded) {
  after_steps_.push_back(offer_after(now(), step, discarded));
}

}  // namespace trib::ui::woods_ui
