// The round's typed codes as the view reads them: paddle cards in slot order and river
// cards, with the first problem worded for the player.

#include "ui/roaring-river/entry_codes.h"
#include "ui/roaring-river/rest_choices.h"

#include <doctest/doctest.h>

#include "helpers.h"

using namespace roaring_river_test;
namespace ui = trib::ui::rr_ui;

namespace {

int paddle(const RoaringRiverMatch& match, const char* id) {
  const auto& cards = match.rules().catalog.paddles.cards;
  for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
    if (cards[static_cast<std::size_t>(i)].id == id) return i;
  }
  FAIL("no paddle card " << id);
  return -1;
}

}  // namespace

TEST_CASE("paddle codes: ids or unambiguous prefixes in slot order, any case, ? leaves a slot") {
  const auto match = calm(3);
  const ui::PlaysParse parsed = ui::parse_plays("3l, 2R; st", *match);
  CHECK(parsed.error.empty());
  CHECK(parsed.picks ==
        std::vector<int>{paddle(*match, "3L"), paddle(*match, "2R"), paddle(*match, "straight")});
  const ui::PlaysParse open = ui::parse_plays("? re -", *match);
  CHECK(open.error.empty());
  CHECK(open.picks == std::vector<int>{-1, paddle(*match, "rest"), -1});
  CHECK(ui::parse_plays("", *match).picks == std::vector<int>{-1, -1, -1});
}

TEST_CASE("paddle codes without spaces: each digit starts a code, a digit and its letter end one") {
  const auto match = calm(4);
  const std::vector<int> expected = {paddle(*match, "4R"), paddle(*match, "3L"),
                                     paddle(*match, "2L"), paddle(*match, "3R")};
  for (const char* text : {"4R3L2L3R", "4r3l2l3r", "4R 3L2L, 3R"}) {
    const ui::PlaysParse parsed = ui::parse_plays(text, *match);
    CHECK(parsed.error.empty());
    CHECK(parsed.picks == expected);
  }
  const ui::PlaysParse words = ui::parse_plays("3Lrest?s", *match);
  CHECK(words.error.empty());
  CHECK(words.picks == std::vector<int>{paddle(*match, "3L"), paddle(*match, "rest"), -1,
                                        paddle(*match, "straight")});
  std::vector<std::string> codes;
  const auto& paddles = match->rules().catalog.paddles;
  for (const ui::CodePiece& piece : ui::code_pieces("2lre 4R-", paddles)) {
    codes.push_back(piece.code);
  }
  CHECK(codes == std::vector<std::string>{"2l", "re", "4R", "-"});
  // Letters split where no card's name goes on: every player resting, or two straights.
  const ui::PlaysParse rests = ui::parse_plays("rrrr", *match);
  CHECK(rests.error.empty());
  CHECK(rests.picks == std::vector<int>(4, paddle(*match, "rest")));
  CHECK(ui::parse_plays("ssr3L", *match).picks ==
        std::vector<int>{paddle(*match, "straight"), paddle(*match, "straight"),
                         paddle(*match, "rest"), paddle(*match, "3L")});
  CHECK(ui::parse_plays("restrest", *match).picks[1] == paddle(*match, "rest"));
}

TEST_CASE("paddle codes typed on into the river cards: where the plays end") {
  const auto match = calm(4);
  CHECK(ui::plays_end("4R3L2L3R2B1", *match) == std::size_t{8});
  CHECK(ui::plays_end("4R 3L 2L 3R 2B", *match) == std::size_t{11});
  CHECK_FALSE(ui::plays_end("4R3L2L3R", *match));     // nothing after the plays
  CHECK_FALSE(ui::plays_end("4R3L2L 2 3F", *match));  // "2" is not a whole code
  CHECK_FALSE(ui::plays_end("4R3L2L9x 2", *match));   // a wrong code stays to be fixed
}

TEST_CASE("Rest: the most cards taken back are preselected; keys 1-9 as labelled") {
  auto match = calm(3);
  // P1 played 4L, then 3L and 2R: Rest may take back one 4, or up to two of 3L and 2R.
  REQUIRE(rule_of(*match, round({"2L", "4L", "2R"}, kDeal3)) == "");
  REQUIRE(rule_of(*match, round({"3R", "3L", "4R"}, kDeal3)) == "");
  REQUIRE(rule_of(*match, round({"4L", "2R", "5R"}, kDeal3)) == "");
  const int rest = paddle(*match, "rest");
  const auto options = ui::recovery_options(*match, 1, rest);
  REQUIRE(options.size() == 5);  // nothing, 4L, 2R + 3L, 2R, 3L
  CHECK(options.front().empty());
  const int preferred = ui::preferred_recovery(options, match->rules().catalog.paddles);
  CHECK(options[static_cast<std::size_t>(preferred)] ==
        std::vector<int>{paddle(*match, "2R"), paddle(*match, "3L")});
  // Only a 4 played: taking it back beats nothing.
  auto fresh = calm(3);
  REQUIRE(rule_of(*fresh, round({"2L", "4L", "2R"}, kDeal3)) == "");
  const auto one = ui::recovery_options(*fresh, 1, rest);
  CHECK(
      one[static_cast<std::size_t>(ui::preferred_recovery(one, fresh->rules().catalog.paddles))] ==
      std::vector<int>{paddle(*fresh, "4L")});
  CHECK(ui::recovery_for_key(1, 5) == 0);  // "1" is nothing
  CHECK(ui::recovery_for_key(2, 5) == 1);  // "2" is the second button
  CHECK(ui::recovery_for_key(5, 5) == 4);
  CHECK(ui::recovery_for_key(6, 5) == -1);
  CHECK(ui::recovery_for_key(0, 5) == -1);
}

