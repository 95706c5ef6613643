#pragma once
// Small builders for Roaring River tests: tables, rounds and a match driven by JSON moves.

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/roaring-river/roaring_river.h"

namespace roaring_river_test {

using nlohmann::json;
using trib::roaring_river::RoaringRiverMatch;

inline const trib::Game& game() {
  return trib::roaring_river_game();
}

// Players "P0", "P1", ...; every player is a Thrill-seeker unless motivations are given.
inline trib::TableFile table(int players, json setup = json::object(),
                             json catalog = json::object()) {
  trib::TableFile t;
  t.game = "roaring-river";
  for (int i = 0; i < players; ++i) t.players.push_back("P" + std::to_string(i));
  if (!setup.contains("motivations")) {
    setup["motivations"] = json::array();
    for (int i = 0; i < players; ++i) setup["motivations"].push_back("thrill-seeker");
  }
  if (!setup.contains("river")) setup["river"] = {"1", "2", "3", "4", "1F"};
  t.setup = setup;
  t.catalog = catalog;
  return t;
}

inline std::unique_ptr<RoaringRiverMatch> start(int players, json setup = json::object(),
                                                json catalog = json::object()) {
  return trib::roaring_river::start_match(table(players, std::move(setup), std::move(catalog)));
}

// The helpers' river (A0 "1", A1 "2", B0 "3", B1 "4", B2 "1F") with the danger thresholds
// out of reach.
inline std::unique_ptr<RoaringRiverMatch> calm(int players = 3, int deck = 35) {
  return start(players, {{"thresholds", {99, 99, 99}}, {"deck", deck}});
}

// One round: plays as "3L" per player (2-player: "3L 2R" = set 1 then set 2).
inline json round(const std::vector<std::string>& plays, const std::vector<std::string>& deal,
                  json recover = nullptr) {
  json move = {{"plays", json::array()}, {"deal", deal}};
  for (const std::string& play : plays) {
    json cards = json::array();
    std::size_t from = 0;
    while (from < play.size()) {
      const std::size_t space = play.find(' ', from);
      const std::size_t to = space == std::string::npos ? play.size() : space;
      cards.push_back(play.substr(from, to - from));
      from = to + 1;
    }
    move["plays"].push_back(cards);
  }
  if (!recover.is_null()) move["recover"] = recover;
  return move;
}

inline const std::vector<std::string> kDeal3 = {"1", "2", "3"};
inline const std::vector<std::string> kDeal5 = {"1", "2", "3", "4", "2D"};

// The rule id of a refused move, "" when it was applied.
inline std::string rule_of(RoaringRiverMatch& match, const json& move) {
  const auto verdict = match.apply(move);
  return !verdict.legal() ? verdict.reason().rule : "";
}

}  // namespace roaring_river_test
