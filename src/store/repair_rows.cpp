// Copying what still reads: sessions are read by id (a scan, then one id at a time past
// the damage), each copied whole or not at all; players, seats and records are rebuilt
// rather than trusted, since they are derived from the sessions and their results.

#include "store/repair_rows.h"

#include <cmath>
#include <map>
#include <optional>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "store/catalogs.h"
#include "store/database.h"

namespace trib::store_detail {

namespace {

// Ids looked up one by one past the point where a scan of the sessions met damage, when
// no table says how far the ids go.
constexpr std::int64_t kProbeAhead = 100000;
constexpr std::int64_t kMaxProbe = 10000000;

// A statement on the damaged side: errors are results to act on, not exceptions.
class SourceQuery {
 public:
  SourceQuery(sqlite3* db, const char* sql) {
    prepared_ = sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) == SQLITE_OK;
  }
  ~SourceQuery() { sqlite3_finalize(stmt_); }
  SourceQuery(const SourceQuery&) = delete;
  SourceQuery& operator=(const SourceQuery&) = delete;

  bool prepared() const { return prepared_; }
  SourceQuery& bind(int index, std::int64_t value) {
    sqlite3_reset(stmt_);
    sqlite3_bind_int64(stmt_, index, value);
    return *this;
  }
  int step() { return prepared_ ? sqlite3_step(stmt_) : SQLITE_ERROR; }  // ROW, DONE or error
  std::int64_t int64_at(int column) const { return sqlite3_column_int64(stmt_, column); }
  double double_at(int column) const { return sqlite3_column_double(stmt_, column); }
  bool is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
  std::string text_at(int column) const {
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
    return text ? std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
                : std::string();
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
  bool prepared_ = false;
};

struct SessionRow {
  std::int64_t id = 0;
  std::optional<std::string> uid;  // none before schema 3
  std::string game, status;
  std::int64_t created_at = 0, updated_at = 0;
  std::optional<std::int64_t> finished_at;
  std::string table_json;
  std::optional<std::int64_t> catalog_id;  // none before schema 4: table_json holds it
};

// A file older than schema 3 has no uid column; its sessions get new ids. One older than
// 4 has no catalog ids.
std::string session_columns(sqlite3* from) {
  SourceQuery uid(from, "SELECT uid FROM sessions LIMIT 0");
  SourceQuery catalog(from, "SELECT catalog_id FROM sessions LIMIT 0");
  return std::string("SELECT id, ") + (uid.prepared() ? "uid" : "NULL") +
         ", game, status, created_at, "  // not translated: SQL
         "updated_at, finished_at, table_json, " +
         (catalog.prepared() ? "catalog_id" : "NULL") + " FROM sessions ";
}

SessionRow session_row(const SourceQuery& query) {
  SessionRow row;
  row.id = query.int64_at(0);
  if (!query.is_null(1)) row.uid = query.text_at(1);
  row.game = query.text_at(2);
  row.status = query.text_at(3);
  row.created_at = query.int64_at(4);
  row.updated_at = query.int64_at(5);
  if (!query.is_null(6)) row.finished_at = query.int64_at(6);
  row.table_json = query.text_at(7);
  if (!query.is_null(8)) row.catalog_id = query.int64_at(8);
  return row;
}

// The highest session id any readable table mentions, when one does.
std::optional<std::int64_t> highest_session_id(sqlite3* from) {
  std::optional<std::int64_t> highest;
  for (const char* sql :
       {"SELECT max(id) FROM sessions", "SELECT max(session_id) FROM session_players",
        "SELECT max(session_id) FROM moves", "SELECT max(session_id) FROM results"}) {
    SourceQuery query(from, sql);
    if (query.step() == SQLITE_ROW && !query.is_null(0)) {
      highest = std::max(highest.value_or(0), query.int64_at(0));
    }
  }
  return highest;
}

// Every session row that reads; unreadable stretches of ids go into `losses`.
std::vector<SessionRow> read_sessions(sqlite3* from, std::vector<std::string>& losses) {
  const std::string columns = session_columns(from);
  SourceQuery scan(from, (columns + "ORDER BY id").c_str());
  if (!scan.prepared()) {
    throw StoreError(fill(_("the sessions cannot be read at all: {}"), sqlite3_errmsg(from)),
                     StoreError::Kind::damaged);
  }
  std::vector<SessionRow> rows;
  int rc = SQLITE_ROW;
  while ((rc = scan.step()) == SQLITE_ROW) rows.push_back(session_row(scan));
  if (rc == SQLITE_DONE) return rows;

  // Damage stopped the scan: look the remaining ids up one at a time.
  const std::int64_t resume = rows.empty() ? 1 : rows.back().id + 1;
  const std::int64_t last =
      std::min(highest_session_id(from).value_or(resume + kProbeAhead), resume + kMaxProbe);
  SourceQuery one(from, (columns + "WHERE id = ?").c_str());
  std::int64_t unreadable_from =
      0;  // the first id of a stretch that fails; 0: none (ids start at 1)
  const auto close_stretch = [&](std::int64_t end) {
    if (unreadable_from == 0) return;
    losses.push_back(
        unreadable_from == end
            ? fill(_("session rows with id {} could not be read"), end)
            : fill(_("session rows with ids {} to {} could not be read"), unreadable_from, end));
    unreadable_from = 0;
  };
  for (std::int64_t id = resume; id <= last; ++id) {
    rc = one.bind(1, id).step();
    if (rc == SQLITE_ROW || rc == SQLITE_DONE) {
      close_stretch(id - 1);
      if (rc == SQLITE_ROW) rows.push_back(session_row(one));
    } else if (unreadable_from == 0) {
      unreadable_from = id;
    }
  }
  close_stretch(last);
  return rows;
}

class RowCopier {
 public:
  RowCopier(sqlite3* from, sqlite3* to, const std::string& to_path, RepairReport& report)
      : to_(to),
        path_(to_path),
        report_(report),
        moves_(from,
               "SELECT seq, move_json, house_ruling, created_at FROM moves "
               "WHERE session_id = ? ORDER BY seq"),
        results_(from,
                 "SELECT seat, score, place, rank, finished_at, highest_wins FROM results "
                 "WHERE session_id = ? ORDER BY seat"),
        v1_results_(from,
                    "SELECT seat, score, place, rank, finished_at, NULL FROM results "
                    "WHERE session_id = ? ORDER BY seat"),
        catalog_(from, "SELECT catalog_json FROM catalogs WHERE id = ?") {}

