#pragma once
// The SQLite store: players, sessions (setup + the exact catalog used), the move log,
// results and records. Every stored move is its own transaction, written the moment it
// is entered. Errors are StoreError (the CLI maps them to exit code 3).

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/scoreboard.h"
#include "core/table_file.h"
#include "store/player_stats.h"

struct sqlite3;

namespace trib {

struct StoreError : std::runtime_error {
  // What went wrong, for callers that offer a way out (a damaged file can be repaired, a
  // stale view reopened). not_a_file: the path names a folder, a FIFO or a device,
  // refused before opening. in_use: the session is open in another window (its lock is
  // held), so it may not be deleted. moved: the database file (or its -wal or -shm) was
  // deleted, or moved and replaced, since it was opened; nothing was written.
  enum class Kind { other, damaged, disk_full, stale, not_a_file, in_use, moved };

  explicit StoreError(const std::string& message, Kind what = Kind::other)
      : std::runtime_error(message), kind(what) {}
  Kind kind;
};

enum class SessionStatus { active, finished };

struct SessionSummary {
  std::int64_t id = 0;
  std::string game;
  std::vector<std::string> players;  // seat order
  SessionStatus status = SessionStatus::active;
  std::int64_t created_at = 0;  // unix seconds
  std::int64_t updated_at = 0;
  std::int64_t move_count = 0;
  // Finished sessions: who won, decided by the places stored with the results (shared
  // first places list every winner, in seat order), and the winners' score: after a
  // flipped Roaring River raft that is the fewest hearts, not the highest score.
  std::vector<std::string> winners;
  std::optional<double> winning_score;
  bool pad = false;                      // scores only: entered on a score pad, not mirrored
  std::optional<std::string> played_at;  // when the table says it was played (local time)
};

// A finished session's id and times, for reading every one of them a page at a time.
struct FinishedSession {
  std::int64_t id = 0;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;  // a finished session is never written again: its finish
};

struct StoredMove {
  nlohmann::json move;
  bool house_ruling = false;  // an illegal move the players chose to record anyway
};

struct PlayerRecord {
  std::string player;
  std::string game;
  std::int64_t games = 0;
  std::int64_t wins = 0;        // place 1 in games of two or more seats, shared places included
  std::int64_t low_wins = 0;    // of those wins, games the fewest points won (a flipped raft)
  std::int64_t solo_games = 0;  // one-seat games: no wins, their rank titles count instead
  // Best and average over the games the highest score won (a Roaring River raft that
  // reached the end of the river); none when every game was won by the fewest points.
  std::optional<double> best;
  std::optional<double> average;
  // For a game this player played both solo and with others, records() gives two rows
  // kept apart: true for the solo games, false for the games with others. nullopt: the
  // row holds every game of the pair (all solo, or all with others).
  std::optional<bool> solo;
};

// A known player, as the players list shows them.
struct PlayerSummary {
  std::string name;
  std::int64_t sessions = 0;  // the sessions they sat in, finished or not
  // Their latest session's "YYYY-MM-DDTHH:MM" (local time): when its table says it was
  // played, else when it last changed; none without sessions.
  std::optional<std::string> last_played;
};

// Which finished sessions records count: all, or only those mirrored move by move (leaving
// out score pads, typed or imported from BG Stats, which have no moves).
enum class RecordSessions { all, mirrored };

struct ScorePoint {
  std::int64_t session_id = 0;
  std::int64_t finished_at = 0;
  double score = 0;
  bool highest_wins = true;  // false: the fewest won (a flipped raft), so no score to beat
};

struct HistoryFilter {
  std::optional<std::string> game;
  std::optional<std::string> player;
  std::optional<SessionStatus> status;
  int limit = 200;
  int offset = 0;
};

// What a repaired copy holds, and what could not be saved from the damaged file.
struct RepairReport {
  std::string method;  // how the rows were read: "sqlite3 .recover" or "row by row"
  std::int64_t sessions = 0;
  std::int64_t moves = 0;
  std::int64_t results = 0;
  std::vector<std::string> losses;  // one sentence each; empty when nothing was lost
};

// What Store::merge_from did with the other database's sessions.
struct MergeReport {
  struct Session {
    std::int64_t from_id = 0;  // its id in the other database
    std::int64_t id = 0;       // its id here
    std::string game;
    std::vector<std::string> players;  // seat order
    // A conflict: the session here with the same stable id and another table or move log.
    std::int64_t beside = 0;
  };
  std::vector<Session> added;      // with their own stable ids
  std::int64_t already_there = 0;  // the same table and move log is here (by id or content)
  std::vector<Session> conflicts;  // added side by side under a new stable id
};

// What one scoring category earned a player in one game (Records' Categories).
struct CategoryMonth {
  std::string month;  // "2026-11", local time of the finish
  std::int64_t games = 0;
  double average = 0;
};

struct CategoryEarning {
  std::string category;  // BreakdownLine::category ("mills")
  std::string name;      // as data/<game>/categories.json names it
  // The player's finished games of this game whose table scored the category (a seat
  // without it counts 0), their average in it, and the average of every seat at those
  // tables (the player's own included). A seat's own category (PlayerResult::own_category,
  // a motivation card) counts in its holder's games only, against the average of every
  // seat's own category at those tables.
  std::int64_t games = 0;
  double average = 0;
  double table_average = 0;
  std::vector<CategoryMonth> trend;  // the last months with such games, oldest first
  double gain() const { return average - table_average; }
};

struct CategoryEarnings {
  std::string game;
  std::string player;
  std::int64_t games = 0;                   // finished games with category points stored
  std::vector<CategoryEarning> categories;  // in the game's order of categories
  // Indexes into categories: where the player gains most over the table and loses most
  // (by at least kCategoryGainShown); none when no category does.
  std::optional<std::size_t> gains_most;
  std::optional<std::size_t> loses_most;
};

// The least gain or loss that names a category (gains_most, loses_most): what shows as
// 0.1 a game with one decimal; below it the player is even with the table.
inline constexpr double kCategoryGainShown = 0.05;

// At most this many months in a category's trend.
inline constexpr int kCategoryTrendMonths = 12;

class Store {
 public:
  // Opens or creates the database file (parent folders created). Refuses a database
  // written by a newer schema version without touching it; opens a read-only file
  // read-only (read_only() tells), and so a file whose schema holds an object the
  // migrations did not create, or one altered (read_only_reason() names them; `repair`
  // copies its sessions into a clean file). Unless the file is as the last store to close
  // it left it, or another process has it open (clean_close.h), PRAGMA quick_check must
  // pass before anything is written: a damaged file gives a StoreError of Kind::damaged
  // and is left byte-identical, with no -wal or -shm file left beside it.
  static std::unique_ptr<Store> open(const std::string& file_path);
  // PRAGMA quick_check of an existing database file, on request, through a read-only
  // connection that writes nothing beside it: "" when it is intact, else the problem.
  // StoreError when it cannot be opened at all.
  static std::string check_file(const std::string& file_path);
  // Opens an existing database without ever writing to it (history review, or a file the
  // user wants left alone); every write then throws StoreError.
  static std::unique_ptr<Store> open_read_only(const std::string& file_path);
  // Writes a new database at `copy_path` (which must not exist yet) holding every
  // session that can still be read from `damaged_path`, which is never opened in place:
  // a copy of its bytes is read. Uses the sqlite3 program's .recover when it is
  // installed, otherwise reads the copy row by row. Throws StoreError when nothing can
  // be read (the new file is then removed).
  static RepairReport make_repaired_copy(const std::string& damaged_path,
                                         const std::string& copy_path);
  // Another read-only connection to this database, for a worker thread (a Store is used
  // by one thread at a time). Opening the same file with open() or open_read_only() in
  // this process would read its header through a file of its own, and closing that drops
  // this process's locks on the database: another program could then remove the
  // write-ahead log this store still writes to.
  std::unique_ptr<Store> second_reader() const;
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // A consistent copy of the database as a new file at `target` (refused when it exists),
  // made with SQLite's online backup API while other connections may write: a temporary
  // file beside it is renamed into place once complete, as a single file without a
  // write-ahead log. Throws StoreError, or FileWriteError for the target.
  void back_up_to(const std::string& target) const;
  // Replaces everything in this database with the backup at `backup_path` (read-only,
  // checked first: ours, not newer, intact), in one transaction through this connection,
  // then brings it to this schema. The caller backs the database up first.
  void restore_from(const std::string& backup_path);
  // Adds the sessions of another Tributary database (read-only, of this schema or an
  // older one) that this one lacks, told by their stable ids, with their tables, move
  // logs, results and times; players join by name key. One transaction: running it again
  // adds nothing. A session whose id is here with another table or move log is added
  // beside it under a new id, never over it. A session also counts as here when one here
  // has its times, table and move log and is not the counterpart of another session
  // there: the copy added beside before, or the session of a file older than schema 3,
  // which has no stable ids.
  MergeReport merge_from(const std::string& other_path);

