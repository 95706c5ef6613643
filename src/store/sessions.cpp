// Sessions: creating, loading, finishing, reopening and deleting them.

#include <cmath>
#include <functional>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/replay.h"
#include "core/text.h"
#include "store/catalogs.h"
#include "store/category_rows.h"
#include "store/database.h"
#include "store/rows.h"
#include "store/session_lock.h"

namespace trib {
using namespace store_detail;

std::int64_t store_detail::player_id(sqlite3* db, const std::string& path, const std::string& name,
                                     std::int64_t used_at) {
  // "ada" joins the records of an "Ada" stored before: one player.
  Statement known(db, path,
                  "UPDATE players SET last_used_at = max(last_used_at, ?) WHERE id = (SELECT id "
                  "FROM players WHERE player_key(name) = player_key(?) ORDER BY id LIMIT 1) "
                  "RETURNING id");
  if (known.bind(1, used_at).bind(2, name).step()) return known.int64_at(0);
  Statement insert(db, path, "INSERT INTO players(name, last_used_at) VALUES (?, ?) RETURNING id");
  insert.bind(1, name).bind(2, used_at).step();
  return insert.int64_at(0);
}

namespace {

std::vector<std::int64_t> seat_player_ids(sqlite3* db, const std::string& path,
                                          std::int64_t session_id) {
  Statement query(db, path,
                  "SELECT player_id FROM session_players WHERE session_id = ? ORDER BY seat");
  query.bind(1, session_id);
  std::vector<std::int64_t> ids;
  while (query.step()) ids.push_back(query.int64_at(0));
  return ids;
}

}  // namespace

std::vector<const PlayerResult*> store_detail::results_by_seat(const TableFile& table,
                                                               const Scoreboard& board,
                                                               std::int64_t session_id) {
  const auto mismatch = [&] {
    return StoreError(fill(_("the scores for session {} do not match its players"), session_id));
  };
  if (board.players.size() != table.players.size()) throw mismatch();
  std::vector<const PlayerResult*> by_seat;
  std::vector<bool> used(board.players.size(), false);
  for (std::size_t seat = 0; seat < table.players.size(); ++seat) {
    std::size_t pick = seat;
    if (board.players[seat].name != table.players[seat] || used[seat]) {
      pick = board.players.size();
      for (std::size_t i = 0; i < board.players.size(); ++i) {
        if (!used[i] && board.players[i].name == table.players[seat]) {
          pick = i;
          break;
        }
      }
      if (pick == board.players.size()) throw mismatch();
    }
    used[pick] = true;
    by_seat.push_back(&board.players[pick]);
  }
  return by_seat;
}

namespace {

// Stores each seat's score, place and rank and marks the session finished. Runs inside
// the caller's transaction.
void write_results(sqlite3* db, const std::string& path, std::int64_t session_id,
                   const TableFile& table, const Scoreboard& board, std::int64_t now) {
  const std::vector<const PlayerResult*> by_seat = results_by_seat(table, board, session_id);
  for (const PlayerResult* result : by_seat) {
    // SQLite would store an infinite score, and every record would then read "inf".
    if (!std::isfinite(result->score)) {
      throw StoreError(fill(_("the score of {} in session {} is not a finite number"), result->name,
                            session_id));
    }
  }
  const std::vector<std::int64_t> players = seat_player_ids(db, path, session_id);
  if (players.size() != by_seat.size()) {
    fail_damaged(path, _("a session's seats are inconsistent"));
  }
  Statement clear(db, path, "DELETE FROM results WHERE session_id = ?");
  clear.bind(1, session_id).run();
  Statement insert(db, path,
                   "INSERT INTO results(session_id, seat, player_id, game, score, place, rank, "
                   "finished_at, highest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  for (std::size_t seat = 0; seat < by_seat.size(); ++seat) {
    const PlayerResult& result = *by_seat[seat];
    insert.reset();
    insert.bind(1, session_id).bind(2, static_cast<std::int64_t>(seat)).bind(3, players[seat]);
    insert.bind(4, table.game).bind(5, result.score).bind(6, result.place);
    if (result.rank) insert.bind(7, *result.rank);
    insert.bind(8, now).bind(9, board.highest_wins ? 1 : 0).run();
  }
  write_category_points(db, path, session_id, table.game, by_seat, players, board.pad, now);
  Statement update(db, path,
                   "UPDATE sessions SET status = 'finished', finished_at = ?, updated_at = ? "
                   "WHERE id = ?");
  update.bind(1, now).bind(2, now).bind(3, session_id).run();
}

}  // namespace

std::int64_t Store::create_session(const TableFile& table,
                                   const std::optional<Scoreboard>& result) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "create a session")));
  if (table.game.empty()) throw StoreError(_("a session needs a game id"));
  if (table.players.empty()) throw StoreError(_("a session needs at least one player"));
  if (!table.moves.is_array()) throw StoreError(_("a session's moves must be a JSON array"));
  for (std::size_t i = 0; i < table.players.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (table.players[i] == table.players[j]) {
        throw StoreError(
            fill(_("player \"{}\" appears twice in one session"), echo(table.players[i])));
      }
    }
  }
  check_round_trip(table);  // InputError: what is stored must export to an importable file
  nlohmann::json envelope = to_json(table);
  envelope.erase("moves");

  const StoredTable stored = split_catalog(std::move(envelope));

  Transaction transaction(db_, path_);
  const std::int64_t now = now_seconds();
  Statement insert(db_, path_,
                   "INSERT INTO sessions(uid, game, status, created_at, updated_at, table_json, "
                   "catalog_id) VALUES (lower(hex(randomblob(16))), ?, 'active', ?, ?, ?, ?)");
  insert.bind(1, table.game).bind(2, now).bind(3, now).bind(4, stored.envelope);
  if (const auto catalog = catalog_id(db_, path_, stored.catalog)) insert.bind(5, *catalog);
  insert.run();
  const std::int64_t session_id = sqlite3_last_insert_rowid(db_);

  Statement seat(db_, path_,
                 "INSERT INTO session_players(session_id, seat, player_id, game, status, "
                 "updated_at) VALUES (?, ?, ?, ?, 'active', ?)");
  for (std::size_t i = 0; i < table.players.size(); ++i) {
    seat.reset();
    const std::int64_t id = player_id(db_, path_, table.players[i], now);
    seat.bind(1, session_id).bind(2, static_cast<std::int64_t>(i)).bind(3, id);
    seat.bind(4, table.game).bind(5, now).run();
  }
  for (std::size_t i = 0; i < table.moves.size(); ++i) {
    insert_move(db_, path_, session_id, static_cast<std::int64_t>(i), table.moves[i], false, now);
  }
  if (result) write_results(db_, path_, session_id, table, *result, now);
  transaction.commit();
  return session_id;
}

