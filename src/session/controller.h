#pragma once
// One open session, without any UI toolkit: its table file (setup + move log), the match
// rebuilt from it with core's replay (the same path as the CLI and the store), undo and
// redo, illegal moves waiting for a "house ruling" decision, and the end-of-game results.
// Board views talk to the session only through this class: they read match(), score and
// highlight(), preview with check() and enter moves with submit().

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/replay.h"
#include "core/scoreboard.h"
#include "core/table_file.h"
#include "core/verdict.h"
#include "store/session_lock.h"

namespace trib {

class Store;

enum class SubmitStatus {
  stored,     // legal and written to the store
  illegal,    // refused; pending() holds it for a possible house ruling
  malformed,  // not a move of this game (InputError); message says where
  failed,     // read-only session or a database error; message says why
  kept,       // legal and applied, but not stored: the database file moved (detached())
};

struct SubmitOutcome {
  SubmitStatus status = SubmitStatus::stored;
  std::string message;
  std::string rule;  // illegal moves: the engine's rule id
};

// Whether the move was entered: the view shows it applied (stored, or kept unstored).
inline bool entered(const SubmitOutcome& outcome) {
  return outcome.status == SubmitStatus::stored || outcome.status == SubmitStatus::kept;
}

struct PendingIllegal {
  nlohmann::json move;
  Illegal reason;
  // Why a house ruling cannot apply it either (a card placed twice, a cell taken), or
  // nothing when it may be recorded as one.
  std::optional<Illegal> refusal;
};

// What to say under a refused move that not even a house ruling may record (empty when
// one may): the house ruling's own reason only when it is not the move's again.
std::string house_ruling_refusal_text(const PendingIllegal& pending);

// The first move a replay could not apply (a table file with an illegal move, or a stored
// move an engine no longer accepts).
struct ReplayFailure {
  std::size_t move = 0;
  std::string rule;
  std::string message;
};

// A past move being fixed: one replaced, a move inserted before it, or one deleted. The
// new log is built in memory: `kept` (the moves before the edit point, those entered and
// those replayed since), the edit point, then `later` (the old moves still to replay).
// Nothing is stored until every later move is replayed or dropped; then the log changes in
// one transaction.
struct PastEdit {
  std::size_t from = 0;                    // the first move of the log the edit changes
  std::vector<nlohmann::json> kept;        // the new log up to the edit point
  std::vector<nlohmann::json> later;       // old moves after the edit point, in order
  std::size_t later_from = 0;              // the index later.front() had in the old log
  std::optional<nlohmann::json> replaced;  // the move the next entered one replaces
  // later.front() no longer fits after the moves kept: the engine's reason. The edit
  // waits for drop_stopped_move or fix_stopped_move.
  std::optional<Illegal> stopped;

  std::size_t point() const { return kept.size(); }  // where the next move goes
};

struct FinalResult {
  PlayerResult player;
  std::optional<double> previous_best;  // the personal best before this session
  bool new_best = false;
};

// The state a cache was computed from: the session, its title and its revision.
struct StateKey {
  const void* session = nullptr;
  std::string title;
  std::uint64_t revision = 0;
  friend bool operator==(const StateKey&, const StateKey&) = default;
};

class SessionController {
 public:
  // A live session of `store` (read-only when the store is). It holds the session's lock
  // while it lives; when another window holds it, the session opens read-only and error()
  // says why. Throws StoreError and InputError (a stored setup the engine refuses).
  static std::unique_ptr<SessionController> resume(Store& store, std::int64_t session_id);
  // A stored session for review: read-only, with a move cursor.
  static std::unique_ptr<SessionController> review(Store& store, std::int64_t session_id);
  // A table file that is not stored (`--open FILE`): read-only, with a move cursor.
  static std::unique_ptr<SessionController> review_file(TableFile table, std::string label);

  const Game& game() const { return *game_; }
  const TableFile& table() const { return table_; }
  const Match& match() const { return *replay_.match; }
  const Scoreboard& scoreboard() const { return score_; }
  // "River Wild · session 12", or the file's label for review_file; in the player's
  // language, so views keyed on it recompute when the language switches.
  std::string title() const;
  std::optional<std::int64_t> session_id() const { return session_id_; }
  bool read_only() const { return read_only_; }
  bool finished() const { return replay_.match->finished(); }
  // Changes whenever the shown state may have changed: views key their caches on it
  // (e.g. legal-spot highlighting), instead of recomputing every frame.
  std::uint64_t revision() const { return revision_; }