  // Whether open() ran PRAGMA quick_check over the whole file.
  bool checked_at_open() const { return checked_at_open_; }
  // PRAGMA quick_check through this connection, on request: "" when intact, else the
  // problem found.
  std::string check_problem() const;

  bool read_only() const { return read_only_; }
  // Why a writable file was opened read-only, as a sentence naming the path ("… has a
  // trigger "eat" that Tributary did not create"); empty for a file that is read-only
  // itself. Writes are refused with it.
  const std::string& read_only_reason() const { return read_only_reason_; }
  // What the user should know about the opened file, one sentence each (the GUI shows
  // them as banners, the CLI on stderr): why it is read-only, transactions the
  // write-ahead log lost.
  const std::vector<std::string>& warnings() const { return warnings_; }
  const std::string& path() const { return path_; }
  static constexpr int schema_version = 6;

  // A new session. `table` carries game, players, the resolved catalog and setup; its
  // moves (if any) are stored too. With `result` the session is stored finished with
  // those scores. All of it is one transaction: a kill or an error stores nothing.
  std::int64_t create_session(const TableFile& table,
                              const std::optional<Scoreboard>& result = std::nullopt);
  // The session as a table file (catalog = the one stored with it), house rulings marked
  // as "house_ruling": true on the move.
  TableFile load_session(std::int64_t session_id) const;
  // The same table lent to `use` for the call, its catalog the store's parsed one moved in
  // and back rather than copied: a replay of every stored session (an export) meets the
  // same few catalogs thousands of times. `use` may move the table away for the call and
  // back, but must not change its catalog (one not given back is read again next time).
  void with_session(std::int64_t session_id, const std::function<void(TableFile&)>& use) const;
  std::vector<StoredMove> moves(std::int64_t session_id) const;

