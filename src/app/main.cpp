// tributary: no arguments opens the GUI; subcommands give the command line.

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>

#include "app/cli.h"
#include "app/gui_launch.h"
#include "core/file_write.h"
#include "core/fill.h"
#include "core/format.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "core/text.h"
#include "store/store.h"

namespace {

using trib::cli::Args;

// The commands and options stay as typed; their descriptions and FILE, NAME… are translated.
constexpr const char* commands_usage = N_(R"(
Usage:
  tributary                              open the GUI
  tributary FILE                         open a table file in the GUI
  tributary score FILE [--json]          validate every move, then print scores
  tributary validate FILE [--json]       check legality only
  tributary analyse FILE [--json] [--seconds N]
                                         a solo game's best score with its draws, the
                                         open-deck best and where it slipped (default 10 s)
  tributary import FILE                  store a table file as a session
  tributary import --bgstats FILE        past plays of these games from BG Stats (its
                                         BGStatsExport.json or a .bgsplay), as score pads;
                                         a play imported before is not added again
                                         (score, validate, import: --user-catalog plays a
                                         table without a catalog with yours, not the bundled)
  tributary export ID [-o FILE]          write a stored session as a table file
  tributary export ID --bgstats [-o FILE] [--location NAME]
                                         a finished session as a BG Stats play (JSON)
  tributary export --bgstats --all [--game G] [--since YYYY-MM-DD] [-o FILE]
                                         every finished session, as a JSON array
  tributary records [--game G] [--player NAME] [--mirrored] [--json]
                                         (--mirrored: only games entered move by move,
                                         not score pads)
  tributary records --categories [--game G] [--player NAME] [--mirrored] [--json]
                                         what each scoring category earns each player
                                         a game, against the table's average
  tributary player NAME [--period all|month|year|12m|FROM..TO] [--json]
                                         NAME's page: per game wins, win rate, streaks, by
                                         player count and seat, who started; head-to-head,
                                         nemesis and buddy (FROM, TO: YYYY-MM-DD)
  tributary players [--json]             every known player, their sessions and last play
  tributary players rename OLD NEW       fix a player's name in every session and record
  tributary players merge FROM INTO      one player from two: FROM's sessions, results and
                                         records become INTO's, and FROM is gone
                                         (rename and merge ask first; --yes answers, and
                                         is needed when standard input is not a terminal)
  tributary check [DB]                   check every page of the database (PRAGMA
                                         quick_check, which opening runs only after a run
                                         that did not close it cleanly); prints ok or the
                                         problem, exit 0 or 3
  tributary repair [DB] [-o NEW.db]      copy what still reads from a damaged database
  tributary backup [-o FILE]             a consistent copy of the database, also while the
                                         app runs (default: a new file in
                                         $XDG_STATE_HOME/tributary/backups/); prints its path
  tributary merge OTHER.db               add the sessions of another computer's database
                                         that this one lacks (running it twice adds nothing)
  tributary catalog export GAME [-o FILE]     the catalog in effect (yours, else the bundled)
  tributary catalog check GAME FILE [--json]  validate a catalog file
  tributary catalog import GAME FILE          install a catalog file as yours
  tributary catalog reset GAME                back to the bundled catalog
  tributary --screenshot OUT.png [--view home|history|records|players|settings|about|catalog|
                                 player|results] [--game GAME] [--player NAME] [--open FILE]
                                 [--size WxH]
                                 (--view catalog --game GAME: that game's catalog editor;
                                 --view players: Records' Players tab;
                                 --view player --player NAME: NAME's player page;
                                 --view categories [--game GAME] [--player NAME]: Records'
                                 Categories tab;
                                 --view session: the last session; --view setup:GAME:
                                 that game's "New session" dialog; --view pad:GAME: the
                                 same dialog set to "Scores only"; --view results --open
                                 FILE: the results card of a finished table file alone,
                                 as Save picture… writes it: its size follows the font
                                 scale and --size does not apply; exit 2 when the game
                                 is not finished)

Options (before or after the command; each at most once):
  --db PATH     the database (default: $TRIBUTARY_DB, else
                $XDG_DATA_HOME/tributary/tributary.db, else ~/.local/share/tributary/tributary.db)
  -o FILE       write there (replaced whole, never through a symbolic link); -o - is
                standard output, as leaving -o out is
  --help        this text
  --version     the version

Exit codes: 0 ok, 1 an illegal move, 2 unreadable or malformed input, 3 a database error
or a file that cannot be written.
)");

// The usage text; its first line names every registered game.
std::string usage() {
  std::vector<std::string> names;
  for (const trib::Game* game : trib::all_games()) names.emplace_back(game->name());
  return trib::fill(_("Tributary \u2014 a table companion for {}."), trib::join_names(names)) +
         "\n" + _(commands_usage);
}

// `tributary --list-games`: one line per registered game, "id<TAB>name<TAB>min-max", for
// scripts and tests that go through every game (the names are the games' own, in every
// language).
void list_games() {
  for (const trib::Game* game : trib::all_games()) {
    std::cout << game->id() << '\t' << game->name() << '\t' << game->min_players() << '-'
              << game->max_players() << '\n';
  }
}

const std::set<std::string> options_with_value = {
    "--db",   "-o",      "--game",       "--player",   "--open",    "--view",
    "--size", "--since", "--screenshot", "--location", "--seconds", "--period"};

// Splits argv into positional arguments and options, wherever they stand; false (with a
// message) on a missing or empty value, or a value option given twice.
bool parse_args(int argc, char** argv, Args& args) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (options_with_value.count(arg) != 0) {
      if (i + 1 >= argc || argv[i + 1][0] == '\0') {
        std::cerr << trib::fill(arg == "-o" ? _("{} needs a value (a file name, or - for standard "
                                                "output)")
                                            : _("{} needs a value"),
                                arg)
                  << "\n";
        return false;
      }
      if (args.flag(arg)) {
        std::cerr << trib::fill(_("{} is given twice; give it once"), arg) << "\n";
        return false;
      }
      args.options.emplace_back(arg, argv[++i]);
    } else if (arg.size() > 1 && arg[0] == '-') {
      args.options.emplace_back(arg, "");
    } else {
      args.positional.push_back(arg);
    }
  }
  args.database_path = args.option("--db");
  if (args.database_path.empty()) args.database_path = trib::default_database_path();
  return true;
}

