// River Woods speaks Polish where the player chose it: rule messages with names, counts and
// cells in a Polish sentence, while the rule id stays the same in every language.

#include <doctest/doctest.h>

#include "fixture.h"

#include "../in_polish.h"

using namespace river_woods_test;

TEST_CASE("a refused River Woods turn says why in Polish, with the same rule id") {
  Table table(3);
  CHECK(table.play(turn(0, 1, "terrain")) == "");
  const json wrong_seat = turn(0, 2, "terrain");
  const json too_dear = turn(1, 1, "terrain", {place("d-g1", -1, 2), place("d-g2", 1, 2)});
  {
    InPolish polish;
    const trib::Verdict seat = table.match().check(wrong_seat);
    CHECK(seat.reason().rule == "wrong-player");
    CHECK(seat.reason().message == "teraz tura gracza B, nie gracza A");
    // A count in Polish takes the form its number needs (2 punktów), a step its number.
    const trib::Verdict points = table.match().check(too_dear);
    CHECK(points.reason().rule == "over-ap");
    CHECK(points.reason().message == "krok 2: to wymaga 2 punktów akcji; dysk 1 daje 1");
  }
  CHECK(table.match().check(wrong_seat).reason().message == "it is B's turn, not A's");
}
