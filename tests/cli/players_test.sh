#!/usr/bin/env bash
# `tributary players`: the list (text and JSON), rename and merge with --yes, the question
# they ask on a terminal, --yes needed without one, unknown players and refused changes
# (exit 2, nothing changed). Every game's finished example is stored with a typo for Ada.
# Usage: players_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"

typo=Gegżółka
right=Gżegżółka
upper=GŻEGŻÓŁKA
db=$work/players.db

expect 0 "players on an empty db" -- "$bin" players --db "$work/empty.db"
contains "says there are none" "$out" "No players yet."
expect 0 "players --json on an empty db" -- "$bin" players --json --db "$work/empty.db"
contains "an empty list" "$out" '"players": []'

# Sessions 1..n: each finished example with the typo for Ada; then the examples as they are.
tables=("$examples"/*/*-finished.json)
n=${#tables[@]}
for table in "${tables[@]}"; do
  sed "s/\"Ada\"/\"$typo\"/" "$table" >"$work/typo-$(basename "$table")"
  expect 0 "import $table with the typo" -- "$bin" import "$work/typo-$(basename "$table")" --db "$db"
done
for table in "${tables[@]}"; do
  expect 0 "import $table" -- "$bin" import "$table" --db "$db"
done

expect 0 "players" -- "$bin" players --db "$db"
contains "a header" "$out" "player              sessions  last played"
matches "the typo with its sessions" "$out" "*$typo*$n  20[0-9][0-9]-*"
expect 0 "players --json" -- "$bin" players --json --db "$db"
contains "the typo in JSON" "$out" "\"name\": \"$typo\""
contains "its sessions in JSON" "$out" "\"sessions\": $n"
contains "when it last played, as played_at" "$out" '"last_played": "20'
listed=$out

# Nothing changes without a terminal and without --yes, for a name nobody has, or for a
# name that is taken or no name.
expect 2 "merge without a terminal or --yes" -- "$bin" players merge "$typo" Ada --db "$db" </dev/null
contains "tells to add --yes" "$err" "add --yes"
expect 2 "rename without a terminal or --yes" -- "$bin" players rename "$typo" "$right" --db "$db" </dev/null
contains "tells to add --yes" "$err" "add --yes"
expect 2 "rename of an unknown player" -- "$bin" players rename Nobody Somebody --yes --db "$db"
contains "names the unknown player" "$err" 'there is no player "Nobody"'
expect 2 "merge of an unknown player" -- "$bin" players merge "$typo" Nobody --yes --db "$db"
contains "names the unknown player" "$err" 'there is no player "Nobody"'
expect 2 "rename to a taken name" -- "$bin" players rename "$typo" ada --yes --db "$db"
contains "says to merge instead" "$err" "merge \"$typo\" into them"
expect 2 "rename to no name" -- "$bin" players rename "$typo" "  " --yes --db "$db"
contains "says why" "$err" "at least one visible character"
expect 2 "merge into the same player" -- "$bin" players merge Ada ADA --yes --db "$db"
contains "says so" "$err" "the same player"
expect 2 "an unknown players command" -- "$bin" players delete "$typo" --db "$db"
expect 2 "a rename with one name" -- "$bin" players rename "$typo" --db "$db"
expect 0 "the list after the refusals" -- "$bin" players --json --db "$db"
if [ "$out" == "$listed" ]; then pass; else fail "a refused change changed the players"; fi

# Rename, then a rename to another case of the same name.
expect 0 "rename --yes" -- "$bin" players rename "$typo" "$right" --yes --db "$db"
contains "says what changed" "$out" "Renamed \"$typo\" to \"$right\" ($n sessions)."
expect 0 "rename to another case" -- "$bin" players rename gżegżółka "$upper" --yes --db "$db"
expect 0 "export after the renames" -- "$bin" export 1 --db "$db"
contains "the stored table follows" "$out" "\"$upper\""
lacks "the old name is gone" "$out" "$typo"
expect 0 "players after the renames" -- "$bin" players --db "$db"
lacks "the typo is gone" "$out" "$typo"

# Merge: refused while both sat in one session (named), then done in a database without it.
cp "$db" "$work/shared.db"
sed "s/\"Bo\"/\"$upper\"/" "$(example roaring-river finished)" >"$work/both.json"
expect 0 "a session of both" -- "$bin" import "$work/both.json" --db "$work/shared.db"
expect 2 "merge of two players of one session" -- "$bin" players merge "$right" Ada --yes --db "$work/shared.db"
contains "names the session" "$err" "both played in session $((2 * n + 1))"
expect 0 "Ada's records before the merge" -- "$bin" records --player Ada --json --db "$db"
ada_games=$(grep -o '"games": [0-9]*' <<<"$out" | awk '{sum += $2} END {print sum}')
expect 0 "merge --yes" -- "$bin" players merge "$right" Ada --yes --db "$db"
contains "says what changed" "$out" "Merged $n sessions of \"$upper\" into \"Ada\""
expect 0 "players after the merge" -- "$bin" players --json --db "$db"
lacks "the merged player is gone" "$out" "$upper"
contains "Ada has every session" "$out" "\"sessions\": $((2 * n))"
expect 0 "Ada's records after the merge" -- "$bin" records --player Ada --json --db "$db"
merged_games=$(grep -o '"games": [0-9]*' <<<"$out" | awk '{sum += $2} END {print sum}')
if [ "$merged_games" -eq $((2 * ada_games)) ]; then pass; else
  fail "Ada's records count $merged_games games after the merge, expected $((2 * ada_games))"
fi
expect 0 "export after the merge" -- "$bin" export 1 --db "$db"
contains "the stored table names Ada" "$out" '"Ada"'

# On a terminal the question is asked: "n" changes nothing, "y" goes ahead.
if command -v script >/dev/null 2>&1; then
  asked() {  # asked ANSWER ARGS…: runs the binary on a terminal, ANSWER typed at the question
    local command
    printf -v command '%q ' "$bin" "${@:2}"
    out=$(printf '%s\n' "$1" | script -qec "$command" /dev/null 2>&1 | tr -d '\r')
  }
  bo=$(grep -l '"Bo"' "${tables[@]}" | wc -l)
  asked n players rename Bo Bob --db "$db"
  contains "the question" "$out" "Rename \"Bo\" to \"Bob\" in $((2 * bo)) sessions? [y/N]"
  contains "declined" "$out" "Nothing changed."
  asked y players rename Bo Bob --db "$db"
  contains "accepted" "$out" "Renamed \"Bo\" to \"Bob\""
else
  echo "skip the terminal's question: script (util-linux) is not installed"
fi

finish
