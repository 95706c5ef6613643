// The setup dialog's score pad as typed: sums, facts and when the game was played become
// a score-pad table, and every mistake is named by its row and player.

#include <doctest/doctest.h>

#include "ui/state/pad_entry.h"

namespace {

using trib::ui::PadEntry;

const trib::PadSheet kSheet = {
    {{"mills", "Mills", false, "mills"}, {"meadows", "Meadows", false, "meadows"}},
    {{"flipped", "Flipped", trib::PadFactKind::Flag},
     {"first", "First-tier cubes", trib::PadFactKind::PerPlayer}}};

trib::TableFile two_players() {
  trib::TableFile table;
  table.game = "pad-game";
  table.players = {"Ada", "Bo"};
  return table;
}

}  // namespace

TEST_CASE("the entry becomes the pad and the facts of a score-pad table") {
  PadEntry entry;
  trib::ui::fit_pad_entry(entry, kSheet, 2);
  REQUIRE(entry.cells.size() == 2);
  REQUIRE(entry.cells[0].size() == 2);
  entry.cells[0] = {"3+6+2", ""};
  entry.cells[1] = {"6", "9"};
  entry.flags[0] = true;
  entry.numbers[1] = {0, 2};
  trib::TableFile table = two_players();
  CHECK(trib::ui::fill_pad_table(entry, kSheet, table).empty());
  CHECK(table.pad == nlohmann::json::array({{{"mills", 11}, {"meadows", 6}}, {{"meadows", 9}}}));
  CHECK(table.setup == nlohmann::json({{"flipped", true}, {"first", {0, 2}}}));

  entry.flags[0] = false;
  entry.numbers[1] = {0, 0};
  CHECK(trib::ui::fill_pad_table(entry, kSheet, table).empty());
  CHECK(table.setup.empty());  // facts left at their defaults are left out

  entry.cells[1][1] = "9+";
  CHECK(trib::ui::fill_pad_table(entry, kSheet, table).rfind("Meadows, Bo: ", 0) == 0);
}

TEST_CASE("when the game was played: a space or a T, checked like a table file's") {
  trib::TableFile table = two_players();
  CHECK(trib::ui::fill_when_played({"2026-11-30 19:40", "35"}, table).empty());
  CHECK(table.played_at == "2026-11-30T19:40");
  CHECK(table.duration_min == 35);
  CHECK(trib::ui::fill_when_played({"", ""}, table).empty());
  CHECK_FALSE(table.played_at.has_value());
  CHECK_FALSE(table.duration_min.has_value());
  CHECK(trib::ui::fill_when_played({"2026-02-30 19:40", ""}, table).rfind("Played at: ", 0) == 0);
  CHECK(trib::ui::fill_when_played({"", "1h"}, table).rfind("Duration: ", 0) == 0);
  CHECK(trib::ui::played_at_from_text(trib::ui::local_now_text()).size() == 16);
}
