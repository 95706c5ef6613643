// River Woods' recorded offer without ImGui: typed short ids fill the empty slots, steps
// take from it as at the table (a take closes up, a refresh and a redraw empty), a resumed
// session finds it in the "x-offer" notes, and picks off the offer are refused.

#include <doctest/doctest.h>

#include "core/replay.h"
#include "core/table_file.h"
#include "games/river-woods/river_woods.h"
#include "ui/river-woods/offer.h"

using namespace trib;
using nlohmann::json;
namespace rwd = trib::river_woods;
namespace model = trib::ui::woods_ui;

namespace {

// The GUI smoke test's complete 3-player game (its own catalog: tiles t00-t47), after
// `moves` of its turns.
TableFile offer_test_table() {
  return read_table_file(std::string(RIVER_WOODS_GUI_DATA) + "/sample.json");
}

std::unique_ptr<Match> offer_test_match(std::size_t moves) {
  return trib::replay(river_woods_game(), offer_test_table(), moves).match;
}

const rwd::RiverWoodsMatch& offer_test_woods(const std::unique_ptr<Match>& m) {
  return dynamic_cast<const rwd::RiverWoodsMatch&>(*m);
}

rwd::Step offer_test_step(rwd::Step::Kind kind) {
  rwd::Step step;
  step.kind = kind;
  return step;
}

}  // namespace

TEST_CASE("typed short ids fill the empty slots of the offer in order") {
  const auto match = offer_test_match(0);
  const rwd::RiverWoodsMatch* m = &offer_test_woods(match);
  model::Offer offer;
  CHECK(model::tiles_missing(offer, m->state(), m->catalog()) == 3);
  CHECK(model::companions_missing(offer) == 3);
  REQUIRE(model::fill_offer(offer, "17 3, t22 fox ot sto", m->catalog(), m->state()).legal());
  CHECK(offer.tiles == std::array<std::string, 3>{"t17", "t03", "t22"});
  CHECK(offer.companions == std::array<std::string, 3>{"fox", "otter", "stoat"});
  CHECK(model::tiles_missing(offer, m->state(), m->catalog()) == 0);
  CHECK(model::companions_missing(offer) == 0);

  SUBCASE("a word that names nothing, several cards or a card already up changes nothing") {
    model::Offer partial;
    REQUIRE(model::fill_offer(partial, "5", m->catalog(), m->state()).legal());
    const auto refused = [&](const std::string& line) {
      model::Offer before = partial;
      const Verdict v = model::fill_offer(partial, line, m->catalog(), m->state());
      CHECK(partial == before);
      return v.legal() ? std::string("legal") : v.reason().rule;
    };
    CHECK(refused("6 zebra") == "offer-unknown");
    CHECK(refused("99") == "offer-unknown");
    CHECK(refused("st") == "offer-ambiguous");  // the Stag and the Stoat
    CHECK(refused("t05") == "offer-twice");
    CHECK(refused("1 2 4") == "offer-full");
  }
}

TEST_CASE("a placed tile or a held companion cannot be face up") {
  // The sample's fifth turn places t12; its 13th takes the first companion.
  const TableFile table = offer_test_table();
  std::size_t take_at = 0;
  while (!table.moves[take_at]["steps"][0].contains("take")) ++take_at;
  const std::string taken = table.moves[take_at]["steps"][0]["take"];
  const auto match = offer_test_match(take_at + 1);
  const rwd::RiverWoodsMatch& m = offer_test_woods(match);
  model::Offer offer;
  const Verdict placed = model::fill_offer(offer, "12", m.catalog(), m.state());
  REQUIRE_FALSE(placed.legal());
  CHECK(placed.reason().rule == "offer-tile-placed");
  const Verdict held = model::fill_offer(offer, taken, m.catalog(), m.state());
  REQUIRE_FALSE(held.legal());
  CHECK(held.reason().rule == "offer-companion-held");
  CHECK(model::fill_offer(offer, "13", m.catalog(), m.state()).legal());
}

TEST_CASE("steps take from the offer as at the table") {
  model::Offer offer;
  offer.tiles = {"t17", "t03", "t22"};
  offer.companions = {"fox", "otter", "stoat"};

  rwd::Step place = offer_test_step(rwd::Step::Kind::Place);
  place.tile = "t03";
  CHECK(model::offer_after(offer, place).tiles == std::array<std::string, 3>{"t17", "", "t22"});

  rwd::Step take = offer_test_step(rwd::Step::Kind::Take);
  take.companion = "fox";
  take.slot = 1;
  CHECK(model::offer_after(offer, take).companions ==
        std::array<std::string, 3>{"otter", "stoat", ""});

  const rwd::Step refresh = offer_test_step(rwd::Step::Kind::Refresh);
  CHECK(model::offer_after(offer, refresh).companions == std::array<std::string, 3>{});

  rwd::Step redraw = offer_test_step(rwd::Step::Kind::Redraw);
  redraw.count = 2;
  CHECK(model::offer_after(offer, redraw, std::array<bool, 3>{true, false, true}).tiles ==
        std::array<std::string, 3>{"", "t03", ""});
  CHECK(model::offer_after(offer, redraw).tiles == std::array<std::string, 3>{});
}