  // A view of the session (a window) passes `expected_moves`, how many moves it shows, to
  // the writes that change the move log: when the log holds another number — another
  // window or process wrote to the session since — nothing is written and a StoreError of
  // Kind::stale says so. The check and the write are one transaction.
  void append_move(std::int64_t session_id, const nlohmann::json& move, bool house_ruling = false,
                   std::optional<std::int64_t> expected_moves = std::nullopt);
  // Removes the last move (undo); returns it, or nullopt when there is none.
  std::optional<StoredMove> pop_move(std::int64_t session_id,
                                     std::optional<std::int64_t> expected_moves = std::nullopt);

  // A past move changed (replaced, inserted or deleted, the later moves replayed): the
  // log's moves from `from_seq` on become `tail`. With `result` the session is (again)
  // finished with those scores, else it is active without results; a finished session
  // may be changed too. One transaction, checked against `expected_moves` as above.
  void replace_moves_from(std::int64_t session_id, std::int64_t from_seq,
                          const std::vector<nlohmann::json>& tail,
                          const std::optional<Scoreboard>& result,
                          std::optional<std::int64_t> expected_moves = std::nullopt);

  // Replaces the session's setup (e.g. a manual runestone choice made during play).
  void update_setup(std::int64_t session_id, const nlohmann::json& setup);
  // When the session was played and how long it took, as its table's "played_at" and
  // "duration_min" (nullopt removes them). Throws StoreError for a value a table file
  // would refuse.
  void set_when_played(std::int64_t session_id, const std::optional<std::string>& played_at,
                       std::optional<int> duration_min);

  // Marks the session finished and stores each player's score, place and rank.
  void finish_session(std::int64_t session_id, const Scoreboard& board);
  // Back to active (e.g. undo after the end); results are removed.
  void reopen_session(std::int64_t session_id,
                      std::optional<std::int64_t> expected_moves = std::nullopt);
  // Refused with Kind::in_use while another window or process holds the session's lock
  // (SessionLock); holds the lock itself while deleting, so no window resumes it half-way.
  void delete_session(std::int64_t session_id);

  std::vector<SessionSummary> sessions(const HistoryFilter& filter) const;
  // Up to `limit` finished sessions (of `game`, when given) with ids above `after_id`, in
  // id order: a page of them, whatever their number.
  std::vector<FinishedSession> finished_sessions(const std::optional<std::string>& game,
                                                 std::int64_t after_id, int limit) const;
  // How many sessions of each game are in progress (games with none are left out).
  std::map<std::string, std::int64_t> active_session_counts() const;
  std::optional<SessionSummary> session(std::int64_t session_id) const;
  std::vector<std::string> player_names() const;  // for autocomplete, most recent first

  // Players are named as a table file names them; a name given here stands for the player
  // of exactly that name, else the first whose player_key matches ("ada" finds "Ada").
  // Every known player, ordered by player_key.
  std::vector<PlayerSummary> players() const;
  std::optional<PlayerSummary> player(const std::string& name) const;
  // Why `from` cannot be renamed to `to`, or "" when it can: an unknown player, a name a
  // table file refuses, or the name of another player (merge the two instead). Another
  // case of the same name is a rename.
  std::string rename_problem(const std::string& from, const std::string& to) const;
  // Gives `from` the name `to` (trimmed as a table file trims it) in the players and in
  // every stored table of their sessions (so `export` writes it); one transaction. A
  // StoreError names the rename_problem, or a session of theirs open in a window.
  void rename_player(const std::string& from, const std::string& to);
  // Why `from` cannot be merged into `into`, or "": an unknown player, one player named
  // twice, or sessions both sat in (named: a session cannot have one player twice).
  std::string merge_problem(const std::string& from, const std::string& into) const;
  // Moves every seat, result and record of `from` to `into` (their stored tables name
  // `into`) and removes `from`; one transaction. Returns the sessions moved. StoreError as
  // rename_player.
  std::int64_t merge_players(const std::string& from, const std::string& into);

