#!/usr/bin/env bash
# `tributary player NAME`: the player page as text and JSON over every finished example
# (Ada sits in all four; Bo and Cy beside her in three), its period, and the refusals
# (no name, an unknown player, a period that is not one: exit 2).
# Usage: player_test.sh TRIBUTARY_BINARY SOURCE_DIR
set -u
. "$(dirname "$0")/lib.sh"

db=$work/player.db
for table in "$examples"/*/*-finished.json; do
  expect 0 "import $table" -- "$bin" import "$table" --db "$db"
done
games=$(ls "$examples"/*/*-finished.json | wc -l)

expect 2 "no name" -- "$bin" player --db "$db"
contains "asks for one" "$err" "expected one player name"
expect 2 "an unknown player" -- "$bin" player Nobody --db "$db"
contains "names them" "$err" 'there is no player "Nobody"'
for period in week 2026-13-01..2026-12-31 2026-01-01; do
  expect 2 "--period $period" -- "$bin" player Ada --period "$period" --db "$db"
  contains "--period $period: says why" "$err" "--period"
done

expect 0 "player ada (any case)" -- "$bin" player ada --db "$db"
contains "every game of Ada's" "$out" "Ada: $games games"
contains "the solo game apart" "$out" "1 game (1 solo)"
contains "head-to-head" "$out" "head-to-head (won-lost-drawn of games):"
matches "Bo beside Ada" "$out" "*Bo: [0-9]-[0-9]-[0-9] of [0-9]*"

expect 0 "player Ada --json" -- "$bin" player Ada --json --db "$db"
page=$out
contains "the stored name" "$page" '"player": "Ada"'
contains "all games" "$page" "\"games\": $games,"
contains "no period" "$page" '"from": null'
contains "a nemesis or none" "$page" '"nemesis":'
# Each game's games and wins as Records counts them.
expect 0 "records --json" -- "$bin" records --player Ada --json --db "$db"
records=$out
for game in $(sed -n 's/.*"game": "\([^"]*\)".*/\1/p' <<<"$records"); do
  want=$(grep -A30 "\"game\": \"$game\"" <<<"$records" | sed -n 's/^      "wins": \([0-9]*\).*/\1/p' | head -n 1)
  got=$(grep -A30 "\"game\": \"$game\"" <<<"$page" | sed -n 's/^      "wins": \([0-9]*\).*/\1/p' | head -n 1)
  if [ -n "$want" ] && [ "$want" == "$got" ]; then pass; else fail "$game: $got wins, records say $want"; fi
done

# River Woods' example names its first player (seat 0, Ada), read by the game's own code;
# the other games play at once and name none.
compact=$(tr -d ' \n' <<<"$page")
contains "Ada started the River Woods game" "$compact" '"started":{"games":1,"wins":0}'
others=$(grep -o '"started":{"games":0,' <<<"$compact" | wc -l)
if [ "$others" -eq $((games - 1)) ]; then pass; else fail "started in $others other games"; fi
expect 0 "player Bo --json" -- "$bin" player Bo --json --db "$db"
contains "Bo did not start it" "$(tr -d ' \n' <<<"$out")" '"not_started":{"games":1,'

expect 0 "a period with no games" -- "$bin" player Ada --period 2000-01-01..2000-12-31 --json --db "$db"
contains "none counted" "$out" '"games": 0,'
contains "the range" "$out" '"from": "2000-01-01"'
expect 0 "an open-ended period" -- "$bin" player Ada --period 2000-01-01.. --json --db "$db"
contains "every game after it" "$out" "\"games\": $games,"
expect 0 "--period 12m" -- "$bin" player Ada --period 12m --json --db "$db"
matches "from a year back" "$out" '*"from": "20[0-9][0-9]-[0-9][0-9]-[0-9][0-9]"*'
finish
