// A small hand-made catalog for the Wodny szlak tests.

#include "fixture.h"

#include <doctest/doctest.h>

namespace wodny_szlak_test {

namespace {

json kinds() {
  return json::parse(R"({
    "ns": {"arms": ["N", "S"]},
    "ne": {"arms": ["N", "E"]},
    "t": {"arms": ["N", "E", "S"]},
    "x": {"arms": ["N", "E", "S", "W"]},
    "end": {"arms": ["N"]},
    "dry": {"arms": []},
    "mill": {"arms": ["N", "S"], "obstacle": {"kind": "mill", "value": 2, "needs": 1}},
    "mill-up": {"arms": ["N", "S"], "obstacle": {"kind": "mill", "value": 3, "needs": 1},
                "items": [{"kind": "sack", "count": 1, "arm": "N"}]},
    "saw": {"arms": ["N", "S"], "obstacle": {"kind": "sawmill", "value": 5, "needs": 1}},
    "sack": {"arms": ["N", "S"], "items": [{"kind": "sack", "count": 1}]},
    "sack-t": {"arms": ["N", "E", "S"], "items": [{"kind": "sack", "count": 1}]},
    "wood": {"arms": ["N", "S"], "items": [{"kind": "wood", "count": 1}]},
    "port": {"arms": ["N", "S"], "items": [{"kind": "port"}]},
    "port-end": {"arms": ["N"], "items": [{"kind": "port"}]},
    "port2": {"arms": ["N", "S"], "items": [{"kind": "port"}, {"kind": "port"}]},
    "m": {"arms": [], "meadows": ["NE"]},
    "sheep": {"group": "sheep", "arms": ["N", "S"]},
    "cows": {"group": "cows", "arms": ["N", "S"]}
  })");
}

}  // namespace

json test_catalog() {
  json tiles = json::object();
  const json all = kinds();
  for (auto it = all.begin(); it != all.end(); ++it) {
    json def = it.value();
    if (!def.contains("group")) def["group"] = "base";
    for (int i = 1; i <= 16; ++i) tiles[it.key() + "." + std::to_string(i)] = def;
  }
  json catalog = {{"tiles", tiles}};
  catalog["starts"]["s"] = json::parse(R"({
    "squares": [{"arms": ["N", "E", "S"]}, {"arms": ["N", "W"]}],
    "inlets": [[0, "N"], [1, "N"]], "outlet": [0, "S"]})");
  return catalog;
}

trib::TableFile test_table(int players) {
  trib::TableFile table;
  table.game = "wodny-szlak";
  for (int p = 0; p < players; ++p) table.players.push_back("P" + std::to_string(p));
  table.catalog = test_catalog();
  table.setup = {{"starts", std::vector<std::string>(static_cast<std::size_t>(players), "s")}};
  return table;
}

std::unique_ptr<ws::WodnySzlakMatch> new_match(int players) {
  return ws::start_match(test_table(players));
}

std::string free_copy(const ws::WodnySzlakMatch& match, const std::string& kind) {
  for (int i = 1; i <= 16; ++i) {
    const std::string id = kind + "." + std::to_string(i);
    const int tile = match.catalog().find_tile(id);
    REQUIRE(tile >= 0);
    if (match.tile_owner(tile) < 0) return id;
  }
  FAIL("no free copy of " << kind);
  return {};
}

trib::Verdict put(ws::WodnySzlakMatch& match, int player, const std::string& kind, int x, int y,
                  int rot) {
  return match.apply(ws::Placement{player, free_copy(match, kind), ws::Cell{x, y}, rot});
}

void place(ws::WodnySzlakMatch& match, int player, const std::string& kind, int x, int y, int rot) {
  const trib::Verdict verdict = put(match, player, kind, x, y, rot);
  INFO(kind << " at (" << x << "," << y << ") rot " << rot << ": "
            << (!verdict.legal() ? verdict.reason().message : ""));
  REQUIRE(verdict.legal());
}

std::string rule_of(const trib::Verdict& verdict) {
  return !verdict.legal() ? verdict.reason().rule : "";
}

const ws::WodnySzlakMatch& typed(const trib::Replay& replayed) {
  return dynamic_cast<const ws::WodnySzlakMatch&>(*replayed.match);
}

}  // namespace wodny_szlak_test
