#!/usr/bin/env bash
# Usage: cli_analyse_test.sh TRIBUTARY_BINARY SOURCE_DIR — `tributary analyse` of River Wild
# tables as a user meets it: the golden document of a small deck, the bundled deck's honest
# bound and slip, an illegal table.
set -u
. "$(dirname "$0")/../cli/lib.sh"
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
  "$bin" analyse "$(example river-wild finished)" --json --seconds 0.3
matches "open deck claims no proof" "$out" '*"open_deck": {*"proven": false*'
contains "the slip says whether it is certain" "$out" '"certain": '
# Its bound is far above the best found: the JSON keeps it, the text gives the time instead.
expect 0 "analyse of the example as text" -- \
  "$bin" analyse "$(example river-wild finished)" --seconds 0.3
contains "an uninformative bound is replaced" "$out" "best found in"
lacks "an uninformative bound is not printed" "$out" "nothing above"

expect 1 "an illegal table" -- "$bin" analyse "$(example river-wild illegal)" --json
contains "the illegal move's rule is printed" "$out" '"rule"'

expect 2 "a bad --seconds" -- "$bin" analyse "$data/analyse-small.json" --seconds zero

finish
