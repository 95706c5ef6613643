// Wodny szlak's moves and setup in their table-file shapes.

#include "games/wodny-szlak/codec.h"
#include "core/text.h"

#include <algorithm>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_view.h"

namespace trib::wodny_szlak {

namespace {

constexpr int kRemovedSolo = 6;  // tiles set aside at random in the solo game

constexpr HandAction kActions[] = {HandAction::Draw, HandAction::Discard, HandAction::Pass};

int parse_player(const JsonView& v, int players) {
  if (players > 1 || v.has("player"))
    return static_cast<int>(v.at("player").as_int(0, players - 1));
  return 0;
}

HandMove parse_hand_move(const JsonView& v, HandAction action, int players) {
  const std::string_view key = action_key(action);
  v.expect_object({"player", key});
  HandMove m;
  m.action = action;
  m.player = parse_player(v, players);
  const JsonView list = v.at(key);
  if (action == HandAction::Pass && players == 1)
    list.fail(_("a solo game has no neighbour to pass to: discard the tiles instead"));
  if (list.size() == 0) list.fail(_("expected at least one tile id"));
  for (const JsonView& item : list.items()) {
    std::string id = item.as_string();
    if (std::find(m.tiles.begin(), m.tiles.end(), id) != m.tiles.end())
      item.fail(fill(_("tile \"{}\" appears twice in this move"), echo(id)));
    m.tiles.push_back(std::move(id));
  }
  return m;
}

}  // namespace

std::string_view action_key(HandAction action) {
  switch (action) {
    case HandAction::Draw:
      return "draw";
    case HandAction::Discard:
      return "discard";
    case HandAction::Pass:
      return "pass";
  }
  return "draw";
}

Move parse_move(const nlohmann::json& move, int players) {
  const JsonView v(move);
  if (v.is_object()) {
    for (HandAction action : kActions) {
      if (v.has(action_key(action))) return parse_hand_move(v, action, players);
    }
  }
  v.expect_object({"player", "tile", "x", "y", "rot"});
  Placement p;
  p.player = parse_player(v, players);
  p.tile = v.at("tile").as_string();
  p.cell.x = static_cast<int>(v.at("x").as_int(-kMaxCoordinate, kMaxCoordinate));
  p.cell.y = static_cast<int>(v.at("y").as_int(-kMaxCoordinate, kMaxCoordinate));
  if (v.has("rot")) p.rot = static_cast<int>(v.at("rot").as_int(0, 3));
  return p;
}

nlohmann::json move_json(const Placement& p) {
  return {{"player", p.player}, {"tile", p.tile}, {"x", p.cell.x}, {"y", p.cell.y}, {"rot", p.rot}};
}

nlohmann::json move_json(const HandMove& m) {
  return {{"player", m.player}, {std::string(action_key(m.action)), m.tiles}};
}

Setup parse_setup(const nlohmann::json& setup, const Catalog& catalog, int players, int fallback) {
  const JsonView v(setup, "/setup");
  v.expect_object({"starts", "removed"});
  Setup out;
  out.starts.assign(static_cast<std::size_t>(players), fallback);
  if (v.has("starts")) {
    const JsonView list = v.at("starts");
    if (list.size() != static_cast<std::size_t>(players)) {
      list.fail(fill(_("expected one starting tile per player ({})"), players));
    }
    for (int i = 0; i < players; ++i) {
      const JsonView id = list.at(static_cast<std::size_t>(i));
      out.starts[i] = catalog.find_start(id.as_string());
      if (out.starts[i] < 0)
        id.fail(fill(_("there is no starting tile \"{}\" in the catalog"), echo(id.as_string())));
    }
  }
  if (v.has("removed")) {
    const JsonView list = v.at("removed");
    if (players != 1) list.fail(_("tiles are removed at setup only in the solo game"));
    if (list.size() > static_cast<std::size_t>(kRemovedSolo))
      list.fail(fill(_("the solo game removes {} tiles, not more"), kRemovedSolo));
    for (const JsonView& item : list.items()) {
      const std::string id = item.as_string();
      const int tile = catalog.find_tile(id);
      if (tile < 0) item.fail(fill(_("there is no tile \"{}\" in the catalog"), echo(id)));
      if (!group_in_play(catalog.tiles[tile].group, 1))
        item.fail(fill(_("tile \"{}\" is not part of the solo game"), echo(id)));
      if (std::find(out.removed.begin(), out.removed.end(), tile) != out.removed.end())
        item.fail(fill(_("tile \"{}\" appears twice"), echo(id)));
      out.removed.push_back(tile);
    }
  }
  return out;
}

}  // namespace trib::wodny_szlak
