#!/usr/bin/env bash
# `import --bgstats`: a realistic BG Stats export (several games, 0/1 booleans, string and
# sum scores, a string scoresheet, a play of another game, a play the game refuses) is
# imported as score pads once; a second run adds nothing; a single pushed play imports too.
. "$(dirname "$0")/lib.sh"

file=$src/tests/data/cli/bgstats/BGStatsExport.json
db=$work/bgstats.db

expect 0 "the export imports" -- "$bin" import --bgstats "$file" --db "$db"
contains "three plays of known games" "$out" "Imported 3 plays as sessions 1"
contains "another game's play is skipped" "$out" "1 play of other games skipped"
contains "a play its game refuses is named" "$out" "Not imported: play PLAY-WOODS-ONE"

expect 0 "the same export again" -- "$bin" import --bgstats "$file" --db "$db"
contains "nothing added" "$out" "Imported 0 plays; 3 plays were imported before"
expect 3 "no fourth session" -- "$bin" export 4 --db "$db"

# Session 1: a sum as a string ("12+9+8"), a known player matched across case is one player.
expect 0 "session 1 exports" -- "$bin" export 1 --db "$db" -o "$work/one.json"
exported=$(cat "$work/one.json")
contains "kept as a pad" "$exported" '"pad"'
contains "the date" "$exported" '"played_at": "2025-11-30T19:40"'
contains "the duration" "$exported" '"duration_min": 35'
contains "the play's id" "$exported" '"x-bgstats-play": "PLAY-WS-1"'
expect 0 "session 1 scores" -- "$bin" score "$work/one.json" --json
contains "the summed score" "$out" '"score": 29'
contains "a pad" "$out" '"pad": true'

# Session 2: BG Stats says the fewest hearts won, so the raft flipped.
expect 0 "session 2 exports" -- "$bin" export 2 --db "$db" -o "$work/two.json"
contains "the flip is inferred from the winners" "$(cat "$work/two.json")" '"flipped": true'
expect 0 "session 2 scores" -- "$bin" score "$work/two.json" --json
winner=$(grep -B1 '"place": 1,' <<<"$out" | grep -o '"name": "[^"]*"')
contains "the fewest hearts won" "$winner" '"Bo"'

# A single play in the pushed shape (what `export --bgstats` writes) imports once too.
expect 0 "a play exported for BG Stats" -- "$bin" export 3 --bgstats --db "$db" -o "$work/play.bgsplay"
expect 0 "the single play imports" -- "$bin" import --bgstats "$work/play.bgsplay" --db "$db"
contains "one play" "$out" "Imported 1 play as session 4"
expect 0 "the single play again" -- "$bin" import --bgstats "$work/play.bgsplay" --db "$db"
contains "nothing added" "$out" "Imported 0 plays; 1 play was imported before"

printf '{"plays": [{"gameRefId": 1}], "games": []}' >"$work/no-uuid.json"
expect 2 "a play without its uuid is malformed" -- "$bin" import --bgstats "$work/no-uuid.json" --db "$db"
contains "names the play" "$err" "/plays/0"
printf '{"something": 1}' >"$work/other.json"
expect 2 "not a BG Stats file" -- "$bin" import --bgstats "$work/other.json" --db "$db"
contains "says what it expected" "$err" "neither a BG Stats export"

finish
