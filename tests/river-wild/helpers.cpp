// Small hand-made River Wild tables for the tests.

#include "helpers.h"

#include <doctest/doctest.h>

namespace river_wild_test {

json card(std::vector<std::string> rows, std::vector<json> items) {
  return {{"rows", rows}, {"items", json::array_t(items.begin(), items.end())}};
}

json deck(int width, int height, json source, json cards) {
  return {{"grid", {width, height}}, {"source", source}, {"cards", cards}};
}

trib::TableFile table(json catalog, json setup, std::vector<json> moves) {
  trib::TableFile t;
  t.game = "river-wild";
  t.players = {"Ada"};
  t.catalog = std::move(catalog);
  t.setup = std::move(setup);
  t.moves = json::array_t(moves.begin(), moves.end());
  return t;
}

rw::RiverWildMatch start(json catalog, json setup) {
  return *rw::start_match(table(std::move(catalog), std::move(setup)));
}

json move(const std::string& id, int row, int col, bool back) {
  return {{"card", id}, {"row", row}, {"col", col}, {"side", back ? "back" : "front"}};
}

void place(rw::RiverWildMatch& match, const std::string& id, int row, int col, bool back) {
  const trib::Verdict verdict = match.apply(move(id, row, col, back));
  INFO(id << " at (" << row << ", " << col << ")");
  REQUIRE_MESSAGE(
      verdict.legal(),
      (!verdict.legal() ? verdict.reason().rule + ": " + verdict.reason().message : ""));
}

json land_with(const json& details, int row, int col) {
  for (const json& land : details.at("lands")) {
    for (const json& cell : land.at("cells")) {
      if (cell == json::array({row, col})) return land;
    }
  }
  return nullptr;
}

}  // namespace river_wild_test
