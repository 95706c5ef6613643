// The entry points the fuzzers drive: any bytes through a parser and on into the engines.

#include "table_input.h"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>

#include "analysis/solo_analyser.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/score_json.h"
#include "core/user_catalog.h"
#include "store/store.h"

namespace trib::fuzz {

namespace {

std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// What `tributary analyse` reads from a replayed solo table: its record of draws and moves.
void read_analysis_input(const Replay& result, const TableFile& table) {
  const analysis::SoloAnalyser* analyser = analysis::find_analyser(table.game);
  // A score pad has no record of draws and moves (`analyse` refuses it).
  if (analyser == nullptr || table.players.size() != 1 || table.is_pad()) return;
  const std::optional<std::size_t> ruling = result.house_rulings.empty()
                                                ? std::nullopt
                                                : std::optional(result.house_rulings.front().move);
  analyser->read_record(*result.match, table, ruling);
}

int score(const Game& game, const TableFile& table) {
  const Replay result = replay(game, table);
  (void)replay_json(game.id(), result).dump();
  if (result.failed_at) return 1;
  read_analysis_input(result, table);
  return 0;
}

const Game& known_game(std::string_view id) {
  const Game* game = find_game(id);
  if (game == nullptr) throw std::logic_error("fuzz target for an unknown game");
  return *game;
}

// One database file per process, with one session whose rows each input replaces.
struct RowsDatabase {
  std::filesystem::path file;
  std::unique_ptr<Store> store;
  sqlite3* raw = nullptr;
  std::int64_t session = 0;

  RowsDatabase()
      : file(std::filesystem::temp_directory_path() /
             ("tributary-fuzz-rows-" + std::to_string(getpid()) + ".db")) {
    std::filesystem::remove(file);
    store = Store::open(file.string());
    TableFile table;  // any game: each input replaces the session's row
    table.game = all_games().front()->id();
    table.players = {"Ada"};
    session = store->create_session(table);
    if (sqlite3_open(file.c_str(), &raw) != SQLITE_OK) throw std::runtime_error("sqlite3_open");
    // A scratch file: no fsync per input, or the target runs at a few inputs a second.
    sqlite3_exec(raw, "PRAGMA synchronous = OFF", nullptr, nullptr, nullptr);
  }
  ~RowsDatabase() {
    sqlite3_close(raw);
    store.reset();
    for (const char* suffix : {"", "-wal", "-shm", "-clean"}) {
      std::filesystem::remove(file.string() + suffix);
    }
  }

  void set_session_row(std::string_view table_json) {
    sqlite3_stmt* update =
        prepare("UPDATE sessions SET table_json = ?, catalog_id = NULL WHERE id = ?");
    sqlite3_bind_text(update, 1, table_json.data(), static_cast<int>(table_json.size()),
                      SQLITE_TRANSIENT);
    sqlite3_bind_int64(update, 2, session);
    finish(update);
  }

  // The move rows, one per line of `lines`.
  void set_move_rows(std::string_view lines) {
    sqlite3_stmt* clear = prepare("DELETE FROM moves WHERE session_id = ?");
    sqlite3_bind_int64(clear, 1, session);
    finish(clear);
    int seq = 0;
    for (std::size_t at = 0; at < lines.size(); ++seq) {
      const std::size_t end = std::min(lines.find('\n', at), lines.size());
      sqlite3_stmt* insert = prepare(
          "INSERT INTO moves(session_id, seq, move_json, house_ruling, created_at) "
          "VALUES (?, ?, ?, 0, 0)");
      sqlite3_bind_int64(insert, 1, session);
      sqlite3_bind_int(insert, 2, seq);
      sqlite3_bind_text(insert, 3, lines.data() + at, static_cast<int>(end - at), SQLITE_TRANSIENT);
      finish(insert);
      at = end + 1;
    }
  }

 private:
  sqlite3_stmt* prepare(const char* sql) {
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(raw, sql, -1, &statement, nullptr) != SQLITE_OK) {
      throw std::runtime_error(sqlite3_errmsg(raw));
    }
    return statement;
  }
  static void finish(sqlite3_stmt* statement) {
    sqlite3_step(statement);
    sqlite3_finalize(statement);
  }
};

}  // namespace

int score_table_bytes(const std::uint8_t* data, std::size_t size) {
  try {
    const TableFile table = parse_table_text(as_text(data, size));
    const Game* game = find_game(table.game);
    if (game == nullptr) return 2;
    return score(*game, table);
  } catch (const InputError&) {
    return 2;
  }
}

int score_table_as(std::string_view game_id, const std::uint8_t* data, std::size_t size) {
  const Game& game = known_game(game_id);
  try {
    TableFile table = parse_table_text(as_text(data, size));
    table.game = game.id();
    return score(game, table);
  } catch (const InputError&) {
    return 2;
  }
}

int check_catalog_bytes(std::string_view game_id, const std::uint8_t* data, std::size_t size) {
  const Game& game = known_game(game_id);
  try {
    const nlohmann::json complete = check_catalog(game, parse_json_text(as_text(data, size)));
    (void)catalog_difference(game, complete);
    return 0;
  } catch (const InputError&) {
    return 2;
  }
}

int load_stored_rows(const std::uint8_t* data, std::size_t size) {
  static RowsDatabase database;
  const std::string_view text = as_text(data, size);
  const std::size_t first_end = std::min(text.find('\n'), text.size());
  sqlite3_exec(database.raw, "BEGIN", nullptr, nullptr, nullptr);
  database.set_session_row(text.substr(0, first_end));
  database.set_move_rows(first_end < text.size() ? text.substr(first_end + 1) : "");
  sqlite3_exec(database.raw, "COMMIT", nullptr, nullptr, nullptr);
  try {
    const TableFile table = database.store->load_session(database.session);
    const Game* game = find_game(table.game);
    if (game == nullptr) return 2;
    return score(*game, table);
  } catch (const InputError&) {
    return 2;
  } catch (const StoreError&) {
    return 2;
  }
}

}  // namespace trib::fuzz
