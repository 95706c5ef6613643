#pragma once
// What the shared results picture (#38) shows, decided without drawing: the game, the
// date, each player's place, score, rank title and personal-best badge, and where the
// picture is saved by default.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "session/controller.h"
#include "store/store.h"

namespace trib::ui {

struct ResultsCardData {
  std::string game_id;
  std::string game_name;
  std::string date;  // "YYYY-MM-DD": when the table says it was played, else when it ended
  // In place order. new_best: the score is at least the player's best before this game
  // (ties count); previous_best empty with new_best: the player's first game of it.
  std::vector<FinalResult> results;
  bool solo() const { return results.size() == 1; }
};

// Marks `result` a personal best against the player's earlier scores in the same game.
// No badge when the fewest points won (a flipped raft): such a score is no best.
void mark_personal_best(FinalResult& result, const std::vector<double>& earlier, bool highest_wins);

// The scores of `history` (in the order played) before session `session_id`; all of them
// when the session is not in it (a table file that is not stored). Scores of games the
// fewest won are left out, as Records' bests leave them out.
std::vector<double> scores_before(const std::vector<ScorePoint>& history,
                                  std::optional<std::int64_t> session_id);

// The card of a finished session; the badges come from `store` (none without one).
ResultsCardData results_card_data(const SessionController& session, const Store* store);

// "FOLDER/tributary-<game>-<date>.png", in `pictures` when it is a folder, else `home`.
std::string default_card_path(const ResultsCardData& card, const std::string& pictures,
                              const std::string& home);

}  // namespace trib::ui
