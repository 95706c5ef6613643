#pragma once
// The command line: `tributary <subcommand> …`. Each subcommand returns the process exit
// code: 0 ok, 1 an illegal move, 2 unreadable or malformed input, 3 a database error.

#include <string>
#include <vector>

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
int records(const Args& args);
int catalog(const Args& args);  // cli_catalog.cpp

}  // namespace trib::cli
