// A Wodny szlak pool of thousands of tiles: the analysis stops at its deadline. The wall
// time itself is checked by tests/cli/analyse_deadline_test.sh; here only a hang fails.

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "core/table_file.h"
#include "games/wodny-szlak/analysis/analysis.h"
#include "games/wodny-szlak/wodny_szlak.h"

using nlohmann::json;
namespace an = trib::analysis;
namespace ws = trib::wodny_szlak;

namespace {

constexpr double kBudget = 0.2;
constexpr double kHang = 20;  // far above the budget even under the sanitizers

}  // namespace

TEST_CASE("a solo Wodny szlak table with 5 000 more tiles in its pool stops at its deadline") {
  const json kinds = json::parse(R"([
      {"arms": ["N", "S"], "items": [{"kind": "sack", "count": 2}], "meadows": ["NE"]},
      {"arms": ["N", "S"], "obstacle": {"kind": "mill", "value": 3, "needs": 2}},
      {"arms": ["N", "E"], "items": [{"kind": "port"}], "meadows": ["SW"]},
      {"arms": ["N", "W"], "meadows": ["NE", "SE", "SW"]}])");
  json tiles = json::object();
  for (int i = 0; i < 5000; ++i) {
    json tile = kinds[static_cast<std::size_t>(i % 4)];
    tile["group"] = "base";
    tiles["x" + std::to_string(10000 + i)] = std::move(tile);
  }
  trib::TableFile table;
  table.game = "wodny-szlak";
  table.players = {"Wanda"};
  table.catalog = {{"tiles", tiles}};
  table.moves = json::parse(R"([{"draw": ["base-03", "base-05", "base-01"]},
                                {"tile": "base-03", "x": 0, "y": -1, "rot": 0},
                                {"discard": ["base-05", "base-01"]},
                                {"draw": ["base-02", "base-04", "base-07"]}])");
  auto match = ws::start_match(table);
  for (const json& move : table.moves) REQUIRE(match->apply(move).legal());
  const an::wodny::GameRecord record = an::wodny::game_record(*match, table, std::nullopt);
  REQUIRE(record.pool.size() > 5000);
  const an::wodny::Analysis analysis = an::wodny::analyse(match->catalog(), record, kBudget);
  CHECK(analysis.seconds < kHang);
  for (const auto* result : {&analysis.best, &analysis.open_deck}) {
    CHECK(result->bound >= result->score);
    if (result->score < 0) CHECK(result->moves.empty());
  }
  CHECK(analysis.open_deck.score >= analysis.best.score);
  CHECK_FALSE(analysis.open_deck.proven());
}
