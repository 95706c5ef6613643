// Stub Game: players take stones in turn; the smallest game the registry takes.

#include "games/stub-game/stub_game.h"

#include "core/catalog.h"
#include "core/json_view.h"

namespace trib {

namespace stub_game {

namespace {

// The stones of a catalog: {"stones": {"<id>": {"points": 1..9}}}.
std::map<std::string, int> read_stones(const nlohmann::json& catalog, const std::string& path) {
  const JsonView root(catalog, path);
  root.expect_object({"stones", "provenance"});
  std::map<std::string, int> stones;
  for (const auto& [id, stone] : root.at("stones").members()) {
    if (id.rfind("x-", 0) == 0) continue;
    stone.expect_object({"points"});
    stones[id] = static_cast<int>(stone.at("points").as_int(1, 9));
  }
  if (stones.empty()) root.at("stones").fail("expected at least one stone");
  return stones;
}

const nlohmann::json& bundled_stones() {
  static const nlohmann::json catalog = [] {
    nlohmann::json document = load_game_data("stub-game", "stones.json");
    read_stones(document, "");
    return document;
  }();
  return catalog;
}

struct Move {
  int player = 0;
  std::string stone;
};

Move read_move(const nlohmann::json& move, const std::map<std::string, int>& stones,
               std::size_t players) {
  const JsonView view(move);
  view.expect_object({"player", "stone"});
  Move out;
  out.player = static_cast<int>(view.at("player").as_int(0, static_cast<int>(players) - 1));
  out.stone = view.at("stone").as_string();
  if (stones.count(out.stone) == 0) view.at("stone").fail("no stone \"" + out.stone + "\"");
  return out;
}

class StubGame final : public Game {
 public:
  std::string_view id() const override { return "stub-game"; }
  std::string_view name() const override { return "Stub Game"; }
  std::string_view blurb() const override { return "A test game: take the stones in turn."; }
  int min_players() const override { return 1; }
  int max_players() const override { return 2; }
  nlohmann::json bundled_catalog() const override { return bundled_stones(); }
  nlohmann::json resolve_catalog(const nlohmann::json& overrides) const override {
    nlohmann::json merged =
        merge_catalog(bundled_stones(), overrides, {"stones"}, {"stones", "provenance"});
    read_stones(merged, "/catalog");
    return merged;
  }
  std::vector<std::string> catalog_sections_by_id() const override { return {"stones"}; }
  // BG Stats: the pile as the board; the first seat starts.
  void read_play_facts(const TableFile& table, const Scoreboard&, PlayFacts& facts) const override {
    facts.board = "A pile of " + std::to_string(table.catalog.at("stones").size()) + " stones";
    facts.start_seat = 0;
  }

 protected:
  std::unique_ptr<Match> make_match(const TableFile& table) const override {
    JsonView(table.setup, "/setup").expect_object({});
    return std::make_unique<StubMatch>(read_stones(resolve_catalog(table.catalog), "/catalog"),
                                       table.players);
  }
};

}  // namespace

StubMatch::StubMatch(std::map<std::string, int> stones, std::vector<std::string> players)
    : stones_(std::move(stones)), players_(std::move(players)) {}

Verdict StubMatch::check(const nlohmann::json& move) const {
  const Move m = read_move(move, stones_, players_.size());
  if (m.player != next_player()) {
    return illegal("not-your-turn", "It is " + players_[next_player()] + "'s turn.");
  }
  return check_house_ruling(move);
}

Verdict StubMatch::check_house_ruling(const nlohmann::json& move) const {
  const Move m = read_move(move, stones_, players_.size());
  if (owner_.count(m.stone) != 0) {
    return illegal("stone-taken", "Stone " + m.stone + " is already taken.");
  }
  return legal();
}

Verdict StubMatch::apply(const nlohmann::json& move) {
  if (Verdict verdict = check(move); !verdict.legal()) return verdict;
  take(move);
  return legal();
}

Verdict StubMatch::apply_house_ruling(const nlohmann::json& move) {
  if (Verdict verdict = check_house_ruling(move); !verdict.legal()) return verdict;
  take(move);
  return legal();
}

void StubMatch::take(const nlohmann::json& move) {
  const Move m = read_move(move, stones_, players_.size());
  taken_.push_back(m.stone);
  owner_[m.stone] = m.player;
}

Scoreboard StubMatch::score() const {
  Scoreboard board;
  board.finished = finished();
  board.players.resize(players_.size());
  for (std::size_t seat = 0; seat < players_.size(); ++seat)
    board.players[seat].name = players_[seat];
  for (const auto& [stone, seat] : owner_) {
    PlayerResult& player = board.players[static_cast<std::size_t>(seat)];
    BreakdownLine line;
    line.label = "Stone " + stone;
    line.points = stones_.at(stone);
    player.score += line.points;
    player.breakdown.push_back(std::move(line));
  }
  assign_places(board.players);
  return board;
}

std::unique_ptr<StubMatch> start_match(const TableFile& table) {
  return start_typed<StubMatch>(stub_game_game(), table);
}

}  // namespace stub_game

const Game& stub_game_game() {
  static const stub_game::StubGame game;
  return game;
}

}  // namespace trib
