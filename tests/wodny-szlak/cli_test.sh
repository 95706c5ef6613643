#!/usr/bin/env bash
# Wodny szlak on the command line: its place in the game list, a second placement in one
# drafting round refused (issue 26), and a drafting record kept through import and export.
# Usage: cli_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
export TRIBUTARY_DB=$work/default.db

expect 0 "list games" -- "$bin" --list-games
contains "second in the list (Game::order)" "$(sed -n 2p <<<"$out")" "wodny-szlak"

two_placements=$src/tests/data/wodny-szlak/illegal-two-placements-one-round.json
expect 1 "a second placement in a round" -- "$bin" validate "$two_placements"
contains "validate names the round rule" "$err$out" "one-tile-per-round"
contains "validate names the player" "$err$out" "Bartek has already placed a tile this round"
expect 1 "a second placement in a round, score" -- "$bin" score "$two_placements"

# A drafting record (draw, discard, pass and the removed tiles) survives
# import and export: the export holds the hand moves and scores as the original.
draft_db=$work/draft.db
cat >"$work/draft-2p.json" <<'TABLE'
{"game": "wodny-szlak", "players": ["Ada", "Bo"], "moves": [
  {"player": 0, "draw": ["base-05", "base-19", "base-21"]},
  {"player": 1, "draw": ["base-02", "base-20", "base-29"]},
  {"player": 0, "tile": "base-05", "x": 0, "y": -1, "rot": 0},
  {"player": 0, "pass": ["base-19", "base-21"]},
  {"player": 1, "tile": "base-02", "x": 0, "y": -1, "rot": 0},
  {"player": 1, "pass": ["base-20", "base-29"]},
  {"player": 0, "draw": ["base-10"]}]}
TABLE
session=0
for table in "$src/tests/data/wodny-szlak/solo-draft-record.json" "$work/draft-2p.json"; do
  session=$((session + 1))
  expect 0 "import draft $session" -- "$bin" import "$table" --db "$draft_db"
  expect 0 "export draft $session" -- "$bin" export "$session" --db "$draft_db"
  echo "$out" >"$work/draft-out.json"
  contains "draft $session export keeps its draws" "$out" '"draw"'
  expect 0 "score the draft export" -- "$bin" score "$work/draft-out.json" --json
  exported=$out
  expect 0 "score the draft original" -- "$bin" score "$table" --json
  if [ "$exported" == "$out" ]; then pass; else fail "draft $session scores differently after export"; fi
done
expect 0 "export the solo draft" -- "$bin" export 1 --db "$draft_db"
contains "solo draft export keeps its discards" "$out" '"discard"'
contains "solo draft export keeps the removed tiles" "$out" '"removed"'
expect 0 "export the two-player draft" -- "$bin" export 2 --db "$draft_db"
contains "two-player draft export keeps its passes" "$out" '"pass"'

finish
