// Schema migrations. Version 1 is the initial schema; a later change appends a step
// (never edits a shipped one), and Store::schema_version follows the last step.

#include "store/schema.h"

#include <array>
#include <set>

#include "core/fill.h"
#include "core/i18n.h"
#include "store/catalogs.h"
#include "store/database.h"

namespace trib::store_detail {
namespace {

struct Migration {
  int version;
  const char* sql;
  void (*then)(sqlite3* db, const std::string& path) = nullptr;  // rows SQL cannot move
};

// Results hold one row per seat of a finished session, with the game and finish time
// copied in so records, personal bests and score history read one index each.
constexpr const char* schema_v1 = R"sql(
CREATE TABLE players(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  last_used_at INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sessions(
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER,
  table_json TEXT NOT NULL);
-- game, status and updated_at are copies of the session's (kept by a trigger), so a
-- player's history pages straight off one index, newest first.
CREATE TABLE session_players(
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  game TEXT NOT NULL,
  status TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, seat)) WITHOUT ROWID;
CREATE TRIGGER sessions_changed AFTER UPDATE OF status, updated_at ON sessions BEGIN
  UPDATE session_players SET status = NEW.status, updated_at = NEW.updated_at
  WHERE session_id = NEW.id;
END;
CREATE TABLE moves(
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  move_json TEXT NOT NULL,
  house_ruling INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, seq)) WITHOUT ROWID;
CREATE TABLE results(
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  game TEXT NOT NULL,
  score REAL NOT NULL,
  place INTEGER NOT NULL,
  rank TEXT,
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, seat)) WITHOUT ROWID;
-- Per player and game totals kept by triggers, so records() reads a few dozen rows
-- instead of aggregating every result. Removing a result recomputes its pair.
CREATE TABLE player_records(
  player_id INTEGER NOT NULL REFERENCES players(id),
  game TEXT NOT NULL,
  games INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  best REAL NOT NULL,
  total REAL NOT NULL,
  PRIMARY KEY (player_id, game)) WITHOUT ROWID;
CREATE TRIGGER results_added AFTER INSERT ON results BEGIN
  INSERT INTO player_records(player_id, game, games, wins, best, total)
  VALUES (NEW.player_id, NEW.game, 1, NEW.place = 1, NEW.score, NEW.score)
  ON CONFLICT(player_id, game) DO UPDATE SET games = games + 1, wins = wins + excluded.wins,
    best = max(best, excluded.best), total = total + excluded.total;
END;
CREATE TRIGGER results_removed AFTER DELETE ON results BEGIN
  DELETE FROM player_records WHERE player_id = OLD.player_id AND game = OLD.game;
  INSERT INTO player_records(player_id, game, games, wins, best, total)
  SELECT player_id, game, count(*), sum(place = 1), max(score), sum(score) FROM results
  WHERE player_id = OLD.player_id AND game = OLD.game GROUP BY player_id, game;
END;
CREATE INDEX player_records_by_game ON player_records(game, player_id);
CREATE INDEX sessions_by_update ON sessions(updated_at);
CREATE INDEX sessions_by_game ON sessions(game, updated_at);
CREATE INDEX sessions_by_status ON sessions(status, updated_at);
CREATE INDEX sessions_by_game_status ON sessions(game, status, updated_at);
CREATE INDEX session_players_by_player
  ON session_players(player_id, updated_at, session_id, game, status);
CREATE INDEX results_by_game ON results(game, player_id, score);
CREATE INDEX results_by_player ON results(player_id, game, finished_at, session_id, score, place, rank);
PRAGMA application_id = 1416784226;
)sql";

// Version 2: each result says whether the highest score won its session (a flipped
// Roaring River raft is won by the fewest hearts: Scoreboard::highest_wins), and the
// records take personal bests and averages only from such sessions, count the wins with
// the fewest points apart, and count one-seat (solo) games apart from wins. Version 1
// files did not store the flag: a session whose first place scored below another seat
// was won by the fewest points (a flip where every seat tied reads as highest-wins).
constexpr const char* schema_v2 = R"sql(
ALTER TABLE results ADD COLUMN highest_wins INTEGER NOT NULL DEFAULT 1;
UPDATE results SET highest_wins = 0 WHERE session_id IN (
  SELECT w.session_id FROM results w JOIN results o ON o.session_id = w.session_id
  WHERE w.place = 1 AND o.score > w.score);
