// Merging another computer's database: the sessions this one lacks are added, told by
// their stable ids, in one transaction. The other file is only read, and read with the
// columns its schema has (no copy of it is migrated): a file older than schema 3 has no
// stable ids, one older than 2 no highest_wins, inferred there as migration 2 does; one
// older than 4 keeps each catalog inside its session's table.

#include <cmath>
#include <filesystem>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/replay.h"
#include "store/catalogs.h"
#include "store/database.h"
#include "store/rows.h"

namespace trib {
using namespace store_detail;

namespace {

struct OtherMove {
  std::string json;
  bool house_ruling = false;
  std::int64_t created_at = 0;
};

struct OtherResult {
  std::int64_t seat = 0;
  double score = 0;
  std::int64_t place = 0;
  std::optional<std::string> rank;
  std::int64_t finished_at = 0;
  bool highest_wins = true;
};

struct OtherSession {
  std::int64_t id = 0;
  std::optional<std::string> uid;
  std::string game, status;
  std::int64_t created_at = 0, updated_at = 0;
  std::optional<std::int64_t> finished_at;
  StoredTable table;
  std::vector<std::string> players;  // seat order, named as the other database names them
  std::vector<OtherMove> moves;
  std::vector<OtherResult> results;
};

bool has_column(sqlite3* db, const std::string& path, std::string_view table,
                std::string_view column) {
  Statement query(db, path, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?");
  return query.bind(1, table).bind(2, column).step();
}

// Every session, or (`by_uid`) the one with a stable id, which a file older than
// schema 3 never has; with its catalog, which a file older than 4 keeps in table_json.
std::string sessions_sql(sqlite3* db, const std::string& path, bool by_uid) {
  const std::string uid = has_column(db, path, "sessions", "uid") ? "s.uid" : "NULL";
  const bool catalogs = has_column(db, path, "sessions", "catalog_id");
  return "SELECT s.id, " + uid +
         ", s.game, s.status, s.created_at, "  // not translated: SQL
         "s.updated_at, s.finished_at, s.table_json, " +
         (catalogs ? "c.catalog_json FROM sessions s LEFT JOIN catalogs c ON c.id = s.catalog_id "
                   : "NULL FROM sessions s ") +
         (by_uid ? "WHERE " + uid + " = ?" : std::string("ORDER BY s.id"));
}

std::string results_sql(sqlite3* db, const std::string& path) {
  const char* highest_wins = has_column(db, path, "results", "highest_wins")
                                 ? "highest_wins"
                                 : "NOT EXISTS (SELECT 1 FROM results w JOIN results o "
                                   "ON o.session_id = w.session_id WHERE "
                                   "w.session_id = r.session_id AND w.place = 1 AND "
                                   "o.score > w.score)";
  return std::string("SELECT seat, score, place, rank, finished_at, ") + highest_wins +
         " FROM results r WHERE session_id = ? ORDER BY seat";
}

// The other database's sessions, one at a time, whole.
class OtherReader {
 public:
  OtherReader(sqlite3* db, const std::string& path)
      : sessions_(db, path, sessions_sql(db, path, false)),
        by_uid_(db, path, sessions_sql(db, path, true)),
        seats_(db, path,
               "SELECT p.name FROM session_players sp JOIN players p ON p.id = sp.player_id "
               "WHERE sp.session_id = ? ORDER BY sp.seat"),
        moves_(db, path,
               "SELECT move_json, house_ruling, created_at FROM moves WHERE session_id = ? "
               "ORDER BY seq"),
        results_(db, path, results_sql(db, path)) {}

  bool next(OtherSession& session) {
    if (!sessions_.step()) return false;
    read(sessions_, session);
    return true;
  }

  // The session there with the stable id `uid`.
  bool find(const std::string& uid, OtherSession& session) {
    by_uid_.reset();
    by_uid_.bind(1, uid);
    if (!by_uid_.step()) return false;
    read(by_uid_, session);
    return true;
  }

 private:
  void read(const Statement& row, OtherSession& session) {
    session = OtherSession{};
    session.id = row.int64_at(0);
    if (!row.is_null(1)) session.uid = row.text_at(1);
    session.game = row.text_at(2);
    session.status = row.text_at(3);
    session.created_at = row.int64_at(4);
    session.updated_at = row.int64_at(5);
    if (!row.is_null(6)) session.finished_at = row.int64_at(6);
    session.table = stored_table_of(
        row.text_at(7), row.is_null(8) ? std::nullopt : std::optional<std::string>(row.text_at(8)));
    read_rows(session);
  }

  void read_rows(OtherSession& session) {
    seats_.reset();
    seats_.bind(1, session.id);
    while (seats_.step()) session.players.push_back(seats_.text_at(0));
    moves_.reset();
    moves_.bind(1, session.id);
    while (moves_.step()) {
      session.moves.push_back({moves_.text_at(0), moves_.int64_at(1) != 0, moves_.int64_at(2)});
    }
    results_.reset();
    results_.bind(1, session.id);
    while (results_.step()) {
      session.results.push_back(
          {results_.int64_at(0), results_.double_at(1), results_.int64_at(2),
           results_.is_null(3) ? std::nullopt : std::optional<std::string>(results_.text_at(3)),
           results_.int64_at(4), results_.int64_at(5) != 0});
    }
  }

  Statement sessions_, by_uid_, seats_, moves_, results_;
};

// Why the session cannot be stored here as it is ("" when it can): it must load as a
// table of its game with a seat per player, and a finished one needs a result per seat.
std::string unfit(const OtherSession& session) {
  try {
    nlohmann::json document = parse_json_text(session.table.envelope);
    if (!document.is_object()) return _("its table is not a JSON object");
    if (session.table.catalog) document["catalog"] = parse_json_text(*session.table.catalog);
    if (!document.contains("pad")) {
      nlohmann::json& moves = document["moves"] = nlohmann::json::array();
      for (const OtherMove& move : session.moves) {
        nlohmann::json parsed = parse_json_text(move.json);
        if (move.house_ruling && parsed.is_object()) parsed[kHouseRulingKey] = true;
        moves.push_back(std::move(parsed));
      }
    }
    const TableFile table = parse_table_file(std::move(document));
    if (table.game != session.game) return _("its table is of another game");
    if (table.players.size() != session.players.size()) {
      return _("its seats do not match its table");
    }
  } catch (const InputError& error) {
    return fill(_("its table cannot be read: {}"), error.what());
  }
  if (session.status == "active") return "";
  if (session.status != "finished") return _("its status is unknown");
  if (session.results.size() != session.players.size()) return _("its results are incomplete");
  for (std::size_t seat = 0; seat < session.results.size(); ++seat) {
    const OtherResult& result = session.results[seat];
    if (result.seat != static_cast<std::int64_t>(seat) || !std::isfinite(result.score) ||
        result.place < 1 || result.place > static_cast<std::int64_t>(session.players.size())) {
      return _("its results are damaged");
    }
  }
  return "";
}

// Finds sessions here and writes the added ones, with statements prepared once.
class Merger {
 public:
  Merger(sqlite3* db, const std::string& path, OtherReader& other)
      : db_(db),
        path_(path),
        other_(other),
        by_uid_(db, path,
                "SELECT s.id, s.table_json, c.catalog_json FROM sessions s "
                "LEFT JOIN catalogs c ON c.id = s.catalog_id WHERE s.uid = ?"),
        by_content_(db, path,
                    "SELECT s.id, s.uid FROM sessions s "
                    "LEFT JOIN catalogs c ON c.id = s.catalog_id WHERE s.game = ? AND "
                    "s.updated_at = ? AND s.created_at = ? AND s.table_json = ? AND "
                    "c.catalog_json IS ?"),
        moves_(db, path,
               "SELECT move_json, house_ruling FROM moves WHERE session_id = ? ORDER BY seq"),
        add_session_(db, path,
                     "INSERT INTO sessions(uid, game, status, created_at, updated_at, "
                     "finished_at, table_json, catalog_id) VALUES "
                     "(coalesce(?, lower(hex(randomblob(16)))), ?, ?, ?, ?, ?, ?, ?)"),
        add_seat_(db, path,
                  "INSERT INTO session_players(session_id, seat, player_id, game, status, "
                  "updated_at) VALUES (?, ?, ?, ?, ?, ?)"),
        add_move_(db, path,
                  "INSERT INTO moves(session_id, seq, move_json, house_ruling, created_at) "
                  "VALUES (?, ?, ?, ?, ?)"),
        add_result_(db, path,
                    "INSERT INTO results(session_id, seat, player_id, game, score, place, rank, "
                    "finished_at, highest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)") {}

  void merge(const OtherSession& session, const std::string& other_path, MergeReport& report) {
    const std::optional<Here> same_uid = find_by_uid(session);
    if (same_uid && same_uid->same_table && same_moves(same_uid->id, session)) {
      ++report.already_there;
      return;
    }
    // The copy a merge before this one added side by side, or the session of a file
    // without stable ids.
    if (find_by_content(session)) {
      ++report.already_there;
      return;
    }
    if (const std::string problem = unfit(session); !problem.empty()) {
      throw StoreError(fill(_("{}: session {} cannot be merged ({}); nothing was merged"),
                            other_path, session.id, problem));
    }
    MergeReport::Session added{session.id, 0, session.game, session.players,
                               same_uid ? same_uid->id : 0};
    added.id = add(session, same_uid ? std::nullopt : session.uid);
    (same_uid ? report.conflicts : report.added).push_back(std::move(added));
  }

 private:
  struct Here {
    std::int64_t id;
    bool same_table;  // another table is another session, whatever its moves
  };

  std::optional<Here> find_by_uid(const OtherSession& session) {
    if (!session.uid) return std::nullopt;
    by_uid_.reset();
    by_uid_.bind(1, *session.uid);
    if (!by_uid_.step()) return std::nullopt;
    const StoredTable here{
        by_uid_.text_at(1),
        by_uid_.is_null(2) ? std::nullopt : std::optional<std::string>(by_uid_.text_at(2))};
    return Here{by_uid_.int64_at(0), here == session.table};
  }

  bool same_moves(std::int64_t id, const OtherSession& session) {
    moves_.reset();
    moves_.bind(1, id);
    std::size_t seq = 0;
    for (; moves_.step(); ++seq) {
      if (seq == session.moves.size() || moves_.text_at(0) != session.moves[seq].json ||
          (moves_.int64_at(1) != 0) != session.moves[seq].house_ruling) {
        return false;
      }
    }
    return seq == session.moves.size();
  }

  // A session here with the same times, table and move log, unless it is the
  // counterpart of another session there (the one with its stable id and the same log):
  // two such sessions there are two sessions.
  bool find_by_content(const OtherSession& session) {
    by_content_.reset();
    by_content_.bind(1, session.game).bind(2, session.updated_at);
    by_content_.bind(3, session.created_at).bind(4, session.table.envelope);
    if (session.table.catalog) by_content_.bind(5, *session.table.catalog);
    std::vector<std::pair<std::int64_t, std::string>> candidates;
    while (by_content_.step())
      candidates.emplace_back(by_content_.int64_at(0), by_content_.text_at(1));
    for (const auto& [id, uid] : candidates) {
      if (!same_moves(id, session)) continue;
      OtherSession counterpart;
      if (!other_.find(uid, counterpart) || counterpart.table != session.table ||
          !same_moves(id, counterpart)) {
        return true;
      }
    }
    return false;
  }

  // The session with its seats, moves and results (the records follow by trigger); a
  // new stable id when `uid` is none.
  std::int64_t add(const OtherSession& session, const std::optional<std::string>& uid) {
    add_session_.reset();
    if (uid) add_session_.bind(1, *uid);
    add_session_.bind(2, session.game).bind(3, session.status);
    add_session_.bind(4, session.created_at).bind(5, session.updated_at);
    if (session.status == "finished" && session.finished_at) {
      add_session_.bind(6, *session.finished_at);
    }
    add_session_.bind(7, session.table.envelope);
    if (const auto catalog = catalog_id(db_, path_, session.table.catalog)) {
      add_session_.bind(8, *catalog);
    }
    add_session_.run();
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    std::vector<std::int64_t> players;
    for (std::size_t seat = 0; seat < session.players.size(); ++seat) {
      players.push_back(player_id(db_, path_, session.players[seat], session.updated_at));
      add_seat_.reset();
      add_seat_.bind(1, id).bind(2, static_cast<std::int64_t>(seat)).bind(3, players.back());
      add_seat_.bind(4, session.game).bind(5, session.status).bind(6, session.updated_at).run();
    }
    for (std::size_t seq = 0; seq < session.moves.size(); ++seq) {
      const OtherMove& move = session.moves[seq];
      add_move_.reset();
      add_move_.bind(1, id).bind(2, static_cast<std::int64_t>(seq)).bind(3, move.json);
      add_move_.bind(4, move.house_ruling ? 1 : 0).bind(5, move.created_at).run();
    }
    for (std::size_t seat = 0; session.status == "finished" && seat < players.size(); ++seat) {
      const OtherResult& result = session.results[seat];
      add_result_.reset();
      add_result_.bind(1, id).bind(2, result.seat).bind(3, players[seat]);
      add_result_.bind(4, session.game).bind(5, result.score).bind(6, result.place);
      if (result.rank) add_result_.bind(7, *result.rank);
      add_result_.bind(8, result.finished_at).bind(9, result.highest_wins ? 1 : 0).run();
    }
    return id;
  }

  sqlite3* db_;
  const std::string& path_;
  OtherReader& other_;
  Statement by_uid_, by_content_, moves_;
  Statement add_session_, add_seat_, add_move_, add_result_;
};

// Damage found in the other file is the other file's: its own repair is the way out,
// not this database's (which the command line would suggest for a damaged file).
[[noreturn]] void fail_damaged_other(const StoreError& error, const std::string& other_path) {
  if (error.kind != StoreError::Kind::damaged) throw error;
  // Qualified: with two char pointers first, std::fill would match too (by the string's ADL).
  throw StoreError(trib::fill(_("{}; nothing was merged (`tributary repair {}` makes a copy of "
                                "what still reads, which can be merged)"),
                              error.what(), other_path));
}

// The other database, read-only: a Tributary database of this schema or an older one.
Connection open_other(const std::string& other_path) {
  int version = 0;
  Connection other;
  try {
    other = open_existing_reader(other_path, &version);
  } catch (const StoreError& error) {
    throw StoreError(fill(_("{}; nothing was merged"), error.what()));
  }
  if (version == 0) {
    throw StoreError(fill(_("{} holds no Tributary data; nothing to merge"), other_path));
  }
  try {
    check_intact(other.get(), other_path);
  } catch (const StoreError& error) {
    fail_damaged_other(error, other_path);
  }
  return other;
}

constexpr std::size_t kNamedSessions = 20;

std::string session_lines(const std::vector<MergeReport::Session>& sessions) {
  std::string text;
  for (std::size_t i = 0; i < sessions.size() && i < kNamedSessions; ++i) {
    const MergeReport::Session& session = sessions[i];
    std::string seated = session.game;
    for (std::size_t seat = 0; seat < session.players.size(); ++seat) {
      seated += (seat == 0 ? ": " : ", ") + session.players[seat];
    }
    text += "  ";
    text += session.beside == 0 ? fill(_("session {} ({}) from its session {}"), session.id, seated,
                                       session.from_id)
                                : fill(_("session {} ({}) from its session {}, beside session {}"),
                                       session.id, seated, session.from_id, session.beside);
    text += "\n";
  }
  if (sessions.size() > kNamedSessions) {
    const std::size_t more = sessions.size() - kNamedSessions;
    text += "  " + fill(P_("and {} more", "and {} more", more), more) + "\n";
  }
  return text;
}

}  // namespace

std::string merge_summary(const MergeReport& report, const std::string& other_path) {
  const std::size_t added = report.added.size();
  const std::size_t conflicts = report.conflicts.size();
  const auto already = static_cast<std::size_t>(report.already_there);
  std::string text = fill(_("Merged {}: {}, {}, {}."), other_path,
                          fill(P_("{} session added", "{} sessions added", added), added),
                          fill(P_("{} already there", "{} already there", already), already),
                          fill(P_("{} conflict", "{} conflicts", conflicts), conflicts)) +
                     "\n";
  if (!report.added.empty()) text += _("Added:") + std::string("\n") + session_lines(report.added);
  if (!report.conflicts.empty()) {
    text += _("Conflicts (the same session id as one here, but another table or move log; "
              "added side by side under a new id, nothing overwritten):") +
            std::string("\n") + session_lines(report.conflicts);
  }
  return text;
}

MergeReport Store::merge_from(const std::string& other_path) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "merge another database")));
  // Reading its header here would also drop this process's locks on it (second_reader).
  std::error_code error;
  if (std::filesystem::equivalent(other_path, path_, error)) {
    throw StoreError(fill(_("{} is the database in use; nothing to merge"), other_path));
  }
  const Connection other = open_other(other_path);
  // Both sides are read in one snapshot each; everything is added in one transaction.
  exec(other.get(), other_path, "BEGIN", C_("cannot ...", "read the database"));
  Transaction transaction(db_, path_);
  MergeReport report;
  OtherReader reader(other.get(), other_path);
  Merger merger(db_, path_, reader);
  OtherSession session;
  while (true) {
    try {
      if (!reader.next(session)) break;
    } catch (const StoreError& error) {
      fail_damaged_other(error, other_path);
    }
    merger.merge(session, other_path, report);
  }
  transaction.commit();
  return report;
}

}  // namespace trib
