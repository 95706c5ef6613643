// Wodny szlak in Polish: a rule message of the drafting record and a score-breakdown label
// come from po/pl.po, with the rule id and the numbers as in English.

#include <doctest/doctest.h>

#include "hand_moves.h"

#include "../in_polish.h"

namespace wodny_polish_test {

using namespace wodny_szlak_test;

TEST_CASE("a second placement in a round is refused in Polish, the rule id unchanged") {
  const json moves = json::array({draw(0, {"ns.1", "ns.2", "ns.3"}), tile(0, "ns.1", 0, -1),
                                  pass(0, {"ns.2", "ns.3"}), draw(1, {"ns.4", "ns.5", "ns.6"}),
                                  tile(1, "ns.4", 0, -1), tile(1, "ns.5", 0, -2)});
  {
    InPolish polish;
    const auto r = play(2, moves);
    CHECK(refusal_at(r, 5) == "one-tile-per-round");
    CHECK(r.error.message ==
          "P1 ma już położony kafelek w tej rundzie: przekaż pozostałe kafelki w lewo, zanim "
          "położysz następny.");
  }
  CHECK(play(2, moves).error.message ==
        "P1 has already placed a tile this round: pass the other tiles to the left before "
        "placing the next one.");
}

}  // namespace wodny_polish_test
