#!/bin/bash
# The store at scale (issue #35 M5/M6; not part of ./dev test): builds a database of N
# sessions from the golden tables and measures its size, opening it with Home's first
# queries (warm), History's first page, the player page of the player with the most games,
# Records' Categories page for every player and game (and the time to score every session
# of a migrated file again for them), `records --json`, and `export --bgstats --all`'s time
# and peak memory.
#
#   tests/bench/store_scale/run.sh BUILD_DIR [N] [WORK_DIR]
#
# BUILD_DIR holds src/tributary and tests/bench/store_scale (cmake --build BUILD_DIR
# --target tributary store_scale); N defaults to 100000; WORK_DIR to a new temporary folder
# (the database is kept there for another look).
set -euo pipefail
build=${1:?usage: run.sh BUILD_DIR [N] [WORK_DIR]}
count=${2:-100000}
work=${3:-$(mktemp -d)}
root=$(cd "$(dirname "$0")/../../.." && pwd)
bin=$build/src/tributary
scale=$build/tests/bench/store_scale
db=$work/scale-$count.db
mkdir -p "$work"

seconds() { # seconds COMMAND...: the best wall time of 3 runs of COMMAND, output dropped
  local start end best=0 run
  for run in 1 2 3; do
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    if [ "$best" -eq 0 ] || [ $((end - start)) -lt "$best" ]; then best=$((end - start)); fi
  done
  printf '%d.%03d' $((best / 1000000000)) $((best / 1000000 % 1000))
}
best_of_3() { # best_of_3 COMMAND...: the first line of COMMAND's 3 outputs with the least time
  for run in 1 2 3; do "$@"; done | sort -g | head -n 1
}

if [ ! -f "$db" ]; then
  echo "generating $count sessions into $db"
  rm -f "$db" "$db"-wal "$db"-shm "$db"-clean
  started=$(date +%s)
  "$scale" generate "$db" "$count" "$root/tests/data"
  echo "  took $(($(date +%s) - started)) s"
fi
"$bin" records --db "$db" >/dev/null # the first open after generating runs the check
"$scale" categories "$db"
# A schema 4 file's migration leaves every finished session to be scored again: a copy.
cp "$db" "$work/backfill.db"
sqlite3 "$work/backfill.db" 'DELETE FROM result_categories;
  INSERT OR IGNORE INTO categories_pending SELECT DISTINCT session_id FROM results'
/usr/bin/time -f '  (%e s wall, %U s CPU)' "$scale" categories "$work/backfill.db" | head -n 1
rm -f "$work/backfill.db"*
echo "file size: $(du -m "$db" | cut -f1) MB ($(stat -c %s "$db") bytes)"
echo "sessions: $(sqlite3 "$db" 'SELECT count(*) FROM sessions'),"\
  "catalogs: $(sqlite3 "$db" 'SELECT count(*) FROM catalogs')"
echo "home (open + first frame's queries), warm, best of 3: $(best_of_3 "$scale" home "$db")"
echo "history first page (500 rows), warm, best of 3: $(best_of_3 "$scale" history "$db")"
player=$(sqlite3 "$db" "SELECT p.name FROM results r JOIN players p ON p.id = r.player_id
  GROUP BY r.player_id ORDER BY count(*) DESC LIMIT 1")
echo "player page of $player (the most games), warm, best of 3: $(best_of_3 "$scale" player "$db" "$player")"
"$bin" records --json --db "$db" >/dev/null
echo "records --json, warm, best of 3: $(seconds "$bin" records --json --db "$db") s"
echo "check (the full quick_check, on request), best of 3: $(seconds "$bin" check "$db") s"
/usr/bin/time -v "$bin" export --bgstats --all --db "$db" -o "$work/plays.json" 2>"$work/time.txt"
echo "export --bgstats --all: $(grep 'Elapsed (wall clock)' "$work/time.txt" | sed 's/.*: //')," \
  "peak RSS $(($(grep 'Maximum resident' "$work/time.txt" | sed 's/.*: //') / 1024)) MB," \
  "$(du -m "$work/plays.json" | cut -f1) MB written"