  void copy(const SessionRow& row) {
    std::optional<std::string> catalog;
    if (row.catalog_id) {
      catalog = read_catalog(*row.catalog_id);
      if (!catalog) {
        return lose(fill(_("session {} could not be read (its catalog is damaged)"), row.id));
      }
    }
    const StoredTable stored = stored_table_of(row.table_json, std::move(catalog));
    TableFile table;
    try {
      nlohmann::json document = parse_json_text(stored.envelope);
      if (stored.catalog && document.is_object()) {
        document["catalog"] = parse_json_text(*stored.catalog);
      }
      table = parse_table_file(std::move(document));
    } catch (const InputError&) {
      return lose(fill(_("session {} could not be read (its table is damaged)"), row.id));
    }
    if (table.game != row.game || (row.status != "active" && row.status != "finished")) {
      return lose(fill(_("session {} could not be read (its row is damaged)"), row.id));
    }
    const std::vector<Move> moves = read_moves(row.id);
    std::vector<Result> results;
    bool finished = row.status == "finished";
    if (finished) {
      results = read_results(row.id, table.players.size());
      if (results.empty()) {
        lose(fill(_("session {}: its results could not be read; it is kept as in progress"),
                  row.id));
        finished = false;
      }
    }
    write_session(row, stored, table, finished, moves, results);
  }

  void lose(std::string what) { report_.losses.push_back(std::move(what)); }

 private:
  struct Move {
    std::int64_t seq;
    std::string json;
    std::int64_t house_ruling;
    std::int64_t created_at;
  };
  struct Result {
    double score;
    std::int64_t place;
    std::optional<std::string> rank;
    std::int64_t finished_at;
    bool highest_wins;
  };

