// Players: the list with sessions and last played, renaming one and merging two into one.

#include <algorithm>
#include <filesystem>
#include <memory>

#include "core/fill.h"
#include "core/i18n.h"
#include "core/text.h"
#include "store/database.h"
#include "store/rows.h"
#include "store/session_lock.h"

namespace trib {
using namespace store_detail;

namespace {

struct Found {
  std::int64_t id = 0;
  std::string name;
};

// The player `name` stands for: exactly that name first, so that a player an older version
// stored apart ("ada" beside "Ada") can still be named, else the first by player_key.
std::optional<Found> find_player(sqlite3* db, const std::string& path, const std::string& name) {
  Statement query(db, path,
                  "SELECT id, name FROM players WHERE name = ?1 OR player_key(name) = "
                  "player_key(?1) ORDER BY name = ?1 DESC, id LIMIT 1");
  query.bind(1, name);
  if (!query.step()) return std::nullopt;
  return Found{query.int64_at(0), query.text_at(1)};
}

std::string no_player(const std::string& name) {
  return fill(_("there is no player \"{}\""), echo(name));
}

// "3, 7 and 12", at most ten ids and then how many more.
std::string id_list(const std::vector<std::int64_t>& ids) {
  constexpr std::size_t kShown = 10;
  std::string text;
  const std::size_t shown = std::min(ids.size(), kShown);
  for (std::size_t i = 0; i < shown; ++i) {
    const bool last = i + 1 == shown && ids.size() <= kShown;
    if (i == 0) {
      text = std::to_string(ids[i]);
    } else {
      // TRANSLATORS: the last two items of a list: "3, 7 and 12", "a table …, an index … and …"
      text = last ? fill(_("{} and {}"), text, ids[i]) : text + ", " + std::to_string(ids[i]);
    }
  }
  if (ids.size() > kShown) text = fill(_("{} and {} more"), text, ids.size() - kShown);
  return text;
}

// The sessions where `from` sat beside a player named as `into` is: after a merge they
// would hold one player twice. (Beside `into` itself, or a player an older version stored
// apart under another case of the name.)
std::vector<std::int64_t> shared_sessions(sqlite3* db, const std::string& path, std::int64_t from,
                                          const std::string& into) {
  Statement query(db, path,
                  "SELECT DISTINCT a.session_id FROM session_players a "
                  "JOIN session_players b ON b.session_id = a.session_id AND b.seat != a.seat "
                  "JOIN players p ON p.id = b.player_id "
                  "WHERE a.player_id = ? AND player_key(p.name) = player_key(?) "
                  "ORDER BY a.session_id");
  query.bind(1, from).bind(2, into);
  std::vector<std::int64_t> ids;
  while (query.step()) ids.push_back(query.int64_at(0));
  return ids;
}

std::string rename_refusal(sqlite3* db, const std::string& path, const std::string& from,
                           const std::string& to) {
  const std::optional<Found> player = find_player(db, path, from);
  if (!player) return no_player(from);
  const std::string name = trim_invisible(to);
  if (const std::string problem = player_name_problem(name); !problem.empty()) {
    return fill(_("cannot rename \"{}\" to \"{}\": {}"), echo(player->name), echo(name), problem);
  }
  Statement taken(db, path, "SELECT name FROM players WHERE player_key(name) = ? AND id != ?");
  taken.bind(1, player_key(name)).bind(2, player->id);
  if (taken.step()) {
    return fill(_("\"{}\" is already the name of another player (\"{}\"); to make them one "
                  "player, merge \"{}\" into them"),
                echo(name), echo(taken.text_at(0)), echo(player->name));
  }
  return {};
}

std::string merge_refusal(sqlite3* db, const std::string& path, const std::string& from,
                          const std::string& into) {
  const std::optional<Found> source = find_player(db, path, from);
  if (!source) return no_player(from);
  const std::optional<Found> target = find_player(db, path, into);
  if (!target) return no_player(into);
  if (source->id == target->id) {
    return fill(_("\"{}\" and \"{}\" are the same player, \"{}\"; to change how the name is "
                  "written, rename it"),
                echo(from), echo(into), echo(source->name));
  }
  const std::vector<std::int64_t> shared = shared_sessions(db, path, source->id, target->name);
  if (!shared.empty()) {
    return fill(P_("\"{}\" and \"{}\" both played in session {}: a session cannot have one "
                   "player twice, so they cannot be merged",
                   "\"{}\" and \"{}\" both played in sessions {}: a session cannot have one "
                   "player twice, so they cannot be merged",
                   shared.size()),
                echo(source->name), echo(target->name), id_list(shared));
  }
  return {};
}

// Throws StoreError with `problem` unless it is "".
void refuse_if(const std::string& problem) {
  if (!problem.empty()) throw StoreError(problem);
}

// The sessions `player` sat in, with their seat.
std::vector<std::pair<std::int64_t, std::int64_t>> seats_of(sqlite3* db, const std::string& path,
                                                            std::int64_t player) {
  Statement query(db, path,
                  "SELECT session_id, seat FROM session_players WHERE player_id = ? "
                  "ORDER BY session_id");
  query.bind(1, player);
  std::vector<std::pair<std::int64_t, std::int64_t>> seats;
  while (query.step()) seats.emplace_back(query.int64_at(0), query.int64_at(1));
  return seats;
}

// A window showing one of these sessions holds its lock, and would keep showing, and
// finish the game with, the old name: refused. The locks are held until the change is
// committed, so no window opens one meanwhile. Only sessions with a lock file can be held
// (a window creates it), so a player of a thousand sessions costs no thousand files.
std::vector<std::unique_ptr<SessionLock>> lock_sessions(
    const std::string& path, const std::vector<std::pair<std::int64_t, std::int64_t>>& seats,
    const std::string& name) {
  std::vector<std::unique_ptr<SessionLock>> locks;
  for (const auto& [session, seat] : seats) {
    std::error_code error;
    if (!std::filesystem::exists(SessionLock::file_path(path, session), error)) continue;
    locks.push_back(SessionLock::try_acquire(path, session));
    if (!locks.back()) {
      throw StoreError(
          fill(_("session {} of \"{}\" is open in a Tributary window; close it there first"),
               session, echo(name)));
    }
  }
  return locks;
}

// Writes `name` at each seat into the session's stored table.
void name_seats(sqlite3* db, const std::string& path,
                const std::vector<std::pair<std::int64_t, std::int64_t>>& seats,
                const std::string& name) {
  for (const auto& entry : seats) {
    // Named copies: clang before 16 cannot capture structured bindings in a lambda.
    const std::int64_t session = entry.first;
    const std::int64_t seat = entry.second;
    edit_stored_envelope(db, path, session, [&](nlohmann::json& envelope) {
      nlohmann::json& players = envelope["players"];
      if (!players.is_array() || static_cast<std::int64_t>(players.size()) <= seat) {
        fail_damaged(path, fill(_("session {} has fewer players than seats"), session));
      }
      players[static_cast<std::size_t>(seat)] = name;
    });
  }
}

// The player's records counted again from their results, as schema.cpp's results_removed
// trigger counts a pair (moving results to another player fires no trigger).
void recount_records(sqlite3* db, const std::string& path, std::int64_t player) {
  Statement clear(db, path, "DELETE FROM player_records WHERE player_id = ?");
  clear.bind(1, player).run();
  Statement count(
      db, path,
      "INSERT INTO player_records(player_id, game, games, wins, low_wins, solo_games, scored, "
      "best, total, solo_scored, solo_best, solo_total, others_best, others_total) "
      "SELECT player_id, game, count(*), total(place = 1 AND NOT solo), "
      "total(place = 1 AND NOT solo AND NOT highest_wins), total(solo), total(highest_wins), "
      "max(CASE WHEN highest_wins THEN score END), total(CASE WHEN highest_wins THEN score END), "
      "total(solo AND highest_wins), max(CASE WHEN solo AND highest_wins THEN score END), "
      "total(CASE WHEN solo AND highest_wins THEN score END), "
      "max(CASE WHEN NOT solo AND highest_wins THEN score END), "
      "total(CASE WHEN NOT solo AND highest_wins THEN score END) "
      "FROM result_facts WHERE player_id = ? GROUP BY player_id, game");
  count.bind(1, player).run();
}

// Reads PlayerSummary rows: name, sessions, last played.
constexpr const char* summary_query =
    "SELECT p.name, count(s.id), max(coalesce("
    // instr() passes over the sessions without the key before any JSON is parsed.
    "CASE WHEN instr(s.table_json, '\"played_at\"') > 0 AND json_valid(s.table_json) "
    "THEN json_extract(s.table_json, '$.played_at') END, "
    "strftime('%Y-%m-%dT%H:%M', s.updated_at, 'unixepoch', 'localtime'))) "
    "FROM players p LEFT JOIN session_players sp ON sp.player_id = p.id "
    "LEFT JOIN sessions s ON s.id = sp.session_id ";

PlayerSummary read_summary(const Statement& query) {
  PlayerSummary summary;
  summary.name = query.text_at(0);
  summary.sessions = query.int64_at(1);
  if (!query.is_null(2)) summary.last_played = query.text_at(2);
  return summary;
}

}  // namespace

std::vector<PlayerSummary> Store::players() const {
  Statement query(
      db_, path_,
      std::string(summary_query) + "GROUP BY p.id ORDER BY player_key(p.name), p.name, p.id");
  std::vector<PlayerSummary> players;
  while (query.step()) players.push_back(read_summary(query));
  return players;
}

std::optional<PlayerSummary> Store::player(const std::string& name) const {
  const std::optional<Found> found = find_player(db_, path_, name);
  if (!found) return std::nullopt;
  Statement query(db_, path_, std::string(summary_query) + "WHERE p.id = ? GROUP BY p.id");
  query.bind(1, found->id);
  if (!query.step()) return std::nullopt;
  return read_summary(query);
}

std::string Store::rename_problem(const std::string& from, const std::string& to) const {
  return rename_refusal(db_, path_, from, to);
}

std::string Store::merge_problem(const std::string& from, const std::string& into) const {
  return merge_refusal(db_, path_, from, into);
}

void Store::rename_player(const std::string& from, const std::string& to) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "rename a player")));
  Transaction transaction(db_, path_);
  refuse_if(rename_refusal(db_, path_, from, to));
  const Found player = *find_player(db_, path_, from);
  const std::string name = trim_invisible(to);
  const auto seats = seats_of(db_, path_, player.id);
  const auto locks = lock_sessions(path_, seats, player.name);
  name_seats(db_, path_, seats, name);
  Statement rename(db_, path_, "UPDATE players SET name = ? WHERE id = ?");
  rename.bind(1, name).bind(2, player.id).run();
  transaction.commit();
}

