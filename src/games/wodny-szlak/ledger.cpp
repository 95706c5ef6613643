// Where every tile is: pile, river, hand, passed, discarded or removed at setup.

#include "games/wodny-szlak/ledger.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"

namespace trib::wodny_szlak {

std::string player_text(const std::vector<std::string>& names, int player) {
  const auto index = static_cast<std::size_t>(player);
  if (index < names.size() && !names[index].empty()) return names[index];
  return fill(_("Player {}"), player + 1);
}

std::string spot_text(const TileSpot& spot, const std::vector<std::string>& names) {
  // Each completes "the tile is …" ("Tile \"b5\" is already in the river of Ada.").
  switch (spot.where) {
    case Where::Hand:
      // TRANSLATORS: completes "the tile is …"; {} is a player's name.
      return fill(_("in the hand of {}"), player_text(names, spot.player));
    case Where::PassedIn:
      // TRANSLATORS: completes "the tile is …" (passed in the draft); {} is a player's name.
      return fill(_("passed to {}"), player_text(names, spot.player));
    case Where::Discarded:
      // TRANSLATORS: completes "the tile is …".
      return _("on the discard pile");
    case Where::Removed:
      // TRANSLATORS: completes "the tile is …": set aside unseen at the start of a solo game.
      return _("removed at setup");
    case Where::River:
      // TRANSLATORS: completes "the tile is …"; {} is a player's name.
      return fill(_("in the river of {}"), player_text(names, spot.player));
    case Where::Pile:
      break;
  }
  // TRANSLATORS: completes "the tile is …": still face down in the pile.
  return _("not drawn yet");
}

TileLedger::TileLedger(int tiles, int players)
    : spots_(static_cast<std::size_t>(tiles)),
      tracked_(static_cast<std::size_t>(players), false),
      passes_(static_cast<std::size_t>(players), 0),
      drawn_(static_cast<std::size_t>(players), 0),
      due_at_(static_cast<std::size_t>(tiles), 0),
      placed_this_round_(static_cast<std::size_t>(players), false),
      hands_(static_cast<std::size_t>(players)),
      passed_in_(static_cast<std::size_t>(players)) {}

bool TileLedger::any_tracked() const {
  return std::find(tracked_.begin(), tracked_.end(), true) != tracked_.end();
}

void TileLedger::take_out(int tile) {
  const TileSpot spot = spots_[tile];
  switch (spot.where) {
    case Where::Hand:
      std::erase(hands_[spot.player], tile);
      break;
    case Where::PassedIn:
      std::erase(passed_in_[spot.player], tile);
      break;
    case Where::Discarded:
      std::erase(discarded_, tile);
      break;
    case Where::Removed:
      std::erase(removed_, tile);
      break;
    case Where::Pile:
    case Where::River:
      break;
  }
  spots_[tile] = TileSpot{};
}

void TileLedger::put(int tile, Where where, int player) {
  take_out(tile);
  spots_[tile] = TileSpot{where, player};
  switch (where) {
    case Where::Hand:
      hands_[player].push_back(tile);
      break;
    case Where::PassedIn:
      passed_in_[player].push_back(tile);
      break;
    case Where::Discarded:
      discarded_.push_back(tile);
      break;
    case Where::Removed:
      removed_.push_back(tile);
      break;
    case Where::Pile:
    case Where::River:
      break;
  }
}

void TileLedger::remove(int tile) {
  put(tile, Where::Removed, -1);
}

void TileLedger::place(int tile, int player) {
  put(tile, Where::River, player);
  if (tracked_[player]) placed_this_round_[player] = true;
}

void TileLedger::draw(int player, const std::vector<int>& tiles) {
  if (!tracked_[player]) {
    // Tiles passed before this player's first draw now wait for their pass, as anyone's do.
    const std::vector<int> early = hands_[player];
    for (int tile : early) {
      if (due_at_[tile] > passes_[player]) put(tile, Where::PassedIn, player);
    }
  }
  // Solo, a draw into an empty hand starts a round: the last one's hand may have been placed
  // whole, leaving nothing to discard, or discarded before its placement by a house ruling.
  // With neighbours only a pass does: a hand emptied by discards must not open a second
  // placement.
  if (solo() && hands_[player].empty()) placed_this_round_[player] = false;
  tracked_[player] = true;
  drawn_[player] += static_cast<int>(tiles.size());
  for (int tile : tiles) put(tile, Where::Hand, player);
}

void TileLedger::discard(int player, const std::vector<int>& tiles) {
  for (int tile : tiles) put(tile, Where::Discarded, -1);
  if (solo()) placed_this_round_[player] = false;
}

void TileLedger::pass(int from, int to, const std::vector<int>& tiles) {
  // A neighbour who has passed as often, or keeps no hand (yet), takes them up at once.
  placed_this_round_[from] = false;
  const int round = ++passes_[from];
  const Where arrival = passes_[to] >= round || !tracked_[to] ? Where::Hand : Where::PassedIn;
  for (int tile : tiles) {
    put(tile, arrival, to);
    due_at_[tile] = round;
  }
  // Having passed, the player takes up what waited for this pass; later rounds' tiles wait on.
  const std::vector<int> waiting = passed_in_[from];
  for (int tile : waiting) {
    if (due_at_[tile] <= passes_[from]) put(tile, Where::Hand, from);
  }
}

}  // namespace trib::wodny_szlak
