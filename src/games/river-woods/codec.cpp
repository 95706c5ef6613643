// River Woods' setups and turns read from and written to their table-file JSON.

#include "games/river-woods/codec.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"

#include <algorithm>

#include "core/json_view.h"
#include "games/river-woods/json_names.h"

namespace trib::river_woods {

namespace {

const std::initializer_list<std::string_view> kPieceNames = {"main", "cylinder", "pawn"};
constexpr int kCoordinateLimit = 1000;

Cell read_cell(const JsonView& v) {
  if (!v.is_array() || v.size() != 2) v.fail(_("expected a cell [q, r]"));
  return {static_cast<int>(v.at(std::size_t{0}).as_int(-kCoordinateLimit, kCoordinateLimit)),
          static_cast<int>(v.at(std::size_t{1}).as_int(-kCoordinateLimit, kCoordinateLimit))};
}

Step read_step(const JsonView& v, int players) {
  if (!v.is_object()) v.fail(_("expected a step object"));
  Step step;
  if (v.has("piece")) {
    v.expect_object({"piece", "to", "take", "drop"});
    step.kind = Step::Kind::Move;
    step.piece = read_enum<Piece>(v.at("piece"), kPieceNames);
    step.at = read_cell(v.at("to"));
    if (v.has("take")) step.take_token = v.at("take").as_bool();
    if (v.has("drop")) step.drop = read_token(v.at("drop"));
  } else if (v.has("place")) {
    v.expect_object({"place", "at", "rot", "on_top"});
    step.kind = Step::Kind::Place;
    step.tile = v.at("place").as_string();
    step.at = read_cell(v.at("at"));
    if (v.has("rot")) step.rot = static_cast<int>(v.at("rot").as_int(0, 5));
    if (v.has("on_top")) step.on_top = v.at("on_top").as_bool();
  } else if (v.has("redraw")) {
    v.expect_object({"redraw"});
    step.kind = Step::Kind::Redraw;
    step.count = static_cast<int>(v.at("redraw").as_int(1, 3));
  } else if (v.has("take")) {
    v.expect_object({"take", "slot", "side", "summon"});
    step.kind = Step::Kind::Take;
    step.companion = v.at("take").as_string();
    step.slot = static_cast<int>(v.at("slot").as_int(1, 3));
    step.side = v.at("side").as_enum({"left", "right"}) == "left" ? Side::Left : Side::Right;
    if (v.has("summon")) step.summon = read_cell(v.at("summon"));
  } else if (v.has("refresh")) {
    v.expect_object({"refresh"});
    if (!v.at("refresh").as_bool()) v.at("refresh").fail(_("expected true"));
    step.kind = Step::Kind::Refresh;
  } else if (v.has("exchange")) {
    v.expect_object({"exchange", "for"});
    step.kind = Step::Kind::Exchange;
    step.give = read_token(v.at("exchange"));
    step.get = read_token(v.at("for"));
  } else if (v.has("push")) {
    v.expect_object({"push", "path"});
    step.kind = Step::Kind::Push;
    const JsonView target = v.at("push");
    target.expect_object({"player", "piece"});
    step.push_player = static_cast<int>(target.at("player").as_int(0, players - 1));
    step.piece = read_enum<Piece>(target.at("piece"), kPieceNames);
    const JsonView path = v.at("path");
    if (path.size() < 1 || path.size() > 2) path.fail(_("a push moves a piece 1 or 2 steps"));
    for (const JsonView& cell : path.items()) step.path.push_back(read_cell(cell));
  } else {
    v.fail(_("unknown step: expected place, redraw, take, refresh, piece, exchange or push"));
  }
  return step;
}

std::vector<int> read_ids(const JsonView& v, int (Catalog::*find)(std::string_view) const,
                          const Catalog& catalog, const char* unknown) {
  std::vector<int> out;
  for (const JsonView& item : v.items()) {
    const std::string id = item.as_string();
    const int index = (catalog.*find)(id);
    if (index < 0) item.fail(fill(_(unknown), echo(id)));
    out.push_back(index);
  }
  return out;
}

void place_map(const JsonView& setup, const Catalog& catalog, State& state) {
  const JsonView map = setup.at("map");
  std::vector<PlacedStart> tiles;
  if (map.is_string()) {
    const auto found = catalog.maps.find(map.as_string());
    if (found == catalog.maps.end()) map.fail(fill(_("unknown map \"{}\""), echo(map.as_string())));
    tiles = found->second;
  } else {
    for (const JsonView& item : map.items()) {
      item.expect_object({"tile", "at", "rot"});
      PlacedStart placed;
      const JsonView id = item.at("tile");
      placed.tile = catalog.find_starting(id.as_string());
      if (placed.tile < 0) id.fail(fill(_("unknown starting tile \"{}\""), echo(id.as_string())));
      placed.at = read_cell(item.at("at"));
      if (item.has("rot")) placed.rot = static_cast<int>(item.at("rot").as_int(0, 5));
      for (const PlacedStart& other : tiles) {
        if (other.at == placed.at) item.at("at").fail(_("two starting tiles on one cell"));
      }
      tiles.push_back(placed);
    }
    if (tiles.empty()) map.fail(_("a map needs at least one tile"));
  }
  for (const PlacedStart& placed : tiles) {
    if (placed.tile < 0 || placed.tile >= static_cast<int>(catalog.starting.size())) {
      map.fail(_("the map names a starting tile the catalog does not define"));
    }
    state.board.place(placed.at, {&catalog.starting[placed.tile], placed.rot});
  }
}

}  // namespace

Turn parse_turn(const nlohmann::json& move, int players) {
  const JsonView v(move);
  v.expect_object({"player", "disc", "action", "steps"});
  Turn turn;
  turn.player = static_cast<int>(v.at("player").as_int(0, players - 1));
  turn.disc = static_cast<int>(v.at("disc").as_int(1, 3));
  const std::string action = v.at("action").as_enum({"terrain", "companion", "movement"});
  turn.action = action == "terrain"     ? Action::Terrain
                : action == "companion" ? Action::Companion
                                        : Action::Movement;
  if (v.has("steps")) {
    for (const JsonView& step : v.at("steps").items())
      turn.steps.push_back(read_step(step, players));
  }
  return turn;
}

nlohmann::json cell_json(Cell cell) {
  return nlohmann::json::array({cell.q, cell.r});
}

nlohmann::json turn_json(const Turn& turn) {
  nlohmann::json steps = nlohmann::json::array();
  for (const Step& s : turn.steps) {
    nlohmann::json j;
    switch (s.kind) {
      case Step::Kind::Place:
        j = {{"place", s.tile}, {"at", cell_json(s.at)}, {"rot", s.rot}};
        if (s.on_top) j["on_top"] = true;
        break;
      case Step::Kind::Redraw:
        j = {{"redraw", s.count}};
        break;
      case Step::Kind::Take:
        j = {{"take", s.companion}, {"slot", s.slot}, {"side", side_name(s.side)}};
        if (s.summon) j["summon"] = cell_json(*s.summon);
        break;
      case Step::Kind::Refresh:
        j = {{"refresh", true}};
        break;
      case Step::Kind::Move:
        j = {{"piece", piece_name(s.piece)}, {"to", cell_json(s.at)}};
        if (s.take_token) j["take"] = true;
        if (s.drop) j["drop"] = token_name(*s.drop);
        break;
      case Step::Kind::Exchange:
        j = {{"exchange", token_name(s.give)}, {"for", token_name(s.get)}};
        break;
      case Step::Kind::Push: {
        nlohmann::json path = nlohmann::json::array();
        for (Cell c : s.path) path.push_back(cell_json(c));
        j = {{"push", {{"player", s.push_player}, {"piece", piece_name(s.piece)}}}, {"path", path}};
        break;
      }
    }
    steps.push_back(std::move(j));
  }
  return {{"player", turn.player},
          {"disc", turn.disc},
          {"action", action_name(turn.action)},
          {"steps", steps}};
}

State parse_setup(const nlohmann::json& setup, const Catalog& catalog, int players) {
  const JsonView v(setup, "/setup");
  v.expect_object({"map", "mains", "first", "public", "hands", "rounds", "game_end"});
  State state;
  state.players.resize(players);
  state.terrain_used.assign(catalog.terrains.size(), false);
  place_map(v, catalog, state);

  const JsonView mains = v.at("mains");
  if (mains.size() != static_cast<std::size_t>(players)) {
    mains.fail(fill(_("expected one main piece per player ({})"), players));
  }
  for (int p = 0; p < players; ++p) {
    const JsonView at = mains.at(static_cast<std::size_t>(p));
    const Cell cell = read_cell(at);
    const PlacedTile* top = state.board.top(cell);
    if (top == nullptr || !top->tile->cabin) at.fail(_("a main piece starts on a cabin tile"));
    if (state.piece_at(cell)) at.fail(_("two main pieces on one cabin"));
    state.players[p].pieces[static_cast<int>(Piece::Main)] = cell;
  }
  if (v.has("first")) state.first = static_cast<int>(v.at("first").as_int(0, players - 1));

  std::vector<int> used_cards;
  const auto note_card = [&](const JsonView& at, int card) {
    if (std::find(used_cards.begin(), used_cards.end(), card) != used_cards.end()) {
      at.fail(fill(_("the objective card \"{}\" is used twice"), echo(at.as_string())));
    }
    used_cards.push_back(card);
  };
  const JsonView row = v.at("public");
  if (row.size() < 1 || row.size() > 5) row.fail(_("the public row holds 1 to 5 cards at setup"));
  const std::vector<int> public_cards = read_ids(row, &Catalog::find_terrain_objective, catalog,
                                                 N_("unknown terrain objective \"{}\""));
  for (std::size_t i = 0; i < public_cards.size(); ++i) {
    note_card(row.at(i), public_cards[i]);
    state.row.push_back({public_cards[i], {}});
  }
  if (v.has("hands")) {
    const JsonView hands = v.at("hands");
    if (hands.size() != static_cast<std::size_t>(players)) {
      hands.fail(fill(_("expected one hand per player ({})"), players));
    }
    for (int p = 0; p < players; ++p) {
      const JsonView hand = hands.at(static_cast<std::size_t>(p));
      if (hand.size() > 2) hand.fail(_("a player holds at most two secret objective cards"));
      state.players[p].hand = read_ids(hand, &Catalog::find_terrain_objective, catalog,
                                       N_("unknown terrain objective \"{}\""));
      for (std::size_t i = 0; i < hand.size(); ++i) note_card(hand.at(i), state.players[p].hand[i]);
    }
  }
  if (state.row.size() >= 5) {
    for (PlayerState& player : state.players) player.hand.clear();  // the row is already full
  }
  const JsonView rounds = v.at("rounds");
  if (rounds.size() > 5) rounds.fail(_("there are at most five round objectives"));
  const std::vector<int> round_cards = read_ids(rounds, &Catalog::find_round_objective, catalog,
                                                N_("unknown round objective \"{}\""));
  for (std::size_t i = 0; i < round_cards.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (round_cards[j] == round_cards[i]) rounds.at(i).fail(_("a round objective is used twice"));
    }
    state.rounds.push_back({round_cards[i], {}});
  }
  if (v.has("game_end")) {
    const JsonView cards = v.at("game_end");
    if (cards.size() > 2) cards.fail(_("the variant uses two game-end objective cards"));
    state.game_end = read_ids(cards, &Catalog::find_game_end_objective, catalog,
                              N_("unknown game-end objective \"{}\""));
    if (state.game_end.size() == 2 && state.game_end[0] == state.game_end[1]) {
      cards.at(1).fail(_("a game-end objective is used twice"));
    }
  }
  return state;
}

}  // namespace trib::river_woods