  // The text values every stored session's table gives its top-level `note` key (an "x-"
  // note, such as the BG Stats play an imported session came from): what an import asks
  // before it stores a play twice. One read of the sessions that mention the key.
  std::set<std::string> note_values(std::string_view note) const;

  std::vector<PlayerRecord> records(const std::optional<std::string>& game,
                                    const std::optional<std::string>& player,
                                    RecordSessions sessions = RecordSessions::all) const;
  // The best score among games the highest score won (see PlayerRecord::best).
  std::optional<double> personal_best(const std::string& game, const std::string& player) const;
  // A pair's scores in the order played; `solo` keeps the solo games (true) or the games
  // with others (false) alone, as a records row of a game played both ways does.
  std::vector<ScorePoint> score_history(const std::string& game, const std::string& player,
                                        std::optional<bool> solo = std::nullopt,
                                        RecordSessions sessions = RecordSessions::all) const;
  // What each scoring category earns `player` in `game` (see CategoryEarnings): one read
  // of an index range. Sessions still waiting to be scored again (sessions_without_categories)
  // are not counted yet.
  CategoryEarnings category_earnings(const std::string& game, const std::string& player,
                                     RecordSessions sessions = RecordSessions::all) const;
  // Up to `limit` finished sessions whose category points are not stored (stored before
  // schema 5, merged or repaired in), oldest first: the app scores them again with the
  // game's code and passes each to store_categories (session/category_backfill.h).
  std::vector<std::int64_t> sessions_without_categories(int limit) const;
  // Stores the category points of finished session `session_id` from its scoreboard
  // (`board` null: it could not be scored again; nothing is stored), and takes it off the
  // waiting list. One transaction for the whole batch.
  void store_categories(
      const std::vector<std::pair<std::int64_t, std::optional<Scoreboard>>>& batch);
  // Solo games: how often each rank title was reached.
  std::vector<std::pair<std::string, std::int64_t>> rank_counts(
      const std::string& game, const std::string& player,
      RecordSessions sessions = RecordSessions::all) const;

  // The player page of `name` (named as records() names a player) over `period`, from
  // every finished session, score pads too; none for an unknown player. `start_seat`
  // reads who started each session (player_stats.h); without it there is no first-player
  // effect.
  std::optional<PlayerPage> player_page(const std::string& name, const Period& period = {},
                                        const StartSeatReader& start_seat = nullptr) const;

 private:
  Store() = default;
  // open() for a file that may be written (`exists`: there is one already).
  static std::unique_ptr<Store> open_writable(const std::string& file_path, bool exists);
  // Reads a session's stored envelope, lets `edit` change it, and writes it back in one
  // transaction; `touch` also moves the session's last update to now.
  void edit_envelope(std::int64_t session_id, bool touch,
                     const std::function<void(nlohmann::json&)>& edit);
  // The stored catalog `id`, parsed once. Keyed by id and content hash too, so a
  // database replaced under this store (a restore in another window) is read afresh.
  const nlohmann::json& catalog(std::int64_t id, std::int64_t hash) const;
  using CatalogKey = std::pair<std::int64_t, std::int64_t>;  // a catalog's id and hash
  // The session's table without its catalog, and the key of the stored catalog it uses.
  std::pair<TableFile, std::optional<CatalogKey>> load_session_apart(std::int64_t session_id) const;
  mutable std::map<CatalogKey, nlohmann::json> catalog_cache_;
  sqlite3* db_ = nullptr;
  std::string path_;
  bool read_only_ = false;
  std::string read_only_reason_;
  std::vector<std::string> warnings_;
  bool checked_at_open_ = false;
  // The file open() opened, for the clean-close mark written when this store closes.
  bool mark_clean_close_ = false;
  std::uint64_t file_device_ = 0;
  std::uint64_t file_inode_ = 0;
  friend struct StoreAccess;
};

// What a merge did, in a few lines for a person: what was added, what was there already
// and the conflicts (at most 20 sessions named per kind).
std::string merge_summary(const MergeReport& report, const std::string& other_path);

// A free name beside `damaged_path` for its repaired copy: "x.db" → "x-repaired.db",
// then "x-repaired-2.db", …
std::string repaired_copy_path(const std::string& damaged_path);

// $TRIBUTARY_DB, else $XDG_DATA_HOME/tributary/tributary.db, else
// ~/.local/share/tributary/tributary.db.
std::string default_database_path();

}  // namespace trib
