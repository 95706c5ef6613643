#!/bin/sh
# The entry benchmark, run by CTest (label entry) inside xvfb-run:
#   entry_bench.sh TRIBUTARY OUT_DIR TEST_DATA_DIR
# Enters a complete reference game through the real window with xdotool, as a fluent
# player would, counting every action (a typed character, a key): Roaring River, four
# players, twelve rounds (tests/data/roaring-river/bench/: the table, the same before its
# first round, and the keys typed per round). Then the scores stored for the session must
# equal `tributary score --json` of the reference table. Prints the actions per game and
# per round; fails when a round is not stored or a score differs.
set -u
bin=$1
out=$2
data=$3
rm -rf "$out"
mkdir -p "$out/config" "$out/data" "$out/state"
export XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" XDG_STATE_HOME="$out/state"
unset TRIBUTARY_DB

bench="$data/roaring-river/bench"
db="$out/entry.db"
"$bin" import "$bench/four-players-start.json" --db "$db" >/dev/null || exit 1
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

actions=0 rounds=0 failed=0
while read -r plays deal; do
  case $plays in '#'* | '') continue ;; esac
  xdotool type --delay 120 "$plays$deal"
  xdotool keydown Return
  sleep 0.15
  xdotool keyup Return
  actions=$((actions + ${#plays} + ${#deal} + 1))
  rounds=$((rounds + 1))
  if ! await_moves $rounds; then
    echo "FAIL round $rounds ($plays $deal) was not stored (log: $out/app.log)"
    failed=1
    break
  fi
done <"$bench/four-players.keys"
xdotool key ctrl+q
sleep 1
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null

# The scores stored with the finished session, in seat order, against the command line's.
sqlite3 "$db" "SELECT score FROM results WHERE session_id = 1 ORDER BY seat" >"$out/stored.txt"
"$bin" score "$bench/four-players.json" --json | grep '"score":' | tr -d ' ,' | cut -d: -f2 \
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
per_round=$(awk -v a=$actions -v r=$rounds 'BEGIN { if (r) printf "%.1f", a / r; else print 0 }')
echo "roaring-river, 4 players, $rounds rounds: $actions actions ($per_round per round)"
exit $failed
