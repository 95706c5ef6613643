// Score-pad tables through the generic pieces: rows, totals, refusals and the pad match.

#include <doctest/doctest.h>

#include "core/input_error.h"
#include "core/score_pad.h"

namespace {

using nlohmann::json;
using trib::InputError;

const trib::PadSheet kSheet = {{{"mills", "Mills", false, "mills"},
                                {"port-route", "Port route", false, "port-route"},
                                {"hearts", "Hearts", true, "hearts"}},
                               {{"flipped", "Flipped", trib::PadFactKind::Flag},
                                {"first", "First", trib::PadFactKind::PerPlayer}}};

trib::TableFile pad_table(json pad, json setup = json::object()) {
  trib::TableFile table;
  table.game = "pad-game";
  for (std::size_t i = 0; i < pad.size(); ++i) table.players.push_back("P" + std::to_string(i));
  table.pad = std::move(pad);
  table.setup = std::move(setup);
  return table;
}

std::string error_path(const trib::TableFile& table) {
  try {
    trib::pad_scoreboard(table, kSheet);
  } catch (const InputError& error) {
    return error.path;
  }
  return "(no error)";
}

// A game with rows but none of its own score_pad: a pad table is refused.
class MovesOnlyGame : public trib::Game {
 public:
  std::string_view id() const override { return "moves-only"; }
  std::string_view name() const override { return "Moves Only"; }
  std::string_view blurb() const override { return "Only mirrored."; }
  int min_players() const override { return 1; }
  int max_players() const override { return 4; }
  json bundled_catalog() const override { return json::object(); }
  json resolve_catalog(const json& overrides) const override { return overrides; }

 protected:
  std::unique_ptr<trib::Match> make_match(const trib::TableFile&) const override { return nullptr; }
};

}  // namespace

TEST_CASE("a pad's rows are summed, one breakdown line per non-zero row in the rows' order") {
  const trib::Scoreboard board = trib::pad_scoreboard(
      pad_table(json::array({{{"port-route", 8}, {"mills", 12}, {"hearts", 1.5}},
                             {{"mills", 0}, {"x-note", "no mills"}}})),
      kSheet);
  REQUIRE(board.players.size() == 2);
  CHECK(board.finished);
  CHECK(board.pad);
  CHECK(board.players[0].name == "P0");
  CHECK(board.players[0].score == 21.5);
  REQUIRE(board.players[0].breakdown.size() == 3);
  CHECK(board.players[0].breakdown[0].label == "Mills");
  CHECK(board.players[0].breakdown[1].label == "Port route");
  CHECK(board.players[0].breakdown[2].points == 1.5);
  CHECK(board.players[1].score == 0);
  CHECK(board.players[1].breakdown.empty());
}

TEST_CASE("a pad refuses unknown rows, bad numbers and setup keys that are not its facts") {
  CHECK(error_path(pad_table(json::array({{{"mill", 3}}}))) == "/pad/0/mill");
  CHECK(error_path(pad_table(json::array({{{"mills", -1}}}))) == "/pad/0/mills");
  CHECK(error_path(pad_table(json::array({{{"mills", "3"}}}))) == "/pad/0/mills");
  CHECK(error_path(pad_table(json::array({{{"mills", 2.5}}}))) == "/pad/0/mills");
  CHECK(error_path(pad_table(json::array({{{"hearts", 2.25}}}))) == "/pad/0/hearts");
  CHECK(error_path(pad_table(json::array({{{"mills", 1e9}}}))) == "/pad/0/mills");
  CHECK(error_path(pad_table(json::array({json::object(), {{"hearts", true}}}))) ==
        "/pad/1/hearts");
  CHECK(error_path(pad_table(json::array({json::object()}), {{"motivations", json::array()}})) ==
        "/setup/motivations");
  CHECK(error_path(pad_table(json::array({json::object()}), {{"flipped", 1}})) == "/setup/flipped");
  CHECK(error_path(pad_table(json::array({json::object()}), {{"first", {1, 2}}})) ==
        "/setup/first");
  CHECK(error_path(pad_table(json::array({json::object()}), {{"first", {-1}}})) ==
        "/setup/first/0");
  const trib::TableFile facts = pad_table(json::array({json::object(), json::object()}),
                                          {{"flipped", true}, {"first", {2, 0}}, {"x-why", 1}});
  CHECK(error_path(facts) == "(no error)");
  CHECK(trib::pad_flag(facts, "flipped"));
  CHECK(trib::pad_numbers(facts, "first") == std::vector<int>{2, 0});
  CHECK_FALSE(trib::pad_flag(pad_table(json::array({json::object()})), "flipped"));
  CHECK(trib::pad_numbers(pad_table(json::array({json::object()})), "first").empty());
}