std::pair<TableFile, std::optional<Store::CatalogKey>> Store::load_session_apart(
    std::int64_t session_id) const {
  // The catalog's id and hash only: its text is read and parsed once (catalog_cache_).
  Statement query(db_, path_,
                  "SELECT s.table_json, c.id, c.hash FROM sessions s "
                  "LEFT JOIN catalogs c ON c.id = s.catalog_id WHERE s.id = ?",
                  Reused{});
  query.bind(1, session_id);
  if (!query.step()) {
    throw StoreError(fill(_("there is no session {} in {}"), session_id, path_));
  }
  nlohmann::json document = joined_envelope(path_, query.text_at(0), std::nullopt);
  std::optional<CatalogKey> catalog_key;
  if (!query.is_null(1)) catalog_key = CatalogKey{query.int64_at(1), query.int64_at(2)};
  // A score-pad session keeps its pad in the envelope and has no moves.
  if (!document.contains("pad")) {
    nlohmann::json& moves_out = document["moves"] = nlohmann::json::array();
    for (StoredMove& stored : moves(session_id)) {
      if (stored.house_ruling) stored.move[kHouseRulingKey] = true;
      moves_out.push_back(std::move(stored.move));
    }
  }
  if (catalog_key && !catalog(catalog_key->first, catalog_key->second).is_object()) {
    fail_damaged(path_, fill(_("stored session {} at {}: {}"), session_id, "/catalog",
                             _("expected an object")));
  }
  try {
    return {parse_table_file(std::move(document)), catalog_key};
  } catch (const InputError& error) {
    fail_damaged(path_,
                 fill(_("stored session {} at {}: {}"), session_id, error.path, error.what()));
  }
}

