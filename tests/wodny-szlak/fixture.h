#pragma once
// A small hand-made catalog for the Wodny szlak tests. Start "s": square 0 has arms N, E, S,
// square 1 arms N, W; inlets (0,N) and (1,N), outlet (0,S). So (0,-1) and (1,-1) are
// upstream, (0,1) downstream. Each tile kind comes in copies "<kind>.1" ... "<kind>.16":
//   ns N-S | ne N-E | t N-E-S | x N-E-S-W | end N | dry no river
//   mill N-S mill 2/needs 1 | mill-up N-S mill 3/needs 1 with a sack on arm N
//   saw N-S sawmill 5/needs 1 | sack N-S 1 sack | sack-t N-E-S 1 sack | wood N-S 1 wood
//   port N-S port | port-end N port | port2 N-S two ports | m dry, meadow NE
//   sheep N-S (sheep group) | cows N-S (cows group)

#include <memory>
#include <string>

#include "core/json_view.h"
#include "core/replay.h"
#include "games/wodny-szlak/wodny_szlak.h"

namespace wodny_szlak_test {

namespace ws = trib::wodny_szlak;
using trib::json;

json test_catalog();
trib::TableFile test_table(int players);
std::unique_ptr<ws::WodnySzlakMatch> new_match(int players);

// The first copy of `kind` nobody has placed.
std::string free_copy(const ws::WodnySzlakMatch& match, const std::string& kind);
// Places a free copy of `kind`; returns the verdict.
trib::Verdict put(ws::WodnySzlakMatch& match, int player, const std::string& kind, int x, int y,
                  int rot = 0);
// Same, failing the test when the move is refused.
void place(ws::WodnySzlakMatch& match, int player, const std::string& kind, int x, int y,
           int rot = 0);

std::string rule_of(const trib::Verdict& verdict);  // "" when legal

// The Wodny szlak match of a replayed table.
const ws::WodnySzlakMatch& typed(const trib::Replay& replayed);

}  // namespace wodny_szlak_test
