#!/usr/bin/env bash
# Usage: cli_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"
golden=$src/tests/data/cli
export TRIBUTARY_DB=$work/default.db

same_as_golden() {  # same_as_golden NAME TEXT
  if [ "$2" == "$(cat "$golden/$1")" ]; then pass; else
    fail "$1 differs:"; diff <(echo "$2") "$golden/$1" | head -20
  fi
}

# No window to draw in — no display, or a build without the ImGui front end
# (TRIBUTARY_GUI=OFF, the sanitizer build): exit 4 with the reason, and no picture.
expect 4 "screenshot without a window" -- env -u DISPLAY -u WAYLAND_DISPLAY \
  "$bin" --screenshot "$work/none.png" --db "$work/none.db"
if [ -n "$err" ]; then pass; else fail "screenshot without a window gave no reason"; fi
if [ -e "$work/none.png" ]; then fail "screenshot without a window wrote a picture"; else pass; fi

# The registry drives the usage text: every game --list-games reports is named in it.
expect 0 "list games" -- "$bin" --list-games
games_listed=$out
expect 0 "usage" -- "$bin" --help
while IFS=$'\t' read -r id name range; do
  contains "usage names $id" "$out" "$name"
  case "$range" in [0-9]-[0-9]) pass ;; *) fail "$id: player range \"$range\"" ;; esac
done <<<"$games_listed"
# The four games first, in their order (Game::order); a game added later follows them.
first_four=$(cut -f1 <<<"$games_listed" | head -n 4 | paste -sd ' ')
if [ "$first_four" = "river-wild wodny-szlak roaring-river river-woods" ]; then pass; else
  fail "games listed in the wrong order: $first_four"
fi

# Records on an empty database, text and JSON.
expect 0 "records on an empty db" -- "$bin" records --db "$work/empty.db"
same_as_golden records-empty.txt "$out"
expect 0 "records --json on an empty db" -- "$bin" records --db "$work/empty.db" --json
same_as_golden records-empty.json "$out"

# Malformed input: exit 2 with line and column, or the JSON path.
printf '{\n  "game": "river-wild",\n  "players": ["Ada",]\n}\n' >"$work/bad.json"
expect 2 "syntax error" -- "$bin" score "$work/bad.json"
contains "syntax error message" "$err" "line 3, column 21"
expect 2 "syntax error --json" -- "$bin" score "$work/bad.json" --json
contains "syntax error json" "$out" '"line": 3'
echo '{"game": "river-wild", "players": ["Ada"], "moves": [{"card": "x", "row": "one"}]}' >"$work/row.json"
expect 2 "wrong type" -- "$bin" score "$work/row.json" --json
contains "wrong type path" "$out" '"path": "/moves/0/row"'
echo '{"game": "chess", "players": ["Ada"]}' >"$work/chess.json"
expect 2 "unknown game" -- "$bin" validate "$work/chess.json"
contains "unknown game message" "$err" "/game"
expect 2 "missing file" -- "$bin" score "$work/nope.json"
expect 2 "unknown command" -- "$bin" scroe "$work/nope.json"
expect 2 "a missing file given alone" -- "$bin" "$work/nope.json"
contains "a missing file given alone is named" "$err" "cannot be read"
expect 2 "no table file, --json" -- "$bin" score --json
contains "no table file answers in JSON" "$out" '"path": ""'
# A mistyped option is refused, not ignored.
expect 2 "an unknown option" -- "$bin" score "$examples/river-wild-finished.json" --jsn
contains "the unknown option is named" "$err" "unknown option --jsn"
expect 2 "an option of another command" -- "$bin" records --db "$work/empty.db" --seconds 3

# Scoring, validating and an illegal move.
expect 0 "score an example" -- "$bin" score "$examples/river-wild-finished.json"
expect 0 "validate an example" -- "$bin" validate "$examples/river-wild-finished.json"
contains "validate says ok" "$out" "ok:"
expect 1 "an illegal move" -- "$bin" score "$examples/river-wild-illegal.json" --json
contains "illegal move json" "$out" '"legal": false'
expect 1 "an illegal move, text" -- "$bin" validate "$examples/river-wild-illegal.json"
contains "illegal move names the index" "$err" "move "
# A second Wodny szlak placement in one drafting round (issue 26): validate and score refuse it.
two_placements=$src/tests/data/wodny-szlak/illegal-two-placements-one-round.json
expect 1 "a second placement in a round" -- "$bin" validate "$two_placements"
contains "validate names the round rule" "$err$out" "one-tile-per-round"
contains "validate names the player" "$err$out" "Bartek has already placed a tile this round"
expect 1 "a second placement in a round, score" -- "$bin" score "$two_placements"