  // The text of the damaged file's catalog `id`, read once; none when it does not read.
  std::optional<std::string> read_catalog(std::int64_t id) {
    if (const auto known = catalogs_.find(id); known != catalogs_.end()) return known->second;
    std::optional<std::string> text;
    if (catalog_.bind(1, id).step() == SQLITE_ROW) text = catalog_.text_at(0);
    return catalogs_[id] = text;
  }

  // The moves that read in order from the first; stops at a gap or damage.
  std::vector<Move> read_moves(std::int64_t session_id) {
    std::vector<Move> moves;
    moves_.bind(1, session_id);
    int rc = SQLITE_ROW;
    while ((rc = moves_.step()) == SQLITE_ROW) {
      Move move{moves_.int64_at(0), moves_.text_at(1), moves_.int64_at(2) != 0 ? 1 : 0,
                moves_.int64_at(3)};
      if (move.seq != static_cast<std::int64_t>(moves.size()) || !is_json_object(move.json)) {
        rc = SQLITE_CORRUPT;
        break;
      }
      moves.push_back(std::move(move));
    }
    if (rc != SQLITE_DONE) {
      lose(fill(_("session {}: its moves from move {} on could not be read"), session_id,
                moves.size()));
    }
    return moves;
  }

  // One result per seat, or none when any of them is missing or damaged. A version 1
  // file has no highest_wins column: as its migration does, a session whose first place
  // scored below another seat counts as won by the fewest points.
  std::vector<Result> read_results(std::int64_t session_id, std::size_t seats) {
    SourceQuery& query = results_.prepared() ? results_ : v1_results_;
    std::vector<Result> results;
    query.bind(1, session_id);
    int rc = SQLITE_ROW;
    while ((rc = query.step()) == SQLITE_ROW) {
      const double score = query.double_at(1);
      const std::int64_t place = query.int64_at(2);
      if (query.int64_at(0) != static_cast<std::int64_t>(results.size()) || !std::isfinite(score) ||
          place < 1 || place > static_cast<std::int64_t>(seats)) {
        return {};
      }
      results.push_back(
          {score, place,
           query.is_null(3) ? std::nullopt : std::optional<std::string>(query.text_at(3)),
           query.int64_at(4), query.is_null(5) || query.int64_at(5) != 0});
    }
    if (rc != SQLITE_DONE || results.size() != seats) return {};
    if (!results_.prepared()) {
      for (const Result& first : results) {
        for (const Result& other : results) {
          if (first.place == 1 && other.score > first.score) {
            for (Result& each : results) each.highest_wins = false;
            return results;
          }
        }
      }
    }
    return results;
  }

  static bool is_json_object(const std::string& text) {
    try {
      return parse_json_text(text).is_object();
    } catch (const InputError&) {
      return false;
    }
  }

  std::int64_t player_id(const std::string& name, std::int64_t used_at) {
    Statement upsert(to_, path_,
                     "INSERT INTO players(name, last_used_at) VALUES (?, ?) ON CONFLICT(name) "
                     "DO UPDATE SET last_used_at = max(last_used_at, excluded.last_used_at) "
                     "RETURNING id");
    upsert.bind(1, name).bind(2, used_at).step();
    return upsert.int64_at(0);
  }

