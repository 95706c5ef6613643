#!/bin/sh
# The entry benchmark, run by CTest (label entry) inside xvfb-run:
#   entry_bench.sh TRIBUTARY OUT_DIR TEST_DATA_DIR GAME
# Enters a complete reference game of GAME through the real window with xdotool, as a fluent
# player would, counting every action: a typed character, a key chord, a click are one each.
# Its files are in TEST_DATA_DIR/GAME/bench/:
#   start.json  the table imported first (the setup, and any moves before the typing starts)
#   table.json  the whole reference game, scored by `tributary score --json` at the end
#   entry.keys  what is typed, one command a line (blank lines and lines from # are skipped):
#     title TEXT      the game as the summary names it ("River Wild, 16 cards")
#     per UNIT N      the summary also gives the actions per UNIT, N of them ("per round 12")
#     type TEXT       types TEXT, the rest of the line, spaces within it too: one action a character
#     key CHORD...    presses each xdotool key chord in turn (Return, ctrl+f, shift+Right): one each
#     click X Y       a left click at X Y in the window (1280x720): one action
#     stored N        waits until the session holds N moves, else fails the run (not an action)
#     notes KEY N     the session, exported, holds N "KEY" notes, else fails (not an action)
# The scores stored for the finished session must equal the command line's, seat by seat.
# Prints the actions per game and per UNIT; fails when a step is not stored or a score differs.
set -u
bin=$1
out=$2
data=$3
game=$4
rm -rf "$out"
mkdir -p "$out/config" "$out/data" "$out/state"
export XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" XDG_STATE_HOME="$out/state"
unset TRIBUTARY_DB

bench="$data/$game/bench"
db="$out/entry.db"
"$bin" import "$bench/start.json" --db "$db" >/dev/null || exit 1
"$bin" --db "$db" --size 1280x720 --view session >"$out/app.log" 2>&1 &
pid=$!
window=$(timeout 20 xdotool search --sync --name '^Tributary$' | head -n 1)
if [ -z "$window" ]; then
  echo "FAIL the window did not appear (log: $out/app.log)"
  kill "$pid" 2>/dev/null
  exit 1
fi
sleep 2
xdotool mousemove 1 1

moves() { sqlite3 "$db" "SELECT count(*) FROM moves WHERE session_id = 1" 2>/dev/null; }
await_moves() {  # await_moves N
  for wait in 1 2 3 4 5 6 7 8 9 10; do
    [ "$(moves)" = "$1" ] && return 0
    sleep 0.5
  done
  return 1
}
press() {  # press CHORD: held for a moment, so the window sees it in a frame of its own
  xdotool keydown "$1"
  sleep 0.1
  xdotool keyup "$1"
  sleep 0.25
}

title=$game unit=step units=0
actions=0 line_no=0 failed=0
while IFS= read -r line; do
  line_no=$((line_no + 1))
  verb=${line%% *}
  rest=${line#"$verb"}
  rest=${rest# }
  case $verb in
    '#'* | '') ;;
    title) title=$rest ;;
    per)
      unit=${rest% *}
      units=${rest##* }
      ;;
    type)
      xdotool type --delay 120 "$rest"
      actions=$((actions + ${#rest}))
      ;;
    key)
      for chord in $rest; do
        press "$chord"
        actions=$((actions + 1))
      done
      ;;
    click)
      xdotool mousemove --window "$window" ${rest% *} ${rest#* } click 1
      sleep 0.2
      actions=$((actions + 1))
      ;;
    stored)
      if ! await_moves "$rest"; then
        echo "FAIL line $line_no: the session holds $(moves) moves, not $rest (log: $out/app.log)"
        failed=1
        break
      fi
      ;;
    notes)
      "$bin" export 1 --db "$db" -o "$out/session.json" >/dev/null 2>&1
      count=$(grep -o "\"${rest% *}\"" "$out/session.json" | wc -l)
      if [ "$count" -ne "${rest##* }" ]; then
        echo "FAIL line $line_no: the session holds $count ${rest% *} notes, not ${rest##* }"
        failed=1
        break
      fi
      ;;
    *)
      echo "FAIL line $line_no of entry.keys: unknown command '$verb'"
      failed=1
      break
      ;;
  esac
done <"$bench/entry.keys"
xdotool key ctrl+q
sleep 1
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null

# The scores stored with the finished session, in seat order, against the command line's.
sqlite3 "$db" "SELECT score FROM results WHERE session_id = 1 ORDER BY seat" >"$out/stored.txt"
"$bin" score "$bench/table.json" --json >"$out/cli.json"
# The players' own scores: the lines `"score": N` at their depth (details nest deeper).
grep '^      "score":' "$out/cli.json" | tr -d ' ,' | cut -d: -f2 >"$out/cli.txt"
if [ "$failed" = 0 ] && [ ! -s "$out/stored.txt" ]; then
  echo "FAIL no scores stored: the session did not finish"
  failed=1
elif [ ! -s "$out/cli.txt" ]; then
  echo "FAIL tributary score gave no scores for $bench/table.json"
  failed=1
elif awk 'NR == FNR { cli[FNR] = $1; n = FNR; next } { if ($1 + 0 != cli[FNR] + 0) bad = 1; m = FNR }
    END { exit bad || m != n }' "$out/cli.txt" "$out/stored.txt"; then
  echo "ok   stored scores equal tributary score: $(tr '\n' ' ' <"$out/stored.txt")"
else
  echo "FAIL stored scores $(tr '\n' ' ' <"$out/stored.txt")differ from the CLI's $(tr '\n' ' ' <"$out/cli.txt")"
  failed=1
fi
each=$(awk -v a=$actions -v u=$units 'BEGIN { if (u) printf "%.1f", a / u; else print 0 }')
echo "$title: $actions actions ($each per $unit)"
exit $failed
