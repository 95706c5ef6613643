// A small hand-made River Woods table for the rule tests, with its own catalog.

#include "fixture.h"

namespace river_woods_test {

namespace {

json full(const char* terrain, const char* token = nullptr, bool cabin = false) {
  json tile = {{"terrain", terrain}};
  if (token) tile["token"] = token;
  if (cabin) tile["cabin"] = true;
  return tile;
}

json placed(const char* tile, int q, int r, int rot = 0) {
  return {{"tile", tile}, {"at", {q, r}}, {"rot", rot}};
}

}  // namespace

json test_catalog() {
  return {
      {"starting",
       {{"cab-g", full("green", nullptr, true)},
        {"cab-p", full("pink", nullptr, true)},
        {"cab-x", full("yellow", nullptr, true)},
        {"cab-z", full("purple", nullptr, true)},
        {"g", full("green")},
        {"g2", full("green")},
        {"y", full("yellow")},
        {"u", full("purple")},
        {"r", full("river")},
        {"flw", full("yellow", "flower")},
        {"tea", full("green", "tea")},
        {"pr",
         {{"halves",
           {{{"terrain", "pink"}, {"edges", {0, 1, 2}}},
            {{"terrain", "river"}, {"edges", {3, 4, 5}}}}}}}}},
      {"terrains",
       {{"d-g1", full("green")},
        {"d-g2", full("green")},
        {"d-g3", full("green")},
        {"d-p1", full("pink")},
        {"d-p2", full("pink")},
        {"d-u1", full("purple")},
        {"d-r", full("river")},
        {"d-tea1", full("purple", "tea")},
        {"d-tea2", full("yellow", "tea")},
        {"d-flw", full("pink", "flower")},
        {"d-py",
         {{"halves",
           {{{"terrain", "pink"}, {"edges", {0, 1, 2}}},
            {{"terrain", "yellow"}, {"edges", {3, 4, 5}}}}}}}}},
      {"companions",
       {{"fox", {{"name", "Fox"}, {"token", "berry"}, {"ability", {{"hiker", "green"}}}}},
        {"rabbit", {{"name", "Rabbit"}, {"token", "flower"}, {"ability", {{"hiker", "pink"}}}}},
        {"boar", {{"name", "Boar"}, {"token", "berry"}, {"ability", {{"artist", "boar"}}}}},
        {"otter", {{"name", "Otter"}, {"token", "tea"}, {"ability", {{"artist", "otter"}}}}},
        {"shrew", {{"name", "Shrew"}, {"token", "flower"}, {"ability", {{"artist", "shrew"}}}}},
        {"stoat", {{"name", "Stoat"}, {"token", "mountain"}, {"ability", {{"artist", "stoat"}}}}},
        {"hedgehog", {{"name", "Hedgehog"}, {"token", "tea"}, {"ability", {{"forager", "tea"}}}}}}},
      {"terrain_objectives",
       {{"cs-green",
         {{"objective", {{"colour-size", {{"colour", "green"}}}}},
          {"need", {4, 5, 6}},
          {"stars", {5, 3, 1}}}},
        {"cs-any",
         {{"objective", {{"colour-size", json::object()}}},
          {"need", {5, 6, 7}},
          {"stars", {4, 2, 1}}}},
        {"cs-pink",
         {{"objective", {{"colour-size", {{"colour", "pink"}}}}},
          {"need", {2, 3, 4}},
          {"stars", {6, 4, 2}}}},
        {"two-gp",
         {{"objective", {{"two-regions", {{"colours", {"green", "pink"}}}}}},
          {"need", {1, 2, 3}},
          {"stars", {6, 4, 2}}}},
        {"ta-tea",
         {{"objective", {{"tokens-around", {{"token", "tea"}}}}},
          {"need", {1, 2, 3}},
          {"stars", {3, 2, 1}}}},
        {"ta-flower",
         {{"objective", {{"tokens-around", {{"token", "flower"}}}}},
          {"need", {2, 3, 3}},
          {"stars", {3, 2, 1}}}},
        {"hard",
         {{"objective", {{"colour-size", json::object()}}},
          {"need", {20, 21, 22}},
          {"stars", {9, 9, 9}}}}}},
      {"round_objectives",
       {{"r-tea3", {{"tokens", {"tea", "tea", "tea"}}, {"stars", {3, 1}}}},
        {"r-dist", {{"tokens", "distinct"}, {"stars", {2, 1}}}},
        {"r-none", {{"tokens", {"berry", "berry", "berry"}}, {"stars", {5, 2}}}}}},
      {"game_end_objectives",
       {{"e-green", {{"colour", "green"}}}, {"e-pink", {{"colour", "pink"}}}}},
  };
}

json test_setup(int players) {
  json map = json::array({placed("cab-g", 0, 0), placed("g", 1, 0), placed("cab-p", 2, 0),
                          placed("u", 0, -1), placed("y", 1, -1), placed("g2", 2, -1),
                          placed("flw", -1, 0), placed("pr", -1, 1), placed("tea", 0, 1),
                          placed("r", 1, 1)});
  json mains = json::array({{0, 0}, {2, 0}});
  if (players >= 3) {
    map.push_back(placed("cab-x", 3, -1));
    mains.push_back({3, -1});
  }
  if (players >= 4) {
    map.push_back(placed("cab-z", -1, -1));
    mains.push_back({-1, -1});
  }
  return {{"map", map}, {"mains", mains}, {"public", {"hard"}}, {"rounds", {"r-none"}}};
}

json turn(int player, int disc, const std::string& action, std::vector<json> steps) {
  return {{"player", player},
          {"disc", disc},
          {"action", action},
          {"steps", json::array_t(steps.begin(), steps.end())}};
}

json place(const std::string& tile, int q, int r, int rot, bool on_top) {
  json out = {{"place", tile}, {"at", {q, r}}, {"rot", rot}};
  if (on_top) out["on_top"] = true;
  return out;
}

json step(const std::string& piece, int q, int r) {
  return {{"piece", piece}, {"to", {q, r}}};
}

json take(const std::string& id, int slot, const std::string& side, json summon) {
  json out = {{"take", id}, {"slot", slot}, {"side", side}};
  if (!summon.is_null()) out["summon"] = std::move(summon);
  return out;
}

Table reachable_green_table() {
  json setup = test_setup(2);
  setup["public"] = {"cs-green"};
  const json easier = {{"objective", {{"colour-size", {{"colour", "green"}}}}},
                       {"need", {3, 4, 5}},
                       {"stars", {5, 3, 1}}};
  return Table(2, setup, {{"terrain_objectives", {{"cs-green", easier}}}});
}

Table::Table(int players, json setup, json catalog_extra) {
  for (int p = 0; p < players; ++p)
    file.players.push_back(std::string(1, static_cast<char>('A' + p)));
  file.game = "river-woods";
  file.catalog = test_catalog();
  for (auto it = catalog_extra.begin(); it != catalog_extra.end(); ++it) {
    if (it.value().is_object() && file.catalog.contains(it.key())) {
      for (auto entry = it.value().begin(); entry != it.value().end(); ++entry) {
        file.catalog[it.key()][entry.key()] = entry.value();
      }
    } else {
      file.catalog[it.key()] = it.value();
    }
  }
  file.setup = setup.is_null() ? test_setup(players) : std::move(setup);
  replay = trib::replay(trib::river_woods_game(), file);
}

std::string Table::play(const json& move) {
  const trib::Verdict verdict = trib::apply_move(replay, move, moves);
  if (!verdict.legal()) return verdict.reason().rule;
  file.moves.push_back(move);
  ++moves;
  return "";
}

void Table::skip_to(int player) {
  for (int guard = 0; guard < 20 && state().current_player() != player; ++guard) {
    const int who = state().current_player();
    int disc = 1;
    while (state().players[who].discs_used[disc - 1]) ++disc;
    play(turn(who, disc, "terrain"));
  }
}

RiverWoodsMatch& Table::match() const {
  return dynamic_cast<RiverWoodsMatch&>(*replay.match);
}

}  // namespace river_woods_test
