// `tributary import`, `export` and `records`: the subcommands that touch the database.

#include <fstream>
#include <iomanip>
#include <iostream>

#include "app/cli.h"
#include "app/table_loading.h"
#include "core/json_view.h"
#include "core/registry.h"
#include "store/store.h"

namespace trib::cli {

int import_table(const Args& args) {
  LoadedTable loaded;
  if (int code = load_table(args, false, loaded); code != ok) return code;
  if (loaded.replay.failed_at) {
    std::cerr << "not imported: move " << *loaded.replay.failed_at << " is illegal ("
              << loaded.replay.error.rule << "): " << loaded.replay.error.message << "\n";
    return illegal_move;
  }
  TableFile table = loaded.table;
  table.catalog = loaded.game->resolve_catalog(loaded.table.catalog);
  const auto store = Store::open(args.database_path);
  const std::int64_t id = store->create_session(table);
  if (loaded.replay.match->finished()) store->finish_session(id, loaded.replay.scoreboard());
  std::cout << "imported as session " << id << " into " << store->path() << "\n";
  return ok;
}

int export_session(const Args& args) {
  if (args.positional.size() != 1) {
    std::cerr << "expected one session id (see `tributary --help`)\n";
    return bad_input;
  }
  std::int64_t id = 0;
  try {
    std::size_t used = 0;
    id = std::stoll(args.positional[0], &used);
    if (used != args.positional[0].size()) throw std::invalid_argument("trailing characters");
  } catch (const std::exception&) {
    std::cerr << "\"" << args.positional[0] << "\" is not a session id\n";
    return bad_input;
  }
  const auto store = Store::open(args.database_path);
  if (!store->session(id)) {
    std::cerr << "there is no session " << id << " in " << store->path() << "\n";
    return database_error;
  }
  const std::string text = to_json(store->load_session(id)).dump(2) + "\n";
  const std::string out_path = args.option("-o");
  if (out_path.empty()) {
    std::cout << text;
    return ok;
  }
  std::ofstream out(out_path, std::ios::binary);
  out << text;
  if (!out.flush()) {
    std::cerr << out_path << ": cannot be written\n";
    return bad_input;
  }
  return ok;
}

namespace {

std::optional<std::string> optional_option(const Args& args, const std::string& name) {
  const std::string value = args.option(name);
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

}  // namespace

int records(const Args& args) {
  const auto game = optional_option(args, "--game");
  if (game && find_game(*game) == nullptr) {
    std::cerr << "unknown game \"" << *game << "\"\n";
    return bad_input;
  }
  const auto store = Store::open(args.database_path);
  const auto rows = store->records(game, optional_option(args, "--player"));
  if (args.flag("--json")) {
    json out = json::array();
    for (const PlayerRecord& row : rows) {
      out.push_back({{"player", row.player},
                     {"game", row.game},
                     {"games", row.games},
                     {"wins", row.wins},
                     {"best", json_number(row.best)},
                     {"average", json_number(std::round(row.average * 100) / 100)}});
    }
    std::cout << json{{"records", out}}.dump(2) << "\n";
    return ok;
  }
  if (rows.empty()) {
    std::cout << "No finished sessions yet.\n";
    return ok;
  }
  std::cout << std::left << std::setw(20) << "player" << std::setw(16) << "game" << std::right
            << std::setw(7) << "games" << std::setw(6) << "wins" << std::setw(8) << "best"
            << std::setw(9) << "average"
            << "\n";
  for (const PlayerRecord& row : rows) {
    std::cout << std::left << std::setw(20) << row.player << std::setw(16) << row.game << std::right
              << std::setw(7) << row.games << std::setw(6) << row.wins << std::setw(8)
              << json_number(row.best).dump() << std::setw(9) << std::fixed << std::setprecision(2)
              << row.average << "\n";
  }
  return ok;
}

}  // namespace trib::cli
