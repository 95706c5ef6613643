#pragma once
// Reading a table file for the command line: parse, find the game, replay. Malformed
// input is reported here (stderr, or the --json error document) as exit code 2.

#include "app/cli.h"
#include "core/replay.h"
#include "core/table_file.h"

namespace trib::cli {

struct LoadedTable {
  TableFile table;
  const Game* game = nullptr;
  Replay replay;
};

int load_table(const Args& args, bool as_json, LoadedTable& out);

// "move 7 is illegal (rule-id): message", for a replay that failed.
std::string illegal_move_text(const Replay& replay);

}  // namespace trib::cli
