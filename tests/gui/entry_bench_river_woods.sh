#!/bin/sh
# The River Woods entry benchmark, run by CTest (label entry) inside xvfb-run:
#   entry_bench_river_woods.sh TRIBUTARY OUT_DIR TEST_DATA_DIR
# Enters a complete reference game through the real window with xdotool, as a fluent
# player would, counting every action (a typed character, a key or chord): three players,
# five rounds, the offer recorded (tests/data/river-woods/bench/: the table, the same before
# its first turn, and the keys per turn). The first line types the offer face up at the
# start; each later line is one turn, its refill typed at its end. Then the scores stored
# for the session must equal `tributary score --json` of the reference table. Prints the
# actions per game and per turn; fails when a turn is not stored or a score differs.
set -u
bin=$1
out=$2
data=$3
rm -rf "$out"
mkdir -p "$out/config" "$out/data" "$out/state"
export XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" XDG_STATE_HOME="$out/state"
unset TRIBUTARY_DB

bench="$data/river-woods/bench"
db="$out/entry.db"
"$bin" import "$bench/three-players-start.json" --db "$db" >/dev/null || exit 1
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

# One key or chord, held for a frame or two so the window sees it.
press() {
  xdotool keydown "$1"
  sleep 0.08
  xdotool keyup "$1"
  sleep 0.12
}

actions=0 turns=0 failed=0
while read -r kind keys; do
  case $kind in '#'* | '') continue ;; esac
  for token in $keys; do
    case $token in
    k:*)
      press "${token#k:}"
      actions=$((actions + 1))
      ;;
    t:*)
      text=$(printf '%s' "${token#t:}" | tr _ ' ')
      xdotool type --delay 120 "$text"
      actions=$((actions + ${#text}))
      sleep 0.2
      ;;
    esac
  done
  if [ "$kind" = offer ]; then
    sleep 1  # the offer goes into the session's setup
    continue
  fi
  turns=$((turns + 1))
  if ! await_moves $turns; then
    echo "FAIL turn $turns ($keys) was not stored (log: $out/app.log)"
    failed=1
    break
  fi
done <"$bench/three-players.keys"
xdotool key ctrl+q
sleep 1
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null

# The scores stored with the finished session, in seat order, against the command line's.
sqlite3 "$db" "SELECT score FROM results WHERE session_id = 1 ORDER BY seat" >"$out/stored.txt"
"$bin" score "$bench/three-players.json" --json | grep '"score":' | tr -d ' ,' | cut -d: -f2 \
  >"$out/cli.txt"
if [ ! -s "$out/stored.txt" ]; then
  echo "FAIL no scores stored: the session did not finish"
  failed=1
elif awk 'NR == FNR { cli[FNR] = $1; n = FNR; next } { if ($1 + 0 != cli[FNR] + 0) bad = 1; m = FNR }
    END { exit bad || m != n }' "$out/cli.txt" "$out/stored.txt"; then
  echo "ok   stored scores equal tributary score: $(tr '\n' ' ' <"$out/stored.txt")"
else
  echo "FAIL stored scores $(tr '\n' ' ' <"$out/stored.txt")differ from the CLI's $(tr '\n' ' ' <"$out/cli.txt")"
  failed=1
fi
# The session keeps the offer as notes: the one typed first in its setup, each turn's after it.
"$bin" export 1 --db "$db" -o "$out/session.json" >/dev/null 2>&1
notes=$(grep -o '"x-offer"' "$out/session.json" | wc -l)
if [ "$notes" -ne $((turns + 1)) ]; then
  echo "FAIL the stored session holds $notes x-offer notes, not $((turns + 1))"
  failed=1
fi
per_turn=$(awk -v a=$actions -v t=$turns 'BEGIN { if (t) printf "%.1f", a / t; else print 0 }')
echo "river-woods, 3 players, offer recorded, $turns turns: $actions actions ($per_turn per turn)"
exit $failed
