// `tributary import`, `export`, `records`, `repair`, `backup` and `merge`: the subcommands
// that touch the database.

#include <filesystem>
#include <iomanip>
#include <iostream>

#include "app/cli.h"
#include "app/table_loading.h"
#include "core/file_write.h"
#include "core/input_error.h"
#include "core/json_view.h"
#include "core/json_write.h"
#include "core/registry.h"
#include "core/text.h"
#include "store/backup_folder.h"
#include "store/record_text.h"
#include "store/store.h"

namespace trib::cli {

int import_table(const Args& args) {
  if (args.flag("--bgstats")) return import_bgstats(args);
  LoadedTable loaded;
  if (int code = load_table(args, false, loaded); code != ok) return code;
  if (loaded.replay.failed_at) {
    std::cerr << "not imported: move " << *loaded.replay.failed_at << " is illegal ("
              << loaded.replay.error.rule << "): " << terminal_safe(loaded.replay.error.message)
              << "\n";
    return illegal_move;
  }
  std::optional<Scoreboard> result;
  if (loaded.replay.match->finished()) result = loaded.replay.scoreboard();
  TableFile table = std::move(loaded.table);
  table.catalog = loaded.game->resolve_catalog(table.catalog);
  try {
    check_round_trip(table);
  } catch (const InputError& error) {
    std::cerr << "not imported: " << terminal_safe(error.what()) << "\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::write);
  const std::int64_t id = store->create_session(table, result);  // one transaction
  std::cout << "imported as session " << id << " into " << terminal_safe(store->path()) << "\n";
  return ok;
}

std::unique_ptr<Store> open_store(const Args& args, Use use) {
  auto store = Store::open(args.database_path);
  for (const std::string& warning : store->warnings()) {
    // A write is refused with the read-only reason itself.
    if (use == Use::write && !store->read_only_reason().empty() &&
        warning.rfind(store->read_only_reason(), 0) == 0) {
      continue;
    }
    std::cerr << "warning: " << terminal_safe(warning) << "\n";
  }
  return store;
}

bool parse_session_id(const std::string& text, std::int64_t& id) {
  try {
    std::size_t used = 0;
    id = std::stoll(text, &used);
    return used == text.size();
  } catch (const std::exception&) {
    return false;
  }
}

int write_output(const Args& args, const std::string& text) {
  const std::string out_path = args.option("-o", "-");
  if (out_path == "-") {
    std::cout << text;  // main checks that standard output took it
    return ok;
  }
  replace_file(out_path, text);  // FileWriteError: main reports it
  return ok;
}

int export_session(const Args& args) {
  if (args.flag("--bgstats")) return export_bgstats(args);
  if (args.positional.size() != 1) {
    std::cerr << "expected one session id (see `tributary --help`)\n";
    return bad_input;
  }
  std::int64_t id = 0;
  if (!parse_session_id(args.positional[0], id)) {
    std::cerr << "\"" << terminal_safe(args.positional[0]) << "\" is not a session id\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::read);
  if (!store->session(id)) {
    std::cerr << "there is no session " << id << " in " << terminal_safe(store->path()) << "\n";
    return database_error;
  }
  return write_output(args, table_file_text(to_json(store->load_session(id))));
}

namespace {

// `text` and spaces to make `width` columns: one column a character, not a byte, so that
// "Łucja Żółć" lines up with "Ada". Longer text is left whole.
std::string padded(const std::string& text, std::size_t width) {
  const std::size_t columns = character_count(text);
  return columns >= width ? text : text + std::string(width - columns, ' ');
}

std::optional<std::string> optional_option(const Args& args, const std::string& name) {
  const std::string value = args.option(name);
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

}  // namespace

int records(const Args& args) {
  const auto game = optional_option(args, "--game");
  if (game && find_game(*game) == nullptr) {
    std::cerr << "unknown game \"" << terminal_safe(*game) << "\"\n";
    return bad_input;
  }
  if (args.flag("--categories")) return record_categories(args);
  const auto store = open_store(args, Use::read);
  const RecordSessions sessions =
      args.flag("--mirrored") ? RecordSessions::mirrored : RecordSessions::all;
  const auto rows = store->records(game, optional_option(args, "--player"), sessions);
  if (args.flag("--json")) {
    json out = json::array();
    for (const PlayerRecord& row : rows) {
      json titles = json::array();
      if (row.solo_games > 0) {
        for (const auto& [rank, count] : store->rank_counts(row.game, row.player, sessions)) {
          titles.push_back({{"rank", rank}, {"count", count}});
        }
      }
      json entry = {{"player", row.player},
                    {"game", row.game},
                    {"games", row.games},
                    {"wins", row.wins},
                    {"wins_by_fewest", row.low_wins},
                    {"solo_games", row.solo_games},
                    {"rank_titles", std::move(titles)},
                    {"best", row.best ? json_number(*row.best) : json(nullptr)},
                    {"average", row.average ? json_number(std::round(*row.average * 100) / 100)
                                            : json(nullptr)}};
      if (row.solo) entry["solo"] = *row.solo;  // a game played both ways: this part
      out.push_back(std::move(entry));
    }
    std::cout << json_for_terminal(json{{"records", out}}) << "\n";
    return ok;
  }
  if (rows.empty()) {
    std::cout << "No finished sessions yet.\n";
    return ok;
  }
  // Wins (or, for solo games, rank titles) come last: their text has no fixed width.
  std::cout << padded("player", 20) << padded("game", 16) << std::setw(7) << "games" << std::setw(8)
            << "best" << std::setw(9) << "average"
            << "  wins / rank titles\n";
  for (const PlayerRecord& row : rows) {
    const std::string titles =
        row.solo_games > 0 ? rank_titles_text(store->rank_counts(row.game, row.player, sessions))
                           : "";
    // Names stored by older versions may hold control characters.
    const std::string game = row.game + (!row.solo ? "" : *row.solo ? " solo" : " group");
    std::cout << padded(terminal_safe(row.player), 20) << padded(terminal_safe(game), 16)
              << std::setw(7) << row.games << std::setw(8)
              << (row.best ? json_number(*row.best).dump() : "-") << std::setw(9);
    if (row.average) {
      std::cout << std::fixed << std::setprecision(2) << *row.average;
    } else {
      std::cout << "-";
    }
    std::cout << "  " << terminal_safe(wins_text(row, titles)) << "\n";
  }
  return ok;
}

int check(const Args& args) {
  if (args.positional.size() > 1) {
    std::cerr << "expected one database file (see `tributary --help`)\n";
    return bad_input;
  }
  const std::string path = args.positional.empty() ? args.database_path : args.positional.front();
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    std::cerr << "there is no database at " << terminal_safe(path) << "\n";
    return database_error;
  }
  std::string problem;
  try {
    // Read-only: nothing is written beside it.
    if (const std::string found = Store::check_file(path); !found.empty()) {
      problem = path + " is damaged: " + found;
    }
  } catch (const StoreError& failure) {
    if (failure.kind != StoreError::Kind::damaged) throw;
    problem = failure.what();  // not even its header or schema reads
  }
  if (problem.empty()) {
    std::cout << "ok: " << terminal_safe(path) << " is intact\n";
    return ok;
  }
  std::cout << terminal_safe(problem) << "\n"
            << "to copy what still reads into a new file: tributary repair " << terminal_safe(path)
            << "\n";
  return database_error;
}

int repair(const Args& args) {
  if (args.positional.size() > 1) {
    std::cerr << "expected one database file (see `tributary --help`)\n";
    return bad_input;
  }
  const std::string damaged =
      args.positional.empty() ? args.database_path : args.positional.front();
  const std::string copy = args.option("-o", repaired_copy_path(damaged));
  const RepairReport report = Store::make_repaired_copy(damaged, copy);
  std::cout << "wrote a repaired copy of " << terminal_safe(damaged) << " to "
            << terminal_safe(copy) << " (read " << report.method << ")\n"
            << "kept: " << report.sessions << " sessions, " << report.moves << " moves, "
            << report.results << " results\n";
  if (report.losses.empty()) {
    std::cout << "nothing was lost\n";
  } else {
    std::cout << "lost:\n";
    for (const std::string& loss : report.losses) std::cout << "  " << terminal_safe(loss) << "\n";
  }
  std::cout << terminal_safe(damaged) << " itself was not changed\n";
  return ok;
}

int backup(const Args& args) {
  if (!args.positional.empty()) {
    std::cerr << "backup copies the database in use (--db); name the copy with -o FILE\n";
    return bad_input;
  }
  const std::string target = args.option("-o");
  if (target == "-") {
    std::cerr << "a backup is a database file, not text for standard output; name it with -o\n";
    return bad_input;
  }
  std::error_code error;
  if (!std::filesystem::is_regular_file(args.database_path, error)) {
    std::cerr << "there is no database at " << terminal_safe(args.database_path) << "\n";
    return database_error;
  }
  const auto store = open_store(args, Use::read);
  if (target.empty()) {
    std::cout << terminal_safe(back_up_into(*store, default_backup_folder(), false)) << "\n";
  } else {
    store->back_up_to(target);
    std::cout << terminal_safe(target) << "\n";
  }
  return ok;
}

int merge(const Args& args) {
  if (args.positional.size() != 1) {
    std::cerr << "expected one database file to merge (see `tributary --help`)\n";
    return bad_input;
  }
  const std::string& other = args.positional.front();
  std::error_code error;
  if (!std::filesystem::is_regular_file(other, error)) {
    std::cerr << terminal_safe(other) << ": cannot be read (no such file)\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::write);
  const MergeReport report = store->merge_from(other);  // one transaction
  std::cout << terminal_safe(merge_summary(report, other));
  return ok;
}

}  // namespace trib::cli