# Import, records, export round trip.
db=$work/filled.db
for file in river-wild-finished wodny-szlak-finished roaring-river-finished; do
  expect 0 "import $file" -- "$bin" import "$examples/$file.json" --db "$db"
done
expect 1 "import refuses an illegal table" -- "$bin" import "$examples/river-wild-illegal.json" --db "$db"
expect 0 "records on a filled db" -- "$bin" records --db "$db"
same_as_golden records-filled.txt "$out"
expect 0 "records --json --game" -- "$bin" records --db "$db" --json --game wodny-szlak
same_as_golden records-wodny-szlak.json "$out"
# Solo games list rank titles, not wins; a flipped raft's wins are counted apart.
expect 0 "import a flipped raft" -- "$bin" import "$src/tests/data/roaring-river/four-player-flip.json" --db "$work/flip.db"
expect 0 "records of a flipped raft" -- "$bin" records --db "$work/flip.db" --json
contains "wins by fewest in JSON" "$out" '"wins_by_fewest": 1'
expect 0 "records of a flipped raft as text" -- "$bin" records --db "$work/flip.db"
contains "wins by fewest in text" "$out" "1 (1 by fewest)"
expect 0 "records of a solo game" -- "$bin" records --db "$db" --json --game river-wild
contains "solo rank title in JSON" "$out" '"rank": "Harmonious Habitat"'
contains "no solo win" "$out" '"wins": 0'
expect 0 "export" -- "$bin" export 1 --db "$db" -o "$work/export.json"
expect 0 "score the export" -- "$bin" score "$work/export.json" --json
exported=$out
expect 0 "score the original" -- "$bin" score "$examples/river-wild-finished.json" --json
if [ "$exported" == "$out" ]; then pass; else fail "an exported session scores differently"; fi
expect 3 "export of a missing session" -- "$bin" export 99 --db "$db"

# A Wodny szlak drafting record (draw, discard, pass and the removed tiles) survives
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

# BG Stats: one finished session, or all of them as an array; only finished plays.
expect 0 "export --bgstats" -- "$bin" export 3 --bgstats --db "$db"
contains "bgstats source" "$out" '"sourceName": "Tributary"'
contains "bgstats play id" "$out" '"sourcePlayId": "3"'
contains "bgstats start player" "$out" '"startPlayer": false'
contains "bgstats game" "$out" '"sourceGameId": "roaring-river"'
expect 0 "export --bgstats --location -o" -- "$bin" export 1 --bgstats --location Club --db "$db" -o "$work/play.json"
contains "bgstats location" "$(cat "$work/play.json")" '"location": "Club"'
expect 0 "export --bgstats --all" -- "$bin" export --bgstats --all --db "$db"
if [ "${out:0:1}" == "[" ] && [ "$(grep -c '"sourceName"' <<<"$out")" -eq 3 ]; then pass; else
  fail "--all should give an array of 3 plays: $out"; fi
expect 0 "export --bgstats --all --game" -- "$bin" export --bgstats --all --game wodny-szlak --db "$db"
if [ "$(grep -c '"sourceName"' <<<"$out")" -eq 1 ]; then pass; else fail "--game keeps one play"; fi
expect 0 "export --bgstats --all --since tomorrow" -- "$bin" export --bgstats --all --since 2999-01-01 --db "$db"
same_as_golden bgstats-none.json "$out"
expect 2 "a malformed --since" -- "$bin" export --bgstats --all --since 01/02/2026 --db "$db"
expect 2 "an unknown --game" -- "$bin" export --bgstats --all --game chess --db "$db"
expect 2 "an id and --all" -- "$bin" export 1 --bgstats --all --db "$db"
expect 3 "--bgstats of a missing session" -- "$bin" export 99 --bgstats --db "$db"
expect 0 "import an unfinished table" -- "$bin" import "$src/tests/data/wodny-szlak/ties-three-players.json" --db "$work/open.db"
expect 2 "--bgstats of an unfinished session" -- "$bin" export 1 --bgstats --db "$work/open.db"
contains "unfinished message" "$err" "still in progress"
# A house ruling: legal, listed in warnings, and the same score after import and export.
ruled=$golden/river-wild-house-ruling.json
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

# Database errors: exit 3 and the file left alone.
head -c 8192 /dev/urandom >"$work/junk.db"
before=$(sha256sum "$work/junk.db")
expect 3 "a damaged database" -- "$bin" records --db "$work/junk.db"
if [ "$before" == "$(sha256sum "$work/junk.db")" ]; then pass; else fail "damaged db was modified"; fi

finish