DROP TRIGGER results_added;
DROP TRIGGER results_removed;
DROP TABLE player_records;
-- A result with whether its session had one seat.
CREATE VIEW result_facts AS
  SELECT r.player_id, r.game, r.score, r.place, r.highest_wins,
    (SELECT count(*) FROM session_players sp WHERE sp.session_id = r.session_id) = 1 AS solo
  FROM results r;
-- wins: first places in games of two or more seats; low_wins: those the fewest points
-- won; solo_games: one-seat games; scored, best and total: the games the highest score
-- won (best is NULL while there is none).
CREATE TABLE player_records(
  player_id INTEGER NOT NULL REFERENCES players(id),
  game TEXT NOT NULL,
  games INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  low_wins INTEGER NOT NULL,
  solo_games INTEGER NOT NULL,
  scored INTEGER NOT NULL,
  best REAL,
  total REAL NOT NULL,
  PRIMARY KEY (player_id, game)) WITHOUT ROWID;
CREATE TRIGGER results_added AFTER INSERT ON results BEGIN
  INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, best,
                             total)
  SELECT NEW.player_id, NEW.game, 1, NEW.place = 1 AND NOT solo,
    NEW.place = 1 AND NOT solo AND NOT NEW.highest_wins, solo, NEW.highest_wins,
    CASE WHEN NEW.highest_wins THEN NEW.score END,
    CASE WHEN NEW.highest_wins THEN NEW.score ELSE 0 END
  FROM (SELECT (SELECT count(*) FROM session_players
                WHERE session_id = NEW.session_id) = 1 AS solo) WHERE true
  ON CONFLICT(player_id, game) DO UPDATE SET games = games + 1, wins = wins + excluded.wins,
    low_wins = low_wins + excluded.low_wins, solo_games = solo_games + excluded.solo_games,
    scored = scored + excluded.scored,
    best = CASE WHEN best IS NULL THEN excluded.best
                WHEN excluded.best IS NULL THEN best
                ELSE max(best, excluded.best) END,
    total = total + excluded.total;
END;
CREATE TRIGGER results_removed AFTER DELETE ON results BEGIN
  DELETE FROM player_records WHERE player_id = OLD.player_id AND game = OLD.game;
  INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, best,
                             total)
  SELECT player_id, game, count(*), total(place = 1 AND NOT solo),
    total(place = 1 AND NOT solo AND NOT highest_wins), total(solo), total(highest_wins),
    max(CASE WHEN highest_wins THEN score END), total(CASE WHEN highest_wins THEN score END)
  FROM result_facts WHERE player_id = OLD.player_id AND game = OLD.game
  GROUP BY player_id, game;
END;
INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, best,
                           total)
SELECT player_id, game, count(*), total(place = 1 AND NOT solo),
  total(place = 1 AND NOT solo AND NOT highest_wins), total(solo), total(highest_wins),
  max(CASE WHEN highest_wins THEN score END), total(CASE WHEN highest_wins THEN score END)
FROM result_facts GROUP BY player_id, game;
CREATE INDEX player_records_by_game ON player_records(game, player_id);
)sql";

// Version 3: every session gets a stable id that travels with it to another computer's
// database (Store::merge_from tells by it which sessions a database already holds), 128
// random bits in hex, also for the sessions stored before. NULL is never stored by this
// build; the column allows it because ALTER TABLE cannot add a NOT NULL column without a
// default, and a default would not be unique.
constexpr const char* schema_v3 = R"sql(
ALTER TABLE sessions ADD COLUMN uid TEXT;
UPDATE sessions SET uid = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX sessions_by_uid ON sessions(uid);
)sql";

// Version 4: catalogs stored once (catalogs.h). A session's table_json no longer holds
// its catalog; catalog_id names it (NULL: the table names none, or its text does not
// parse and is kept whole). The hash narrows the lookup; the text is compared too. A
// catalog stays when its last session is deleted: they are few, and the next session of
// that game will most likely use it again.
constexpr const char* schema_v4 = R"sql(
CREATE TABLE catalogs(
  id INTEGER PRIMARY KEY,
  hash INTEGER NOT NULL,
  catalog_json TEXT NOT NULL);
