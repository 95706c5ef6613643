#!/usr/bin/env bash
# The command line as a user meets it, whatever the game: exit codes, messages and golden
# outputs. Each game's own cases are its tests/<game>/cli_*_test.sh.
# Usage: cli_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"
golden=$src/tests/data/cli
export TRIBUTARY_DB=$work/default.db
finished=$(example "$stand_in_game" finished)
game=$(game_of "$finished")

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

# Records on an empty database, text and JSON.
expect 0 "records on an empty db" -- "$bin" records --db "$work/empty.db"
same_as_golden records-empty.txt "$out"
expect 0 "records --json on an empty db" -- "$bin" records --db "$work/empty.db" --json
same_as_golden records-empty.json "$out"

# Malformed input: exit 2 with line and column, or the JSON path.
printf '{\n  "game": "%s",\n  "players": ["Ada",]\n}\n' "$game" >"$work/bad.json"
expect 2 "syntax error" -- "$bin" score "$work/bad.json"
contains "syntax error message" "$err" "line 3, column 21"
expect 2 "syntax error --json" -- "$bin" score "$work/bad.json" --json
contains "syntax error json" "$out" '"line": 3'
echo "{\"game\": \"$game\", \"players\": \"Ada\"}" >"$work/players.json"
expect 2 "wrong type" -- "$bin" score "$work/players.json" --json
contains "wrong type path" "$out" '"path": "/players"'
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
expect 2 "an unknown option" -- "$bin" score "$finished" --jsn
contains "the unknown option is named" "$err" "unknown option --jsn"
expect 2 "an option of another command" -- "$bin" records --db "$work/empty.db" --seconds 3

# Scoring, validating and an illegal move.
expect 0 "score an example" -- "$bin" score "$finished"
expect 0 "validate an example" -- "$bin" validate "$finished"
contains "validate says ok" "$out" "ok:"
expect 1 "an illegal move" -- "$bin" score "$(example "$stand_in_game" illegal)" --json
contains "illegal move json" "$out" '"legal": false'
expect 1 "an illegal move, text" -- "$bin" validate "$(example "$stand_in_game" illegal)"
contains "illegal move names the index" "$err" "move "

# Import, records, export round trip: the three tables of records-filled.tables, sessions
# 1-3 in that order.
db=$work/filled.db
mapfile -t tables < <(sed "s|^|$examples/|" "$golden/records-filled.tables")
for table in "${tables[@]}"; do
  expect 0 "import $table" -- "$bin" import "$table" --db "$db"
done
expect 1 "import refuses an illegal table" -- "$bin" import "$(example "$stand_in_game" illegal)" --db "$db"
expect 0 "records on a filled db" -- "$bin" records --db "$db"
same_as_golden records-filled.txt "$out"
expect 0 "records --json --game" -- "$bin" records --db "$db" --json --game "$(game_of "${tables[1]}")"
same_as_golden records-game.json "$out"
# Records line up by display width: a letter with a diacritic is one column, not two bytes.
for name in "Łucja Żółć" "Zośka" "Ada"; do
  sed "s/\"players\": \[\"Ada\"\]/\"players\": [\"$name\"]/" "$finished" \
    >"$work/named.json"
  expect 0 "import a game of $name" -- "$bin" import "$work/named.json" --db "$work/names.db"
done
expect 0 "records of Polish names" -- "$bin" records --db "$work/names.db"
starts=$(grep "$game" <<<"$out" | while IFS= read -r line; do
  printf '%s' "${line%%"$game"*}" | LC_ALL=C.UTF-8 wc -m
done | sort -u | tr '\n' ' ')
if [ "$starts" = "20 " ]; then pass; else fail "the game column starts at columns $starts, not 20: $out"; fi
expect 0 "export" -- "$bin" export 1 --db "$db" -o "$work/export.json"
expect 0 "score the export" -- "$bin" score "$work/export.json" --json
exported=$out
expect 0 "score the original" -- "$bin" score "${tables[0]}" --json
if [ "$exported" == "$out" ]; then pass; else fail "an exported session scores differently"; fi
expect 3 "export of a missing session" -- "$bin" export 99 --db "$db"

# BG Stats: one finished session, or all of them as an array; only finished plays.
expect 0 "export --bgstats" -- "$bin" export 3 --bgstats --db "$db"
contains "bgstats source" "$out" '"sourceName": "Tributary"'
contains "bgstats play id" "$out" '"sourcePlayId": "3"'
contains "bgstats start player" "$out" '"startPlayer": false'
contains "bgstats game" "$out" "\"sourceGameId\": \"$(game_of "${tables[2]}")\""
expect 0 "export --bgstats --location -o" -- "$bin" export 1 --bgstats --location Club --db "$db" -o "$work/play.json"
contains "bgstats location" "$(cat "$work/play.json")" '"location": "Club"'
expect 0 "export --bgstats --all" -- "$bin" export --bgstats --all --db "$db"
if [ "${out:0:1}" == "[" ] && [ "$(grep -c '"sourceName"' <<<"$out")" -eq 3 ]; then pass; else
  fail "--all should give an array of 3 plays: $out"; fi
expect 0 "export --bgstats --all --game" -- "$bin" export --bgstats --all --game "$(game_of "${tables[1]}")" --db "$db"
if [ "$(grep -c '"sourceName"' <<<"$out")" -eq 1 ]; then pass; else fail "--game keeps one play"; fi
expect 0 "export --bgstats --all --since tomorrow" -- "$bin" export --bgstats --all --since 2999-01-01 --db "$db"
same_as_golden bgstats-none.json "$out"
expect 2 "a malformed --since" -- "$bin" export --bgstats --all --since 01/02/2026 --db "$db"
expect 2 "an unknown --game" -- "$bin" export --bgstats --all --game chess --db "$db"
expect 2 "an id and --all" -- "$bin" export 1 --bgstats --all --db "$db"
expect 3 "--bgstats of a missing session" -- "$bin" export 99 --bgstats --db "$db"
expect 0 "import an unfinished table" -- "$bin" import "$(example "$stand_in_game" midgame)" --db "$work/open.db"
expect 2 "--bgstats of an unfinished session" -- "$bin" export 1 --bgstats --db "$work/open.db"
contains "unfinished message" "$err" "still in progress"
# Database errors: exit 3 and the file left alone.
head -c 8192 /dev/urandom >"$work/junk.db"
before=$(sha256sum "$work/junk.db")
expect 3 "a damaged database" -- "$bin" records --db "$work/junk.db"
if [ "$before" == "$(sha256sum "$work/junk.db")" ]; then pass; else fail "damaged db was modified"; fi

finish
