// `tributary import`, `export`, `records`, `repair`, `backup` and `merge`: the subcommands
// that touch the database.

#include <filesystem>
#include <iomanip>
#include <iostream>

#include "app/cli.h"
#include "app/table_loading.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/i18n.h"
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
    std::cerr << fill(_("not imported: {}"), illegal_move_text(loaded.replay)) << "\n";
    return illegal_move;
  }
  std::optional<Scoreboard> result;
  if (loaded.replay.match->finished()) result = loaded.replay.scoreboard();
  TableFile table = std::move(loaded.table);
  table.catalog = loaded.game->resolve_catalog(table.catalog);
  try {
    check_round_trip(table);
  } catch (const InputError& error) {
    std::cerr << fill(_("not imported: {}"), terminal_safe(error.what())) << "\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::write);
  const std::int64_t id = store->create_session(table, result);  // one transaction
  std::cout << fill(_("imported as session {} into {}"), id, terminal_safe(store->path())) << "\n";
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
    std::cerr << fill(_("warning: {}"), terminal_safe(warning)) << "\n";
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
    std::cerr << _("expected one session id (see `tributary --help`)") << "\n";
    return bad_input;
  }
  std::int64_t id = 0;
  if (!parse_session_id(args.positional[0], id)) {
    std::cerr << fill(_("\"{}\" is not a session id"), terminal_safe(args.positional[0])) << "\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::read);
  if (!store->session(id)) {
    std::cerr << fill(_("there is no session {} in {}"), id, terminal_safe(store->path())) << "\n";
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

// `text` after spaces to make `width` columns, counted as padded() counts them.
std::string right_padded(const std::string& text, std::size_t width) {
  const std::size_t columns = character_count(text);
  return columns >= width ? text : std::string(width - columns, ' ') + text;
}

std::optional<std::string> optional_option(const Args& args, const std::string& name) {
  const std::string value = args.option(name);
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

}  // namespace

int records(const Args& args) {
  const auto game = optional_option(args, "--game");
  if (game && find_game(*game) == nullptr) {
    std::cerr << fill(_("unknown game \"{}\""), terminal_safe(*game)) << "\n";
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
    std::cout << _("No finished sessions yet.") << "\n";
    return ok;
  }
  // Wins (or, for solo games, rank titles) come last: their text has no fixed width.
  std::cout << padded(_("player"), 20) << padded(_("game"), 16) << right_padded(_("games"), 7)
            << right_padded(_("best"), 8) << right_padded(_("average"), 9) << "  "
            << _("wins / rank titles") << "\n";
  for (const PlayerRecord& row : rows) {
    const std::string titles =
        row.solo_games > 0 ? rank_titles_text(store->rank_counts(row.game, row.player, sessions))
                           : "";
    // Names stored by older versions may hold control characters.
    const std::string game = !row.solo   ? row.game
                             : *row.solo ? fill(_("{} solo"), row.game)
                                         // TRANSLATORS: a game played by two or more.
                                         : fill(_("{} group"), row.game);
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
    std::cerr << _("expected one database file (see `tributary --help`)") << "\n";
    return bad_input;
  }
  const std::string path = args.positional.empty() ? args.database_path : args.positional.front();
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    std::cerr << fill(_("there is no database at {}"), terminal_safe(path)) << "\n";
    return database_error;
  }
  std::string problem;
  try {
    // Read-only: nothing is written beside it.
    if (const std::string found = Store::check_file(path); !found.empty()) {
      problem = fill(_("{} is damaged: {}"), path, found);
    }
  } catch (const StoreError& failure) {
    if (failure.kind != StoreError::Kind::damaged) throw;
    problem = failure.what();  // not even its header or schema reads
  }
  if (problem.empty()) {
    std::cout << fill(_("ok: {} is intact"), terminal_safe(path)) << "\n";
    return ok;
  }
  std::cout << terminal_safe(problem) << "\n"
            << fill(_("to copy what still reads into a new file: tributary repair {}"),
                    terminal_safe(path))
            << "\n";
  return database_error;
}

int repair(const Args& args) {
  if (args.positional.size() > 1) {
    std::cerr << _("expected one database file (see `tributary --help`)") << "\n";
    return bad_input;
  }
  const std::string damaged =
      args.positional.empty() ? args.database_path : args.positional.front();
  const std::string copy = args.option("-o", repaired_copy_path(damaged));
  const RepairReport report = Store::make_repaired_copy(damaged, copy);
  const auto count = [](std::int64_t n) { return static_cast<unsigned long>(n); };
  std::cout << fill(_("wrote a repaired copy of {} to {} (read {})"), terminal_safe(damaged),
                    terminal_safe(copy), report.method)
            << "\n"
            << fill(_("kept: {}, {}, {}"),
                    fill(P_("{} session", "{} sessions", count(report.sessions)), report.sessions),
                    fill(P_("{} move", "{} moves", count(report.moves)), report.moves),
                    fill(P_("{} result", "{} results", count(report.results)), report.results))
            << "\n";
  if (report.losses.empty()) {
    std::cout << _("nothing was lost") << "\n";
  } else {
    std::cout << _("lost:") << "\n";
    for (const std::string& loss : report.losses) std::cout << "  " << terminal_safe(loss) << "\n";
  }
  std::cout << fill(_("{} itself was not changed"), terminal_safe(damaged)) << "\n";
  return ok;
}

int backup(const Args& args) {
  if (!args.positional.empty()) {
    std::cerr << _("backup copies the database in use (--db); name the copy with -o FILE") << "\n";
    return bad_input;
  }
  const std::string target = args.option("-o");
  if (target == "-") {
    std::cerr << _("a backup is a database file, not text for standard output; name it with -o")
              << "\n";
    return bad_input;
  }
  std::error_code error;
  if (!std::filesystem::is_regular_file(args.database_path, error)) {
    std::cerr << fill(_("there is no database at {}"), terminal_safe(args.database_path)) << "\n";
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
    std::cerr << _("expected one database file to merge (see `tributary --help`)") << "\n";
    return bad_input;
  }
  const std::string& other = args.positional.front();
  std::error_code error;
  if (!std::filesystem::is_regular_file(other, error)) {
    std::cerr << fill(_("{}: cannot be read (no such file)"), terminal_safe(other)) << "\n";
    return bad_input;
  }
  const auto store = open_store(args, Use::write);
  const MergeReport report = store->merge_from(other);  // one transaction
  std::cout << terminal_safe(merge_summary(report, other));
  return ok;
}

}  // namespace trib::cli