TableFile Store::load_session(std::int64_t session_id) const {
  auto [table, catalog_key] = load_session_apart(session_id);
  if (catalog_key) table.catalog = catalog(catalog_key->first, catalog_key->second);
  return std::move(table);
}

void Store::with_session(std::int64_t session_id,
                         const std::function<void(TableFile&)>& use) const {
  auto [table, catalog_key] = load_session_apart(session_id);
  if (!catalog_key) return use(table);
  // Out of the cache while lent: a call of `use` that asks for the same catalog reads it
  // afresh instead of finding it moved away.
  auto lent = catalog_cache_.extract(*catalog_key);
  table.catalog = std::move(lent.mapped());
  struct GiveBack {
    const Store& store;
    TableFile& table;
    decltype(lent)& node;
    ~GiveBack() {
      if (!table.catalog.is_object()) return;  // moved away and not back
      node.mapped() = std::move(table.catalog);
      store.catalog_cache_.insert(std::move(node));
    }
  } give_back{*this, table, lent};
  use(table);
}

const nlohmann::json& Store::catalog(std::int64_t id, std::int64_t hash) const {
  const std::pair key{id, hash};
  if (const auto known = catalog_cache_.find(key); known != catalog_cache_.end()) {
    return known->second;
  }
  constexpr std::size_t kCachedCatalogs = 64;  // a handful in practice
  if (catalog_cache_.size() >= kCachedCatalogs) catalog_cache_.clear();
  Statement query(db_, path_, "SELECT catalog_json FROM catalogs WHERE id = ?");
  if (!query.bind(1, id).step()) fail_damaged(path_, _("a session's catalog is missing"));
  return catalog_cache_[key] = parse_stored_json(path_, query.text_at(0));
}

void Store::update_setup(std::int64_t session_id, const nlohmann::json& setup) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "change a session's setup")));
  if (!setup.is_object()) throw StoreError(_("a session's setup must be a JSON object"));
  edit_envelope(session_id, /*touch=*/true,
                [&](nlohmann::json& envelope) { envelope["setup"] = setup; });
}

void Store::set_when_played(std::int64_t session_id, const std::optional<std::string>& played_at,
                            std::optional<int> duration_min) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "change when a session was played")));
  if (played_at) {
    if (const std::string problem = played_at_problem(*played_at); !problem.empty()) {
      throw StoreError(fill(_("played at: {}"), problem));
    }
  }
  if (duration_min && (*duration_min < 0 || *duration_min > kMaxDurationMinutes)) {
    throw StoreError(fill(_("a duration is 0 to {} minutes"), kMaxDurationMinutes));
  }
  // When it was played changes no result: the session keeps its place in History.
  edit_envelope(session_id, /*touch=*/false, [&](nlohmann::json& envelope) {
    envelope.erase("played_at");
    envelope.erase("duration_min");
    if (played_at) envelope["played_at"] = *played_at;
    if (duration_min) envelope["duration_min"] = *duration_min;
  });
}

void store_detail::edit_stored_envelope(sqlite3* db, const std::string& path,
                                        std::int64_t session_id,
                                        const std::function<void(nlohmann::json&)>& edit) {
  Statement query(db, path, "SELECT table_json FROM sessions WHERE id = ?");
  query.bind(1, session_id);
  if (!query.step()) {
    throw StoreError(fill(_("there is no session {} in {}"), session_id, path));
  }
  nlohmann::json envelope = parse_stored_json(path, query.text_at(0));
  if (!envelope.is_object()) fail_damaged(path, _("a stored session is not a JSON object"));
  edit(envelope);
  Statement update(db, path, "UPDATE sessions SET table_json = ? WHERE id = ?");
  update.bind(1, json_text(envelope)).bind(2, session_id).run();
}

