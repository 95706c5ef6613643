// The store at scale (tests/bench/store_scale/run.sh; not part of ./dev test).
//
//   store_scale generate OUT.db N DATA_DIR [SPACING]
//                                            N sessions from the finished golden tables in
//                                            DATA_DIR/<game>/ (every game), each with other
//                                            player names; one in 100 left in progress;
//                                            one every SPACING seconds (default 900; more
//                                            spreads them over months for the trend lines).
//                                            One transaction of prepared inserts, the rows
//                                            exactly as Store::create_session writes them
//                                            (the category points too).
//   store_scale home DB                      seconds to open the store and read what
//                                            Home's first frame shows
//   store_scale history DB                   seconds to read History's first page
//   store_scale player DB NAME               seconds to read NAME's player page (all time,
//                                            who started read by the games)
//   store_scale categories DB                scores every session waiting for its category
//                                            points again (a copy with them taken out
//                                            times the backfill of a migrated file), then
//                                            times Records' Categories page (one player
//                                            and game) for every pair

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <stdexcept>

#include "bgstats/start_seat.h"
#include "core/registry.h"
#include "core/replay.h"
#include "core/table_file.h"
#include "session/category_backfill.h"
#include "store/catalogs.h"
#include "store/category_rows.h"
#include "store/rows.h"
#include "store/store.h"

namespace {

namespace fs = std::filesystem;

// A finished golden table: its envelope and catalog as the store keeps them, its moves
// and its results.
struct Template {
  std::string game;
  trib::TableFile table;
  trib::Scoreboard board;
  std::vector<std::pair<std::string, bool>> moves;  // text, house ruling
};

std::vector<Template> finished_tables(const fs::path& data) {
  std::vector<Template> templates;
  for (const trib::Game* game : trib::all_games()) {
    const fs::path folder = data / std::string(game->id());
    if (!fs::is_directory(folder)) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder)) {
      const std::string name = entry.path().filename().string();
      if (entry.path().extension() == ".json" && name.find(".expected.") == std::string::npos) {
        files.push_back(entry.path());
      }
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      try {
        Template t;
        t.table = trib::read_table_file(file.string());
        if (t.table.game != game->id()) continue;
        const trib::Replay replayed = trib::replay(*game, t.table);
        if (replayed.failed_at || !replayed.match->finished()) continue;
        t.game = t.table.game;
        t.board = replayed.scoreboard();
        t.table.catalog = game->resolve_catalog(t.table.catalog);
        for (const nlohmann::json& move : t.table.moves) {
          t.moves.emplace_back(trib::store_detail::json_text(trib::without_house_ruling(move)),
                               trib::is_house_ruling(move));
        }
        templates.push_back(std::move(t));
      } catch (const std::exception&) {
        // Not a table file this build plays: left out.
      }
    }
  }
  return templates;
}

void check(int rc, sqlite3* db) {
  if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) {
    throw std::runtime_error(std::string("generating failed: ") + sqlite3_errmsg(db));
  }
}

class Insert {
 public:
  Insert(sqlite3* db, const char* sql) : db_(db) {
    check(sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr), db);
  }
  ~Insert() { sqlite3_finalize(stmt_); }
  Insert& bind(int i, std::int64_t v) { return check(sqlite3_bind_int64(stmt_, i, v), db_), *this; }
  Insert& bind(int i, double v) { return check(sqlite3_bind_double(stmt_, i, v), db_), *this; }
  Insert& bind(int i, const std::string& v) {
    return check(
               sqlite3_bind_text(stmt_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT),
               db_),
           *this;
  }
  void run() {
    check(sqlite3_step(stmt_), db_);
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

std::string random_uid(std::mt19937_64& random) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string uid;
  for (int i = 0; i < 32; ++i) uid += hex[random() % 16];
  return uid;
}

