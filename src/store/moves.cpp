// The move log: each move is its own transaction, committed before append_move returns.

#include "core/fill.h"
#include "core/i18n.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/replay.h"
#include "store/database.h"
#include "store/rows.h"

namespace trib {
using namespace store_detail;

namespace store_detail {

SessionStatus session_status(sqlite3* db, const std::string& path, std::int64_t session_id) {
  Statement query(db, path, "SELECT status FROM sessions WHERE id = ?", Reused{});
  query.bind(1, session_id);
  if (!query.step()) {
    throw StoreError(fill(_("there is no session {} in {}"), session_id, path));
  }
  return parse_status(path, query.text_at(0));
}

void require_active(sqlite3* db, const std::string& path, std::int64_t session_id,
                    const char* refusal) {
  if (session_status(db, path, session_id) == SessionStatus::finished) {
    throw StoreError(fill(refusal, session_id));
  }
}

void insert_move(sqlite3* db, const std::string& path, std::int64_t session_id, std::int64_t seq,
                 const nlohmann::json& move, bool house_ruling, std::int64_t now) {
  if (!move.is_object()) {
    throw StoreError(fill(_("a move must be a JSON object, not {}"), move.type_name()));
  }
  house_ruling = house_ruling || is_house_ruling(move);
  const nlohmann::json stored = without_house_ruling(move);
  Statement insert(db, path,
                   "INSERT INTO moves(session_id, seq, move_json, house_ruling, created_at) "
                   "VALUES (?, ?, ?, ?, ?)");
  insert.bind(1, session_id).bind(2, seq).bind(3, json_text(stored)).bind(4, house_ruling ? 1 : 0);
  insert.bind(5, now).run();
}

std::int64_t move_count(sqlite3* db, const std::string& path, std::int64_t session_id) {
  Statement next(db, path, "SELECT coalesce(max(seq) + 1, 0) FROM moves WHERE session_id = ?");
  next.bind(1, session_id).step();
  return next.int64_at(0);
}

void require_move_count(sqlite3* db, const std::string& path, std::int64_t session_id,
                        std::optional<std::int64_t> expected) {
  if (!expected || move_count(db, path, session_id) == *expected) return;
  throw StoreError(
      _("This session changed in another Tributary window (or on the command line) since it "
        "was opened here, so nothing was saved from this window. Close it and resume the "
        "session to see the moves entered there."),
      StoreError::Kind::stale);
}

nlohmann::json parse_stored_json(const std::string& path, const std::string& text) {
  try {
    return parse_json_text(text);
  } catch (const InputError& error) {
    fail_damaged(path, fill(_("a stored JSON value cannot be read: {}"), error.what()));
  }
}

}  // namespace store_detail

namespace {

void touch_session(sqlite3* db, const std::string& path, std::int64_t session_id,
                   std::int64_t now) {
  Statement update(db, path, "UPDATE sessions SET updated_at = ? WHERE id = ?");
  update.bind(1, now).bind(2, session_id).run();
}

}  // namespace

void Store::append_move(std::int64_t session_id, const nlohmann::json& move, bool house_ruling,
                        std::optional<std::int64_t> expected_moves) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "store a move")));
  Transaction transaction(db_, path_);
  require_active(db_, path_, session_id, _("session {} is finished; reopen it to add moves"));
  require_move_count(db_, path_, session_id, expected_moves);
  const std::int64_t now = now_seconds();
  insert_move(db_, path_, session_id, move_count(db_, path_, session_id), move, house_ruling, now);
  touch_session(db_, path_, session_id, now);
  transaction.commit();
}

std::optional<StoredMove> Store::pop_move(std::int64_t session_id,
                                          std::optional<std::int64_t> expected_moves) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "undo a move")));
  Transaction transaction(db_, path_);
  require_active(db_, path_, session_id, _("session {} is finished; reopen it to undo moves"));
  require_move_count(db_, path_, session_id, expected_moves);
  Statement last(db_, path_,
                 "SELECT seq, move_json, house_ruling FROM moves WHERE session_id = ? "
                 "ORDER BY seq DESC LIMIT 1");
  last.bind(1, session_id);
  if (!last.step()) return std::nullopt;
  StoredMove popped{parse_stored_json(path_, last.text_at(1)), last.int64_at(2) != 0};
  const std::int64_t seq = last.int64_at(0);
  last.reset();
  Statement erase(db_, path_, "DELETE FROM moves WHERE session_id = ? AND seq = ?");
  erase.bind(1, session_id).bind(2, seq).run();
  touch_session(db_, path_, session_id, now_seconds());
  transaction.commit();
  return popped;
}

std::vector<StoredMove> Store::moves(std::int64_t session_id) const {
  session_status(db_, path_, session_id);
  Statement query(db_, path_,
                  "SELECT move_json, house_ruling FROM moves WHERE session_id = ? ORDER BY seq",
                  Reused{});
  query.bind(1, session_id);
  std::vector<StoredMove> result;
  while (query.step()) {
    result.push_back({parse_stored_json(path_, query.text_at(0)), query.int64_at(1) != 0});
  }
  return result;
}

}  // namespace trib
