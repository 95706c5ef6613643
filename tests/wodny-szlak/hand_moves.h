#pragma once
// Table-file moves of the drafting record for the hand and round tests, and a replay of
// them on the test catalog (fixture.h).

#include <string>
#include <vector>

#include "fixture.h"

namespace wodny_szlak_test {

json draw(int player, std::vector<std::string> tiles);
json discard(int player, std::vector<std::string> tiles);
json pass(int player, std::vector<std::string> tiles);
json tile(int player, const std::string& id, int x, int y, bool house_ruling = false);

trib::TableFile table_of(int players, json moves, json removed = nullptr);
trib::Replay play(int players, json moves, json removed = nullptr);

// The rule that refused move `index` ("" when every move was legal, "late" when another).
std::string refusal_at(const trib::Replay& replayed, std::size_t index);

}  // namespace wodny_szlak_test