CREATE INDEX catalogs_by_hash ON catalogs(hash);
ALTER TABLE sessions ADD COLUMN catalog_id INTEGER REFERENCES catalogs(id);
-- Also in version 4: a pair played both solo and with others keeps each part's totals in
-- its row (solo_scored, solo_best and solo_total over its solo games the highest score
-- won, others_best and others_total over its games with others), so records() reads
-- them instead of going through every result of such a player (0.5 s at 100 000).
ALTER TABLE player_records ADD COLUMN solo_scored INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_records ADD COLUMN solo_best REAL;
ALTER TABLE player_records ADD COLUMN solo_total REAL NOT NULL DEFAULT 0;
ALTER TABLE player_records ADD COLUMN others_best REAL;
ALTER TABLE player_records ADD COLUMN others_total REAL NOT NULL DEFAULT 0;
DROP TRIGGER results_added;
DROP TRIGGER results_removed;
CREATE TRIGGER results_added AFTER INSERT ON results BEGIN
  INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, best,
                             total, solo_scored, solo_best, solo_total, others_best,
                             others_total)
  SELECT NEW.player_id, NEW.game, 1, NEW.place = 1 AND NOT solo,
    NEW.place = 1 AND NOT solo AND NOT NEW.highest_wins, solo, NEW.highest_wins,
    CASE WHEN NEW.highest_wins THEN NEW.score END,
    CASE WHEN NEW.highest_wins THEN NEW.score ELSE 0 END,
    solo AND NEW.highest_wins,
    CASE WHEN solo AND NEW.highest_wins THEN NEW.score END,
    CASE WHEN solo AND NEW.highest_wins THEN NEW.score ELSE 0 END,
    CASE WHEN NOT solo AND NEW.highest_wins THEN NEW.score END,
    CASE WHEN NOT solo AND NEW.highest_wins THEN NEW.score ELSE 0 END
  FROM (SELECT (SELECT count(*) FROM session_players
                WHERE session_id = NEW.session_id) = 1 AS solo) WHERE true
  ON CONFLICT(player_id, game) DO UPDATE SET games = games + 1, wins = wins + excluded.wins,
    low_wins = low_wins + excluded.low_wins, solo_games = solo_games + excluded.solo_games,
    scored = scored + excluded.scored,
    best = coalesce(max(best, excluded.best), best, excluded.best),
    total = total + excluded.total,
    solo_scored = solo_scored + excluded.solo_scored,
    solo_best = coalesce(max(solo_best, excluded.solo_best), solo_best, excluded.solo_best),
    solo_total = solo_total + excluded.solo_total,
    others_best = coalesce(max(others_best, excluded.others_best), others_best,
                           excluded.others_best),
    others_total = others_total + excluded.others_total;
END;
CREATE TRIGGER results_removed AFTER DELETE ON results BEGIN
  DELETE FROM player_records WHERE player_id = OLD.player_id AND game = OLD.game;
  INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, best,
                             total, solo_scored, solo_best, solo_total, others_best,
                             others_total)
  SELECT player_id, game, count(*), total(place = 1 AND NOT solo),
    total(place = 1 AND NOT solo AND NOT highest_wins), total(solo), total(highest_wins),
    max(CASE WHEN highest_wins THEN score END), total(CASE WHEN highest_wins THEN score END),
    total(solo AND highest_wins), max(CASE WHEN solo AND highest_wins THEN score END),
    total(CASE WHEN solo AND highest_wins THEN score END),
    max(CASE WHEN NOT solo AND highest_wins THEN score END),
    total(CASE WHEN NOT solo AND highest_wins THEN score END)
  FROM result_facts WHERE player_id = OLD.player_id AND game = OLD.game
  GROUP BY player_id, game;
END;
DELETE FROM player_records;
INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, best,
                           total, solo_scored, solo_best, solo_total, others_best,
                           others_total)
SELECT player_id, game, count(*), total(place = 1 AND NOT solo),
  total(place = 1 AND NOT solo AND NOT highest_wins), total(solo), total(highest_wins),
  max(CASE WHEN highest_wins THEN score END), total(CASE WHEN highest_wins THEN score END),
  total(solo AND highest_wins), max(CASE WHEN solo AND highest_wins THEN score END),
  total(CASE WHEN solo AND highest_wins THEN score END),
  max(CASE WHEN NOT solo AND highest_wins THEN score END),
  total(CASE WHEN NOT solo AND highest_wins THEN score END)