TEST_CASE("a pad sheet is validated with the file's name in the message") {
  const auto error_of = [](const json& document) {
    try {
      trib::parse_pad_sheet(document, "pad.json");
    } catch (const InputError& error) {
      CHECK(std::string(error.what()).rfind("pad.json: ", 0) == 0);
      return error.path;
    }
    return std::string("(no error)");
  };
  CHECK(error_of({{"rows", json::array()}}) == "/rows");
  CHECK(error_of({{"rows", {{{"id", "a"}, {"label", "A"}}, {{"id", "a"}, {"label", "B"}}}}}) ==
        "/rows/1/id");
  CHECK(error_of({{"rows", {{{"id", "x-a"}, {"label", "A"}}}}}) == "/rows/0/id");
  CHECK(error_of({{"rows", {{{"id", "a"}, {"label", "A"}, {"halves", 1}}}}}) == "/rows/0/halves");
  CHECK(error_of({{"rows", {{{"id", "a"}, {"label", "A"}, {"halves", true}}}}}) == "(no error)");
  const json row = {{"id", "a"}, {"label", "A"}};
  CHECK(
      error_of({{"rows", {row}}, {"facts", {{{"id", "f"}, {"label", "F"}, {"kind", "maybe"}}}}}) ==
      "/facts/0/kind");
  CHECK(error_of({{"rows", {row}},
                  {"facts",
                   {{{"id", "f"}, {"label", "F"}, {"kind", "flag"}},
                    {{"id", "f"}, {"label", "G"}, {"kind", "per-player"}}}}}) == "/facts/1/id");
}

TEST_CASE("a pad match is finished, has no moves and refuses any") {
  trib::Scoreboard board;
  board.finished = true;
  board.pad = true;
  const auto match = trib::pad_match(board);
  CHECK(match->finished());
  CHECK(match->move_count() == 0);
  CHECK(match->score().pad);
  const trib::Verdict verdict = match->check(json::object());
  REQUIRE_FALSE(verdict.legal());
  CHECK(verdict.reason().rule == "score-pad-only");
}

TEST_CASE("a game without a score pad refuses a pad table at /pad") {
  const MovesOnlyGame game;
  trib::TableFile table = pad_table(json::array({json::object()}));
  try {
    game.start(table);
    FAIL("expected an InputError");
  } catch (const InputError& error) {
    CHECK(error.path == "/pad");
  }
}

TEST_CASE("a pad cell is empty, a number or a short sum") {
  std::string problem;
  CHECK_FALSE(trib::read_pad_sum("  ", problem).has_value());
  CHECK(problem.empty());
  CHECK(trib::read_pad_sum("12", problem) == 12);
  CHECK(trib::read_pad_sum("3+6+2", problem) == 11);
  CHECK(trib::read_pad_sum(" 2.5 + 1 ", problem) == 3.5);
  for (const char* bad : {"3+", "+3", "3++2", "x", "-2", "3-1", "1,5", "3 4"}) {
    CAPTURE(bad);
    CHECK_FALSE(trib::read_pad_sum(bad, problem).has_value());
    CHECK(problem.find("is not a number or a sum") != std::string::npos);
  }
}
