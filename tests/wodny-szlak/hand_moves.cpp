// The drafting record's moves for the hand and round tests, replayed on the test catalog.

#include "hand_moves.h"

namespace wodny_szlak_test {

json draw(int player, std::vector<std::string> tiles) {
  return {{"player", player}, {"draw", std::move(tiles)}};
}
json discard(int player, std::vector<std::string> tiles) {
  return {{"player", player}, {"discard", std::move(tiles)}};
}
json pass(int player, std::vector<std::string> tiles) {
  return {{"player", player}, {"pass", std::move(tiles)}};
}
json tile(int player, const std::string& id, int x, int y, bool house_ruling) {
  json move = {{"player", player}, {"tile", id}, {"x", x}, {"y", y}, {"rot", 0}};
  if (house_ruling) move[trib::kHouseRulingKey] = true;
  return move;
}

trib::TableFile table_of(int players, json moves, json removed) {
  trib::TableFile table = test_table(players);
  if (!removed.is_null()) table.setup["removed"] = std::move(removed);
  table.moves = std::move(moves);
  return table;
}

trib::Replay play(int players, json moves, json removed) {
  return trib::replay(trib::wodny_szlak_game(), table_of(players, std::move(moves), removed));
}

std::string refusal_at(const trib::Replay& replayed, std::size_t index) {
  if (!replayed.failed_at) return "";
  return *replayed.failed_at == index ? replayed.error.rule : "late";
}

}  // namespace wodny_szlak_test