bool parse_size(const std::string& text, int& width, int& height) {
  const auto x = text.find('x');
  if (x == std::string::npos) return false;
  try {
    width = std::stoi(text.substr(0, x));
    height = std::stoi(text.substr(x + 1));
  } catch (const std::exception&) {
    return false;
  }
  return width >= 320 && height >= 240 && width <= 8192 && height <= 8192;
}

// The options each command reads ("" for the GUI); anything else is most likely a typo,
// which must not pass silently (`score --jsn` would print text and exit 0).
const std::map<std::string, std::set<std::string>> command_options = {
    {"score", {"--json", "--user-catalog"}},
    {"validate", {"--json", "--user-catalog"}},
    {"import", {"--user-catalog", "--bgstats"}},
    {"export", {"-o", "--bgstats", "--location", "--all", "--game", "--since"}},
    {"records", {"--game", "--player", "--mirrored", "--categories", "--json"}},
    {"player", {"--period", "--json"}},
    {"players", {"--json", "--yes"}},
    {"analyse", {"--json", "--seconds", "--user-catalog"}},
    {"check", {}},
    {"repair", {"-o"}},
    {"backup", {"-o"}},
    {"merge", {}},
    {"catalog", {"-o", "--json"}},
    {"", {"--open", "--view", "--game", "--player", "--size", "--screenshot"}}};
const std::set<std::string> global_options = {"--db", "--help", "-h", "--version", "--list-games"};

bool is_command(const std::string& word) {
  return !word.empty() && command_options.count(word) != 0;
}

// The first option `command` does not read, or "" when every one is known.
std::string unknown_option(const std::string& command, const Args& args) {
  const auto known = command_options.find(command);
  for (const auto& [name, value] : args.options) {
    if (global_options.count(name) != 0) continue;
    if (known == command_options.end() || known->second.count(name) == 0) return name;
  }
  return "";
}

// The command word: the first positional argument, unless it is a table file to open in
// the GUI (as the desktop launcher passes one). Taken out of `args.positional`.
std::string take_command(Args& args) {
  if (args.positional.empty()) return "";
  const std::string& first = args.positional.front();
  std::error_code not_a_file;  // a name too long for a path is not a file either
  if (!is_command(first) && std::filesystem::is_regular_file(first, not_a_file)) return "";
  std::string command = first;
  args.positional.erase(args.positional.begin());
  return command;
}

int run_window(const Args& args) {
  trib::ui::GuiOptions options;
  options.database_path = args.database_path;
  if (args.positional.size() > 1) {
    std::cerr << _("the GUI opens one table file at a time") << "\n";
    return trib::cli::bad_input;
  }
  if (const std::string open = args.option("--open"); !open.empty()) {
    options.open_file = open;
  } else if (!args.positional.empty()) {
    options.open_file = args.positional.front();
  }
  options.view = args.option("--view", options.open_file ? "session" : "home");
  options.game = args.option("--game");
  options.player = args.option("--player");
  if (const std::string size = args.option("--size"); !size.empty()) {
    if (!parse_size(size, options.width, options.height)) {
      std::cerr << _("--size expects WIDTHxHEIGHT, e.g. 1280x720") << "\n";
      return trib::cli::bad_input;
    }
    options.size_given = true;
  }
  return trib::app::open_window(options, args.option("--screenshot"));
}

