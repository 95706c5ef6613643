// The stub game's solo analysis: alone at the table, the player takes every stone, so the
// best is their sum, proven.

#include <memory>

#include "analysis/solo_analyser.h"
#include "games/stub-game/stub_game.h"

namespace trib::analysis {

namespace {

class StubAnalyser final : public SoloAnalyser {
 public:
  std::string_view game_id() const override { return stub_game_game().id(); }

  Report analyse(const Match& match, const TableFile&, std::optional<std::size_t>,
                 double) const override {
    const auto& stub = dynamic_cast<const stub_game::StubMatch&>(match);
    int best = 0;
    for (const auto& [id, points] : stub.stones()) best += points;
    const double score = match.score().players.at(0).score;
    return {"Stub Game analysis\n\nBest: " + std::to_string(best) + " (proven optimal)\n",
            {{"game", stub_game_game().id()},
             {"best", {{"score", best}, {"proven", true}}},
             {"player", {{"score", score}}}}};
  }
};

}  // namespace

std::unique_ptr<SoloAnalyser> make_stub_game_analyser() {
  return std::make_unique<StubAnalyser>();
}

}  // namespace trib::analysis
