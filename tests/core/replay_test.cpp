// Replay: every legal move applied, the first illegal one reported with its path.

#include <doctest/doctest.h>

#include "core/json_view.h"
#include "core/replay.h"
#include "core/score_json.h"

namespace {

using trib::json;

// A counting game: move i must be {"n": i + 1}; the score is the last n.
class CountingMatch : public trib::Match {
 public:
  trib::Verdict check(const json& move) const override {
    const trib::JsonView view(move);
    view.expect_object({"n"});
    const auto n = view.at("n").as_int(0, 100);
    if (n != static_cast<std::int64_t>(count_) + 1) return trib::illegal("out-of-order", "wrong n");
    return trib::legal();
  }
  trib::Verdict apply(const json& move) override {
    auto verdict = check(move);
    if (verdict.legal()) ++count_;
    return verdict;
  }
  trib::Scoreboard score() const override {
    trib::Scoreboard board;
    trib::PlayerResult p;
    p.name = "Ada";
    p.score = static_cast<double>(count_);
    p.breakdown.push_back({"Counted", p.score, nullptr, "counted"});
    board.players.push_back(p);
    board.finished = count_ >= 3;
    return board;
  }
  bool finished() const override { return count_ >= 3; }
  std::size_t move_count() const override { return count_; }

 private:
  std::size_t count_ = 0;
};

class CountingGame : public trib::Game {
 public:
  std::string_view id() const override { return "counting"; }
  std::string_view name() const override { return "Counting"; }
  std::string_view blurb() const override { return "Count to three."; }
  int min_players() const override { return 1; }
  int max_players() const override { return 2; }
  json bundled_catalog() const override { return json::object(); }
  json resolve_catalog(const json& overrides) const override { return overrides; }

 protected:
  std::unique_ptr<trib::Match> make_match(const trib::TableFile&) const override {
    return std::make_unique<CountingMatch>();
  }
};

trib::TableFile table_with(json moves, std::vector<std::string> players = {"Ada"}) {
  trib::TableFile table;
  table.game = "counting";
  table.players = std::move(players);
  table.moves = std::move(moves);
  return table;
}

}  // namespace

TEST_CASE("replay applies every legal move") {
  const CountingGame game;
  const auto result = trib::replay(game, table_with(json::parse(R"([{"n":1},{"n":2},{"n":3}])")));
  CHECK_FALSE(result.failed_at);
  CHECK(result.match->move_count() == 3);
  const json out = trib::replay_json(game.id(), result);
  CHECK(out.at("legal") == true);
  CHECK(out.at("finished") == true);
  CHECK(out.at("players").at(0).at("score") == 3);
}

TEST_CASE("replay stops at the first illegal move and scores the state before it") {
  const CountingGame game;
  const auto result = trib::replay(game, table_with(json::parse(R"([{"n":1},{"n":5},{"n":2}])")));
  REQUIRE(result.failed_at);
  CHECK(*result.failed_at == 1);
  CHECK(result.error.rule == "out-of-order");
  const json out = trib::replay_json(game.id(), result);
  CHECK(out.at("legal") == false);
  CHECK(out.at("error") == json{{"move", 1}, {"rule", "out-of-order"}, {"message", "wrong n"}});
  CHECK(out.at("players").at(0).at("score") == 1);
}

TEST_CASE("malformed moves get an absolute path") {
  const CountingGame game;
  try {
    trib::replay(game, table_with(json::parse(R"([{"n":1},{"n":"two"}])")));
    FAIL("expected an InputError");
  } catch (const trib::InputError& error) {
    CHECK(error.path == "/moves/1/n");
    CHECK(std::string(error.what()).rfind("/moves/1/n: expected an integer", 0) == 0);
  }
  try {
    trib::replay(game, table_with(json::parse(R"([7])")));
    FAIL("expected an InputError");
  } catch (const trib::InputError& error) {
    CHECK(error.path == "/moves/0");
  }
}

TEST_CASE("the player count is checked against the game") {
  const CountingGame game;
  CHECK_THROWS_WITH_AS(trib::replay(game, table_with(json::array(), {"A", "B", "C"})),
                       doctest::Contains("1 to 2 players, not 3"), trib::InputError);
  // Game::start checks it for every caller, before the game reads the table.
  CHECK_THROWS_WITH_AS(game.start(table_with(json::array(), {})),
                       "/players: Counting is played by 1 to 2 players, not 0", trib::InputError);
  CHECK(game.start(table_with(json::array(), {"A", "B"}))->move_count() == 0);
}

TEST_CASE("start_typed gives the game's own match type, and refuses another") {
  const CountingGame game;
  CHECK(trib::start_typed<CountingMatch>(game, table_with(json::array()))->move_count() == 0);
  class OtherMatch : public CountingMatch {};
  CHECK_THROWS_AS(trib::start_typed<OtherMatch>(game, table_with(json::array())), std::logic_error);
  CHECK_THROWS_AS(
      trib::start_typed<CountingMatch>(game, table_with(json::array(), {"A", "B", "C"})),
      trib::InputError);
}

TEST_CASE("a limit replays only the first moves") {
  const CountingGame game;
  const auto result =
      trib::replay(game, table_with(json::parse(R"([{"n":1},{"n":2},{"n":3}])")), 2);
  CHECK(result.match->move_count() == 2);
}

TEST_CASE("house-ruling keys: a boolean house_ruling, and the older x- note only when true") {
  CHECK(trib::is_house_ruling(json{{"n", 1}, {"house_ruling", true}}));
  CHECK_FALSE(trib::is_house_ruling(json{{"n", 1}, {"house_ruling", false}}));
  CHECK(trib::is_house_ruling(json{{"n", 1}, {"x-house-ruling", true}}));
  CHECK_FALSE(trib::is_house_ruling(json{{"n", 1}, {"x-house-ruling", "a note"}}));
  CHECK_THROWS_AS(trib::is_house_ruling(json{{"n", 1}, {"house_ruling", "yes"}}), trib::InputError);
  CHECK(trib::without_house_ruling(json{{"n", 1}, {"house_ruling", true}, {"x-house-ruling", 1}}) ==
        json{{"n", 1}});
}

TEST_CASE("a house ruling the game does not override stays illegal") {
  const CountingGame game;  // overrides nothing: the Match defaults
  const auto result = trib::replay(
      game, table_with(json::parse(R"([{"n":1},{"n":5,"house_ruling":true},{"n":2}])")));
  CHECK(result.failed_at.value_or(99) == 1);
  CHECK(result.house_rulings.empty());
}
