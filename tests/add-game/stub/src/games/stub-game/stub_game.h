#pragma once
// Stub Game (1-2 players), the smallest game the registry takes: players take the
// catalog's stones in turn, each worth its points. It exists to show that a game is its
// own folders and nothing else (tests/add-game/check.sh), and it is the fixture game the
// shared suites run through (tests/fixture/).

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"

namespace trib {

// The game's registry entry.
const Game& stub_game_game();

namespace stub_game {

class StubMatch final : public Match {
 public:
  StubMatch(std::map<std::string, int> stones, std::vector<std::string> players);

  // A move is {"player": <seat>, "stone": "<id>"}: "not-your-turn", "stone-taken".
  Verdict check(const nlohmann::json& move) const override;
  Verdict apply(const nlohmann::json& move) override;
  // A house ruling may let a player take out of turn, never take a stone taken already.
  Verdict check_house_ruling(const nlohmann::json& move) const override;
  Verdict apply_house_ruling(const nlohmann::json& move) override;
  Scoreboard score() const override;
  bool finished() const override { return taken_.size() == stones_.size(); }
  std::size_t move_count() const override { return taken_.size(); }

  const std::map<std::string, int>& stones() const { return stones_; }  // id -> points
  const std::map<std::string, int>& taken() const { return owner_; }    // id -> seat
  int next_player() const { return static_cast<int>(taken_.size() % players_.size()); }

 private:
  void take(const nlohmann::json& move);

  std::map<std::string, int> stones_;
  std::vector<std::string> players_;
  std::vector<std::string> taken_;  // in the order taken
  std::map<std::string, int> owner_;
};

// The typed match for a table file, at move 0: stub_game_game().start(table) as a
// StubMatch.
std::unique_ptr<StubMatch> start_match(const TableFile& table);

}  // namespace stub_game
}  // namespace trib
