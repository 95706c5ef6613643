#!/bin/sh
# GUI smoke test, run by CTest inside xvfb-run:
#   smoke.sh TRIBUTARY PNG_CHECK OUT_DIR TEST_DATA_DIR
# 1. Screenshots every view of a fresh database and checks each PNG (size, not blank).
# 2. The "New session" dialog of each game; a table file opened read-only.
# 3. A damaged database still gives a picture (the error dialog) and exit code 3.
# 4. With xdotool: starts the real window, clicks "New session" on the first game card,
#    starts it, and checks that the database now holds a session; screenshots it.
set -u
bin=$1
check=$2
out=$3
data=$4
rm -rf "$out"
mkdir -p "$out/config" "$out/data"
# Never touch the user's settings or database.
export XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" XDG_STATE_HOME="$out/state"
unset TRIBUTARY_DB
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }

shot() {  # shot NAME EXPECTED_EXIT ARGS...
  name=$1 expected=$2
  shift 2
  "$bin" --screenshot "$out/$name.png" --size 1280x720 "$@"
  code=$?
  if [ "$code" -ne "$expected" ]; then
    bad "$name: exit code $code, expected $expected"
  elif [ ! -s "$out/$name.png" ]; then
    bad "$name: no PNG written"
  elif "$check" "$out/$name.png" 1280 720; then
    ok "$name"
  else
    bad "$name: image check"
  fi
}

for view in home history records settings about; do
  shot "$view" 0 --db "$out/t.db" --view "$view"
done

# The "New session" dialog of each game (with its board view's setup widgets, if any).
for game in river-wild wodny-szlak roaring-river; do
  shot "setup-$game" 0 --db "$out/t.db" --view "setup:$game"
done

table="$data/river-wild/largest-tie.json"
if [ -f "$table" ]; then
  shot open 0 --db "$out/t.db" --open "$table"
fi

printf 'this is not a SQLite database, just some bytes that look nothing like one\n' >"$out/damaged.db"
shot damaged-db 3 --db "$out/damaged.db" --view home
if [ "$(head -c 12 "$out/damaged.db")" = "this is not " ]; then
  ok "damaged database left untouched"
else
  bad "damaged database was modified"
fi

stored() {  # stored DB: true once the database holds session 1
  "$bin" export 1 --db "$1" -o "$out/flow-session.json" >/dev/null 2>&1 &&
    grep -q '"game"' "$out/flow-session.json"
}

if command -v xdotool >/dev/null 2>&1; then
  db="$out/flow.db"
  "$bin" --db "$db" --size 1280x720 >"$out/flow.log" 2>&1 &
  pid=$!
  window=$(timeout 20 xdotool search --sync --name '^Tributary$' | head -n 1)
  created=no
  if [ -n "$window" ]; then
    # "New session" on the first game card: the first button in the accent colour (river
    # blue, #3A8ED6 in the default dark theme) on the Home screenshot taken above.
    at=$("$check" --locate 3A8ED6 "$out/home.png" || echo "300 175")
    for attempt in 1 2 3; do  # a slow first frame may swallow an early click
      sleep 1
      xdotool mousemove --window "$window" $at
      sleep 0.5
      xdotool click 1
      sleep 1
      xdotool key Return  # "Start session" in the setup dialog
      for wait in 1 2 3 4 5 6 7 8 9 10; do
        if stored "$db"; then
          created=yes
          break 2
        fi
        sleep 0.5
      done
    done
    xdotool key ctrl+q  # quit
    sleep 1
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if [ -z "$window" ]; then
    bad "flow: the window did not appear"
  elif [ "$created" = yes ]; then
    ok "flow: New session -> Start created a stored session"
    shot flow-session 0 --db "$db" --view session  # the live session just created
  else
    bad "flow: no session in $db (log: $out/flow.log)"
  fi
else
  echo "skip flow: xdotool is not installed"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
