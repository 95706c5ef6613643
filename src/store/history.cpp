// Session summaries for the history list, filtered by game, player and status.
// A page is found in two steps: the ids, newest first, off one index (a player filter
// walks the player's seats, which carry copies of game, status and updated_at); then a
// summary for each id on that page only.

#include "store/database.h"
#include "store/rows.h"

namespace trib {
using namespace store_detail;

namespace {

// Fixed SQL fragments only; every value is bound.
std::string page_query(const HistoryFilter& filter) {
  std::string sql;
  if (filter.player) {
    sql =
        "SELECT session_id FROM session_players "
        "WHERE player_id = (SELECT id FROM players "
        "WHERE player_key(name) = player_key(?) ORDER BY id LIMIT 1)";
  } else {
    sql = "SELECT id FROM sessions WHERE 1";
  }
  if (filter.game) sql += " AND game = ?";
  if (filter.status) sql += " AND status = ?";
  // Newest first by id, the sequence SQLite gives new sessions: a clock set ahead when a
  // session was stored would keep it first by its time for good. A negative limit means
  // "all", as in SQLite.
  return sql + " ORDER BY " + (filter.player ? "session_id" : "id") + " DESC LIMIT ? OFFSET ?";
}

std::vector<std::int64_t> page_ids(sqlite3* db, const std::string& path,
                                   const HistoryFilter& filter) {
  Statement query(db, path, page_query(filter));
  int index = 1;
  if (filter.player) query.bind(index++, *filter.player);
  if (filter.game) query.bind(index++, *filter.game);
  if (filter.status) query.bind(index++, std::string_view(status_name(*filter.status)));
  query.bind(index, filter.limit);
  query.bind(index + 1, std::max(filter.offset, 0));
  std::vector<std::int64_t> ids;
  while (query.step()) ids.push_back(query.int64_at(0));
  return ids;
}

// Reads summaries with three reusable statements; move count, winners and their score
// come from the primary keys of moves and results. Who won is the results' place 1,
// never the highest score: a flipped raft gives first place to the fewest hearts.
class SummaryReader {
 public:
  SummaryReader(sqlite3* db, const std::string& path)
      : path_(path),
        session_(db, path,
                 "SELECT s.game, s.status, s.created_at, s.updated_at, "
                 "(SELECT count(*) FROM moves m WHERE m.session_id = s.id), "
                 // A damaged row's text must not break the list: read it when it parses.
                 "CASE WHEN json_valid(s.table_json) "
                 "THEN json_type(s.table_json, '$.pad') IS NOT NULL ELSE 0 END, "
                 "CASE WHEN json_valid(s.table_json) "
                 "THEN json_extract(s.table_json, '$.played_at') END "
                 "FROM sessions s WHERE s.id = ?"),
        winners_(db, path,
                 "SELECT p.name, r.score FROM results r JOIN players p ON p.id = r.player_id "
                 "WHERE r.session_id = ? AND r.place = 1 ORDER BY r.seat"),
        seats_(db, path,
               "SELECT p.name FROM session_players sp JOIN players p ON p.id = sp.player_id "
               "WHERE sp.session_id = ? ORDER BY sp.seat") {}

  std::optional<SessionSummary> read(std::int64_t id) {
    session_.reset();
    session_.bind(1, id);
    if (!session_.step()) return std::nullopt;
    SessionSummary summary;
    summary.id = id;
    summary.game = session_.text_at(0);
    summary.status = parse_status(path_, session_.text_at(1));
    summary.created_at = session_.int64_at(2);
    summary.updated_at = session_.int64_at(3);
    summary.move_count = session_.int64_at(4);
    summary.pad = session_.int64_at(5) != 0;
    if (!session_.is_null(6)) summary.played_at = session_.text_at(6);
    winners_.reset();
    winners_.bind(1, id);
    while (winners_.step()) {
      summary.winners.push_back(winners_.text_at(0));
      if (!summary.winning_score) summary.winning_score = winners_.double_at(1);
    }
    seats_.reset();
    seats_.bind(1, id);
    while (seats_.step()) summary.players.push_back(seats_.text_at(0));
    return summary;
  }

 private:
  const std::string& path_;
  Statement session_;
  Statement winners_;
  Statement seats_;
};

}  // namespace

std::vector<SessionSummary> Store::sessions(const HistoryFilter& filter) const {
  // One read transaction, so the page and its summaries come from the same snapshot.
  exec(db_, path_, "BEGIN", C_("cannot ...", "read the history"));
  try {
    SummaryReader reader(db_, path_);
    std::vector<SessionSummary> result;
    for (std::int64_t id : page_ids(db_, path_, filter)) {
      if (std::optional<SessionSummary> summary = reader.read(id)) {
        result.push_back(std::move(*summary));
      }
    }
    exec(db_, path_, "COMMIT", C_("cannot ...", "read the history"));
    return result;
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

std::vector<FinishedSession> Store::finished_sessions(const std::optional<std::string>& game,
                                                      std::int64_t after_id, int limit) const {
  Statement query(db_, path_,
                  std::string("SELECT id, created_at, updated_at FROM sessions WHERE id > ? AND "
                              "status = 'finished'") +
                      (game ? " AND game = ?" : "") + " ORDER BY id LIMIT ?");
  int index = 1;
  query.bind(index++, after_id);
  if (game) query.bind(index++, *game);
  query.bind(index, limit);
  std::vector<FinishedSession> page;
  while (query.step()) page.push_back({query.int64_at(0), query.int64_at(1), query.int64_at(2)});
  return page;
}

std::map<std::string, std::int64_t> Store::active_session_counts() const {
  Statement query(db_, path_,
                  "SELECT game, count(*) FROM sessions WHERE status = 'active' GROUP BY game");
  std::map<std::string, std::int64_t> counts;
  while (query.step()) counts[query.text_at(0)] = query.int64_at(1);
  return counts;
}

std::optional<SessionSummary> Store::session(std::int64_t session_id) const {
  SummaryReader reader(db_, path_);
  return reader.read(session_id);
}

}  // namespace trib
