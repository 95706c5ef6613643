#!/usr/bin/env bash
# River Wild on the command line: its place in the game list, a move's wrong type named by
# its path, a solo game's rank title in the records, and a house ruling kept through import
# and export.
# Usage: cli_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/../cli/lib.sh"
export TRIBUTARY_DB=$work/default.db
finished=$(example river-wild finished)

expect 0 "list games" -- "$bin" --list-games
contains "first in the list (Game::order)" "$(head -n 1 <<<"$out")" "river-wild"

echo '{"game": "river-wild", "players": ["Ada"], "moves": [{"card": "x", "row": "one"}]}' >"$work/row.json"
expect 2 "wrong type" -- "$bin" score "$work/row.json" --json
contains "wrong type path" "$out" '"path": "/moves/0/row"'

# Solo games list rank titles, not wins.
expect 0 "import the finished example" -- "$bin" import "$finished" --db "$work/solo.db"
expect 0 "records of a solo game" -- "$bin" records --db "$work/solo.db" --json --game river-wild
contains "solo rank title in JSON" "$out" '"rank": "Harmonious Habitat"'
contains "no solo win" "$out" '"wins": 0'

# A house ruling: legal, listed in warnings, and the same score after import and export.
ruled=$src/tests/data/river-wild/cli/house-ruling.json
expect 0 "validate a house ruling" -- "$bin" validate "$ruled"
contains "validate names the house ruling" "$out" "house ruling at move 1: no-support"
expect 0 "score a house ruling" -- "$bin" score "$ruled" --json
contains "house ruling in warnings" "$out" '"house ruling at move 1: no-support"'
original=$out
ruled_db=$work/ruled.db
expect 0 "import a house ruling" -- "$bin" import "$ruled" --db "$ruled_db"
expect 0 "export a house ruling" -- "$bin" export 1 --db "$ruled_db" -o "$work/ruled.json"
contains "export writes the key" "$(cat "$work/ruled.json")" '"house_ruling":true'
expect 0 "score the exported house ruling" -- "$bin" score "$work/ruled.json" --json
if [ "$out" == "$original" ]; then pass; else fail "an exported house ruling scores differently"; fi
expect 0 "import the export again" -- "$bin" import "$work/ruled.json" --db "$ruled_db"

finish
