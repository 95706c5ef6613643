// `tributary players`: the known players with their sessions and when they last played;
// `players rename OLD NEW` and `players merge FROM INTO` fix a name, after a question on a
// terminal (--yes answers it, and is needed when standard input is not one).

#include <unistd.h>

#include <iomanip>
#include <iostream>

#include "app/cli.h"
#include "core/fill.h"
#include "core/i18n.h"
#include "core/json_write.h"
#include "core/text.h"
#include "store/store.h"

namespace trib::cli {

namespace {

using nlohmann::json;

constexpr std::size_t kNameColumn = 20;  // characters

std::string in_quotes(const std::string& name) {
  // TRANSLATORS: a name in quotes, in the language's own quotation marks.
  return fill(_("\"{}\""), terminal_safe(name));
}

unsigned long as_count(std::int64_t count) {
  return static_cast<unsigned long>(count);
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

// `text` after spaces up to `width` characters ("sesje" and "średnia" alike).
std::string right_cell(const std::string& text, std::size_t width) {
  const std::size_t length = character_count(text);
  return std::string(length < width ? width - length : 0, ' ') + text;
}

int list_players(const Args& args) {
  const auto store = open_store(args, Use::read);
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
    std::cout << _("No players yet.") << "\n";
    return ok;
  }
  std::cout << name_cell(_("player")) << right_cell(_("sessions"), 8) << "  " << _("last played")
            << "\n";
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
  // TRANSLATORS: the answers to a yes/no question, the default (no) in capitals.
  std::cerr << question << " " << _("[y/N]") << " " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line)) return Answer::no;
  const std::string answer = case_folded(trim_invisible(line));
  // English answers are understood in every language.
  // TRANSLATORS: the short answer "yes" to a [y/N] question.
  const bool yes = answer == "y" || answer == "yes" || answer == case_folded(_("y")) ||
                   // TRANSLATORS: the answer "yes" to a [y/N] question, written out.
                   answer == case_folded(_("yes"));
  return yes ? Answer::yes : Answer::no;
}

// nullopt to go ahead; otherwise the exit code to return, nothing changed.
std::optional<int> unconfirmed(const Args& args, const std::string& command,
                               const std::string& question) {
  switch (ask(args, question)) {
    case Answer::yes:
      return std::nullopt;
    case Answer::no:
      std::cout << _("Nothing changed.") << "\n";
      return ok;
    case Answer::cannot_ask:
      break;
  }
  std::cerr << fill(_("`tributary players {}` asks before it changes anything, and standard "
                      "input is not a terminal: add --yes to go ahead without the question"),
                    command)
            << "\n";
  return bad_input;
}

// The store, when it can be written; else nullptr with the reason told.
std::unique_ptr<Store> writable_store(const Args& args) {
  auto store = open_store(args, Use::write);
  if (!store->read_only()) return store;
  if (!store->read_only_reason().empty()) {
    std::cerr << fill(_("{}, so it is open read-only; no player can be changed in it "
                        "(`tributary repair` copies your sessions into a clean file)"),
                      terminal_safe(store->read_only_reason()))
              << "\n";
  } else {
    std::cerr << fill(_("{} is read-only; no player can be changed in it"),
                      terminal_safe(store->path()))
              << "\n";
  }
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
    std::cout << fill(_("The player is already named {}; nothing changed."), in_quotes(name))
              << "\n";
    return ok;
  }
  const std::string question =
      fill(P_("Rename {} to {} in {} session?", "Rename {} to {} in {} sessions?",
              as_count(player.sessions)),
           in_quotes(player.name), in_quotes(name), player.sessions);
  if (const auto code = unconfirmed(args, "rename", question)) return *code;
  store->rename_player(from, to);
  std::cout << fill(P_("Renamed {} to {} ({} session).", "Renamed {} to {} ({} sessions).",
                       as_count(player.sessions)),
                    in_quotes(player.name), in_quotes(name), player.sessions)
            << "\n";
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
  const std::string question =
      fill(P_("Merge {} session of {} into {}?", "Merge {} sessions of {} into {}?",
              as_count(source.sessions)),
           source.sessions, in_quotes(source.name), in_quotes(target));
  if (const auto code = unconfirmed(args, "merge", question)) return *code;
  const std::int64_t moved = store->merge_players(from, into);
  std::cout << fill(P_("Merged {} session of {} into {}; {} is no longer a player.",
                       "Merged {} sessions of {} into {}; {} is no longer a player.",
                       as_count(moved)),
                    moved, in_quotes(source.name), in_quotes(target), in_quotes(source.name))
            << "\n";
  return ok;
}

}  // namespace

int players(const Args& args) {
  if (args.positional.empty()) return list_players(args);
  const std::string& command = args.positional.front();
  if (command != "rename" && command != "merge") {
    std::cerr << fill(_("unknown players command \"{}\": expected rename or merge (see "
                        "`tributary --help`)"),
                      echo(command))
              << "\n";
    return bad_input;
  }
  if (args.positional.size() != 3) {
    std::cerr << fill(_("`tributary players {}` takes two names: {}"), command,
                      command == "rename" ? _("OLD NEW") : _("FROM INTO"))
              << "\n";
    return bad_input;
  }
  return command == "rename" ? rename_player(args) : merge_players(args);
}

}  // namespace trib::cli