TEST_CASE("paddle codes: the first problem names the slot and what was meant") {
  const auto match = calm(3);
  CHECK(ui::parse_plays("2", *match).error == "P0: \"2\" could be 2L or 2R.");
  CHECK(ui::parse_plays("3L 9x", *match).error ==
        "P1: \"9x\" is not a paddle card (2L 2R 3L 3R 4L 4R 5L 5R straight rest).");
  CHECK(ui::parse_plays("3L 3L 3L 3L", *match).error == "Too many cards: this round takes 3.");
  // The first of two problems is the one shown; the good codes are still read.
  const ui::PlaysParse two = ui::parse_plays("3L 9x 2", *match);
  CHECK(two.error == "P1: \"9x\" is not a paddle card (2L 2R 3L 3R 4L 4R 5L 5R straight rest).");
  CHECK(two.picks[0] == paddle(*match, "3L"));
}

TEST_CASE("paddle codes: a card played and not taken back is not in that slot's hand") {
  auto match = calm(3);
  REQUIRE(rule_of(*match, round({"3L", "rest", "rest"}, kDeal3)) == "");
  CHECK(ui::parse_plays("3L", *match).error ==
        "P0 has no 3L in hand: it was played and not taken back.");
  CHECK(ui::parse_plays("4L 3L", *match).error.empty());  // P1 still holds 3L
}

TEST_CASE("two players play two sets each: four slots, named by set") {
  const auto match = calm(2);
  const trib::roaring_river::Rules& rules = match->rules();
  REQUIRE(ui::slot_count(rules) == 4);
  CHECK(ui::slot_name(rules, 0) == "P0, set 1");
  CHECK(ui::slot_name(rules, 3) == "P1, set 2");
  CHECK(ui::parse_plays("3L 3R 4L 4R 5L", *match).error == "Too many cards: this round takes 4.");
  CHECK(ui::slot_name(calm(3)->rules(), 2) == "P2");
}

TEST_CASE("the picks written back as codes, without trailing open slots") {
  const auto match = calm(3);
  const auto& paddles = match->rules().catalog.paddles;
  CHECK(ui::plays_text({paddle(*match, "3L"), -1, paddle(*match, "rest")}, paddles) == "3L ? rest");
  CHECK(ui::plays_text({paddle(*match, "2R"), -1, -1}, paddles) == "2R");
  CHECK(ui::plays_text({-1, -1, -1}, paddles).empty());
}

TEST_CASE("river codes: drops then an icon letter, separated or not") {
  namespace rr = trib::roaring_river;
  const std::vector<rr::RiverCard> expected = {
      {3, rr::Icon::Forest}, {2, rr::Icon::None}, {1, rr::Icon::Deer}};
  for (const char* text : {"3F 2 1D", "3f21d", "3f, 2; 1d"}) {
    const ui::DealParse deal = ui::parse_deal(text);
    CHECK(deal.error.empty());
    REQUIRE(deal.cards.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      CHECK(deal.cards[i].drops == expected[i].drops);
      CHECK(deal.cards[i].icon == expected[i].icon);
    }
  }
  CHECK(ui::parse_deal("4m 1b").cards.size() == 2);
}

TEST_CASE("river codes: what a player mistyped, in their words") {
  CHECK(ui::parse_deal("5").error == "\"5\": drops go from 1 to 4.");
  CHECK(ui::parse_deal("0").error == "\"0\": drops go from 1 to 4.");
  CHECK(ui::parse_deal("3x").error ==
        "\"x\" is not a river card code: drops 1-4, then F forest, M mountain, D deer or B bird.");
  CHECK(ui::parse_deal("F").error == "\"F\" needs the card's drops in front of it (\"3F\").");
  CHECK(ui::parse_deal("3FD").error == "\"D\" needs the card's drops in front of it (\"3D\").");
  const ui::DealParse first = ui::parse_deal("5 6");
  CHECK(first.error == "\"5\": drops go from 1 to 4.");  // the first problem only
}
