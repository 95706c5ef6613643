// The results card's contents: places and scores from the session, badges from the store.

#include "ui/shell/results_card_data.h"

#include <algorithm>
#include <ctime>
#include <filesystem>

#include "core/format.h"

namespace trib::ui {

void mark_personal_best(FinalResult& result, const std::vector<double>& earlier,
                        bool highest_wins) {
  result.previous_best.reset();
  result.new_best = false;
  if (!highest_wins) return;
  if (!earlier.empty()) result.previous_best = *std::max_element(earlier.begin(), earlier.end());
  result.new_best = !result.previous_best || result.player.score >= *result.previous_best;
}

std::vector<double> scores_before(const std::vector<ScorePoint>& history,
                                  std::optional<std::int64_t> session_id) {
  std::vector<double> scores;
  for (const ScorePoint& point : history) {
    if (session_id && point.session_id == *session_id) break;
    if (point.highest_wins) scores.push_back(point.score);  // as Records' best counts them
  }
  return scores;
}

namespace {

std::string card_date(const SessionController& session, const Store* store) {
  std::string date = session.table().played_at.value_or("");
  if (date.empty() && store != nullptr && session.session_id()) {
    if (const auto summary = store->session(*session.session_id()))
      date = format_date(summary->updated_at);
  }
  if (date.empty()) date = format_date(std::time(nullptr));
  return date.substr(0, 10);
}

}  // namespace

ResultsCardData results_card_data(const SessionController& session, const Store* store) {
  ResultsCardData card{std::string(session.game().id()),
                       std::string(session.game().name()),
                       card_date(session, store),
                       {}};
  const Scoreboard& board = session.scoreboard();
  const bool solo = board.players.size() == 1;
  for (const PlayerResult& player : board.players) {
    FinalResult result{player, std::nullopt, false};
    if (store != nullptr) {
      const std::vector<ScorePoint> history = store->score_history(card.game_id, player.name, solo);
      mark_personal_best(result, scores_before(history, session.session_id()), board.highest_wins);
    }
    card.results.push_back(std::move(result));
  }
  std::stable_sort(card.results.begin(), card.results.end(),
                   [](const auto& a, const auto& b) { return a.player.place < b.player.place; });
  return card;
}

std::string default_card_path(const ResultsCardData& card, const std::string& pictures,
                              const std::string& home) {
  std::error_code error;
  const std::filesystem::path folder =
      !pictures.empty() && std::filesystem::is_directory(pictures, error) ? pictures : home;
  return (folder / ("tributary-" + card.game_id + "-" + card.date + ".png")).string();
}

}  // namespace trib::ui
