#pragma once
// The command line: `tributary <subcommand> …`. Each subcommand returns the process exit
// code: 0 ok, 1 an illegal move, 2 unreadable or malformed input, 3 a database error.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace trib {
class Store;
}

namespace trib::cli {

enum ExitCode { ok = 0, illegal_move = 1, bad_input = 2, database_error = 3 };

// Arguments after the subcommand, with the global --db option already taken out.
struct Args {
  std::vector<std::string> positional;
  std::vector<std::pair<std::string, std::string>> options;  // "--json" → ""
  std::string database_path;

  bool flag(const std::string& name) const;
  std::string option(const std::string& name, const std::string& fallback = {}) const;
};

int score(const Args& args, bool legality_only);
int import_table(const Args& args);
int export_session(const Args& args);
int export_bgstats(const Args& args);  // `export … --bgstats` (cli_bgstats.cpp)
int import_bgstats(const Args& args);  // `import --bgstats FILE` (cli_bgstats.cpp)
int records(const Args& args);
int player(const Args& args);             // the player page (cli_player.cpp)
int record_categories(const Args& args);  // `records --categories` (cli_categories.cpp)
int check(const Args& args);
int repair(const Args& args);
int backup(const Args& args);
int merge(const Args& args);
int players(const Args& args);  // `players`, `players rename`, `players merge` (cli_players.cpp)

// Helpers shared by the subcommands (cli_store.cpp).
// The database of --db, its warnings (Store::warnings) written to stderr; a command that
// will write leaves out the read-only reason, which its refused write gives.
enum class Use { read, write };
std::unique_ptr<Store> open_store(const Args& args, Use use);
bool parse_session_id(const std::string& text, std::int64_t& id);
// Writes `text` to the -o file, or stdout without one; bad_input when it cannot be written.
int write_output(const Args& args, const std::string& text);
int catalog(const Args& args);  // cli_catalog.cpp
int analyse(const Args& args);  // cli_analyse.cpp

}  // namespace trib::cli
