// Records, personal bests, score history, rank counts and known player names.

#include "store/database.h"
#include "store/rows.h"

namespace trib {
using namespace store_detail;

namespace {

// The first player of that name, compared as player_key does.
constexpr const char* player_id_of =
    "(SELECT id FROM players WHERE player_key(name) = player_key(?) ORDER BY id LIMIT 1)";

// A pair's solo games and games with others, apart, from its row's totals of each part
// (schema 4): each part's count, wins, and the best and average of the games the highest
// score won. The solo part comes first.
std::vector<PlayerRecord> split_solo(const PlayerRecord& both, const Statement& row) {
  PlayerRecord solo;
  solo.player = both.player;
  solo.game = both.game;
  solo.solo = true;
  solo.games = both.solo_games;
  solo.solo_games = both.solo_games;
  const std::int64_t solo_scored = row.int64_at(9);
  if (!row.is_null(10)) solo.best = row.double_at(10);
  if (solo_scored > 0) solo.average = row.double_at(11) / static_cast<double>(solo_scored);
  PlayerRecord others;
  others.player = both.player;
  others.game = both.game;
  others.solo = false;
  others.games = both.games - both.solo_games;
  others.wins = both.wins;
  others.low_wins = both.low_wins;
  const std::int64_t others_scored = row.int64_at(6) - solo_scored;
  if (!row.is_null(12)) others.best = row.double_at(12);
  if (others_scored > 0) others.average = row.double_at(13) / static_cast<double>(others_scored);
  return {std::move(solo), std::move(others)};
}

}  // namespace

std::vector<PlayerRecord> Store::records(const std::optional<std::string>& game,
                                         const std::optional<std::string>& player) const {
  std::string sql =
      "SELECT p.name, pr.game, pr.games, pr.wins, pr.low_wins, pr.solo_games, pr.scored, "
      "pr.best, pr.total, pr.solo_scored, pr.solo_best, pr.solo_total, pr.others_best, "
      "pr.others_total FROM player_records pr "
      "JOIN players p ON p.id = pr.player_id WHERE pr.games > 0";
  if (game) sql += " AND pr.game = ?";
  if (player) sql += std::string(" AND pr.player_id = ") + player_id_of;
  sql += " ORDER BY pr.game, pr.best DESC, p.name";
  Statement query(db_, path_, sql);
  int index = 1;
  if (game) query.bind(index++, *game);
  if (player) query.bind(index++, *player);
  std::vector<PlayerRecord> result;
  while (query.step()) {
    PlayerRecord record;
    record.player = query.text_at(0);
    record.game = query.text_at(1);
    record.games = query.int64_at(2);
    record.wins = query.int64_at(3);
    record.low_wins = query.int64_at(4);
    record.solo_games = query.int64_at(5);
    const std::int64_t scored = query.int64_at(6);
    if (!query.is_null(7)) record.best = query.double_at(7);
    if (scored > 0) record.average = query.double_at(8) / static_cast<double>(scored);
    if (record.solo_games > 0 && record.solo_games < record.games) {
      // Played both ways: a solo score and a table's are no one best or average.
      for (PlayerRecord& part : split_solo(record, query)) result.push_back(std::move(part));
    } else {
      result.push_back(std::move(record));
    }
  }
  return result;
}

std::optional<double> Store::personal_best(const std::string& game,
                                           const std::string& player) const {
  Statement query(db_, path_,
                  std::string("SELECT best FROM player_records WHERE game = ? AND player_id = ") +
                      player_id_of);
  query.bind(1, game).bind(2, player);
  if (!query.step() || query.is_null(0)) return std::nullopt;
  return query.double_at(0);
}

std::vector<ScorePoint> Store::score_history(const std::string& game,
                                             const std::string& player) const {
  Statement query(db_, path_,
                  std::string("SELECT session_id, finished_at, score FROM results "
                              "WHERE game = ? AND player_id = ") +
                      player_id_of + " ORDER BY finished_at, session_id");
  query.bind(1, game).bind(2, player);
  std::vector<ScorePoint> points;
  while (query.step()) points.push_back({query.int64_at(0), query.int64_at(1), query.double_at(2)});
  return points;
}

std::vector<std::pair<std::string, std::int64_t>> Store::rank_counts(
    const std::string& game, const std::string& player) const {
  Statement query(db_, path_,
                  std::string("SELECT rank, count(*) FROM results WHERE game = ? AND "
                              "player_id = ") +
                      player_id_of +
                      " AND rank IS NOT NULL GROUP BY rank "
                      "ORDER BY count(*) DESC, rank");
  query.bind(1, game).bind(2, player);
  std::vector<std::pair<std::string, std::int64_t>> counts;
  while (query.step()) counts.emplace_back(query.text_at(0), query.int64_at(1));
  return counts;
}

std::set<std::string> Store::note_values(std::string_view note) const {
  // instr() passes over the sessions that cannot hold the note without parsing their JSON.
  const std::string key = "\"" + std::string(note) + "\"";
  Statement query(db_, path_,
                  "SELECT CASE WHEN json_valid(table_json) THEN json_extract(table_json, ?) END "
                  "FROM sessions WHERE instr(table_json, ?) > 0");
  query.bind(1, "$." + key).bind(2, key);
  std::set<std::string> values;
  while (query.step()) {
    if (!query.is_null(0)) values.insert(query.text_at(0));
  }
  return values;
}

std::vector<std::string> Store::player_names() const {
  Statement query(db_, path_, "SELECT name FROM players ORDER BY last_used_at DESC, name");
  std::vector<std::string> names;
  while (query.step()) names.push_back(query.text_at(0));
  return names;
}

}  // namespace trib