  void write_session(const SessionRow& row, const StoredTable& stored, const TableFile& table,
                     bool finished, const std::vector<Move>& moves,
                     const std::vector<Result>& results) {
    const char* status = finished ? "finished" : "active";
    // The session keeps its stable id; a missing one, or one a damaged file holds twice,
    // is made anew.
    Statement session(to_, path_,
                      "INSERT INTO sessions(id, uid, game, status, created_at, updated_at, "
                      "finished_at, table_json, catalog_id) VALUES (?1, coalesce((SELECT ?2 "
                      "WHERE NOT EXISTS (SELECT 1 FROM sessions WHERE uid = ?2)), "
                      "lower(hex(randomblob(16)))), ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    session.bind(1, row.id);
    if (row.uid) session.bind(2, *row.uid);
    session.bind(3, row.game).bind(4, std::string_view(status));
    session.bind(5, row.created_at).bind(6, row.updated_at);
    if (finished && row.finished_at) session.bind(7, *row.finished_at);
    session.bind(8, stored.envelope);
    if (const auto catalog = catalog_id(to_, path_, stored.catalog)) session.bind(9, *catalog);
    session.run();
    std::vector<std::int64_t> players;
    Statement seat(to_, path_,
                   "INSERT INTO session_players(session_id, seat, player_id, game, status, "
                   "updated_at) VALUES (?, ?, ?, ?, ?, ?)");
    for (std::size_t i = 0; i < table.players.size(); ++i) {
      players.push_back(player_id(table.players[i], row.updated_at));
      seat.reset();
      seat.bind(1, row.id).bind(2, static_cast<std::int64_t>(i)).bind(3, players.back());
      seat.bind(4, row.game).bind(5, std::string_view(status)).bind(6, row.updated_at).run();
    }
    Statement move(to_, path_,
                   "INSERT INTO moves(session_id, seq, move_json, house_ruling, created_at) "
                   "VALUES (?, ?, ?, ?, ?)");
    for (const Move& m : moves) {
      move.reset();
      move.bind(1, row.id).bind(2, m.seq).bind(3, m.json).bind(4, m.house_ruling);
      move.bind(5, m.created_at).run();
    }
    Statement result(to_, path_,
                     "INSERT INTO results(session_id, seat, player_id, game, score, place, "
                     "rank, finished_at, highest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (std::size_t i = 0; finished && i < results.size(); ++i) {
      const Result& r = results[i];
      result.reset();
      result.bind(1, row.id).bind(2, static_cast<std::int64_t>(i)).bind(3, players[i]);
      result.bind(4, row.game).bind(5, r.score).bind(6, r.place);
      if (r.rank) result.bind(7, *r.rank);
      result.bind(8, r.finished_at).bind(9, r.highest_wins ? 1 : 0).run();
    }
    ++report_.sessions;
    report_.moves += static_cast<std::int64_t>(moves.size());
    report_.results += finished ? static_cast<std::int64_t>(results.size()) : 0;
  }

  sqlite3* to_;
  const std::string& path_;
  RepairReport& report_;
  SourceQuery moves_;
  SourceQuery results_;
  SourceQuery v1_results_;
  SourceQuery catalog_;
  std::map<std::int64_t, std::optional<std::string>> catalogs_;
};

struct Closer {
  void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};

std::int64_t lost_and_found_rows(sqlite3* from) {
  SourceQuery count(from, "SELECT count(*) FROM lost_and_found");
  return count.step() == SQLITE_ROW ? count.int64_at(0) : 0;
}

}  // namespace

void copy_readable_rows(const std::string& source_path, bool recovered, sqlite3* to,
                        const std::string& to_path, RepairReport& report) {
  sqlite3* raw = nullptr;
  const int rc = sqlite3_open_v2(source_path.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
  const std::unique_ptr<sqlite3, Closer> from(raw);
  if (rc != SQLITE_OK) throw StoreError(fill(_("it cannot be opened: {}"), sqlite3_errstr(rc)));
  SourceQuery version(from.get(), "PRAGMA user_version");
  if (version.step() == SQLITE_ROW && version.int64_at(0) > Store::schema_version) {
    throw StoreError(_("it was written by a newer version of Tributary; repair it with that one"));
  }
  Transaction transaction(to, to_path);
  const std::vector<SessionRow> sessions = read_sessions(from.get(), report.losses);
  RowCopier copier(from.get(), to, to_path, report);
  for (const SessionRow& row : sessions) copier.copy(row);
  if (recovered) {
    if (const std::int64_t fragments = lost_and_found_rows(from.get()); fragments > 0) {
      copier.lose(fill(P_("{} row fragment that .recover could not place in a table was left out",
                          "{} row fragments that .recover could not place in a table were left "
                          "out",
                          static_cast<unsigned long>(fragments)),
                       fragments));
    }
  }
  if (report.sessions == 0 && !report.losses.empty()) {
    throw StoreError(_("no session could be read from the damaged database"),
                     StoreError::Kind::damaged);
  }
  transaction.commit();
}

}  // namespace trib::store_detail