int generate(const std::string& path, int count, const fs::path& data, std::int64_t spacing) {
  const std::vector<Template> templates = finished_tables(data);
  if (templates.empty()) throw std::runtime_error("no finished table in " + data.string());
  trib::Store::open(path);  // the schema
  sqlite3* db = nullptr;
  check(sqlite3_open(path.c_str(), &db), db);
  check(sqlite3_exec(db, "PRAGMA synchronous = OFF; BEGIN", nullptr, nullptr, nullptr), db);
  constexpr int kPlayers = 60;
  const auto name = [](int index) { return "Player " + std::to_string(index + 1); };
  Insert player(db, "INSERT INTO players(id, name, last_used_at) VALUES (?, ?, ?)");
  for (int p = 0; p < kPlayers; ++p) {
    player.bind(1, std::int64_t{p + 1}).bind(2, name(p)).bind(3, std::int64_t{1700000000}).run();
  }
  std::vector<std::int64_t> catalog_ids;
  for (const Template& t : templates) {
    nlohmann::json envelope = to_json(t.table);
    envelope.erase("moves");
    const auto stored = trib::store_detail::split_catalog(std::move(envelope));
    catalog_ids.push_back(*trib::store_detail::catalog_id(db, path, stored.catalog));
  }
  Insert session(db,
                 "INSERT INTO sessions(id, uid, game, status, created_at, updated_at, "
                 "finished_at, table_json, catalog_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  Insert seat(db,
              "INSERT INTO session_players(session_id, seat, player_id, game, status, "
              "updated_at) VALUES (?, ?, ?, ?, ?, ?)");
  Insert move(db,
              "INSERT INTO moves(session_id, seq, move_json, house_ruling, created_at) "
              "VALUES (?, ?, ?, ?, ?)");
  Insert result(db,
                "INSERT INTO results(session_id, seat, player_id, game, score, place, rank, "
                "finished_at, highest_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  std::mt19937_64 random(35);
  for (std::int64_t id = 1; id <= count; ++id) {
    const std::size_t which = static_cast<std::size_t>(id - 1) % templates.size();
    const Template& t = templates[which];
    const bool finished = id % 100 != 0;
    const char* status = finished ? "finished" : "active";
    const std::int64_t created = 1600000000 + id * spacing;
    const std::int64_t updated = created + 1800;
    // Other names in each session: seats take consecutive players from a random start.
    const int first = static_cast<int>(random() % kPlayers);
    trib::TableFile table = t.table;
    for (std::size_t s = 0; s < table.players.size(); ++s) {
      table.players[s] = name((first + static_cast<int>(s)) % kPlayers);
    }
    nlohmann::json envelope = to_json(table);
    envelope.erase("moves");
    envelope.erase("catalog");
    session.bind(1, id).bind(2, random_uid(random)).bind(3, t.game).bind(4, std::string(status));
    session.bind(5, created).bind(6, updated);
    if (finished) session.bind(7, updated);
    session.bind(8, trib::store_detail::json_text(envelope)).bind(9, catalog_ids[which]).run();
    for (std::size_t s = 0; s < table.players.size(); ++s) {
      const std::int64_t player_id = (first + static_cast<int>(s)) % kPlayers + 1;
      seat.bind(1, id).bind(2, static_cast<std::int64_t>(s)).bind(3, player_id).bind(4, t.game);
      seat.bind(5, std::string(status)).bind(6, updated).run();
    }
    for (std::size_t m = 0; m < t.moves.size(); ++m) {
      move.bind(1, id).bind(2, static_cast<std::int64_t>(m)).bind(3, t.moves[m].first);
      move.bind(4, std::int64_t{t.moves[m].second ? 1 : 0}).bind(5, updated).run();
    }
    for (std::size_t s = 0; finished && s < t.board.players.size(); ++s) {
      const trib::PlayerResult& r = t.board.players[s];
      result.bind(1, id).bind(2, static_cast<std::int64_t>(s));
      result.bind(3, static_cast<std::int64_t>((first + static_cast<int>(s)) % kPlayers + 1));
      result.bind(4, t.game).bind(5, r.score).bind(6, static_cast<std::int64_t>(r.place));
      if (r.rank) result.bind(7, *r.rank);
      result.bind(8, updated).bind(9, std::int64_t{t.board.highest_wins ? 1 : 0}).run();
    }
    if (finished) {
      std::vector<const trib::PlayerResult*> by_seat;
      std::vector<std::int64_t> player_ids;
      for (std::size_t s = 0; s < t.board.players.size(); ++s) {
        by_seat.push_back(&t.board.players[s]);
        player_ids.push_back((first + static_cast<int>(s)) % kPlayers + 1);
      }
      trib::store_detail::write_category_points(db, path, id, t.game, by_seat, player_ids,
                                                t.board.pad, updated);
    }
  }
  check(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), db);
  sqlite3_close(db);
  std::cout << count << " sessions from " << templates.size() << " finished golden tables\n";
  return 0;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// What Home reads for its first frame (ui/shell/home_view.cpp's refresh_home).
int home(const std::string& path) {
  const auto start = std::chrono::steady_clock::now();
  const auto store = trib::Store::open(path);
  std::size_t rows = 0;
  for (const auto& [game, count] : store->active_session_counts()) {
    trib::HistoryFilter active;
    active.game = game;
    active.status = trib::SessionStatus::active;
    active.limit = 30;
    rows += store->sessions(active).size();
  }
  trib::HistoryFilter recent;
  recent.limit = 8;
  rows += store->sessions(recent).size() + store->records(std::nullopt, std::nullopt).size();
  std::cout << seconds_since(start) << " s (" << rows
            << " rows, checked at open: " << (store->checked_at_open() ? "yes" : "no") << ")\n";
  return 0;
}

int history(const std::string& path) {
  const auto store = trib::Store::open(path);
  const auto start = std::chrono::steady_clock::now();
  trib::HistoryFilter page;  // History's first page (ui/state/app_state.h: 500 rows)
  page.limit = 500;
  const std::size_t rows = store->sessions(page).size();
  std::cout << seconds_since(start) << " s (" << rows << " rows)\n";
  return 0;
}

// The player page as the GUI reads it: all time, who started read by the games; then once
// more through the same connection, as a change of period reads it. The CPU time too: on a
// busy machine the wall time is mostly waiting for a core.
int player_page(const std::string& path, const std::string& name) {
  const auto store = trib::Store::open(path);
  std::string times;
  std::optional<trib::PlayerPage> page;
  for (const char* when : {"", ", again "}) {
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    page = store->player_page(name, {}, trib::table_start_seat);
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    times += when + std::to_string(seconds_since(start)) + " s (CPU " + std::to_string(cpu) + " s)";
  }
  if (!page) throw std::runtime_error("no player " + name);
  std::int64_t started = 0;
  for (const trib::GameStats& game : page->per_game) started += game.start.started;
  std::cout << times << ": " << page->games << " games, " << page->opponents.size()
            << " opponents, " << started << " started\n";
  return 0;
}

// The backfill once, then every pair's page: the slowest and the median, in ms.
int categories(const std::string& path) {
  const auto store = trib::Store::open(path);
  auto start = std::chrono::steady_clock::now();
  const std::size_t scored = trib::backfill_categories(*store);
  std::cout << "scored again for category points: " << scored << " sessions in "
            << seconds_since(start) << " s\n";
  std::set<std::pair<std::string, std::string>> pairs;
  for (const trib::PlayerRecord& row : store->records(std::nullopt, std::nullopt)) {
    pairs.emplace(row.game, row.player);
  }
  std::vector<double> ms;
  std::size_t rows = 0;
  for (const auto& [game, player] : pairs) {
    start = std::chrono::steady_clock::now();
    const trib::CategoryEarnings page = store->category_earnings(game, player);
    ms.push_back(seconds_since(start) * 1000);
    rows += page.categories.size();
    if (page.games == 0) throw std::runtime_error("no category points for " + player);
  }
  if (ms.empty()) throw std::runtime_error("no records");
  std::sort(ms.begin(), ms.end());
  std::cout << "category page (one player and game), " << ms.size() << " pages, " << rows
            << " category rows: median " << ms[ms.size() / 2] << " ms, slowest " << ms.back()
            << " ms\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if ((args.size() == 4 || args.size() == 5) && args[0] == "generate") {
      return generate(args[1], std::stoi(args[2]), args[3],
                      args.size() == 5 ? std::stoll(args[4]) : std::int64_t{900});
    }
    if (args.size() == 2 && args[0] == "home") return home(args[1]);
    if (args.size() == 2 && args[0] == "history") return history(args[1]);
    if (args.size() == 3 && args[0] == "player") return player_page(args[1], args[2]);
    if (args.size() == 2 && args[0] == "categories") return categories(args[1]);
  } catch (const std::exception& error) {
    std::cerr << error.what() << "\n";
    return 1;
  }
  std::cerr << "usage: store_scale generate OUT.db N DATA_DIR | home DB | history DB | "
               "player DB NAME | categories DB\n";
  return 2;
}
