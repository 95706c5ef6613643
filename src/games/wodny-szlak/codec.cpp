#include "games/wodny-szlak/codec.h"

#include "core/json_view.h"

namespace trib::wodny_szlak {

Placement parse_move(const nlohmann::json& move, int players) {
  const JsonView v(move);
  v.expect_object({"player", "tile", "x", "y", "rot"});
  Placement p;
  if (players > 1 || v.has("player"))
    p.player = static_cast<int>(v.at("player").as_int(0, players - 1));
  p.tile = v.at("tile").as_string();
  p.cell.x = static_cast<int>(v.at("x").as_int(-kMaxCoordinate, kMaxCoordinate));
  p.cell.y = static_cast<int>(v.at("y").as_int(-kMaxCoordinate, kMaxCoordinate));
  if (v.has("rot")) p.rot = static_cast<int>(v.at("rot").as_int(0, 3));
  return p;
}

nlohmann::json move_json(const Placement& p) {
  return {{"player", p.player}, {"tile", p.tile}, {"x", p.cell.x}, {"y", p.cell.y}, {"rot", p.rot}};
}

std::vector<int> parse_setup(const nlohmann::json& setup, const Catalog& catalog, int players,
                             int fallback) {
  const JsonView v(setup, "/setup");
  v.expect_object({"starts"});
  std::vector<int> starts(static_cast<std::size_t>(players), fallback);
  if (!v.has("starts")) return starts;
  const JsonView list = v.at("starts");
  if (list.size() != static_cast<std::size_t>(players)) {
    list.fail("expected one starting tile per player (" + std::to_string(players) + ")");
  }
  for (int i = 0; i < players; ++i) {
    const JsonView id = list.at(static_cast<std::size_t>(i));
    starts[i] = catalog.find_start(id.as_string());
    if (starts[i] < 0)
      id.fail("there is no starting tile \"" + id.as_string() + "\" in the catalog");
  }
  return starts;
}

}  // namespace trib::wodny_szlak
