// Records, personal bests, score history, rank counts and known player names.

#include <algorithm>

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

// Whether a result's session (`r`) had one seat, and whether it was mirrored move by move
// (a score pad stores no moves).
constexpr const char* solo_session =
    "(SELECT count(*) FROM session_players sp WHERE sp.session_id = r.session_id) = 1";
constexpr const char* mirrored_session =
    "EXISTS (SELECT 1 FROM moves m WHERE m.session_id = r.session_id)";

// The aggregate columns of a part of a pair's results, from a row of facts `f` (see
// result_facts): games, wins, low wins, games the highest score won, their best and total.
constexpr const char* part_columns =
    "count(*), total(f.place = 1 AND NOT f.solo), "
    "total(f.place = 1 AND NOT f.solo AND NOT f.highest_wins), total(f.highest_wins), "
    "max(CASE WHEN f.highest_wins THEN f.score END), "
    "total(CASE WHEN f.highest_wins THEN f.score END)";

// A part read from `part_columns` starting at `column`; `solo` says which games it holds.
PlayerRecord read_part(const Statement& query, int column, std::string player, std::string game,
                       bool solo) {
  PlayerRecord part;
  part.player = std::move(player);
  part.game = std::move(game);
  part.games = query.int64_at(column);
  part.wins = query.int64_at(column + 1);
  part.low_wins = query.int64_at(column + 2);
  part.solo_games = solo ? part.games : 0;
  const std::int64_t scored = query.int64_at(column + 3);
  if (!query.is_null(column + 4)) part.best = query.double_at(column + 4);
  if (scored > 0) part.average = query.double_at(column + 5) / static_cast<double>(scored);
  return part;
}

// Records of the mirrored sessions alone, aggregated from their results (the kept totals
// count every session). A pair played both ways gives two rows, as records() does.
std::vector<PlayerRecord> mirrored_records(sqlite3* db, const std::string& path,
                                           const std::optional<std::string>& game,
                                           const std::optional<std::string>& player) {
  std::string facts =
      std::string("SELECT r.player_id, r.game, r.score, r.place, r.highest_wins, ") + solo_session +
      " AS solo FROM results r WHERE " + mirrored_session;
  if (game) facts += " AND r.game = ?";
  if (player) facts += std::string(" AND r.player_id = ") + player_id_of;
  Statement query(db, path,
                  "SELECT p.name, f.game, f.solo, " + std::string(part_columns) + " FROM (" +
                      facts +
                      ") f JOIN players p ON p.id = f.player_id "
                      "GROUP BY f.game, f.player_id, f.solo ORDER BY f.game, p.name, f.solo DESC");
  int index = 1;
  if (game) query.bind(index++, *game);
  if (player) query.bind(index++, *player);
  std::vector<std::vector<PlayerRecord>> pairs;
  while (query.step()) {
    PlayerRecord part =
        read_part(query, 3, query.text_at(0), query.text_at(1), query.int64_at(2) != 0);
    const bool same_pair = !pairs.empty() && pairs.back().front().game == part.game &&
                           pairs.back().front().player == part.player;
    if (!same_pair) pairs.emplace_back();
    pairs.back().push_back(std::move(part));
  }
  // records()' order: by game, then best first (a pair without one last), then name.
  const auto best_of = [](const std::vector<PlayerRecord>& parts) {
    std::optional<double> best;
    for (const PlayerRecord& part : parts) {
      if (part.best && (!best || *part.best > *best)) best = part.best;
    }
    return best;
  };
  std::stable_sort(pairs.begin(), pairs.end(), [&](const auto& a, const auto& b) {
    if (a.front().game != b.front().game) return a.front().game < b.front().game;
    return best_of(a).value_or(-1e300) > best_of(b).value_or(-1e300);
  });
  std::vector<PlayerRecord> result;
  for (std::vector<PlayerRecord>& parts : pairs) {
    if (parts.size() == 2) {
      parts[0].solo = true;
      parts[1].solo = false;
    }
    for (PlayerRecord& part : parts) result.push_back(std::move(part));
  }
  return result;
}

// The WHERE conditions on a result `r` that score_history and rank_counts share.
std::string result_conditions(std::optional<bool> solo, RecordSessions sessions) {
  std::string sql = std::string("r.game = ? AND r.player_id = ") + player_id_of;
  if (solo) sql += std::string(*solo ? " AND " : " AND NOT ") + solo_session;
  if (sessions == RecordSessions::mirrored) sql += std::string(" AND ") + mirrored_session;
  return sql;
}

}  // namespace

std::vector<PlayerRecord> Store::records(const std::optional<std::string>& game,
                                         const std::optional<std::string>& player,
                                         RecordSessions sessions) const {
  if (sessions == RecordSessions::mirrored) return mirrored_records(db_, path_, game, player);
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

std::vector<ScorePoint> Store::score_history(const std::string& game, const std::string& player,
                                             std::optional<bool> solo,
                                             RecordSessions sessions) const {
  Statement query(db_, path_,
                  "SELECT r.session_id, r.finished_at, r.score, r.highest_wins FROM results r "
                  "WHERE " +
                      result_conditions(solo, sessions) + " ORDER BY r.finished_at, r.session_id");
  query.bind(1, game).bind(2, player);
  std::vector<ScorePoint> points;
  while (query.step()) {
    points.push_back(
        {query.int64_at(0), query.int64_at(1), query.double_at(2), query.int64_at(3) != 0});
  }
  return points;
}

std::vector<std::pair<std::string, std::int64_t>> Store::rank_counts(
    const std::string& game, const std::string& player, RecordSessions sessions) const {
  Statement query(db_, path_,
                  "SELECT r.rank, count(*) FROM results r WHERE " +
                      result_conditions(std::nullopt, sessions) +
                      " AND r.rank IS NOT NULL GROUP BY r.rank ORDER BY count(*) DESC, r.rank");
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
