#!/usr/bin/env bash
# River Woods on the command line: its place in the game list.
# Usage: cli_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"

expect 0 "list games" -- "$bin" --list-games
contains "fourth in the list (Game::order)" "$(sed -n 4p <<<"$out")" "river-woods"

finish