void Store::edit_envelope(std::int64_t session_id, bool touch,
                          const std::function<void(nlohmann::json&)>& edit) {
  Transaction transaction(db_, path_);
  edit_stored_envelope(db_, path_, session_id, edit);
  if (touch) {
    Statement update(db_, path_, "UPDATE sessions SET updated_at = ? WHERE id = ?");
    update.bind(1, now_seconds()).bind(2, session_id).run();
  }
  transaction.commit();
}

void Store::finish_session(std::int64_t session_id, const Scoreboard& board) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "finish a session")));
  Transaction transaction(db_, path_);
  const TableFile table = load_session(session_id);
  write_results(db_, path_, session_id, table, board, now_seconds());
  transaction.commit();
}

namespace {

// Removes the results and marks the session active, inside the caller's transaction.
void mark_session_active(sqlite3* db, const std::string& path, std::int64_t session_id,
                         std::int64_t now) {
  Statement clear(db, path, "DELETE FROM results WHERE session_id = ?");
  clear.bind(1, session_id).run();
  Statement update(db, path,
                   "UPDATE sessions SET status = 'active', finished_at = NULL, updated_at = ? "
                   "WHERE id = ?");
  update.bind(1, now).bind(2, session_id).run();
}

}  // namespace

void Store::reopen_session(std::int64_t session_id, std::optional<std::int64_t> expected_moves) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "reopen a session")));
  Transaction transaction(db_, path_);
  session_status(db_, path_, session_id);
  require_move_count(db_, path_, session_id, expected_moves);
  mark_session_active(db_, path_, session_id, now_seconds());
  transaction.commit();
}

void Store::replace_moves_from(std::int64_t session_id, std::int64_t from_seq,
                               const std::vector<nlohmann::json>& tail,
                               const std::optional<Scoreboard>& result,
                               std::optional<std::int64_t> expected_moves) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "change a past move")));
  Transaction transaction(db_, path_);
  session_status(db_, path_, session_id);
  require_move_count(db_, path_, session_id, expected_moves);
  if (from_seq < 0 || from_seq > move_count(db_, path_, session_id)) {
    throw StoreError(fill(_("session {} has no move {} to change"), session_id, from_seq + 1));
  }
  const std::int64_t now = now_seconds();
  Statement erase(db_, path_, "DELETE FROM moves WHERE session_id = ? AND seq >= ?");
  erase.bind(1, session_id).bind(2, from_seq).run();
  for (std::size_t i = 0; i < tail.size(); ++i) {
    insert_move(db_, path_, session_id, from_seq + static_cast<std::int64_t>(i), tail[i], false,
                now);
  }
  if (result) {
    // A finished game keeps the time it was finished: History and the score history
    // still place it where it was played.
    Statement finished(db_, path_, "SELECT finished_at FROM sessions WHERE id = ?");
    finished.bind(1, session_id).step();
    const std::int64_t finished_at = finished.is_null(0) ? now : finished.int64_at(0);
    finished.reset();
    write_results(db_, path_, session_id, load_session(session_id), *result, finished_at);
    Statement touch(db_, path_, "UPDATE sessions SET updated_at = ? WHERE id = ?");
    touch.bind(1, now).bind(2, session_id).run();
  } else {
    mark_session_active(db_, path_, session_id, now);
  }
  transaction.commit();
}

void Store::delete_session(std::int64_t session_id) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "delete a session")));
  std::string refusal;
  const auto lock = SessionLock::try_acquire(path_, session_id, &refusal);
  if (!lock) {
    throw StoreError(refusal == _(SessionLock::held_refusal)
                         ? fill(_("session {} {}, so it was not deleted; close it there first"),
                                session_id, refusal)
                         : fill(_("session {} {}, so it was not deleted; remove that first"),
                                session_id, refusal),
                     StoreError::Kind::in_use);
  }
  Transaction transaction(db_, path_);
  session_status(db_, path_, session_id);
  Statement erase(db_, path_, "DELETE FROM sessions WHERE id = ?");
  erase.bind(1, session_id).run();
  transaction.commit();
}

}  // namespace trib