int dispatch(const std::string& command, const Args& args) {
  if (command == "score") return trib::cli::score(args, false);
  if (command == "validate") return trib::cli::score(args, true);
  if (command == "import") return trib::cli::import_table(args);
  if (command == "export") return trib::cli::export_session(args);
  if (command == "records") return trib::cli::records(args);
  if (command == "player") return trib::cli::player(args);
  if (command == "players") return trib::cli::players(args);
  if (command == "check") return trib::cli::check(args);
  if (command == "repair") return trib::cli::repair(args);
  if (command == "backup") return trib::cli::backup(args);
  if (command == "merge") return trib::cli::merge(args);
  if (command == "catalog") return trib::cli::catalog(args);
  if (command == "analyse") return trib::cli::analyse(args);
  if (command.find('.') != std::string::npos || command.find('/') != std::string::npos) {
    std::cerr << trib::fill(_("{}: cannot be read (no such file)"), trib::echo(command)) << "\n";
  } else {
    std::cerr << trib::fill(_("unknown command \"{}\""), trib::echo(command)) << "\n\n" << usage();
  }
  return trib::cli::bad_input;
}

}  // namespace

namespace trib::cli {

bool Args::flag(const std::string& name) const {
  for (const auto& [key, value] : options) {
    if (key == name) return true;
  }
  return false;
}

std::string Args::option(const std::string& name, const std::string& fallback) const {
  for (const auto& [key, value] : options) {
    if (key == name) return value;
  }
  return fallback;
}

}  // namespace trib::cli

int main(int argc, char** argv) {
  trib::i18n::start();
  Args args;
  if (!parse_args(argc, argv, args)) return trib::cli::bad_input;
  // A --json document is the same in every language: rule ids, labels and messages in it
  // are the source text (docs/table-format.md).
  if (args.flag("--json")) trib::i18n::use(trib::i18n::Language::english);
  if (args.flag("--help") || args.flag("-h")) {
    std::cout << usage();
    return trib::cli::ok;
  }
  if (args.flag("--list-games")) {
    list_games();
    return trib::cli::ok;
  }
  if (args.flag("--version")) {
    std::cout << "tributary " << TRIBUTARY_VERSION << "\n";
    return trib::cli::ok;
  }
  const std::string command = take_command(args);
  if (!command.empty() && !is_command(command)) return dispatch(command, args);
  if (const std::string option = unknown_option(command, args); !option.empty()) {
    std::cerr
        << (command.empty()
                ? trib::fill(_("unknown option {} (see `tributary --help`)"), trib::echo(option))
                : trib::fill(_("unknown option {} for `tributary {}` (see `tributary --help`)"),
                             trib::echo(option), command))
        << "\n";
    return trib::cli::bad_input;
  }
  try {
    const int code = command.empty() ? run_window(args) : dispatch(command, args);
    // Output redirected to a full disk or a closed pipe must not pass for success.
    if (!(std::cout << std::flush)) {
      // The stream keeps no reason; one more byte written directly gets it from the system.
      const bool reason = ::write(STDOUT_FILENO, "\n", 1) < 0;
      std::cerr << (reason ? trib::fill(_("standard output cannot be written: {}"),
                                        std::strerror(errno))
                           : std::string(_("standard output cannot be written")))
                << "\n";
      return trib::cli::database_error;
    }
    return code;
  } catch (const trib::FileWriteError& error) {
    std::cerr << trib::terminal_safe(error.what()) << "\n";
    return error.kind == trib::FileWriteError::Kind::refused ? trib::cli::bad_input
                                                             : trib::cli::database_error;
  } catch (const trib::StoreError& error) {
    std::cerr << trib::fill(_("database error: {}"), trib::terminal_safe(error.what())) << "\n";
    if (error.kind == trib::StoreError::Kind::not_a_file) return trib::cli::bad_input;
    if (error.kind == trib::StoreError::Kind::damaged && command != "repair" && !command.empty()) {
      std::cerr << trib::fill(_("to copy what still reads into a new file: tributary repair {}"),
                              trib::terminal_safe(args.database_path))
                << "\n";
    }
    return trib::cli::database_error;
  } catch (const std::filesystem::filesystem_error& error) {
    // A path the system refuses to look at (too long, a loop of links).
    std::cerr << trib::echo(error.path1().string()) << ": " << error.code().message() << "\n";
    return trib::cli::bad_input;
  }
}