FROM result_facts GROUP BY player_id, game;
)sql";

// Version 5: what each scoring category (BreakdownLine::category) earned each seat of a
// finished session, and the table's average in it that session (a seat without the
// category counts 0), so Records' Categories reads one index range per player and game.
// Rows follow their result: removed with it, moved with it to another player. Sessions
// whose results were stored without them (before version 5, or merged or repaired in)
// wait in categories_pending until the app scores them again (the store has no game
// code: session/category_backfill.h).
constexpr const char* schema_v5 = R"sql(
CREATE TABLE result_categories(
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  category TEXT NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  game TEXT NOT NULL,
  points REAL NOT NULL,
  table_points REAL NOT NULL,
  pad INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, seat, category)) WITHOUT ROWID;
CREATE INDEX result_categories_by_player
  ON result_categories(player_id, game, category, finished_at, points, table_points, pad);
CREATE TABLE categories_pending(
  session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE);
CREATE TRIGGER result_categories_removed AFTER DELETE ON results BEGIN
  DELETE FROM result_categories WHERE session_id = OLD.session_id AND seat = OLD.seat;
END;
CREATE TRIGGER result_categories_moved AFTER UPDATE OF player_id ON results BEGIN
  UPDATE result_categories SET player_id = NEW.player_id
  WHERE session_id = NEW.session_id AND seat = NEW.seat;
END;
CREATE TRIGGER result_categories_wanted AFTER INSERT ON results BEGIN
  INSERT OR IGNORE INTO categories_pending(session_id) VALUES (NEW.session_id);
END;
INSERT INTO categories_pending(session_id) SELECT DISTINCT session_id FROM results;
)sql";

// Version 6: the player page reads one range of results_by_player instead of every seat
// of the player's sessions and every session's table (0.07 s of CPU at 100 000 sessions,
// most of it reading pages spread over the whole file). Each result holds copies of its
// session's played_at and setup as the table has them (NULL when it has none or its text
// does not parse) and `others`: the other seats as "player_id:place", joined by commas.
// Triggers keep the copies right: a result added, removed or moved to another player
// rewrites its session's rows, a session's table rewritten rewrites their facts.
constexpr const char* schema_v6 = R"sql(
ALTER TABLE results ADD COLUMN played_at TEXT;
ALTER TABLE results ADD COLUMN setup TEXT;
ALTER TABLE results ADD COLUMN others TEXT;
UPDATE results SET
  played_at = (SELECT CASE WHEN instr(s.table_json, '"played_at"') > 0 AND json_valid(s.table_json)
    THEN json_extract(s.table_json, '$.played_at') END FROM sessions s WHERE s.id = results.session_id),
  setup = (SELECT CASE WHEN instr(s.table_json, '"setup"') > 0 AND json_valid(s.table_json)
    THEN json_extract(s.table_json, '$.setup') END FROM sessions s WHERE s.id = results.session_id),
  others = (SELECT group_concat(o.player_id || ':' || o.place, ',') FROM results o
    WHERE o.session_id = results.session_id AND o.seat <> results.seat);
CREATE TRIGGER results_page_added AFTER INSERT ON results BEGIN
  UPDATE results SET
    played_at = (SELECT CASE WHEN instr(s.table_json, '"played_at"') > 0 AND json_valid(s.table_json)
      THEN json_extract(s.table_json, '$.played_at') END FROM sessions s WHERE s.id = results.session_id),
    setup = (SELECT CASE WHEN instr(s.table_json, '"setup"') > 0 AND json_valid(s.table_json)
      THEN json_extract(s.table_json, '$.setup') END FROM sessions s WHERE s.id = results.session_id),
    others = (SELECT group_concat(o.player_id || ':' || o.place, ',') FROM results o
      WHERE o.session_id = results.session_id AND o.seat <> results.seat)
  WHERE session_id = NEW.session_id;
END;
CREATE TRIGGER results_page_moved AFTER UPDATE OF player_id ON results BEGIN
  UPDATE results SET others = (SELECT group_concat(o.player_id || ':' || o.place, ',') FROM results o
      WHERE o.session_id = results.session_id AND o.seat <> results.seat)
  WHERE session_id = NEW.session_id;