  // Legality of `move` in the shown state; malformed moves come back as rule
  // "malformed-move". For hover previews: never changes anything.
  Verdict check(const nlohmann::json& move) const;
  SubmitOutcome submit(const nlohmann::json& move);

  // Replaces the setup of a live session (e.g. a runestone animal chosen by the player),
  // stores it and rebuilds the state. Returns false with error() set when the engine or
  // the store refuses it.
  bool set_setup(const nlohmann::json& setup);

  // The last refused move, until it is recorded as a house ruling or dismissed.
  const std::optional<PendingIllegal>& pending() const { return pending_; }
  // Stores the pending move with "house_ruling": true and applies it the way core's
  // replay does: without the checks a house ruling may override.
  void record_pending_as_house_ruling();
  void dismiss_pending() { pending_.reset(); }

  // Fixing a past move (live sessions, not while detached). While an edit is open, the
  // shown state is the new log up to the edit point (match(), scoreboard()), so a board
  // view builds its next move there, and submit() puts that move at the edit point: it
  // replaces past_edit()->replaced, or is inserted. The later moves are then replayed
  // until one no longer fits (past_edit()->stopped) or all are in, when the edit is
  // stored as one transaction; undo() takes it back in one step. A finished session may be
  // edited: its results are stored again from the new log (without new-best badges), or
  // removed when the new log no longer ends the game. Each returns false with error() set
  // when the edit cannot start.
  //
  // Whether this session's past moves may be edited: a stored session in a writable
  // database, its moves not kept here unstored. A review may be: it is resumed live first.
  bool can_edit_past() const;
  bool begin_replace(std::size_t index);
  bool begin_insert(std::size_t index);  // a new move before move `index`
  bool delete_move(std::size_t index);   // the later moves replayed at once
  // The stopped move left out (replay goes on), or made the edit point (replaced next).
  void drop_stopped_move();
  void fix_stopped_move();
  // Leaves the log as it was.
  void cancel_past_edit();
  const std::optional<PastEdit>& past_edit() const { return edit_; }

  bool can_undo() const;
  bool can_redo() const;
  void undo();
  void redo();
  // The move the last undo took back (what redo would restore), or null (also when it took
  // back an edit of a past move).
  const nlohmann::json* last_undone() const {
    return redo_.empty() || redo_.back().edit ? nullptr : &redo_.back().move;
  }

  // Moves in the log, and how many of them the shown state has applied (equal unless
  // a read-only session is stepped back with set_cursor).
  std::size_t move_total() const { return table_.moves.size(); }
  std::size_t cursor() const { return cursor_; }
  void set_cursor(std::size_t applied);

  bool is_house_ruling(std::size_t index) const;
  // The index of the first house ruling among the moves (a solo analysis stops there).
  std::optional<std::size_t> first_house_ruling() const;
  // The rule move `index` overrides as a house ruling ("" when it overrides none).
  std::string overridden_rule(std::size_t index) const;
  // The game's warnings about the table, without the "house ruling at move N" lines the
  // score document adds (the score panel names house rulings itself, numbered as the move
  // list numbers moves).
  std::vector<std::string> game_warnings() const;
  const std::optional<ReplayFailure>& replay_failure() const { return failure_; }

  // What the score panel's selected breakdown line points at (null = nothing).
  const nlohmann::json& highlight() const { return highlight_; }
  void set_highlight(nlohmann::json highlight) { highlight_ = std::move(highlight); }

  // Places and rank titles once the match is finished; new-best badges only for a game
  // finished live in this session.
  const std::vector<FinalResult>& final_results() const { return results_; }

  // The last error, from the database or from a rebuild that failed (a data file that can
  // no longer be read): the session stays as it was shown, and usable for reading.
  const std::string& error() const { return error_; }
  void clear_error() { error_.clear(); }

  // Called after every write to the store, so cached lists can refresh.
  void set_on_store_changed(std::function<void()> callback) { on_changed_ = std::move(callback); }

