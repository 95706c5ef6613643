// The BG Stats play document is a file BG Stats keeps: it is the same byte for byte in
// any language the player chose (breakdown labels, warnings and rank titles in English),
// while a refusal to build one speaks the player's language.

#include <doctest/doctest.h>

#include "core/i18n.h"
#include "core/input_error.h"
#include "export_fixture.h"

#include "../in_polish.h"

using nlohmann::json;
namespace i18n = trib::i18n;

TEST_CASE("every golden play exports the same document in Polish as in English") {
  trib::test::use_utc();
  for (const trib::test::GoldenPlay& golden : trib::test::golden_plays()) {
    const trib::PlayRecord play = trib::test::play_from_file(golden.table);
    const std::string english = trib::bgstats_play(play).dump(2);
    InPolish polish;
    INFO(golden.name);
    CHECK(trib::bgstats_play(play).dump(2) == english);
    CHECK(trib::bgstats_link(trib::bgstats_play(play)) == trib::bgstats_link(json::parse(english)));
    CHECK(i18n::current() == i18n::Language::polish);  // the player's choice is back
  }
}

TEST_CASE("an unfinished game is refused in the player's language") {
  trib::test::use_utc();
  for (const trib::test::GoldenPlay& golden : trib::test::golden_plays()) {
    trib::PlayRecord play = trib::test::play_from_file(golden.table);
    if (play.table.moves.empty()) continue;  // a score pad: no moves to take back
    play.table.moves.erase(play.table.moves.size() - 1);
    InPolish polish;
    INFO(golden.name);
    CHECK_THROWS_WITH_AS(trib::bgstats_play(play),
                         "gra nie jest zakończona; BG Stats zapisuje tylko zakończone rozgrywki",
                         trib::InputError);
    return;
  }
  FAIL("no golden play has moves");
}