END;
CREATE TRIGGER results_page_removed AFTER DELETE ON results BEGIN
  UPDATE results SET others = (SELECT group_concat(o.player_id || ':' || o.place, ',') FROM results o
      WHERE o.session_id = results.session_id AND o.seat <> results.seat)
  WHERE session_id = OLD.session_id;
END;
CREATE TRIGGER sessions_page_facts AFTER UPDATE OF table_json ON sessions BEGIN
  UPDATE results SET
    played_at = (SELECT CASE WHEN instr(s.table_json, '"played_at"') > 0 AND json_valid(s.table_json)
      THEN json_extract(s.table_json, '$.played_at') END FROM sessions s WHERE s.id = results.session_id),
    setup = (SELECT CASE WHEN instr(s.table_json, '"setup"') > 0 AND json_valid(s.table_json)
      THEN json_extract(s.table_json, '$.setup') END FROM sessions s WHERE s.id = results.session_id)
  WHERE session_id = NEW.id;
END;
DROP INDEX results_by_player;
CREATE INDEX results_by_player ON results(player_id, game, finished_at, session_id, score, place,
  rank, highest_wins, played_at, others, setup);
)sql";

constexpr std::array migrations = {
    Migration{1, schema_v1}, Migration{2, schema_v2},
    Migration{3, schema_v3}, Migration{4, schema_v4, move_catalogs_out},
    Migration{5, schema_v5}, Migration{6, schema_v6},
};
static_assert(migrations.back().version == Store::schema_version);

}  // namespace

int user_version(sqlite3* db, const std::string& path) {
  Statement query(db, path, "PRAGMA user_version");
  return query.step() ? static_cast<int>(query.int64_at(0)) : 0;
}

void fail_newer(const std::string& path, int version) {
  throw StoreError(fill(_("{} was written by a newer version of Tributary (schema {}); this "
                          "build understands up to {}"),
                        path, version, Store::schema_version));
}

int inspect(sqlite3* db, const std::string& path) {
  Statement app(db, path, "PRAGMA application_id");
  const std::int64_t app_id = app.step() ? app.int64_at(0) : 0;
  if (app_id != 0 && app_id != application_id) {
    fail_damaged(path, fill(_("it belongs to another program (application id {})"), app_id));
  }
  const int version = user_version(db, path);
  if (version > Store::schema_version) fail_newer(path, version);
  if (version < 0) fail_damaged(path, _("negative schema version"));

  // Reading the schema parses page 1: a damaged header page fails here, before any write.
  std::set<std::string> tables;
  Statement schema(db, path, "SELECT name FROM sqlite_schema WHERE type = 'table'");
  while (schema.step()) tables.insert(schema.text_at(0));
  if (version == 0 && !tables.empty()) {
    fail_damaged(path, _("it holds tables of another program and no Tributary schema"));
  }
  if (version > 0) {
    for (const char* name :
         {"players", "sessions", "session_players", "moves", "results", "player_records"}) {
      if (!tables.count(name)) fail_damaged(path, fill(_("table '{}' is missing"), name));
    }
    if (version >= 4 && !tables.count("catalogs")) {
      fail_damaged(path, fill(_("table '{}' is missing"), "catalogs"));
    }
    if (version >= 5 && !tables.count("result_categories")) {
      fail_damaged(path, fill(_("table '{}' is missing"), "result_categories"));
    }
  }
  return version;
}

void run_migrations(sqlite3* db, const std::string& path, int from, int up_to) {
  for (const Migration& step : migrations) {
    if (step.version <= from || step.version > up_to) continue;
    exec(db, path, step.sql, C_("cannot ...", "upgrade the database schema"));
    if (step.then != nullptr) step.then(db, path);
    // PRAGMA takes no bound parameters; the number is this build's own constant.
    const std::string set_version = "PRAGMA user_version = " + std::to_string(step.version);
    exec(db, path, set_version.c_str(), C_("cannot ...", "upgrade the database schema"));
  }
}

void migrate(sqlite3* db, const std::string& path, int up_to) {
  if (user_version(db, path) == up_to) return;
  Transaction transaction(db, path);
  // Re-read inside the write lock: another process may have migrated meanwhile.
  const int from = user_version(db, path);
  if (from > Store::schema_version) fail_newer(path, from);
  run_migrations(db, path, from, up_to);
  transaction.commit();
}

}  // namespace trib::store_detail
