// `tributary players`: the known players with their sessions and when they last played;
// `players rename OLD NEW` and `players merge FROM INTO` fix a name, after a question on a
// terminal (--yes answers it, and is needed when standard input is not one).

#include <unistd.h>

#include <iomanip>
#include <iostream>

#include "app/cli.h"
#include "core/json_write.h"
#include "core/text.h"
#include "store/store.h"

namespace trib::cli {

namespace {

using nlohmann::json;

constexpr std::size_t kNameColumn = 20;  // characters

std::string in_quotes(const std::string& name) {
  return "\"" + terminal_safe(name) + "\"";
}

std::string sessions_text(std::int64_t count) {
  return std::to_string(count) + (count == 1 ? " session" : " sessions");
}

// "2025-11-30 19:40", as History shows it.
std::string when_text(const std::optional<std::string>& when) {
  if (!when) return "-";
  std::string text = *when;
  if (text.size() > 10 && text[10] == 'T') text[10] = ' ';
  return text;
}

// A name padded to the column by characters, not bytes ("Gżegżółka" is 13 bytes).
std::string name_cell(const std::string& name) {
  const std::string safe = terminal_safe(name);
  const std::size_t length = character_count(safe);
  return safe + std::string(length < kNameColumn ? kNameColumn - length : 1, ' ');
}

int list_players(const Args& args) {
  const auto store = Store::open(args.database_path);
  const std::vector<PlayerSummary> players = store->players();
  if (args.flag("--json")) {
    json out = json::array();
    for (const PlayerSummary& player : players) {
      out.push_back({{"name", player.name},
                     {"sessions", player.sessions},
                     {"last_played", player.last_played ? json(*player.last_played) : json()}});
    }
    std::cout << json_for_terminal(json{{"players", out}}) << "\n";
    return ok;
  }
  if (players.empty()) {
    std::cout << "No players yet.\n";
    return ok;
  }
  std::cout << name_cell("player") << std::setw(8) << "sessions"
            << "  last played\n";
  for (const PlayerSummary& player : players) {
    std::cout << name_cell(player.name) << std::setw(8) << player.sessions << "  "
              << when_text(player.last_played) << "\n";
  }
  return ok;
}

enum class Answer { yes, no, cannot_ask };

// Asks `question` on the terminal; --yes answers it beforehand. Without a terminal and
// without --yes nothing can be asked.
Answer ask(const Args& args, const std::string& question) {
  if (args.flag("--yes")) return Answer::yes;
  if (!isatty(STDIN_FILENO)) return Answer::cannot_ask;
  std::cerr << question << " [y/N] " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line)) return Answer::no;
  const std::string answer = case_folded(trim_invisible(line));
  return answer == "y" || answer == "yes" ? Answer::yes : Answer::no;
}

// nullopt to go ahead; otherwise the exit code to return, nothing changed.
std::optional<int> unconfirmed(const Args& args, const std::string& command,
                               const std::string& question) {
  switch (ask(args, question)) {
    case Answer::yes:
      return std::nullopt;
    case Answer::no:
      std::cout << "Nothing changed.\n";
      return ok;
    case Answer::cannot_ask:
      break;
  }
  std::cerr << "`tributary players " << command
            << "` asks before it changes anything, and standard input is not a terminal: "
               "add --yes to go ahead without the question\n";
  return bad_input;
}

// The store, when it can be written; else nullptr with the reason told.
std::unique_ptr<Store> writable_store(const Args& args) {
  auto store = Store::open(args.database_path);
  if (!store->read_only()) return store;
  std::cerr << terminal_safe(store->path()) << " is read-only; no player can be changed in it\n";
  return nullptr;
}

int rename_player(const Args& args) {
  const std::string& from = args.positional[1];
  const std::string& to = args.positional[2];
  const auto store = writable_store(args);
  if (!store) return database_error;
  if (const std::string problem = store->rename_problem(from, to); !problem.empty()) {
    std::cerr << problem << "\n";
    return bad_input;
  }
  const PlayerSummary player = *store->player(from);
  const std::string name = trim_invisible(to);
  if (player.name == name) {
    std::cout << "The player is already named " << in_quotes(name) << "; nothing changed.\n";
    return ok;
  }
  const std::string question = "Rename " + in_quotes(player.name) + " to " + in_quotes(name) +
                               " in " + sessions_text(player.sessions) + "?";
  if (const auto code = unconfirmed(args, "rename", question)) return *code;
  store->rename_player(from, to);
  std::cout << "Renamed " << in_quotes(player.name) << " to " << in_quotes(name) << " ("
            << sessions_text(player.sessions) << ").\n";
  return ok;
}

int merge_players(const Args& args) {
  const std::string& from = args.positional[1];
  const std::string& into = args.positional[2];
  const auto store = writable_store(args);
  if (!store) return database_error;
  if (const std::string problem = store->merge_problem(from, into); !problem.empty()) {
    std::cerr << problem << "\n";
    return bad_input;
  }
  const PlayerSummary source = *store->player(from);
  const std::string target = store->player(into)->name;
  const std::string question = "Merge " + sessions_text(source.sessions) + " of " +
                               in_quotes(source.name) + " into " + in_quotes(target) + "?";
  if (const auto code = unconfirmed(args, "merge", question)) return *code;
  const std::int64_t moved = store->merge_players(from, into);
  std::cout << "Merged " << sessions_text(moved) << " of " << in_quotes(source.name) << " into "
            << in_quotes(target) << "; " << in_quotes(source.name) << " is no longer a player.\n";
  return ok;
}

}  // namespace

int players(const Args& args) {
  if (args.positional.empty()) return list_players(args);
  const std::string& command = args.positional.front();
  if (command != "rename" && command != "merge") {
    std::cerr << "unknown players command \"" << echo(command)
              << "\": expected rename or merge (see `tributary --help`)\n";
    return bad_input;
  }
  if (args.positional.size() != 3) {
    std::cerr << "`tributary players " << command
              << "` takes two names: " << (command == "rename" ? "OLD NEW" : "FROM INTO") << "\n";
    return bad_input;
  }
  return command == "rename" ? rename_player(args) : merge_players(args);
}

}  // namespace trib::cli
