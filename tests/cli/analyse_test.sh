#!/usr/bin/env bash
# Usage: analyse_test.sh TRIBUTARY_BINARY SOURCE_DIR — `tributary analyse` as a user meets it.
set -u
. "$(dirname "$0")/lib.sh"
data=$src/tests/data/cli

# A small deck with recorded draws: every search finishes, so the document is the golden one.
expect 0 "analyse --json" -- "$bin" analyse "$data/analyse-small.json" --json --seconds 20
if [ "$out" == "$(cat "$data/analyse-small.expected.json")" ]; then pass; else
  fail "analyse --json differs from the golden file"
  diff <(echo "$out") "$data/analyse-small.expected.json" | head -20
fi
contains "a small deck is proven" "$out" '"proven": true'

expect 0 "analyse" -- "$bin" analyse "$data/analyse-small.json" --seconds 20
matches "text output" "$out" '*Best with your draws*proven optimal*'
# The slip names what was placed there, and the best line's ending was rerun exhaustively.
matches "slip text" "$out" '*placement 1, a at row 1, col 0*Better there:*'
contains "stable text" "$out" "searched exhaustively"

# The bundled deck in a fraction of a second: the open deck is not proven, and says so.
expect 0 "analyse of the example" -- \
  "$bin" analyse "$examples/river-wild-finished.json" --json --seconds 0.3
matches "open deck claims no proof" "$out" '*"open_deck": {*"proven": false*'
contains "the slip says whether it is certain" "$out" '"certain": '
# Its bound is far above the best found: the JSON keeps it, the text gives the time instead.
expect 0 "analyse of the example as text" -- \
  "$bin" analyse "$examples/river-wild-finished.json" --seconds 0.3
contains "an uninformative bound is replaced" "$out" "best found in"
lacks "an uninformative bound is not printed" "$out" "nothing above"

expect 1 "an illegal table" -- "$bin" analyse "$examples/river-wild-illegal.json" --json
contains "the illegal move's rule is printed" "$out" '"rule"'

expect 2 "a game with several players" -- "$bin" analyse "$examples/roaring-river-finished.json"
contains "the message says it is not a solo game" "$err" "not a solo game"

# Solo Wodny szlak: two rounds drawn, so the best with the draws is proven; the open deck
# (any 13 of 45 tiles) is not.
expect 0 "analyse of a solo Wodny szlak table" -- \
  "$bin" analyse "$data/analyse-wodny-small.json" --json --seconds 5
matches "Wodny szlak document" "$out" \
  '*"best": {*"proven": true*"game": "wodny-szlak"*"open_deck": {*"proven": false*'
matches "two placements in best.moves" "$out" \
  '*"best": {*"tile": "base-0*"tile": "base-0*"open_deck"*'
expect 0 "analyse of a solo Wodny szlak table as text" -- \
  "$bin" analyse "$data/analyse-wodny-small.json" --seconds 5
matches "Wodny szlak text" "$out" '*Wodny szlak analysis*Best with your draws*proven optimal*'

expect 2 "a Wodny szlak table for two" -- \
  "$bin" analyse "$src/tests/data/wodny-szlak/deliveries-two-players.json"
contains "the message says the Wodny szlak table is not solo" "$err" "not a solo game"

expect 2 "a bad --seconds" -- "$bin" analyse "$data/analyse-small.json" --seconds zero
echo '{"format": 1, "game": "river-wild"' >"$work/broken.json"
expect 2 "malformed JSON" -- "$bin" analyse "$work/broken.json"

finish