std::int64_t Store::merge_players(const std::string& from, const std::string& into) {
  require_writable(*this, C_("cannot ...", C_("cannot ...", "merge two players")));
  Transaction transaction(db_, path_);
  refuse_if(merge_refusal(db_, path_, from, into));
  const Found source = *find_player(db_, path_, from);
  const Found target = *find_player(db_, path_, into);
  const auto seats = seats_of(db_, path_, source.id);
  const auto locks = lock_sessions(path_, seats, source.name);
  name_seats(db_, path_, seats, target.name);
  for (const char* sql : {"UPDATE session_players SET player_id = ?1 WHERE player_id = ?2",
                          "UPDATE results SET player_id = ?1 WHERE player_id = ?2",
                          "UPDATE players SET last_used_at = max(last_used_at, (SELECT "
                          "last_used_at FROM players WHERE id = ?2)) WHERE id = ?1"}) {
    Statement move(db_, path_, sql);
    move.bind(1, target.id).bind(2, source.id).run();
  }
  recount_records(db_, path_, source.id);
  recount_records(db_, path_, target.id);
  Statement remove(db_, path_, "DELETE FROM players WHERE id = ?");
  remove.bind(1, source.id).run();
  transaction.commit();
  return static_cast<std::int64_t>(seats.size());
}

}  // namespace trib