TEST_CASE("picks off the offer are refused with the choices face up") {
  model::Offer offer;
  offer.tiles = {"t17", "", "t22"};
  offer.companions = {"fox", "otter", "stoat"};
  CHECK(model::check_tile_pick(offer, "t22").legal());
  const Verdict tile = model::check_tile_pick(offer, "t03");
  REQUIRE_FALSE(tile.legal());
  CHECK(tile.reason().rule == "tile-not-on-offer");
  CHECK(tile.reason().message.find("t17 and t22") != std::string::npos);

  CHECK(model::check_companion_pick(offer, "otter", 2).legal());
  const Verdict absent = model::check_companion_pick(offer, "boar", 1);
  REQUIRE_FALSE(absent.legal());
  CHECK(absent.reason().rule == "companion-not-on-offer");
  const Verdict slot = model::check_companion_pick(offer, "stoat", 1);
  REQUIRE_FALSE(slot.legal());
  CHECK(slot.reason().rule == "companion-offer-slot");
}

TEST_CASE("a resumed session finds the offer in the notes, or what the steps left of it") {
  const json setup = {
      {model::kOfferKey,
       {{"terrain", {"t17", "t03", "t22"}}, {"companions", {"fox", "otter", "stoat"}}}}};
  const json noted = {
      {"player", 0},
      {"disc", 1},
      {"action", "terrain"},
      {"steps", {{{"place", "t17"}, {"at", {1, 1}}, {"rot", 0}}}},
      {model::kOfferKey,
       {{"terrain", {"t40", "t03", "t22"}}, {"companions", {"fox", "otter", "stoat"}}}}};
  const json bare = {
      {"player", 1},
      {"disc", 2},
      {"action", "companion"},
      {"steps", {{{"take", "otter"}, {"slot", 2}, {"side", "left"}, {"summon", {2, 0}}}}}};
  const json moves = json::array({noted, bare});

  const model::Offer first = model::offer_before_turn(setup, moves, 0);
  CHECK(first.tiles == std::array<std::string, 3>{"t17", "t03", "t22"});
  const model::Offer second = model::offer_before_turn(setup, moves, 1);
  CHECK(second.tiles == std::array<std::string, 3>{"t40", "t03", "t22"});
  const model::Offer third = model::offer_before_turn(setup, moves, 2);
  CHECK(third.tiles == second.tiles);
  CHECK(third.companions == std::array<std::string, 3>{"fox", "stoat", ""});

  CHECK(model::offer_from_json(model::offer_json(second)) == second);
  CHECK(model::offer_from_json("garbage") == model::Offer{});
  CHECK(model::records_offer({{model::kRecordOfferKey, true}}));
  CHECK_FALSE(model::records_offer(json::object()));
}

TEST_CASE("the tracker gives back what a removed step took") {
  model::Offer offer;
  offer.tiles = {"t17", "t03", "t22"};
  model::OfferTracker tracker;
  tracker.start(offer);
  rwd::Step place = offer_test_step(rwd::Step::Kind::Place);
  place.tile = "t22";
  tracker.add(place);
  CHECK(tracker.now().tiles[2].empty());
  tracker.follow(0);
  CHECK(tracker.now() == offer);
}

TEST_CASE("the offer is a note: a table scores the same with and without it") {
  const TableFile bare = offer_test_table();
  TableFile noted = bare;
  noted.setup[model::kRecordOfferKey] = true;
  noted.setup[model::kOfferKey] = model::offer_json(model::Offer{});
  for (json& move : noted.moves) move[model::kOfferKey] = model::offer_json(model::Offer{});
  const Replay plain = trib::replay(river_woods_game(), bare);
  const Replay with = trib::replay(river_woods_game(), noted);
  REQUIRE_FALSE(with.failed_at.has_value());
  REQUIRE(with.scoreboard().finished);
  REQUIRE(plain.scoreboard().players.size() == with.scoreboard().players.size());
  for (std::size_t p = 0; p < plain.scoreboard().players.size(); ++p) {
    CHECK(plain.scoreboard().players[p].score == with.scoreboard().players[p].score);
  }
  CHECK(plain.scoreboard().details == with.scoreboard().details);
}
