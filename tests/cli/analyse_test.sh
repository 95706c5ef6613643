#!/usr/bin/env bash
# Usage: analyse_test.sh TRIBUTARY_BINARY SOURCE_DIR — what `tributary analyse` refuses,
# whatever the game: a table with several players (every such example), a bad --seconds,
# malformed JSON. Each game with an analysis tests it in tests/<game>/cli_analyse_test.sh.
set -u
. "$(dirname "$0")/lib.sh"

for table in "$examples"/*/*-finished.json; do
  tr -d ' \n' <"$table" | grep -q '"players":\["[^"]*","' || continue  # two names or more
  name=$(basename "$table")
  expect 2 "$name, several players" -- "$bin" analyse "$table"
  contains "$name: the message says it is not a solo game" "$err" "not a solo game"
done
[ "$passed" -gt 0 ] || fail "no example with several players"

table=$(example "$stand_in_game" finished)
expect 2 "a bad --seconds" -- "$bin" analyse "$table" --seconds zero
echo '{"format": 1, "game": ' >"$work/broken.json"
expect 2 "malformed JSON" -- "$bin" analyse "$work/broken.json"

finish