  // The database file was deleted, or moved and replaced, under this live session (a
  // write was refused with StoreError Kind::moved): from then on its moves are applied
  // and shown but kept only here, and its store is never used again, until store_into.
  bool detached() const { return unsaved_from_.has_value(); }
  std::size_t unsaved_moves() const { return detached() ? move_total() - *unsaved_from_ : 0; }
  // Stores a detached session into `store`, the database now at the same path (a copy put
  // back there, or a new file), and plays on there: into the same session when `store`
  // holds its first moves, else as a new session. Each move is its own transaction, so a
  // retry after a failure goes on where it stopped. Throws StoreError.
  void store_into(Store& store);
  // Replays the shown moves again, so the messages, score lines and warnings are in the
  // language chosen since (Settings switches it live).
  void reword();

 private:
  SessionController() = default;
  // Opening: replays the whole log (throws InputError) and shows it.
  void open(TableFile table);
  // `table` replayed up to `limit` moves, or nothing with error() set: the caller then
  // leaves the shown state and the store as they are.
  std::optional<Replay> replayed(const TableFile& table, std::size_t limit);
  void show(Replay replayed, std::size_t cursor);
  // Stores `move` (a house ruling when it carries the key) and applies it.
  bool enter(const nlohmann::json& move);
  bool append(const nlohmann::json& move);
  // The moves of the log this view shows: each write to the move log expects the store to
  // hold exactly these, so a view another window has overtaken never writes.
  std::int64_t shown_moves() const { return static_cast<std::int64_t>(table_.moves.size()); }
  // A write to the store failed (a full disk): error() says so until a later write
  // succeeds, which clears it; errors of other kinds stay until dismissed.
  void write_failed(std::string message);
  void write_succeeded();
  // Takes the session's lock, or shows the session read-only when another window has it.
  void take_lock();
  // The session in `store` that this one continues, if any (see store_into).
  std::optional<std::int64_t> earlier_copy_in(Store& store) const;
  void after_change();
  void record_finish();
  void build_results(bool with_badges);
  void changed() const;
  // An edit of a past move: a log's moves from `from` on, before and after.
  struct LogEdit {
    std::size_t from = 0;
    std::vector<nlohmann::json> before;
    std::vector<nlohmann::json> after;
  };
  // What redo puts back: a move, or an edit of a past move.
  struct Undone {
    nlohmann::json move;
    std::optional<LogEdit> edit;
  };
  // Whether a past-move edit may start at `index` (error() says why not), and the state
  // before that move when it may.
  std::optional<Replay> edit_start(std::size_t index);
  // Opens the edit at `index`: `skipped` old moves from there on are left out of `later`.
  void start_edit(Replay before, std::size_t index, std::size_t skipped);
  // Applies later moves while they fit, then stores the edit when none is left; false
  // when storing failed (error() says why; the old log is shown again).
  bool replay_later();
  void show_edit_state();
  // Writes `moves` as the log from `from` on (with results when it ends the game) and
  // shows it; false with error() set when the replay or the store refuses it.
  bool write_log_tail(std::size_t from, const std::vector<nlohmann::json>& moves);
  // Whether the log holds exactly `tail` from move `from` on.
  bool log_ends_with(std::size_t from, const std::vector<nlohmann::json>& tail) const;
  // Puts an entered move at the edit point and replays on; false with error() set.
  bool place_in_edit(const nlohmann::json& move);

  const Game* game_ = nullptr;
  Store* store_ = nullptr;
  std::optional<std::int64_t> session_id_;
  bool read_only_ = true;
  bool finish_recorded_ = false;
  TableFile table_;
  std::string file_label_;  // review_file's label; "" for a stored session
  Replay replay_;           // table_ replayed up to cursor_
  Scoreboard score_;
  std::size_t cursor_ = 0;
  std::uint64_t revision_ = 0;
  std::optional<ReplayFailure> failure_;
  std::optional<PendingIllegal> pending_;
  std::vector<Undone> redo_;    // moves as stored, "house_ruling" included
  std::vector<LogEdit> edits_;  // the past-move edits made here, for undo
  std::optional<PastEdit> edit_;
  nlohmann::json highlight_;
  std::vector<FinalResult> results_;
  std::string error_;
  bool error_from_write_ = false;  // error_ is a failed write's
  std::function<void()> on_changed_;
  std::unique_ptr<SessionLock> lock_;        // live sessions: the one writer's lock
  std::optional<std::size_t> unsaved_from_;  // detached: the first move not stored
};

// The key of `session`'s current state, for caches that follow it.
StateKey state_key(const SessionController& session);

}  // namespace trib
