#!/usr/bin/env bash
# Roaring River on the command line: its place in the game list, and a flipped raft's wins
# counted apart in the records.
# Usage: cli_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
export TRIBUTARY_DB=$work/default.db

expect 0 "list games" -- "$bin" --list-games
contains "third in the list (Game::order)" "$(sed -n 3p <<<"$out")" "roaring-river"

expect 0 "import a flipped raft" -- "$bin" import "$src/tests/data/roaring-river/four-player-flip.json" --db "$work/flip.db"
expect 0 "records of a flipped raft" -- "$bin" records --db "$work/flip.db" --json
contains "wins by fewest in JSON" "$out" '"wins_by_fewest": 1'
expect 0 "records of a flipped raft as text" -- "$bin" records --db "$work/flip.db"
contains "wins by fewest in text" "$out" "1 (1 by fewest)"

finish
